// How a length of time reads wherever the app shows one: hours and minutes, never '5940 min'.

/** 0 -> '0 min', 25 -> '25 min', 60 -> '1 h', 90 -> '1 h 30 min', 5940 -> '99 h'. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
