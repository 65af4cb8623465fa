import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './formErrors';

/**
 * A form's submit: validate with the domain schema (messages under the
 * fields), then hand the parsed input over once at a time; the dialog closes when it went
 * through.
 */
export function useSchemaSubmit<S extends z.ZodType>(
  schema: S,
  onSubmit: (input: z.output<S>) => Promise<boolean>,
  onClose: () => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // The raw form values: the schema is what checks them.
  async function submit(event: FormEvent, values: unknown) {
    event.preventDefault();
    // React carries events through portals: a dialog opened from inside another dialog's form
    // (a project created from the task dialog) would otherwise submit that form as well.
    event.stopPropagation();
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const done = await onSubmit(parsed.data);
    setBusy(false);
    if (done) onClose();
  }

  return { errors, busy, submit };
}
