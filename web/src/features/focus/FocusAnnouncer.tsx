// Phase changes of the focus timer, said once and politely for a screen reader, never every
// second. Mounted once by the shell (the header, and so the timer, is drawn twice: for phones and
// for wider screens), so it also holds the chime at a phase's end. Not a status role: the page's
// one status region is the toasts'.
import Box from '@mui/material/Box';
import { isWaiting, PHASE_LABELS, type FocusTimer } from '@pomoplan/domain';
import { useFocusTimer } from '../../data/focus';
import { useUid } from '../../data/useUid';
import { useDeferred } from '../../ui/deferred';
import { laterControlsModule } from './laterControlsModule';

/** 'Short break started', once per phase. */
function phaseNews(timer: FocusTimer | undefined): string {
  if (!timer) return '';
  const name = PHASE_LABELS[timer.phase];
  return isWaiting(timer) ? `${name} ready to start` : `${name} started`;
}

export function FocusAnnouncer() {
  const uid = useUid();
  const timer = useFocusTimer(uid).data;
  const later = useDeferred(laterControlsModule);
  return (
    <>
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {phaseNews(timer)}
      </Box>
      {timer && later && <later.PhaseEndChime uid={uid} timer={timer} />}
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
