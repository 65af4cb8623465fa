// The focus timer in the page header, on every page: a Start focus button when none runs, else
// the running timer (RunningTimer.tsx); and the 'f' key (FocusShortcut.tsx).
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { useFocusTimer } from '../../data/focus';
import { useUid } from '../../data/useUid';
import { useDeferred } from '../../ui/deferred';
import { laterControlsModule } from './laterControlsModule';
import { useShownFocusTimer } from './shownTimer';
import { useStartFocus } from './useStartFocus';

export function FocusControl() {
  const uid = useUid();
  const timer = useShownFocusTimer(uid);
  // Until the timer document is heard of, a timer may be running on another device: a press
  // then would start a second one over it. Heard at once from the cache on a returning visit.
  const heard = !useFocusTimer(uid).loading;
  const start = useStartFocus();
  const later = useDeferred(laterControlsModule);
  useEffect(() => {
    if (timer) void laterControlsModule.load();
  }, [timer]);
  return (
    <>
      {later && <later.FocusShortcut start={start} />}
      {timer ? (
        later && <later.RunningTimer timer={timer} />
      ) : (
        <IconButton aria-label="Start focus" disabled={!heard} onClick={() => start({})}>
          <TimerOutlinedIcon />
        </IconButton>
      )}
    </>
  );
}
