// What the fan-out benchmarks' reports share: the "measured" cell and the note on waves.
import { WAVE, type RunStamp, type SizeRun } from './fanOutRuns';

/** The report's "measured" cell: when, at which commit, under what load. */
export function stampCell(stamp: RunStamp): string {
  const when = stamp.measuredAt.slice(0, 16).replace('T', ' ');
  return `${when} UTC, ${stamp.commit}, load ${stamp.loadAverage.toFixed(1)}`;
}

/**
 * The report's note on waves, with the wave-by-wave times of the runs that had several;
 * `slowdown` says what a large store does to one user's work ("made each … take …").
 */
export function wavesParagraph(results: readonly SizeRun[], slowdown: string) {
  const several = results.filter((result) => result.waveSeconds.length > 1);
  return [
    `A run above ${WAVE} users goes in waves of ${WAVE}, each deleted once done, and its times ` +
      'add up the waves (seeding and deleting excluded): the emulator answers every query by ' +
      `scanning its whole store, so one store of 11,000 seeded users ${slowdown}, a cost of the ` +
      "emulator, not of the app: Firestore's queries are indexed. Deleting a wave does not give " +
      "the emulator its speed back (it keeps the deleted documents' history), so later waves are " +
      `slower${several.length > 0 ? ':' : '.'}`,
    ...several.map(
      (result) => `${result.users} users, wave by wave: ${result.waveSeconds.join(' s, ')} s.`,
    ),
  ];
}
