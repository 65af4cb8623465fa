// Stands in for the growing textarea that MUI's InputBase imports statically (vite.config.ts
// points its import here). Only multiline fields draw one, and none is on a first screen: they
// are in dialogs and panels opened by a click, by when the real one has loaded (on the first
// input). A field drawn before that is a plain textarea of its smallest height meanwhile.
import type { TextareaAutosizeProps } from '@mui/material/TextareaAutosize';
import { forwardRef } from 'react';
import { deferUntilInput, useDeferred } from '../ui/deferred';

const textareaAutosize = deferUntilInput(
  async () => (await import('@mui/material/TextareaAutosize')).default,
);

export default forwardRef<HTMLTextAreaElement, TextareaAutosizeProps>(
  function DeferredTextareaAutosize({ minRows = 1, maxRows, ...props }, ref) {
    const Loaded = useDeferred(textareaAutosize);
    if (Loaded) return <Loaded {...props} minRows={minRows} maxRows={maxRows} ref={ref} />;
    return <textarea {...props} rows={Number(minRows)} ref={ref} />;
  },
);
