import { useState, type FocusEvent } from 'react';
import type { z } from 'zod/mini';

/** The first message per top-level field, for helper texts under the inputs. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message `schema` has for `value`, or null when it accepts the value. */
export function firstMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Where the focus went decides whether leaving a field counts (see useShownErrors). */
function movedOnToButton(event: FocusEvent): boolean {
  const next = event.relatedTarget;
  return next instanceof Element && next.closest('button, [role="button"]') !== null;
}

/**
 * Which of a form's current messages the user sees: a field's once the user has left it,
 * every field's once they tried to submit; never one for a field they have not reached yet.
 * Shown messages follow the values as they are typed (a fixed field's message goes at once).
 *
 * Leaving a field for a button does not count: the button submits (which shows every message
 * anyway), cancels, or opens another dialog (a project created from inside the task dialog),
 * and a message appearing under the pointer would push the button away from the click.
 */
export function useShownErrors<F extends string>(errors: Partial<Record<F, string>>) {
  const [left, setLeft] = useState<ReadonlySet<F>>(() => new Set());
  const [attempted, setAttempted] = useState(false);

  const shown: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
    if (attempted || left.has(field)) shown[field] = message;
  }

  function leave(field: F) {
    return (event: FocusEvent) => {
      if (movedOnToButton(event) || left.has(field)) return;
      setLeft((current) => new Set(current).add(field));
    };
  }

  /** Props for a TextField: its message, marked invalid, and the blur that reveals it. */
  function fieldProps(field: F) {
    return { error: shown[field] !== undefined, helperText: shown[field], onBlur: leave(field) };
  }

  return { shown, leave, fieldProps, attempt: () => setAttempted(true) };
}
