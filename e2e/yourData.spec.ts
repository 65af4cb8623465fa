// Settings › Import and Export, as a person moving in does it: a Todoist project CSV is
// previewed, imported (its project appears in the sidebar, its sections kept inside it), and
// the account exported.
import { openInApp } from './support/navigation';
import { expect, test } from './support/test';
import { toast } from './support/taskUi';
import { ensurePlansConfig } from './support/tasks';
import { signedInUser } from './support/users';

test.beforeAll(ensurePlansConfig);

test('imports a Todoist CSV after its preview, then exports the account', async ({ page }) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/settings', 'Settings');
  const importCard = page.getByRole('region', { name: 'Import' });
  await importCard
    .getByLabel('File to import')
    .setInputFiles('functions/src/imports/fixtures/todoist-thesis.csv');
  await expect(importCard.getByRole('alert')).toHaveText(
    'todoist-thesis.csv: 5 tasks in 1 project, 1 subtask, 1 section kept in its tasks’ descriptions, 1 repeat kept as text.',
  );
  await importCard.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, 'Import finished')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Projects' });
  await expect(sidebar.getByRole('link', { name: 'todoist-thesis', exact: true })).toBeVisible();

  const exportCard = page.getByRole('region', { name: 'Export your data' });
  await exportCard.getByRole('button', { name: 'Export my data' }).click();
  const download = page.waitForEvent('download');
  await exportCard.getByRole('button', { name: 'Download JSON' }).click();
  expect((await download).suggestedFilename()).toMatch(/^pomoplan-export-\d{4}-\d{2}-\d{2}\.json$/);
});
