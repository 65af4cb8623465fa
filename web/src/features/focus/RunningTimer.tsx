// The running timer in the shell: the countdown, computed each second from the timer's stored
// times on the server's clock, which opens the timer's controls; the tab's title shows it too.
// Past a phase's end it shows the phase that follows (projectedPhase), so the countdown ends on
// time offline too, until the server's own next phase arrives.
// Loaded as soon as a timer exists (FocusControl.tsx), so a first screen without one skips it.
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Button from '@mui/material/Button';
import {
  countdownText,
  DEFAULT_FOCUS_SETTINGS,
  focusTitle,
  phaseSubject,
  projectedPhase,
  remainingMs,
  type FocusTimer,
} from '@pomoplan/domain';
import { useEffect, useRef, useState } from 'react';
import { serverNow, syncFocusClock } from '../../api/focus';
import { useFocusSettings } from '../../data/focusSettings';
import { useUid } from '../../data/useUid';
import { deferUntilInput, useDeferred } from '../../ui/deferred';
import { HeaderPopover } from '../../ui/HeaderPopover';

const panelModule = deferUntilInput(() => import('./FocusPanel'));

/** Now on the server's clock, moved on every second while `running`. */
function useServerNow(running: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(serverNow());
    if (!running) return;
    const tick = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);
  return now;
}

/** The tab's title while a timer runs ('12:34 · Write report'); the page's own otherwise. */
function useTitle(title: string | null): void {
  const pageTitle = useRef(document.title);
  useEffect(() => {
    document.title = title ?? pageTitle.current;
  }, [title]);
  useEffect(() => {
    const page = pageTitle.current;
    return () => {
      document.title = page;
    };
  }, []);
}

export function RunningTimer({ timer: stored }: { timer: FocusTimer }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panel = useDeferred(panelModule);
  const settings = useFocusSettings(useUid()) ?? DEFAULT_FOCUS_SETTINGS;
  const now = useServerNow(stored.pausedAtMs === null);
  const timer = projectedPhase(stored, settings, now);
  useTitle(focusTitle(timer, now));
  const started = stored.startedAtMs;
  useEffect(() => {
    // A timer started elsewhere: this tab learns the server's clock once.
    void syncFocusClock().catch(() => undefined);
  }, [started]);

  const left = countdownText(remainingMs(timer, now));
  const paused = timer.pausedAtMs !== null;
  return (
    <>
      <Button
        color={timer.phase === 'focus' ? 'primary' : 'success'}
        variant={paused ? 'outlined' : 'contained'}
        size="small"
        startIcon={<TimerOutlinedIcon />}
        aria-label={`Focus timer: ${left} left, ${phaseSubject(timer)}${paused ? ', paused' : ''}`}
        onClick={(event) => {
          void panelModule.load();
          setAnchor(event.currentTarget);
        }}
        sx={{ fontVariantNumeric: 'tabular-nums', mr: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {left}
      </Button>
      <HeaderPopover
        anchor={anchor}
        ready={panel !== undefined}
        width={320}
        onClose={() => setAnchor(null)}
      >
        {panel && <panel.FocusPanel timer={timer} now={now} onDone={() => setAnchor(null)} />}
      </HeaderPopover>
    </>
  );
}
