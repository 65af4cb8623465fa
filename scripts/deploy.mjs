// npm run deploy -- --project ID [--dry-run]: builds, checks, then deploys everything
// firebase.json declares. --dry-run stops before anything leaves the machine and prints what
// would be deployed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from './lib/deploy/args.mjs';
import { describeEndpoints, secretNames } from './lib/deploy/manifest.mjs';
import { deployTargets, describePlan } from './lib/deploy/plan.mjs';
import {
  extensionsProblems,
  functionsProblems,
  hostingProblems,
  readProject,
  report,
} from './lib/deploy/project.mjs';
import { stageFunctions } from './lib/deploy/stage.mjs';
import { functionsNode } from './lib/firebase.mjs';
import { bin, ROOT } from './lib/paths.mjs';

const USAGE = 'usage: npm run deploy -- --project ID [--dry-run] [--skip-build]';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status === 0;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs(process.argv.slice(2), USAGE);
} catch (error) {
  fail(error.message);
}
const { project: projectId, flags } = args;
const dryRun = flags.has('dry-run');

// The functions' discovery (here and inside firebase-tools) runs on the Node they deploy with.
try {
  process.env.PATH = `${path.dirname(functionsNode().bin)}${path.delimiter}${process.env.PATH}`;
} catch (error) {
  fail(error.message);
}

if (!flags.has('skip-build')) {
  console.log('Building the web app and the functions…');
  if (!run('npm', ['run', 'build', '-w', 'web', '-w', 'functions'])) fail('The build failed.');
}

const project = readProject(ROOT, projectId);
const problems = [
  ...functionsProblems(project),
  ...extensionsProblems(project),
  ...hostingProblems(project),
];
if (!report(problems)) {
  fail(`\nNot deploying to ${projectId}: fix the ${problems.length} problem(s) above.`);
}

stageFunctions(ROOT);
const secrets = secretNames(project.manifest);
console.log(
  describePlan({
    projectId,
    firebaseJson: project.firebaseJson,
    endpoints: describeEndpoints(project.manifest),
    secrets,
  }),
);
if (dryRun) {
  console.log('\nDry run: every check passed; nothing was deployed.');
  process.exit(0);
}

const firebase = bin('firebase');
for (const name of secrets) {
  const get = ['functions:secrets:get', name, '--project', projectId];
  if (!run(firebase, get, { stdio: 'ignore' })) {
    fail(
      `✗ The secret ${name} is not set on ${projectId}: run ` +
        `\`npm run deploy:setup -- --project ${projectId} --apply\` or ` +
        `\`npx firebase functions:secrets:set ${name} --project ${projectId}\`.`,
    );
  }
}
const only = deployTargets(project.firebaseJson).join(',');
if (!run(firebase, ['deploy', '--only', only, '--project', projectId])) fail('The deploy failed.');
