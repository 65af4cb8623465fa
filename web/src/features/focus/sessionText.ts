// A focus session in words, as the day's list and its dialogs say it.
import { PHASE_LABELS, type FocusSession } from '@pomoplan/domain';
import { clockTime } from '../../ui/clockTime';

/** What the session was spent on: the task's or todo's title, else 'Focus'. */
export function sessionSubject(session: FocusSession): string {
  return session.target.kind === 'none' ? PHASE_LABELS.focus : session.target.title;
}

/** '9:00 AM–9:25 AM', in this browser's time zone. */
export function sessionTimes(session: FocusSession): string {
  return `${clockTime(session.startedAt)}–${clockTime(session.endedAt)}`;
}
