import type { User } from '@pomoplan/domain';
import { useCallback, useState } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { updateNotificationSettings, type NotificationSettings } from '../../data/users';
import { useToast } from '../../ui/toast';
import { showTestNotification, TEST_NOTIFICATION_DELAY_MS } from './testNotification';
import { useNotificationPermission } from './useNotificationPermission';
import { preferenceToasts, useSettingsSave } from './useSettingsSave';

export type NotificationKey = keyof NotificationSettings;

const BLOCKED_DESCRIPTION =
  'Notifications are blocked for this site. To get push notifications, allow them in your ' +
  "browser's site settings, then turn push notifications on again.";

const TOASTS = preferenceToasts(
  'Your notification preferences have been saved.',
  'Failed to update notification settings.',
);

/**
 * The in-app, e-mail and push switches. A change is written to the user document at once (the
 * switch follows the local cache, which also undoes a refused write); push first asks the
 * browser for permission.
 */
export function useNotificationSettings(uid: string, user: User | undefined) {
  const db = useDb();
  const toast = useToast();
  const { permission, refresh } = useNotificationPermission();
  const { save: saveSetting } = useSettingsSave();
  const [pending, setPending] = useState<ReadonlySet<NotificationKey>>(() => new Set());

  const save = useCallback(
    async (key: NotificationKey, value: boolean, quiet = false) => {
      setPending((keys) => new Set(keys).add(key));
      try {
        await saveSetting(
          () => updateNotificationSettings(db, uid, { [key]: value }),
          quiet ? { ...TOASTS, saved: null } : TOASTS,
        );
      } finally {
        setPending((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    },
    [db, uid, saveSetting],
  );

  const turnPushOn = useCallback(async () => {
    if (permission === 'unsupported') {
      toast({
        title: 'Permission request failed',
        description: 'This browser does not support notifications.',
        variant: 'destructive',
      });
      return;
    }
    if (permission === 'granted') {
      await save('notifyPush', true);
      return;
    }
    let answer: NotificationPermission;
    try {
      answer = await Notification.requestPermission();
    } catch (error) {
      console.error('Permission request failed', error);
      toast({
        title: 'Permission request failed',
        description: 'The browser could not ask for notification permission. Please try again.',
        variant: 'destructive',
      });
      return;
    } finally {
      refresh();
    }
    if (answer === 'granted') {
      await save('notifyPush', true);
      window.setTimeout(() => void showTestNotification(), TEST_NOTIFICATION_DELAY_MS);
    } else if (answer === 'denied') {
      // Push goes off without a 'Settings updated' toast: the user asked for push and was
      // refused, and only 'Notifications blocked' says what happened.
      if (user?.notifyPush) await save('notifyPush', false, true);
      toast({
        title: 'Notifications blocked',
        description: BLOCKED_DESCRIPTION,
        variant: 'destructive',
      });
    }
    // 'default': the prompt was dismissed; push stays off.
  }, [permission, refresh, save, toast, user?.notifyPush]);

  const change = useCallback(
    (key: NotificationKey, value: boolean) => {
      if (key === 'notifyPush' && value) void turnPushOn();
      else void save(key, value);
    },
    [save, turnPushOn],
  );

  return { permission, pending, change, blockedDescription: BLOCKED_DESCRIPTION };
}
