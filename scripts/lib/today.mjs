// `npm test -- --today 2027-02-28`: the whole run as if it were that day. Every process of the
// run (node, the Java emulators, Chromium) reads its clock through libfaketime (Debian's
// `faketime` package), moved by the same whole number of days, so the time of day, the tokens
// the Auth emulator signs and every "now" a test or the product reads agree with each other.
// The monotonic clock moves by the same offset, so durations and timers run as usual: the JVM
// mixes the two clocks in its timed waits, and with the wall clock moved alone every wait
// returned at once and the emulators' JVMs spun at full CPU.
import fs from 'node:fs';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where Debian's faketime package puts the library, on any architecture. */
export function libfaketimePath() {
  const lib = '/usr/lib';
  if (!fs.existsSync(lib)) return null;
  for (const dir of fs.readdirSync(lib)) {
    const candidate = `${lib}/${dir}/faketime/libfaketime.so.1`;
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The day named by `--today DAY` or `--today=DAY` in `args`, and the other arguments; an error
 * message when the day is missing or is not a real calendar day.
 */
export function todayOption(args) {
  const rest = [];
  let day;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--today') {
      day = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--today=')) {
      day = arg.slice('--today='.length);
    } else {
      rest.push(arg);
    }
  }
  if (day === undefined) return { day: null, rest };
  const parsed = DAY.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    return { error: `--today takes a day as yyyy-mm-dd, such as 2027-02-28 (got "${day}")` };
  }
  return { day, rest };
}

/** libfaketime's offset that moves `now` (ms) to the same UTC time of day on `day`. */
export function offsetTo(day, now = Date.now()) {
  const todayUtc = Math.floor(now / DAY_MS) * DAY_MS;
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - todayUtc) / DAY_MS);
  return `${days >= 0 ? '+' : ''}${days}d`;
}

/** The environment that moves every process started with it to `day`. */
export function movedClockEnv(day, library, now = Date.now()) {
  return {
    LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: offsetTo(day, now),
    POMOPLAN_TODAY: day,
  };
}
