import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { fieldErrors, useShownErrors } from './formErrors';

/**
 * A form's submit: the domain schema checks the raw form values (messages under the fields,
 * once a field was left or a submit tried), then the parsed input is handed over once at a
 * time; the dialog closes when it went through.
 */
export function useSchemaSubmit<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  onSubmit: (input: z.output<S>) => Promise<boolean>,
  onClose: () => void,
) {
  const parsed = schema.safeParse(values);
  const { fieldProps, attempt } = useShownErrors<string>(
    parsed.success ? {} : fieldErrors(parsed.error),
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // React carries events through portals: a dialog opened from inside another dialog's form
    // (a project created from the task dialog) would otherwise submit that form as well.
    event.stopPropagation();
    attempt();
    if (busy || !parsed.success) return;
    setBusy(true);
    const done = await onSubmit(parsed.data);
    setBusy(false);
    if (done) onClose();
  }

  return { fieldProps, busy, submit };
}
