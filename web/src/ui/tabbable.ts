// What Tab stops at inside an element, in order: enough for our own markup (MUI controls,
// native inputs and links), not a general-purpose tabbable library.

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ('disabled' in element && element.disabled === true) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  // Not rendered (display: none, or inside something collapsed away) or invisible.
  if (element.getClientRects().length === 0) return false;
  return getComputedStyle(element).visibility !== 'hidden';
}

/** The elements inside `container` that Tab reaches, in document order (no positive tabIndex here). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(isTabbable);
}
