// The chime at the end of a phase, in the tab the person is looking at, when the sound is on.
// It sounds on this tab's own countdown, so it comes on time offline too; when the server's next
// phase arrives a moment before the countdown's end, the chime sounds then instead.
import { phaseEndMs, type FocusTimer } from '@pomoplan/domain';
import { useEffect } from 'react';
import { serverNow } from '../../api/focus';
import { useFocusSettings } from '../../data/focusSettings';
import { playChime } from './chime';

/** A phase that ended longer ago than this when the tab saw it is not chimed late. */
const LATE_MS = 5_000;
/** A phase replaced this close to its end was ended by the server, not by a press. */
const ENDED_WITHIN_MS = 2_000;

function chimeHere(): void {
  if (document.visibilityState === 'visible') playChime();
}

export function PhaseEndChime({ uid, timer }: { uid: string; timer: FocusTimer }) {
  const sound = useFocusSettings(uid)?.sound ?? false;
  const end = phaseEndMs(timer);
  useEffect(() => {
    if (!sound || end === null || end - serverNow() < -LATE_MS) return;
    let chimed = false;
    const id = window.setTimeout(
      () => {
        chimed = true;
        chimeHere();
      },
      Math.max(0, end - serverNow()),
    );
    return () => {
      window.clearTimeout(id);
      if (!chimed && end - serverNow() < ENDED_WITHIN_MS) chimeHere();
    };
  }, [sound, end]);
  return null;
}
