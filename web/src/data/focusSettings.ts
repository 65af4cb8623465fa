// The user's focus settings, live (apart from focus.ts, which the shell loads on every page:
// only the settings card and the chime read them). Written by the server (/api/focus/settings).
import { DEFAULT_FOCUS_SETTINGS, FocusSettingsSchema, type FocusSettings } from '@pomoplan/domain';
import { doc } from 'firebase/firestore';
import { zodConverter } from './converter';
import { useDb } from './sync/firestoreContext';
import { useLiveDoc } from './sync/useLive';

const settingsConverter = zodConverter(FocusSettingsSchema);

/** The settings, each its default until the user changes it; undefined while loading. */
export function useFocusSettings(uid: string): FocusSettings | undefined {
  const live = useLiveDoc(
    doc(useDb(), 'users', uid, 'focus', 'settings').withConverter(settingsConverter),
  );
  if (live.loading) return undefined;
  return live.data ?? DEFAULT_FOCUS_SETTINGS;
}
