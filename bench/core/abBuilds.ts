// Two copies of web/dist (AB_A and AB_B) served in turn from web/dist by the hosting emulator,
// for the A/B scripts (bench/abWarm.ts, bench/abLighthouse.ts). Their hashed assets are copied
// side by side into web/dist; serving a build writes its top-level files (index.html,
// app.html, sw.js...) over web/dist's, and the originals are put back at the end.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type BuildName = 'A' | 'B';

const DIST = path.resolve(import.meta.dirname, '../../web/dist');

function topLevelFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** The order of the builds in a round: A then B, then B then A, so neither always goes first. */
export function buildOrder(round: number): BuildName[] {
  return round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
}

/** Runs `measure` with `serve(build)` at hand; web/dist is as it was afterwards. */
export async function withBuilds(
  measure: (serve: (build: BuildName) => void) => Promise<void>,
): Promise<void> {
  const builds: Record<BuildName, string> = {
    A: process.env.AB_A ?? '',
    B: process.env.AB_B ?? '',
  };
  if (!builds.A || !builds.B) throw new Error('Set AB_A and AB_B to two copies of web/dist');
  const originals = new Map(
    topLevelFiles(DIST).map((name) => [name, readFileSync(path.join(DIST, name))]),
  );
  try {
    for (const dir of Object.values(builds)) {
      cpSync(path.join(dir, 'assets'), path.join(DIST, 'assets'), { recursive: true });
    }
    await measure((build) => {
      for (const name of topLevelFiles(builds[build])) {
        writeFileSync(path.join(DIST, name), readFileSync(path.join(builds[build], name)));
      }
    });
  } finally {
    for (const [name, content] of originals) writeFileSync(path.join(DIST, name), content);
  }
}
