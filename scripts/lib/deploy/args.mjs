// The command line of the deploy scripts: `--project ID` and on/off flags.

/** `{ project, flags }` from argv; throws with a usage line when --project is missing. */
export function parseArgs(argv, usage) {
  const flags = new Set();
  let project;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--project' || arg === '-P') project = argv[++i];
    else if (arg.startsWith('--project=')) project = arg.slice('--project='.length);
    else if (arg.startsWith('--')) flags.add(arg.slice(2));
    else throw new Error(`unknown argument ${arg}\n${usage}`);
  }
  if (!project || !/^[a-z][a-z0-9-]{4,29}$/.test(project)) {
    throw new Error(`name the Firebase project id with --project ID\n${usage}`);
  }
  return { project, flags };
}
