import TextField from '@mui/material/TextField';
import { rangeText, readWholeNumber, type NumberRange } from '@pomoplan/domain';
import { useEffect, useState } from 'react';

interface WholeNumberSettingProps {
  label: string;
  range: NumberRange;
  value: number;
  /** Called with a number within the range once the field is left or Enter is pressed. */
  onSave(value: number): Promise<boolean>;
}

/**
 * A whole number saved when the field is left: a number outside the range is refused with the
 * range in the message and not saved; a failed save shows the stored value again.
 */
export function WholeNumberSetting({ label, range, value, onSave }: WholeNumberSettingProps) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);

  const commit = async () => {
    const reading = readWholeNumber(text, label, range, Number.NaN);
    if (reading.error !== null || Number.isNaN(reading.value)) {
      setError(reading.error ?? `${label} is required`);
      return;
    }
    setError(null);
    if (reading.value !== value && !(await onSave(reading.value))) setText(String(value));
  };

  return (
    <TextField
      label={label}
      type="number"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit();
      }}
      error={error !== null}
      helperText={error ?? rangeText(range)}
      slotProps={{ htmlInput: { min: range.min, max: range.max } }}
      fullWidth
    />
  );
}
