// Every stand-in with its fixed loopback port (ports.json, shared with scripts/lib/standins.mjs).
import ports from '../ports.json' with { type: 'json' };
import { geminiStandin } from './gemini';
import { startStandin, type RunningStandin, type StandinSpec } from './harness';

export { startStandin, type RunningStandin } from './harness';
export { geminiStandin } from './gemini';
export { ports };

/** The stand-ins `npm start` and the tests run, each on its reserved port. */
export const STANDINS: { spec: () => StandinSpec; port: number }[] = [
  { spec: geminiStandin, port: ports.gemini },
];

export function startAll(): Promise<RunningStandin[]> {
  return Promise.all(STANDINS.map(({ spec, port }) => startStandin(spec(), port)));
}
