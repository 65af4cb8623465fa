export interface Distribution {
  n: number;
  p50: number;
  p95: number;
  max: number;
  min: number;
}

function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('no samples');
  return [...values].sort((a, b) => a - b);
}

/** Nearest-rank percentile: a value that was actually observed. */
export function percentile(values: readonly number[], p: number): number {
  const ordered = sorted(values);
  const rank = Math.ceil((p / 100) * ordered.length);
  return ordered[Math.min(ordered.length, Math.max(1, rank)) - 1] as number;
}

export function median(values: readonly number[]): number {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 === 1
    ? (ordered[middle] as number)
    : ((ordered[middle - 1] as number) + (ordered[middle] as number)) / 2;
}

export function distribution(values: readonly number[]): Distribution {
  const ordered = sorted(values);
  return {
    n: ordered.length,
    p50: percentile(ordered, 50),
    p95: percentile(ordered, 95),
    max: ordered.at(-1) as number,
    min: ordered[0] as number,
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
