// What the fan-out benchmarks share to run: the stamp of a run, each size's latest result, and
// running N users in consecutive waves. The emulator answers every query by scanning its whole store (seen in its stack:
// FlatLocalEntityStore snapshot reads), so its cost per user grows with the documents it holds,
// unlike Firestore's indexed queries: one store of 11,000 seeded users slowed each analysis from
// 0.5 s to 6 s. Above a wave's size a run therefore goes in waves, each wave's documents deleted
// once done, and its times add up the waves (seeding and deleting excluded).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { adminDb } from './admin';

export interface RunStamp {
  measuredAt: string;
  commit: string;
  /** The machine's load average when the run started (helps read a slow run). */
  loadAverage: number;
}

export function runStamp(): RunStamp {
  return {
    measuredAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

/** Each size's latest result, kept in a JSON file so that a run of one size keeps the others. */
export function latestPerSize<T extends { users: number }>(file: URL) {
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T[]) : [];
  const bySize = new Map(stored.map((result) => [result.users, result]));
  const all = () => [...bySize.values()].sort((a, b) => a.users - b.users);
  return {
    all,
    /** Keeps `result` as its size's latest, written at once so a later failure keeps it. */
    keep(result: T): void {
      bySize.set(result.users, result);
      writeFileSync(file, `${JSON.stringify(all(), null, 2)}\n`);
    },
  };
}

/** The sizes a comma-separated variable names (1000 when unset, none when empty). */
export function sizesFrom(variable: string): number[] {
  return (process.env[variable] ?? '1000')
    .split(',')
    .map((size) => Number(size.trim()))
    .filter((size) => Number.isInteger(size) && size > 0);
}

export const WAVE = Number(process.env.BENCH_FANOUT_WAVE ?? '1000');

export interface WaveTimes {
  enqueueMs: number;
  totalMs: number;
  /** Documents outside users/{uid} the wave left (admin runs, mail), deleted with its users. */
  leftOver: string[];
}

/** One size's run: its stamp and its waves. */
export interface SizeRun extends RunStamp, WavesResult {
  users: number;
}

export interface WavesResult {
  waves: number;
  /** Each wave's time from its start until its last user was done. */
  waveSeconds: number[];
  enqueueMs: number;
  totalMs: number;
}

/** Deletes users (with everything under them) and other documents, recursively. */
export async function forget(uids: readonly string[], paths: readonly string[]): Promise<void> {
  const db = adminDb();
  const writer = db.bulkWriter();
  for (const path of [...uids.map((uid) => `users/${uid}`), ...paths]) {
    await db.recursiveDelete(db.doc(path), writer);
  }
  await writer.close();
}

/**
 * Runs `size` users through `wave` in waves of at most WAVE: each wave seeds `count` users with
 * `prefix` and times them; with more than one wave, each is deleted once done.
 */
export async function inWaves(
  size: number,
  wave: (count: number, prefix: string) => Promise<WaveTimes & { uids: string[] }>,
  prefix: string,
): Promise<WavesResult> {
  const result: WavesResult = { waves: 0, waveSeconds: [], enqueueMs: 0, totalMs: 0 };
  for (let first = 0; first < size; first += WAVE) {
    const count = Math.min(WAVE, size - first);
    const times = await wave(count, `${prefix}-${result.waves}`);
    result.enqueueMs += times.enqueueMs;
    result.totalMs += times.totalMs;
    result.waves += 1;
    result.waveSeconds.push(Math.round(times.totalMs / 100) / 10);
    console.log(`  wave ${result.waves}: ${count} users in ${(times.totalMs / 1000).toFixed(1)} s`);
    if (size > WAVE) await forget(times.uids, times.leftOver);
  }
  return result;
}
