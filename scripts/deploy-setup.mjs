// npm run deploy:setup -- --project ID [--print | --apply]: the first-time setup of a Firebase
// project. --print (the default) lists the commands and the steps to click; --apply runs the
// commands, asks for each secret (not echoed) and each param, and writes the params files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from './lib/deploy/args.mjs';
import { EXTENSION_PARAMS } from './lib/deploy/checks.mjs';
import { formatEnv, parseEnv, readParams } from './lib/deploy/envFiles.mjs';
import { ask } from './lib/deploy/prompt.mjs';
import { declaredSecrets, setupPlan, stripeFacts } from './lib/deploy/setupPlan.mjs';
import { bin, ROOT } from './lib/paths.mjs';

const USAGE = 'usage: npm run deploy:setup -- --project ID [--print | --apply]';

let args;
try {
  args = parseArgs(process.argv.slice(2), USAGE);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { project: projectId, flags } = args;
const apply = flags.has('apply');
const paramsFile = path.join(ROOT, 'functions', `.env.${projectId}`);
const extensionFile = path.join(ROOT, 'extensions', `firestore-send-email.env.${projectId}`);

const shell = (argv) =>
  argv.map((part) => (/^[\w@./:=,-]+$/.test(part) ? part : `'${part}'`)).join(' ');
const resolve = ([command, ...rest]) => [
  command === 'firebase' ? bin('firebase') : command,
  ...rest,
];

function projectNumber() {
  const run = spawnSync(
    'gcloud',
    ['projects', 'describe', projectId, '--format=value(projectNumber)'],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0)
    throw new Error(`gcloud could not read the project ${projectId}: ${run.stderr}`);
  return run.stdout.trim();
}

const existing = readParams(path.join(ROOT, 'functions'), projectId).values;
const plan = setupPlan({
  projectId,
  projectNumber: apply ? projectNumber() : undefined,
  appUrl: existing.APP_URL?.startsWith('https://') ? existing.APP_URL : undefined,
  secrets: declaredSecrets(ROOT),
  stripe: stripeFacts(ROOT),
});

if (!apply) {
  console.log(`First-time setup of ${projectId} (run with --apply to do the commands):\n`);
  for (const command of plan.commands) console.log(`  ${shell(command)}`);
  console.log('\nSecrets (each asked for, never shown):');
  for (const { argv } of plan.secretCommands) console.log(`  ${shell(argv)}`);
  console.log(`\nParams written to functions/.env.${projectId}:`);
  for (const [key, what] of Object.entries(plan.params)) console.log(`  ${key}: ${what}`);
  console.log(
    `\nMail: extensions/firestore-send-email.env.${projectId} gets SMTP_CONNECTION_URI ` +
      '(smtps://user@host:465) and DEFAULT_FROM.',
  );
  console.log('\nTo do by hand:');
  for (const step of plan.manual) console.log(`  - ${step}`);
  process.exit(0);
}

for (const command of plan.commands) {
  console.log(`$ ${shell(command)}`);
  const [file, ...rest] = resolve(command);
  if (spawnSync(file, rest, { stdio: 'inherit' }).status !== 0) process.exit(1);
}
for (const { name, argv } of plan.secretCommands) {
  const value = await ask(`${name} (not shown; empty skips): `, { hidden: true });
  if (value === '') continue;
  const [file, ...rest] = resolve(argv);
  if (spawnSync(file, rest, { input: value, stdio: ['pipe', 'inherit', 'inherit'] }).status !== 0) {
    process.exit(1);
  }
}
const params = { ...existing };
for (const [key, what] of Object.entries(plan.params)) {
  const answer = await ask(`${key} (${what}) [${params[key] ?? ''}]: `);
  if (answer !== '') params[key] = answer;
}
fs.writeFileSync(paramsFile, formatEnv(params));
const mail = fs.existsSync(extensionFile) ? parseEnv(fs.readFileSync(extensionFile, 'utf8')) : {};
const mailQuestions = { ...EXTENSION_PARAMS, DATABASE_REGION: 'the Firestore location, e.g. nam5' };
for (const [key, what] of Object.entries(mailQuestions)) {
  const answer = await ask(`${key} (${what}) [${mail[key] ?? ''}]: `);
  if (answer !== '') mail[key] = answer;
}
fs.writeFileSync(extensionFile, formatEnv(mail));
console.log(
  `\nWrote ${path.relative(ROOT, paramsFile)} and ${path.relative(ROOT, extensionFile)}.`,
);
console.log('\nTo do by hand:');
for (const step of plan.manual) console.log(`  - ${step}`);
