// What `firebase deploy` is asked to deploy, read from firebase.json and the functions manifest.

/** The `--only` targets for every product firebase.json declares. */
export function deployTargets(firebaseJson) {
  const targets = [];
  if (firebaseJson.firestore?.rules) targets.push('firestore:rules');
  if (firebaseJson.firestore?.indexes) targets.push('firestore:indexes');
  if (firebaseJson.functions) targets.push('functions');
  if (firebaseJson.hosting) targets.push('hosting');
  if (firebaseJson.extensions && Object.keys(firebaseJson.extensions).length > 0) {
    targets.push('extensions');
  }
  return targets;
}

/** The Hosting site: firebase.json's `site`, else the project's default site (its id). */
export function hostingSite(firebaseJson, projectId) {
  return firebaseJson.hosting?.site ?? projectId;
}

/** The deploy, described for a person: one line per target, function and extension. */
/** How far a function may scale, as the plan prints it. */
function scalingText({ maxInstances, memoryMb, concurrency }) {
  return [
    `max ${maxInstances ?? '?'} instances`,
    `${memoryMb ?? 256} MB`,
    `${concurrency ?? 1} request${concurrency > 1 ? 's' : ''} at once`,
  ].join(', ');
}

export function describePlan({ projectId, firebaseJson, endpoints, secrets }) {
  const lines = [`Would deploy to project ${projectId}:`];
  lines.push(`  targets: ${deployTargets(firebaseJson).join(',')}`);
  lines.push(
    `  firestore: rules ${firebaseJson.firestore?.rules}, indexes ${firebaseJson.firestore?.indexes}`,
  );
  lines.push(`  functions (${endpoints.length}):`);
  for (const endpoint of endpoints) {
    const secretsText =
      endpoint.secrets.length > 0 ? `, secrets ${endpoint.secrets.join(' ')}` : '';
    lines.push(
      `    ${endpoint.name} in ${endpoint.regions.join(',')}: ${endpoint.kind}${secretsText}; ` +
        scalingText(endpoint),
    );
  }
  for (const [instance, ref] of Object.entries(firebaseJson.extensions ?? {})) {
    lines.push(`  extension: ${instance} = ${ref} (params extensions/${instance}.env)`);
  }
  const site = hostingSite(firebaseJson, projectId);
  lines.push(
    `  hosting: site ${site} (https://${site}.web.app) from ${firebaseJson.hosting?.public}`,
  );
  lines.push(
    `  secrets checked with \`firebase functions:secrets:get NAME\`: ${secrets.join(', ')}`,
  );
  return lines.join('\n');
}
