// What the deploy would create, read with firebase-functions' own discovery (the binary
// firebase-tools runs before every deploy), from the built functions and the target's params.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The functions manifest (firebase-functions' wire format: endpoints, params, required APIs)
 * of the built functions in `functionsDir`, as firebase-tools would discover it for a deploy
 * with `params`. No emulator variable is set, so emulator-only functions are left out.
 */
export function discoverManifest({ root, functionsDir, projectId, params }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pomoplan-manifest-'));
  const output = path.join(folder, 'manifest.json');
  try {
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'firebase-functions'),
      [functionsDir],
      {
        cwd: functionsDir,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...params,
          GCLOUD_PROJECT: projectId,
          FUNCTIONS_CONTROL_API: 'true',
          FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
        },
      },
    );
    if (run.status !== 0 || !fs.existsSync(output)) {
      throw new Error(`reading the functions manifest failed:\n${run.stderr || run.stdout}`);
    }
    return JSON.parse(fs.readFileSync(output, 'utf8'));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Each endpoint's name, region, kind, secrets and scaling ceilings, sorted by name. */
export function describeEndpoints(manifest) {
  return Object.entries(manifest.endpoints ?? {})
    .map(([name, endpoint]) => ({
      name,
      regions: endpoint.region ?? [],
      kind: endpointKind(endpoint),
      secrets: (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort(),
      maxInstances: endpoint.maxInstances ?? null,
      memoryMb: endpoint.availableMemoryMb ?? null,
      concurrency: endpoint.concurrency ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function endpointKind(endpoint) {
  if (endpoint.httpsTrigger) return 'https';
  if (endpoint.taskQueueTrigger) return 'task queue';
  if (endpoint.scheduleTrigger) return `schedule ${endpoint.scheduleTrigger.schedule}`;
  if (endpoint.eventTrigger) return `event ${endpoint.eventTrigger.eventType}`;
  return 'other';
}

/** Every secret some function reads. */
export function secretNames(manifest) {
  return [...new Set(describeEndpoints(manifest).flatMap((endpoint) => endpoint.secrets))].sort();
}
