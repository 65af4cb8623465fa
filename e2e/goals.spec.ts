import { openInApp } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { seedGoal, seedGroup, seedTodos, usageCounts } from './support/planning';
import { ensurePlansConfig } from './support/tasks';
import { choose } from './support/select';
import { postAsAnotherTab } from './support/tabs';
import { adminDb, signedInUser } from './support/users';

// The rules read the goal and group limits from config/plans, which a bare emulator run lacks.
test.beforeAll(ensurePlansConfig);

async function openGoals(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
}

test('creates, edits and deletes a group and a goal, with validation and confirmations', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  await openGoals(page);

  // Groups tab: create with validation.
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page.getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No groups yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'New Group' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(dialog.getByText('Group name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Health');
  await dialog.getByRole('radio', { name: 'Green' }).check();
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(dialog).toBeHidden();
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem', { name: 'Health' })).toContainText('0 goals');

  // Edit the group.
  await groups.getByRole('button', { name: 'Edit Health' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Group' });
  await expect(dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Health & sport');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(groups.getByRole('listitem', { name: 'Health & sport' })).toBeVisible();
  const [group] = (await adminDb().collection(`users/${user.uid}/groups`).get()).docs;
  expect(group?.data()).toMatchObject({ name: 'Health & sport', color: '#22C55E' });

  // Goals tab: create with every field.
  await page.getByRole('tab', { name: 'Goals' }).click();
  await page.getByRole('button', { name: 'New Goal' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog.getByText('Goal name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Run a marathon');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('42 km before autumn');
  await dialog.getByRole('radio', { name: 'Orange' }).check();
  await choose(page, dialog.getByRole('combobox', { name: 'Group' }), 'Health & sport');
  await dialog.getByLabel('Start date').fill('2026-01-01');
  await dialog.getByLabel('End date').fill('2025-12-01');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog.getByText('End date must not be before the start date')).toBeVisible();
  await dialog.getByLabel('End date').fill('2026-09-30');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();

  const goals = page.getByRole('list', { name: 'Goals' });
  const card = goals.getByRole('listitem', { name: 'Run a marathon' });
  await expect(card).toContainText('42 km before autumn');
  await expect(card).toContainText('Health & sport');
  await expect(card).toContainText('2026-01-01 – 2026-09-30');
  const [goal] = (await adminDb().collection(`users/${user.uid}/goals`).get()).docs;
  expect(goal?.data()).toMatchObject({
    name: 'Run a marathon',
    description: '42 km before autumn',
    color: '#F97316',
    groupId: group?.id,
    startDate: '2026-01-01',
    endDate: '2026-09-30',
  });
  expect(await usageCounts(user.uid)).toMatchObject({ goals: 1, groups: 1 });

  // Edit: clear the description and the group.
  await card.getByRole('button', { name: 'Edit Run a marathon' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(dialog.getByRole('radio', { name: 'Orange' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Run a half marathon');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('');
  await choose(page, dialog.getByRole('combobox', { name: 'Group' }), 'None');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const edited = goals.getByRole('listitem', { name: 'Run a half marathon' });
  await expect(edited).not.toContainText('42 km');
  await expect(edited).not.toContainText('Health & sport');
  await expect
    .poll(async () => (await adminDb().doc(`users/${user.uid}/goals/${goal?.id}`).get()).data())
    .toMatchObject({ description: null, groupId: null });

  // Delete, after a confirmation that can be cancelled.
  await edited.getByRole('button', { name: 'Delete Run a half marathon' }).click();
  let confirm = page.getByRole('dialog', { name: 'Delete Goal' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Run a half marathon"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete Run a half marathon' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toBeHidden();
  await expect(page.getByText('No goals yet.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Groups' }).click();
  await groups.getByRole('button', { name: 'Delete Health & sport' }).click();
  confirm = page.getByRole('dialog', { name: 'Delete Group' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No groups yet.', { exact: false })).toBeVisible();
  await expect.poll(() => usageCounts(user.uid)).toMatchObject({ goals: 0, groups: 0 });
});

test('the free plan allows one goal and one group, and the create buttons say why', async ({
  page,
}) => {
  await signedInUser(page, 'free');
  await openGoals(page);

  const newGoal = page.getByRole('button', { name: 'New Goal' });
  await newGoal.click();
  const dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Only goal');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(newGoal).toBeDisabled();
  await newGoal.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Free plan limited to 1 goal. Delete a goal to create a new one.',
  );

  await page.getByRole('tab', { name: 'Groups' }).click();
  const newGroup = page.getByRole('button', { name: 'New Group' });
  await newGroup.click();
  const groupDialog = page.getByRole('dialog', { name: 'Create Group' });
  await groupDialog.getByRole('textbox', { name: 'Name' }).fill('Only group');
  await groupDialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(newGroup).toBeDisabled();
  // Keyboard users reach the explanation too: Tab from the tabs lands on the wrapper.
  await page.getByRole('tab', { name: 'Groups' }).focus();
  await page.keyboard.press('Tab');
  await expect(newGroup.locator('xpath=..')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Free plan limited to 1 group. Delete a group to create a new one.',
  );

  // Deleting the goal frees the slot again.
  await page.getByRole('tab', { name: 'Goals' }).click();
  await page.getByRole('button', { name: 'Delete Only goal' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Goal' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(newGoal).toBeEnabled();
});

test('a goal the rules refuse says "Failed to create goal" and creates nothing', async ({
  page,
}) => {
  const user = await signedInUser(page, 'free');
  // The counter says the free goal is used although the list is empty (e.g. created in
  // another tab a moment ago): the button is enabled, the server refuses.
  await adminDb().doc(`users/${user.uid}/usage/counts`).update({ goals: 1 });
  await openGoals(page);

  await page.getByRole('button', { name: 'New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('One too many');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByText('Failed to create goal')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('One too many');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No goals yet.', { exact: false })).toBeVisible();
  expect((await adminDb().collection(`users/${user.uid}/goals`).get()).size).toBe(0);
});

test('a goal page shows the goal, its group, dates and its open and completed todos', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  const groupId = await seedGroup(user.uid, 'Languages', '#8B5CF6');
  const goalId = await seedGoal(user.uid, {
    name: 'Learn Spanish',
    description: 'Reach A2 by December',
    color: '#EAB308',
    groupId,
    startDate: '2026-02-01',
    endDate: '2026-12-31',
  });
  await seedTodos(user.uid, [
    { text: 'Verb drills', goalId, dueType: 'today' },
    { text: 'Watch a film in Spanish', goalId, completed: true },
    { text: 'Not about Spanish' },
  ]);
  await openGoals(page);
  await page.getByRole('link', { name: 'Learn Spanish' }).click();

  await expect(page).toHaveURL(`/goal/${goalId}`);
  await expect(page.getByRole('heading', { name: 'Learn Spanish', level: 1 })).toBeVisible();
  await expect(page.getByText('Reach A2 by December')).toBeVisible();
  await expect(page.getByText('Group: Languages')).toBeVisible();
  await expect(page.getByText('2026-02-01 – 2026-12-31')).toBeVisible();
  const open = page.getByRole('region', { name: 'Open', exact: true });
  const done = page.getByRole('region', { name: 'Completed', exact: true });
  await expect(open.getByRole('heading')).toHaveText('Open (1)');
  await expect(open.getByRole('checkbox', { name: 'Verb drills' })).not.toBeChecked();
  await expect(done.getByRole('heading')).toHaveText('Completed (1)');
  await expect(done.getByRole('checkbox', { name: 'Watch a film in Spanish' })).toBeChecked();
  await expect(page.getByText('Not about Spanish')).toBeHidden();

  // Completing a todo here moves it between the two lists.
  await open.getByRole('checkbox', { name: 'Verb drills' }).click();
  await expect(done.getByRole('heading')).toHaveText('Completed (2)');
  await expect(open.getByText('No open todos for this goal.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Goals' }).click();
  await expect(page).toHaveURL('/goals');

  await openInApp(page, '/goal/no-such-goal', 'Goal Not Found');
  await expect(page.getByRole('heading', { name: 'Goal Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Goals' })).toBeVisible();
});

test('a goal added in another tab shows at once, and leaves when the server refuses it', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  await openGoals(page);
  await expect(page.getByText('No goals yet.', { exact: false })).toBeVisible();

  // What the other tab hands over before its write reaches this tab's cache (a goal no server
  // holds, so only the hand-off can show it).
  const goal = { kind: 'created', path: `users/${user.uid}/goals`, id: 'from-another-tab' };
  const fields = { name: 'Learn Spanish', description: null, color: '#22C55E', groupId: null };
  await postAsAnotherTab(page, { ...goal, fields: { ...fields, startDate: null, endDate: null } });
  await expect(page.getByText('Learn Spanish', { exact: true })).toBeVisible();

  await postAsAnotherTab(page, { ...goal, kind: 'refused' });
  await expect(page.getByText('Learn Spanish', { exact: true })).toBeHidden();
  await expect(page.getByText('No goals yet.', { exact: false })).toBeVisible();
});
