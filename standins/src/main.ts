// Runs every stand-in until SIGINT/SIGTERM (started by scripts/lib/standins.mjs).
import { startAll } from './index';

const running = await startAll();
// scripts/lib/standins.mjs reads these lines to learn the addresses and when all are up.
for (const standin of running) console.log(`stand-in ${standin.name} listening on ${standin.url}`);
console.log('stand-ins ready');

async function stop() {
  await Promise.all(running.map((standin) => standin.close()));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
