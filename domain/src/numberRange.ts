// The allowed ranges of the task's numbers, written once: the schemas check them, the task
// form shows them under each field and refuses what falls outside with the same words.

export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** Shown after the numbers ('1 to 60 min'). */
  readonly unit?: string;
}

export const ESTIMATED_POMODOROS_RANGE: NumberRange = { min: 0, max: 99 };
export const POMODORO_LENGTH_RANGE: NumberRange = { min: 1, max: 60, unit: 'min' };
export const RECURRENCE_INTERVAL_RANGE: NumberRange = { min: 1, max: 365 };

/** '0 to 99', '1 to 60 min' */
export function rangeText(range: NumberRange): string {
  const text = `${range.min} to ${range.max}`;
  return range.unit ? `${text} ${range.unit}` : text;
}

/** 'Estimated Pomodoros must be a whole number from 0 to 99' */
export function rangeMessage(label: string, range: NumberRange): string {
  return `${label} must be a whole number from ${rangeText(range)}`;
}

export function isWholeNumberIn(value: number, range: NumberRange): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

export type NumberReading = { value: number; error: null } | { value: null; error: string };

/**
 * A number typed into a field: blank reads as `blank`, anything else must be a whole number
 * within the range or it is refused with the range in the message (never clamped).
 */
export function readWholeNumber(
  text: string,
  label: string,
  range: NumberRange,
  blank: number,
): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: blank, error: null };
  const value = Number(trimmed);
  return isWholeNumberIn(value, range)
    ? { value, error: null }
    : { value: null, error: rangeMessage(label, range) };
}
