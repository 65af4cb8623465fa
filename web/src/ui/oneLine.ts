// One-line fields (a title, a name): the domain refuses line breaks, tabs and other control
// characters in them, so what a paste brings is put on one line first, as Todoist does.
import { toSingleLineText } from '@pomoplan/domain';
import type { ClipboardEvent, KeyboardEvent } from 'react';

/** A paste into a one-line field inserts the pasted text on one line, where the caret is. */
export function pasteOnOneLine(event: ClipboardEvent<HTMLElement>): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const pasted = event.clipboardData.getData('text/plain');
  const line = toSingleLineText(pasted);
  if (line === pasted) return;
  event.preventDefault();
  const end = field.value.length;
  field.setRangeText(line, field.selectionStart ?? end, field.selectionEnd ?? end, 'end');
  // React hears the change as it hears typing.
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Enter in a one-line field that wraps (a textarea) submits its form, as it does in an input,
 * instead of starting a new line.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const field = event.target;
  if (field instanceof HTMLTextAreaElement) field.form?.requestSubmit();
}
