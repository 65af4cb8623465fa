// firebase.json's predeploy hook: `node scripts/predeploy.mjs functions|hosting`, so that a
// plain `firebase deploy` refuses what `npm run deploy` refuses. firebase-tools names the
// project in GCLOUD_PROJECT.
import { functionsProblems, hostingProblems, readProject, report } from './lib/deploy/project.mjs';
import { stageFunctions } from './lib/deploy/stage.mjs';
import { ROOT } from './lib/paths.mjs';

const target = process.argv[2];
const projectId = process.env.GCLOUD_PROJECT;
if (!projectId || !['functions', 'hosting'].includes(target)) {
  console.error('usage: GCLOUD_PROJECT=ID node scripts/predeploy.mjs functions|hosting');
  process.exit(1);
}
const project = readProject(ROOT, projectId, { functions: target === 'functions' });
const problems = target === 'functions' ? functionsProblems(project) : hostingProblems(project);
if (!report(problems)) {
  console.error(`\nNot deploying ${target} to ${projectId}: fix the problem(s) above.`);
  process.exit(1);
}
if (target === 'functions') stageFunctions(ROOT);
