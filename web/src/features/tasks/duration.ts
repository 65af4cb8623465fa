/** Minutes as hours and minutes: 0 -> '0h 0m', 125 -> '2h 5m'. */
export function formatHoursMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
