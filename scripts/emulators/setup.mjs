// Prepares the environment firebase-tools needs to run the emulator suite.
//
// On a laptop with internet, firebase-tools downloads its own emulator jars and only needs
// Java 21+. On machines without internet (CI, these dev boxes) the Firestore and Pub/Sub
// emulators come from Debian's google-cloud-cli packages instead: we point firebase-tools at a
// project-local folder holding a launcher jar for Firestore (the Debian jar has no Main-Class)
// and a link to the Pub/Sub emulator. See ../shared/emulators.md.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMULATORS_DIR = path.join(ROOT, '.emulators');
const GCLOUD_PLATFORM = '/usr/lib/google-cloud-sdk/platform';
const GCLOUD_INSTALL = '/usr/lib/google-cloud-sdk/.install';
const FIRESTORE_JAR = `${GCLOUD_PLATFORM}/cloud-firestore-emulator/cloud-firestore-emulator.jar`;
const PUBSUB_DIR = `${GCLOUD_PLATFORM}/pubsub-emulator`;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const MIN_JAVA = 21;

/**
 * Options for the emulators' JVMs (Firestore, Pub/Sub), which run for minutes and serve small
 * requests: the JIT's optimising tier and a parallel collector cost more CPU than they win back
 * on these 2-core machines (the rules suite: the Firestore JVM 66 CPU-s with them, 55 without).
 */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  // Java 8 and older report "1.8".
  return major === 1 ? Number(match[2] ?? 0) : major;
}

function javaVersionOf(javaBin) {
  // `java -version` prints to stderr.
  const run = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  if (run.error) return 0;
  return parseJavaVersion(`${run.stderr}\n${run.stdout}`);
}

/** Every java binary worth trying, best candidates first. */
function javaCandidates() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(path.join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const jvmRoot of ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines']) {
    if (!fs.existsSync(jvmRoot)) continue;
    for (const entry of fs.readdirSync(jvmRoot).sort().reverse()) {
      candidates.push(path.join(jvmRoot, entry, 'bin', 'java'));
      candidates.push(path.join(jvmRoot, entry, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'java'));
  }
  return [...new Set(candidates)].filter((bin) => fs.existsSync(bin));
}

function findJava() {
  for (const bin of javaCandidates()) {
    const version = javaVersionOf(bin);
    if (version >= MIN_JAVA) return { bin, version };
  }
  return null;
}

function gcloudComponentVersion(id, fallback) {
  try {
    const snapshot = JSON.parse(
      fs.readFileSync(path.join(GCLOUD_INSTALL, `${id}.snapshot.json`), 'utf8'),
    );
    const component = snapshot.components.find((c) => c.id === id);
    return component?.version?.version_string ?? fallback;
  } catch {
    return fallback;
  }
}

function writeFirestoreLauncher(javaBin, version) {
  const launcher = path.join(EMULATORS_DIR, `cloud-firestore-emulator-v${version}.jar`);
  if (fs.existsSync(launcher)) return;
  const jarTool = path.join(path.dirname(javaBin), 'jar');
  if (!fs.existsSync(jarTool)) {
    throw new Error(
      `The Java at ${javaBin} has no 'jar' tool; install a full JDK ${MIN_JAVA}+ (not a JRE).`,
    );
  }
  const manifest = path.join(EMULATORS_DIR, 'firestore-launcher.MF');
  fs.writeFileSync(
    manifest,
    `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${FIRESTORE_JAR}\n`,
  );
  execFileSync(jarTool, ['cfm', launcher, manifest], { stdio: 'inherit' });
}

function linkPubsub(version) {
  const folder = path.join(EMULATORS_DIR, `pubsub-emulator-${version}`);
  const link = path.join(folder, 'pubsub-emulator');
  fs.mkdirSync(folder, { recursive: true });
  if (!fs.existsSync(link)) fs.symlinkSync(PUBSUB_DIR, link);
}

/**
 * Returns the environment variables the emulator processes need, preparing local files when
 * the offline emulators are used. Throws with a message naming what is missing.
 */
export function emulatorEnv() {
  const java = findJava();
  if (!java) {
    throw new Error(
      `Java ${MIN_JAVA} or newer is required by the Firebase emulators and none was found ` +
        `(looked in JAVA_HOME, /usr/lib/jvm and PATH). Install a JDK ${MIN_JAVA}+ ` +
        `(e.g. Temurin) and try again.`,
    );
  }
  const env = {
    JAVA_HOME: path.dirname(path.dirname(java.bin)),
    PATH: `${path.dirname(java.bin)}${path.delimiter}${process.env.PATH ?? ''}`,
    // Read by every JVM. A developer's own options replace these rather than join them: two
    // collectors named at once stop the JVM from starting. Set to nothing, the JVM's defaults.
    JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? JVM_OPTIONS,
  };
  const offline = fs.existsSync(FIRESTORE_JAR) && fs.existsSync(PUBSUB_DIR);
  if (!offline) {
    // firebase-tools downloads and caches its own emulator jars on first use.
    return { env, mode: 'download', java };
  }
  fs.mkdirSync(EMULATORS_DIR, { recursive: true });
  const firestoreVersion = gcloudComponentVersion('cloud-firestore-emulator', '1.19.9');
  const pubsubVersion = gcloudComponentVersion('pubsub-emulator', '0.8.20');
  writeFirestoreLauncher(java.bin, firestoreVersion);
  linkPubsub(pubsubVersion);
  return {
    env: {
      ...env,
      FIREBASE_EMULATORS_PATH: EMULATORS_DIR,
      FIRESTORE_EMULATOR_VERSION: firestoreVersion,
      PUBSUB_EMULATOR_VERSION: pubsubVersion,
    },
    mode: 'local',
    java,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { env, mode, java } = emulatorEnv();
    console.log(`Java ${java.version} at ${java.bin}`);
    console.log(
      mode === 'local'
        ? `Using the locally installed Firestore and Pub/Sub emulators (${EMULATORS_DIR}).`
        : 'firebase-tools will download its emulator jars on first use.',
    );
    for (const [key, value] of Object.entries(env)) {
      if (key !== 'PATH') console.log(`${key}=${value}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
