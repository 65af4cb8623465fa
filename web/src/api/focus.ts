// /api/focus: the focus timer's verbs. Each answer carries the server's clock, which the timer's
// times are kept in: the offset from this browser's clock is noted, so the countdown shown here
// is the one every other device shows.
import {
  FocusSettingsSchema,
  FocusStateSchema,
  type FocusSettings,
  type FocusSettingsUpdate,
  type FocusStartInput,
  type FocusState,
} from '@pomoplan/domain';
import { z } from 'zod/mini';
import { apiRequest } from './client';

export type FocusVerb = 'pause' | 'resume' | 'stop' | 'skip' | 'add-time';

let serverOffsetMs = 0;

/** This browser's now on the server's clock, as near as the last answer told. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

async function timed(call: () => Promise<FocusState>): Promise<FocusState> {
  const sent = Date.now();
  const state = await call();
  // The server read its clock about halfway through the round trip.
  serverOffsetMs = state.serverNowMs - (sent + Date.now()) / 2;
  return state;
}

export function startFocus(input: FocusStartInput): Promise<FocusState> {
  return timed(() => apiRequest('POST', '/api/focus/start', FocusStateSchema, { body: input }));
}

export function changeFocus(verb: FocusVerb): Promise<FocusState> {
  return timed(() => apiRequest('POST', `/api/focus/${verb}`, FocusStateSchema, { body: {} }));
}

/** Reads the server's clock once, for a tab that shows a timer it did not start. */
export function syncFocusClock(): Promise<FocusState> {
  return timed(() => apiRequest('GET', '/api/focus', FocusStateSchema));
}

/** Changes focus settings; the lengths apply from the next phase. */
export function updateFocusSettings(change: FocusSettingsUpdate): Promise<FocusSettings> {
  return apiRequest('PATCH', '/api/focus/settings', FocusSettingsSchema, { body: change });
}

/** Corrects the minutes a session focused; the task's tally follows, and the live list. */
export async function correctFocusSession(id: string, focusedMinutes: number): Promise<void> {
  await apiRequest('PATCH', `/api/focus/sessions/${encodeURIComponent(id)}`, z.unknown(), {
    body: { focusedMinutes },
  });
}

/** Deletes a session and takes it out of the task's tally. */
export async function deleteFocusSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/focus/sessions/${encodeURIComponent(id)}`, z.unknown());
}
