// Today's focus in the To Do page's header: the day's total (minutes of every session,
// pomodoros of the completed ones), live from the sessions themselves, and a click to the
// dialog listing them.
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Button from '@mui/material/Button';
import { focusTotalText, parseDay } from '@pomoplan/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSessionsBetween } from '../../data/focusSessions';
import { useUid } from '../../data/useUid';
import { useToday } from '../../ui/useToday';

const DaySessionsDialog = lazy(() => import('./DaySessionsDialog'));

export function TodayFocus() {
  const uid = useUid();
  const today = useToday();
  const [from, to] = useMemo(() => {
    // The browser's own midnights, the day useToday names; dayjs would cost the To Do page a
    // chunk on its first load for this alone.
    const { year, month, day } = parseDay(today);
    return [new Date(year, month - 1, day), new Date(year, month - 1, day + 1)];
  }, [today]);
  const { data: sessions } = useSessionsBetween(uid, from, to);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<TimerOutlinedIcon />}
        aria-haspopup="dialog"
        disabled={sessions === undefined}
        onClick={() => setOpen(true)}
      >
        Today: {sessions === undefined ? '…' : focusTotalText(sessions)}
      </Button>
      {open && sessions && (
        <Suspense fallback={null}>
          <DaySessionsDialog sessions={sessions} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
