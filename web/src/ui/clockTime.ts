// A time of day as this browser says it ('9:05 AM', '09:05'): its own module, because the task
// rows of the first screens import it and the page-wide formatting helpers should not follow.

/** Hours and minutes of `at`, in this browser's language and time zone. */
export function clockTime(at: Date): string {
  return at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}
