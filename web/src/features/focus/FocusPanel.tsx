// The focus timer's controls, opened from the countdown in the shell: loaded on the first input
// with the popover that holds it. Each press goes to the server, which every device follows.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  countdownText,
  isWaiting,
  MAX_PHASE_MINUTES,
  MINUTE_MS,
  PHASE_LABELS,
  phaseSubject,
  remainingMs,
  type FocusTimer,
} from '@pomoplan/domain';
import { useState } from 'react';
import { changeFocus, type FocusVerb } from '../../api/focus';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { useToast } from '../../ui/toast';
import { focusFailure } from './focusFailure';
import { noteFocusAnswer } from './shownTimer';

export interface FocusPanelProps {
  timer: FocusTimer;
  /** Now on the server's clock. */
  now: number;
  /** Closes the popover (after Stop). */
  onDone: () => void;
}

const FAILED: Record<FocusVerb, string> = {
  pause: 'Could not pause',
  resume: 'Could not start',
  stop: 'Could not stop',
  skip: 'Could not skip',
  'add-time': 'Could not add time',
};

/** What the timer is at, in words. */
function statusLine(timer: FocusTimer): string {
  if (isWaiting(timer)) return 'Ready to start';
  return timer.pausedAtMs === null ? 'Running' : 'Paused';
}

export function FocusPanel({ timer, now, onDone }: FocusPanelProps) {
  const toast = useToast();
  const server = useServerOnly();
  const [pending, setPending] = useState<FocusVerb | null>(null);
  const waiting = isWaiting(timer);
  const paused = timer.pausedAtMs !== null;
  const focus = timer.phase === 'focus';

  function press(verb: FocusVerb) {
    setPending(verb);
    changeFocus(verb).then(
      (state) => {
        noteFocusAnswer(state.timer);
        setPending(null);
        if (verb === 'stop') onDone();
      },
      (error: unknown) => {
        setPending(null);
        toast({ title: FAILED[verb], description: focusFailure(error), variant: 'destructive' });
      },
    );
  }

  const disabled = server.offline || pending !== null;
  const resumeLabel = waiting ? `Start ${focus ? 'pomodoro' : 'break'}` : 'Resume';
  return (
    <Box
      role="region"
      aria-label="Focus timer"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {focus ? PHASE_LABELS.focus : 'Break'}
        </Typography>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {phaseSubject(timer)}
        </Typography>
      </Box>
      <Typography
        role="timer"
        aria-label={`${countdownText(remainingMs(timer, now))} left`}
        variant="h3"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500, textAlign: 'center' }}
      >
        {countdownText(remainingMs(timer, now))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {statusLine(timer)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {paused ? (
          <Button variant="contained" disabled={disabled} onClick={() => press('resume')}>
            {resumeLabel}
          </Button>
        ) : (
          <Button variant="contained" disabled={disabled} onClick={() => press('pause')}>
            Pause
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={disabled || timer.plannedMs >= MAX_PHASE_MINUTES * MINUTE_MS}
          onClick={() => press('add-time')}
        >
          +5 min
        </Button>
        <Button variant="outlined" disabled={disabled} onClick={() => press('skip')}>
          {focus ? 'Skip to break' : 'Skip break'}
        </Button>
        <Button color="error" disabled={disabled} onClick={() => press('stop')}>
          Stop
        </Button>
      </Box>
      {server.note}
    </Box>
  );
}
