// A focus session in words, as the day's list and its dialogs say it.
import { PHASE_LABELS, type FocusSession } from '@pomoplan/domain';

/** What the session was spent on: the task's or todo's title, else 'Focus'. */
export function sessionSubject(session: FocusSession): string {
  return session.target.kind === 'none' ? PHASE_LABELS.focus : session.target.title;
}

const clock = (at: Date) =>
  at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** '9:00 AM–9:25 AM', in this browser's time zone. */
export function sessionTimes(session: FocusSession): string {
  return `${clock(session.startedAt)}–${clock(session.endedAt)}`;
}
