// The focus timer in the shell, on every page: a Start focus button when none runs, else the
// running timer (RunningTimer.tsx). Phase changes are said once,
// politely, for a screen reader, never every second.
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { isWaiting, PHASE_LABELS, type FocusTimer } from '@pomoplan/domain';
import { useEffect } from 'react';
import { useFocusTimer } from '../../data/focus';
import { useUid } from '../../data/useUid';
import { deferUntilInput, useDeferred } from '../../ui/deferred';
import { useStartFocus } from './useStartFocus';

// Loaded on the first input, before a Start can be pressed, or at once when a timer runs.
const runningTimer = deferUntilInput(() => import('./RunningTimer'));

/** 'Short break started', once per phase. */
function phaseNews(timer: FocusTimer | undefined): string {
  if (!timer) return '';
  const name = PHASE_LABELS[timer.phase];
  return isWaiting(timer) ? `${name} ready to start` : `${name} started`;
}

export function FocusControl() {
  const uid = useUid();
  const timer = useFocusTimer(uid).data;
  const start = useStartFocus();
  const running = useDeferred(runningTimer);
  useEffect(() => {
    if (timer) void runningTimer.load();
  }, [timer]);
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {phaseNews(timer)}
      </Box>
      {timer ? (
        running && <running.RunningTimer timer={timer} />
      ) : (
        <IconButton aria-label="Start focus" onClick={() => start({})}>
          <TimerOutlinedIcon />
        </IconButton>
      )}
    </>
  );
}

// Read by a screen reader, not drawn (in px: a number of 1 in `sx` would mean 100 %).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
