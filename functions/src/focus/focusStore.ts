// Where the focus timer keeps its state, and how it is read back. The timer, the settings and
// the sessions are written by the server only (firestore.rules lets the owner read them).
import {
  DEFAULT_FOCUS_SETTINGS,
  FocusSettingsSchema,
  FocusTimerSchema,
  type FocusSession,
  type FocusSettings,
  type FocusTimer,
} from '@pomoplan/domain';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { serverTime, userDoc } from '../platform/firestore';

/** users/{uid}/focus/timer: the running phase; absent when no timer runs. */
export const timerRef = (uid: string): DocumentReference =>
  userDoc(uid).collection('focus').doc('timer');
/** users/{uid}/focus/settings: the lengths and switches of the user's pomodoros. */
export const focusSettingsRef = (uid: string): DocumentReference =>
  userDoc(uid).collection('focus').doc('settings');
/**
 * users/{uid}/focus/pushStart: the key of the Start button a phase end's push carried, for the
 * phase waiting for it. Server only (the rules let the owner read the timer and settings).
 */
export const pushStartRef = (uid: string): DocumentReference =>
  userDoc(uid).collection('focus').doc('pushStart');
/** users/{uid}/focusSessions/{id}: what was focused, one pomodoro or part of one each. */
export const focusSessionsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('focusSessions');
export type SessionFields = Omit<FocusSession, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A session as stored: its instants as Timestamps, recorded at `recordedAt` (the server's time
 * when none is given: the timer's own record). The seed, the bench and the tests write theirs
 * with this too, so that they hold what the timer holds.
 */
export function storedSession(session: SessionFields, recordedAt?: Date): DocumentData {
  const recorded = recordedAt ? Timestamp.fromDate(recordedAt) : serverTime();
  return {
    ...session,
    startedAt: Timestamp.fromDate(session.startedAt),
    endedAt: Timestamp.fromDate(session.endedAt),
    createdAt: recorded,
    updatedAt: recorded,
  };
}

/** users/{uid}/focusTally/{projectId}: pomodoros done and minutes focused, by task. */
export const focusTallyRef = (uid: string, projectId: string): DocumentReference =>
  userDoc(uid).collection('focusTally').doc(projectId);

/** The stored timer; null when there is none, or when it cannot be read (it is then replaced). */
export function readTimer(snapshot: DocumentSnapshot): FocusTimer | null {
  if (!snapshot.exists) return null;
  const parsed = z.safeParse(FocusTimerSchema, snapshot.data());
  return parsed.success ? parsed.data : null;
}

/** The stored settings, each field its default where missing or unreadable. */
export function readSettings(snapshot: DocumentSnapshot): FocusSettings {
  const stored: Record<string, unknown> = snapshot.data() ?? {};
  const settings: FocusSettings = { ...DEFAULT_FOCUS_SETTINGS };
  for (const key of Object.keys(DEFAULT_FOCUS_SETTINGS) as (keyof FocusSettings)[]) {
    const field = z.safeParse(FocusSettingsSchema.shape[key], stored[key]);
    if (field.success) Object.assign(settings, { [key]: field.data });
  }
  return settings;
}
