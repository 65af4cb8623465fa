/** A table as CSV: a header row, then one row per record, each cell quoted when it must be. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading =, +, - or @ would be read as a formula by a spreadsheet.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
