// Everything the checks read about a target project, gathered once from the working tree.
import fs from 'node:fs';
import path from 'node:path';
import {
  appUrlProblems,
  capacityProblems,
  DEFAULT_REGION,
  emulatorFlagProblems,
  extensionParamProblems,
  localAddressProblems,
  missingParams,
  regionProblems,
  standinKeyProblems,
  webBuildProblems,
} from './checks.mjs';
import { parseEnv, readParams } from './envFiles.mjs';
import { describeEndpoints, discoverManifest } from './manifest.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The ports of the emulators and the stand-ins: no deployed value may name one. */
export function localPorts(root) {
  const firebaseJson = readJson(path.join(root, 'firebase.json'));
  const emulatorPorts = Object.values(firebaseJson.emulators ?? {})
    .map((emulator) => emulator?.port)
    .filter((port) => typeof port === 'number');
  const standinPorts = Object.values(readJson(path.join(root, 'standins', 'ports.json')));
  return [...new Set([...emulatorPorts, ...standinPorts])].sort((a, b) => a - b);
}

/** The params as the functions will see them: each declared param's default, then the files'. */
export function effectiveParams(manifest, values) {
  const defaults = Object.fromEntries(
    (manifest.params ?? [])
      .filter((param) => param.type !== 'secret' && param.default !== undefined)
      .map((param) => [param.name, String(param.default)]),
  );
  return { ...defaults, ...values };
}

/** The mail extension's params for the project: the shared file, then the project's own. */
export function extensionParams(root, instance, projectId) {
  const values = {};
  for (const name of [`${instance}.env`, `${instance}.env.${projectId}`]) {
    const file = path.join(root, 'extensions', name);
    if (fs.existsSync(file)) Object.assign(values, parseEnv(fs.readFileSync(file, 'utf8')));
  }
  return values;
}

/**
 * The target as the deploy will see it: its params (read from the files and, with
 * `functions`, the built functions' manifest), region, firebase.json, web env and the ports no
 * value may name. Only the functions' checks need the functions built.
 */
export function readProject(root, projectId, { functions = true } = {}) {
  const functionsDir = path.join(root, 'functions');
  const { values } = readParams(functionsDir, projectId);
  const manifest = functions
    ? discoverManifest({ root, functionsDir, projectId, params: values })
    : { params: [] };
  const webEnvFile = path.join(root, 'web', '.env.production');
  const firebaseJson = readJson(path.join(root, 'firebase.json'));
  return {
    root,
    projectId,
    functionsDir,
    manifest,
    params: effectiveParams(manifest, values),
    envFile: path.join('functions', `.env.${projectId}`),
    region: values.FUNCTIONS_REGION || DEFAULT_REGION,
    firebaseJson,
    extensions: Object.keys(firebaseJson.extensions ?? {}).map((instance) => ({
      instance,
      params: extensionParams(root, instance, projectId),
    })),
    webEnv: fs.existsSync(webEnvFile) ? parseEnv(fs.readFileSync(webEnvFile, 'utf8')) : undefined,
    ports: localPorts(root),
  };
}

/** What refuses deploying the functions: their params and their region. */
export function functionsProblems(project) {
  const { params, envFile, ports } = project;
  return [
    ...missingParams(params, envFile),
    ...appUrlProblems(params, envFile),
    ...localAddressProblems(params, envFile, ports),
    ...standinKeyProblems(params, envFile),
    ...emulatorFlagProblems(params, envFile),
    ...capacityProblems(describeEndpoints(project.manifest)),
    ...regionProblems(project.firebaseJson, project.region),
  ];
}

/** What refuses deploying the extensions: their per-project params unset or local. */
export function extensionsProblems(project) {
  return project.extensions.flatMap(({ instance, params }) => {
    const envFile = path.join('extensions', `${instance}.env.${project.projectId}`);
    return [
      ...extensionParamProblems(params, envFile),
      ...localAddressProblems(params, envFile, project.ports),
    ];
  });
}

/** What refuses deploying Hosting: a web build not made for this project. */
export function hostingProblems(project) {
  return webBuildProblems(path.join(project.root, 'web'), project.projectId, project.webEnv, project.ports);
}

/** Prints the problems; answers whether there were none. */
export function report(problems, print = console.error) {
  for (const { message } of problems) print(`✗ ${message}`);
  return problems.length === 0;
}
