import { CREATES_PER_MINUTE } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Locator, type Page } from './support/test';
import { seedAnalysis, seedGoal, seedGroup, seedTodos } from './support/planning';
import { adminDb, signedInUser } from './support/users';
import { choose } from './support/select';
import { postAsAnotherTab } from './support/tabs';

/** A row's own button (its text), not the Start focus beside it. */
const NOT_FOCUS = /^(?!Start focus on ")/;

// Fixed, so the "Analysis from" line is known whatever the machine's zone.
test.use({ timezoneId: 'UTC' });

function todoPage(page: Page) {
  const addForm = page.getByRole('form', { name: 'Add todo' });
  return {
    addForm,
    input: addForm.getByRole('textbox', { name: 'New todo' }),
    addButton: addForm.getByRole('button', { name: 'Add', exact: true }),
    active: page.getByRole('list', { name: 'Active todos' }),
    completed: page.getByRole('list', { name: 'Completed todos' }),
    completedToggle: page.getByRole('button', { name: /^Completed \(\d+\)$/ }),
    panel: page.getByRole('dialog', { name: 'Edit Todo' }),
    counts: page.getByText(/^\d+ active, \d+ completed$/),
  };
}

/** The user's todos as the server holds them (the list shows a todo before the server has it). */
async function storedTodos(uid: string) {
  return (await adminDb().collection(`users/${uid}/todos`).get()).docs.map((doc) => doc.data());
}

function row(list: Locator, text: string) {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('checkbox', { name: text }) });
}

test('adds, edits, completes, reopens and deletes a todo', async ({ page }) => {
  const user = await signedInUser(page);
  const todo = todoPage(page);

  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
  await expect(todo.addButton).toBeDisabled();
  await todo.input.fill('   ');
  await expect(todo.addButton).toBeDisabled();

  // Add with Enter: the text is trimmed, the due type chosen below the input is kept.
  await choose(page, todo.addForm.getByRole('combobox', { name: 'Due' }), 'Today');
  await todo.input.fill('  Buy milk  ');
  await todo.input.press('Enter');
  await expect(todo.active.getByRole('button', { name: 'Buy milk', exact: true })).toBeVisible();
  await expect(row(todo.active, 'Buy milk')).toContainText('Today');
  await expect(todo.input).toHaveValue('');
  await expect(todo.counts).toHaveText('1 active, 0 completed');
  await expect(todo.completedToggle).toBeHidden();

  // The list shows the todo before the server has it; wait for the stored document.
  await expect
    .poll(() => storedTodos(user.uid))
    .toEqual([
      expect.objectContaining({
        text: 'Buy milk',
        completed: false,
        dueType: 'today',
        goalId: null,
        userId: user.uid,
      }),
    ]);
  expect(Object.keys((await storedTodos(user.uid))[0] ?? {}).sort()).toEqual([
    'completed',
    'createdAt',
    'dueType',
    'goalId',
    'text',
    'updatedAt',
    'userId',
  ]);

  // Edit in the panel; an empty text cannot be saved; Escape closes without saving.
  await todo.active.getByRole('button', { name: 'Buy milk', exact: true }).click();
  await expect(todo.panel).toBeVisible();
  const text = todo.panel.getByRole('textbox', { name: 'Todo Text' });
  await expect(text).toHaveValue('Buy milk');
  await expect(text).toHaveAttribute('placeholder', 'Enter todo text...');
  await text.fill('   ');
  await expect(todo.panel.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(todo.panel).toBeHidden();
  await expect(todo.active.getByRole('button', { name: 'Buy milk', exact: true })).toBeVisible();

  await todo.active.getByRole('button', { name: 'Buy milk', exact: true }).click();
  await todo.panel.getByRole('textbox', { name: 'Todo Text' }).fill('Buy oat milk');
  await choose(page, todo.panel.getByRole('combobox', { name: 'Due Date' }), 'Tomorrow');
  await todo.panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(todo.panel).toBeHidden();
  await expect(row(todo.active, 'Buy oat milk')).toContainText('Tomorrow');
  await expect(todo.active.getByText('Buy milk', { exact: true })).toBeHidden();

  // Complete: the todo moves to the completed section, struck through.
  await todo.active.getByRole('checkbox', { name: 'Buy oat milk' }).click();
  await expect(todo.completedToggle).toHaveText('Completed (1)');
  await expect(todo.counts).toHaveText('0 active, 1 completed');
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
  await todo.completedToggle.click();
  await expect(todo.completed.getByRole('checkbox', { name: 'Buy oat milk' })).toBeChecked();
  await expect(todo.completed.getByText('Buy oat milk')).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  // Reopen: back in the active list, the completed section disappears.
  await todo.completed.getByRole('checkbox', { name: 'Buy oat milk' }).click();
  await expect(todo.active.getByRole('checkbox', { name: 'Buy oat milk' })).not.toBeChecked();
  await expect(todo.active.getByText('Buy oat milk')).toHaveCSS('text-decoration-line', 'none');
  await expect(todo.completedToggle).toBeHidden();
  await expect(todo.counts).toHaveText('1 active, 0 completed');

  // Delete from the panel: it closes at once and the todo is gone.
  await todo.active.getByRole('button', { name: 'Buy oat milk', exact: true }).click();
  await todo.panel.getByRole('button', { name: 'Delete Todo' }).click();
  await expect(todo.panel).toBeHidden();
  await expect(page.getByText('Todo deleted successfully')).toBeVisible();
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
  await expect.poll(async () => (await storedTodos(user.uid)).length).toBe(0);
});

test('the goal selector lists None, goals without a group, then goals by group, and a todo shows its goal', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  const health = await seedGroup(user.uid, 'Health');
  await seedGoal(user.uid, { name: 'Run a marathon', color: '#F97316', groupId: health });
  await seedGoal(user.uid, { name: 'Learn Spanish', color: '#EAB308' });
  const todo = todoPage(page);

  const goalSelect = todo.addForm.getByRole('combobox', { name: 'Goal' });
  await expect(goalSelect).toHaveText('None');
  await goalSelect.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText(['None', 'Learn Spanish', 'Run a marathon']);
  // The group heading sits between the ungrouped goal and the group's goal.
  await expect(listbox.locator('li')).toHaveText([
    'None',
    'Learn Spanish',
    'Health',
    'Run a marathon',
  ]);
  await listbox.getByRole('option', { name: 'Run a marathon' }).click();
  await expect(goalSelect).toHaveText('Run a marathon');

  await todo.input.fill('Long run on Sunday');
  await todo.addButton.click();
  const badge = row(todo.active, 'Long run on Sunday').getByText('Run a marathon');
  await expect(badge).toBeVisible();
  await expect(badge.locator('xpath=..')).toHaveCSS('background-color', 'rgb(249, 115, 22)');

  // The edit panel shows the goal and can take it away again.
  await todo.active.getByRole('button', { name: 'Long run on Sunday', exact: true }).click();
  const panelGoal = todo.panel.getByRole('combobox', { name: 'Goal' });
  await expect(panelGoal).toHaveText('Run a marathon');
  await choose(page, panelGoal, 'None');
  await todo.panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(todo.panel).toBeHidden();
  await expect(row(todo.active, 'Long run on Sunday').getByText('Run a marathon')).toBeHidden();
});

test('Undo in the delete toast brings the same todo back', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const goal = await seedGoal(user.uid, { name: 'Learn Spanish', color: '#EAB308' });
  const [id] = await seedTodos(user.uid, [
    { text: 'Verb drills', dueType: 'tomorrow', goalId: goal, createdMinute: 7 },
  ]);
  const todo = todoPage(page);
  const storedTodo = async () =>
    (await adminDb().doc(`users/${user.uid}/todos/${id}`).get()).data() ?? null;
  const before = await storedTodo();

  await todo.active.getByRole('button', { name: 'Verb drills', exact: true }).click();
  await todo.panel.getByRole('button', { name: 'Delete Todo' }).click();
  const deleted = page.getByRole('status').filter({ hasText: 'Todo deleted successfully' });
  await expect(deleted).toBeVisible();
  await expect.poll(storedTodo).toBeNull();

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(row(todo.active, 'Verb drills')).toContainText('Tomorrow');
  await expect(row(todo.active, 'Verb drills')).toContainText('Learn Spanish');
  await expect(deleted).toBeHidden();
  // The same document: same id, same fields, the original creation time.
  await expect.poll(storedTodo).toEqual(before);
});

test('each sort key starts in its natural direction', async ({ page }) => {
  const user = await signedInUser(page);
  await seedTodos(user.uid, [
    { text: 'banana', dueType: 'anytime', createdMinute: 1 },
    { text: 'apple', dueType: 'tomorrow', createdMinute: 2 },
    { text: 'cherry', dueType: 'today', createdMinute: 3 },
  ]);
  const texts = todoPage(page).active.getByRole('button', { name: NOT_FOCUS });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  const direction = page.getByRole('button', { name: /^Sort direction/ });

  // Created: newest first.
  await expect(texts).toHaveText(['cherry', 'apple', 'banana']);
  await expect(direction).toHaveAccessibleName('Sort direction: descending');

  // A-Z: A first, without touching the arrow.
  await choose(page, sortBy, 'A-Z');
  await expect(direction).toHaveAccessibleName('Sort direction: ascending');
  await expect(texts).toHaveText(['apple', 'banana', 'cherry']);
  await direction.click();
  await expect(texts).toHaveText(['cherry', 'banana', 'apple']);

  // Due Date: soonest first, whatever the arrow said for A-Z.
  await choose(page, sortBy, 'Due Date');
  await expect(direction).toHaveAccessibleName('Sort direction: ascending');
  await expect(texts).toHaveText(['cherry', 'apple', 'banana']);

  // Back to Created: newest first again.
  await choose(page, sortBy, 'Created');
  await expect(direction).toHaveAccessibleName('Sort direction: descending');
  await expect(texts).toHaveText(['cherry', 'apple', 'banana']);
});

test('filters by due date and goal, and sorts by created, A-Z and due date both ways', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  const spanish = await seedGoal(user.uid, { name: 'Learn Spanish', color: '#EAB308' });
  await seedTodos(user.uid, [
    { text: 'water plants', dueType: 'tomorrow', createdMinute: 1 },
    { text: 'Book flights', dueType: 'anytime', goalId: spanish, createdMinute: 2 },
    { text: 'call mum', dueType: 'today', createdMinute: 3 },
    { text: 'Verb drills', dueType: 'today', goalId: spanish, createdMinute: 4 },
    { text: 'Archive mail', dueType: 'today', completed: true, createdMinute: 5 },
  ]);
  const todo = todoPage(page);
  const texts = todo.active.getByRole('button', { name: NOT_FOCUS });

  // Default: newest first.
  await expect(texts).toHaveText(['Verb drills', 'call mum', 'Book flights', 'water plants']);
  await expect(todo.counts).toHaveText('4 active, 1 completed');

  const direction = page.getByRole('button', { name: /^Sort direction/ });
  await expect(direction).toHaveAccessibleName('Sort direction: descending');
  await direction.click();
  await expect(direction).toHaveAccessibleName('Sort direction: ascending');
  await expect(texts).toHaveText(['water plants', 'Book flights', 'call mum', 'Verb drills']);

  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await choose(page, sortBy, 'A-Z');
  await expect(texts).toHaveText(['Book flights', 'call mum', 'Verb drills', 'water plants']);
  await direction.click();
  await expect(texts).toHaveText(['water plants', 'Verb drills', 'call mum', 'Book flights']);

  await choose(page, sortBy, 'Due Date');
  // Soonest first: Today (older first among equals), Tomorrow, then Anytime.
  await expect(texts).toHaveText(['call mum', 'Verb drills', 'water plants', 'Book flights']);
  await direction.click();
  await expect(texts).toHaveText(['Book flights', 'water plants', 'Verb drills', 'call mum']);
  await direction.click();

  const due = page.getByRole('combobox', { name: 'Due date filter' });
  await choose(page, due, 'Today');
  await expect(texts).toHaveText(['call mum', 'Verb drills']);
  await expect(todo.counts).toHaveText('2 active, 1 completed');
  await choose(page, due, 'Tomorrow');
  await expect(texts).toHaveText(['water plants']);
  await expect(todo.counts).toHaveText('1 active, 0 completed');
  await expect(todo.completedToggle).toBeHidden();
  await choose(page, due, 'Anytime');
  await expect(texts).toHaveText(['Book flights']);
  await choose(page, due, 'All');

  const goal = page.getByRole('combobox', { name: 'Goal filter' });
  await choose(page, goal, 'Learn Spanish');
  await expect(texts).toHaveText(['Verb drills', 'Book flights']);
  await expect(todo.counts).toHaveText('2 active, 0 completed');
  await choose(page, goal, 'No Goal');
  await expect(texts).toHaveText(['call mum', 'water plants']);
  await expect(todo.counts).toHaveText('2 active, 1 completed');

  // Both filters at once.
  await choose(page, due, 'Today');
  await expect(texts).toHaveText(['call mum']);
  await choose(page, due, 'Anytime');
  await expect(page.getByText('No todos match these filters.')).toBeVisible();
  await choose(page, goal, 'All Goals');
  await expect(texts).toHaveText(['Book flights']);
});

test('the AI Assistant card previews the summary and expands to the full analysis', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const card = page.getByRole('button', { name: 'AI Assistant' });
  await expect(page.getByText('No AI summary yet. Add a few todos, then refresh.')).toBeVisible();

  const summary =
    'You finished four todos yesterday and your goal "Get fit" is on track. Today, start with ' +
    'the run while it is cool, then clear the two small errands before lunch.';
  expect(summary.length).toBeGreaterThan(120);
  await seedAnalysis(user.uid, 'An older summary.', new Date('2026-03-13T21:00:00Z'));
  await seedAnalysis(user.uid, summary, new Date('2026-03-14T09:26:00Z'));

  const preview = `${summary.slice(0, 120).trimEnd()}...`;
  await expect(page.getByText(preview, { exact: true })).toBeVisible();
  await expect(page.getByText(summary, { exact: true })).toBeHidden();
  await expect(page.getByText(/^Analysis from:/)).toBeHidden();
  await expect(card).toHaveAttribute('aria-expanded', 'false');

  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(summary, { exact: true })).toBeVisible();
  await expect(page.getByText('Analysis from: March 14, 2026 at 9:26 AM')).toBeVisible();

  // The expanded state survives a reload; a click on the text collapses it again.
  await page.reload();
  await expect(page.getByText('Analysis from: March 14, 2026 at 9:26 AM')).toBeVisible();
  await page.getByText(summary, { exact: true }).click();
  await expect(page.getByText(preview, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pomoplan.aiPanel.expanded'))).toBe(
    'false',
  );
});

test('the completed section remembers whether it is expanded', async ({ page }) => {
  const user = await signedInUser(page);
  await seedTodos(user.uid, [
    { text: 'Open one' },
    { text: 'Done one', completed: true },
    { text: 'Done two', completed: true },
  ]);
  const todo = todoPage(page);
  await expect(todo.completedToggle).toHaveText('Completed (2)');
  await expect(todo.completedToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Done one')).toBeHidden();

  await todo.completedToggle.click();
  await expect(todo.completed.getByRole('checkbox', { name: 'Done one' })).toBeChecked();
  await page.reload();
  await expect(todo.completedToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(todo.completed.getByText('Done two')).toBeVisible();

  await todo.completedToggle.click();
  await page.reload();
  await expect(todo.completedToggle).toHaveText('Completed (2)');
  await expect(page.getByText('Done two')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('pomoplan.completedTodos.expanded'))).toBe(
    'false',
  );
});

test('a long history counts every completed todo while only the newest stay live', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const history = Array.from({ length: 230 }, (_, index) => ({
    text: `Done ${index}`,
    completed: true,
    dueType: index < 30 ? ('today' as const) : ('anytime' as const),
  }));
  await seedTodos(user.uid, [{ text: 'Still open' }, ...history]);
  const todo = todoPage(page);
  await expect(todo.completedToggle).toHaveText('Completed (230)');
  await expect(todo.counts).toHaveText('1 active, 230 completed');
  await todo.completedToggle.click();
  await expect(todo.completed.getByRole('listitem')).toHaveCount(200);
  await expect(page.getByText('200 of 230 shown')).toBeVisible();

  // Completing one more moves every figure, without a reload.
  await todo.active.getByRole('checkbox', { name: 'Still open' }).click();
  await expect(todo.completedToggle).toHaveText('Completed (231)');
  await expect(todo.counts).toHaveText('0 active, 231 completed');

  // The filters apply to the whole history too.
  // The 30 due today are the oldest: none is among the 200 listed, yet all are counted.
  await choose(page, page.getByRole('combobox', { name: 'Due date filter' }), 'Today');
  await expect(todo.counts).toHaveText('0 active, 30 completed');
  await expect(todo.completedToggle).toHaveText('Completed (30)');
  await expect(page.getByText('0 of 30 shown')).toBeVisible();
});

test('Show more lists the next 200 completed todos, page by page', async ({ page }) => {
  const user = await signedInUser(page);
  // Completed a minute apart, newest last: "Done 449" heads the list, "Done 0" ends it.
  const history = Array.from({ length: 450 }, (_, index) => ({
    text: `Done ${index}`,
    completed: true,
  }));
  await seedTodos(user.uid, history);
  const todo = todoPage(page);
  const showMore = page.getByRole('button', { name: 'Show more' });
  await todo.completedToggle.click();
  await expect(todo.completed.getByRole('listitem')).toHaveCount(200);
  await expect(
    todo.completed.getByRole('checkbox', { name: 'Done 250', exact: true }),
  ).toBeVisible();
  await expect(todo.completed.getByRole('checkbox', { name: 'Done 249', exact: true })).toHaveCount(
    0,
  );

  await showMore.click();
  await expect(todo.completed.getByRole('listitem')).toHaveCount(400);
  await expect(page.getByText('400 of 450 shown')).toBeVisible();
  await expect(
    todo.completed.getByRole('checkbox', { name: 'Done 249', exact: true }),
  ).toBeVisible();

  await showMore.click();
  await expect(todo.completed.getByRole('listitem')).toHaveCount(450);
  await expect(todo.completed.getByRole('checkbox', { name: 'Done 0', exact: true })).toBeVisible();
  await expect(showMore).toHaveCount(0);

  // The older pages stay live: reopening one moves it to the open list.
  await todo.completed.getByRole('checkbox', { name: 'Done 3', exact: true }).click();
  await expect(todo.active.getByRole('button', { name: 'Done 3', exact: true })).toBeVisible();
  await expect(todo.completed.getByRole('listitem')).toHaveCount(449);
});

test('the next todo can be typed before the server has the last one, and focus stays put', async ({
  page,
  context,
}) => {
  const user = await signedInUser(page);
  const todo = todoPage(page);
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();

  // Offline, the server confirms nothing: the list and the form must not wait for it.
  await context.setOffline(true);
  await todo.input.fill('Buy milk');
  await todo.input.press('Enter');
  await expect(todo.active.getByRole('button', { name: 'Buy milk', exact: true })).toBeVisible();
  await expect(todo.input).toBeEnabled();
  await expect(todo.input).toBeFocused();
  await todo.input.pressSequentially('Pay rent');
  await todo.input.press('Enter');
  await expect(todo.active.getByRole('button', { name: 'Pay rent', exact: true })).toBeVisible();

  // Moving on from the form keeps the focus where it went, and the checkbox toggles.
  const checkbox = todo.active.getByRole('checkbox', { name: 'Buy milk' });
  await checkbox.focus();
  await context.setOffline(false);
  await expect
    .poll(async () => (await storedTodos(user.uid)).map((stored) => stored.text as string))
    .toEqual(expect.arrayContaining(['Buy milk', 'Pay rent']));
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(todo.counts).toHaveText('1 active, 1 completed');
});

test('adds past a full window of creates another device left: each todo once, and no error', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const todo = todoPage(page);
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
  // Another device filled the account's window of creates a little over a minute ago.
  const full = CREATES_PER_MINUTE;
  await adminDb()
    .doc(`users/${user.uid}/usage/caps`)
    .set({
      todos: full,
      tasks: 0,
      addedTodos: [],
      addedTasks: [],
      windowStart: Timestamp.fromMillis(Date.now() - 61_000),
      windowCreates: full,
      updatedAt: Timestamp.now(),
    });

  // Typed one after the other, each sent before the server has answered the one before.
  const texts = ['First past the window', 'Second past the window', 'Third past the window'];
  for (const text of texts) {
    await todo.input.fill(text);
    await todo.input.press('Enter');
    await expect(todo.active.getByRole('button', { name: text, exact: true })).toBeVisible();
  }
  await expect
    .poll(async () => (await storedTodos(user.uid)).map((stored) => stored.text as string).sort())
    .toEqual([...texts].sort());
  await expect(page.getByText('Failed to add todo')).toBeHidden();
  await expect(todo.input).toHaveValue('');
  const caps = (await adminDb().doc(`users/${user.uid}/usage/caps`).get()).data();
  expect(caps).toMatchObject({ todos: full + 3, windowCreates: 3 });
});

test('two tabs of one user stay in sync without a reload', async ({ page, context }) => {
  await signedInUser(page);
  const other = await context.newPage();
  await other.goto('/todo');
  const a = todoPage(page);
  const b = todoPage(other);
  await expect(other.getByText('No todos yet. Add one above to get started!')).toBeVisible();

  await a.input.fill('Seen in both tabs');
  await a.input.press('Enter');
  await expect(
    b.active.getByRole('button', { name: 'Seen in both tabs', exact: true }),
  ).toBeVisible();

  // And back: completing it in tab B moves it in tab A.
  await b.active.getByRole('checkbox', { name: 'Seen in both tabs' }).click();
  await expect(a.completedToggle).toHaveText('Completed (1)');
  await expect(a.counts).toHaveText('0 active, 1 completed');
});

test('a todo the server refuses leaves the other tab too', async ({ page, context }) => {
  const user = await signedInUser(page);
  const other = await context.newPage();
  await other.goto('/todo');
  const a = todoPage(page);
  const b = todoPage(other);
  await a.input.fill('Kept');
  await a.input.press('Enter');
  await expect(b.active.getByRole('button', { name: 'Kept', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await storedTodos(user.uid)).map((stored) => stored.text as string))
    .toEqual(['Kept']);

  // An account being deleted takes no new todos; the other tab has been shown this one at once.
  await adminDb().doc(`accountDeletions/${user.uid}`).set({ requestedBy: user.uid, done: [] });
  await a.input.fill('Refused');
  await a.input.press('Enter');
  await expect(page.getByText('Failed to add todo')).toBeVisible();
  await expect(b.active.getByRole('button', { name: 'Refused', exact: true })).toBeHidden();
  await expect(a.active.getByRole('button', { name: 'Refused', exact: true })).toBeHidden();
  await expect(b.active.getByRole('button', { name: 'Kept', exact: true })).toBeVisible();
});

test("a tab shows only its own account's new todos from other tabs", async ({ page }) => {
  const user = await signedInUser(page);
  const todo = todoPage(page);
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();

  // Two tabs of one browser signed into different accounts, for the moment a sign-in in one
  // takes to reach the other: what one adds must not show in the other. Played here by the
  // messages such tabs send each other, one from another account, then one from this account
  // whose write fails.
  const post = (message: object) => postAsAnotherTab(page, message);
  const created = (owner: string, text: string) => ({
    kind: 'created',
    path: `users/${owner}/todos`,
    id: `from-${owner}`,
    fields: { text, completed: false, dueType: 'anytime', goalId: null, userId: owner },
  });
  await post(created('another-account', 'Not mine'));
  await post(created(user.uid, 'Mine, refused'));
  await expect(
    todo.active.getByRole('button', { name: 'Mine, refused', exact: true }),
  ).toBeVisible();
  await expect(todo.active.getByRole('button', { name: 'Not mine', exact: true })).toBeHidden();

  const { path, id } = created(user.uid, '');
  await post({ kind: 'refused', path, id });
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
});

test('the edit panel is 384 px wide on a desktop and full width on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await signedInUser(page);
  await seedTodos(user.uid, [{ text: 'Measure me' }]);
  const todo = todoPage(page);

  await todo.active.getByRole('button', { name: 'Measure me', exact: true }).click();
  await expect(todo.panel).toBeVisible();
  await expect.poll(async () => (await todo.panel.boundingBox())?.width).toBe(384);
  await todo.panel.getByRole('button', { name: 'Close' }).click();
  await expect(todo.panel).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await todo.active.getByRole('button', { name: 'Measure me', exact: true }).click();
  await expect.poll(async () => (await todo.panel.boundingBox())?.width).toBe(360);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('a todo is one line', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a paste goes on one line, Enter saves the panel, a control character is refused', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const [older] = await seedTodos(user.uid, [{ text: 'Written\nbefore\tthe rule' }]);
    const todo = todoPage(page);

    // Pasted lines and tabs become spaces, where the caret is.
    await page.evaluate(() => navigator.clipboard.writeText('milk\r\nand\teggs'));
    await todo.input.fill('Buy ');
    await todo.input.press('ControlOrMeta+V');
    await expect(todo.input).toHaveValue('Buy milk and eggs');
    await todo.input.press('Enter');
    await expect(
      todo.active.getByRole('button', { name: 'Buy milk and eggs', exact: true }),
    ).toBeVisible();

    // A todo stored with line breaks opens on one line; Enter saves instead of breaking it.
    await todo.active.getByRole('button', { name: /^Written/ }).click();
    const text = todo.panel.getByRole('textbox', { name: 'Todo Text' });
    await expect(text).toHaveValue('Written before the rule');
    await text.press('End');
    await text.press('Enter');
    await expect(todo.panel).toBeHidden();
    await expect
      .poll(async () => (await adminDb().doc(`users/${user.uid}/todos/${older}`).get()).get('text'))
      .toBe('Written before the rule');

    // What a paste cannot bring (a dropped control character) is refused with its message.
    await todo.input.fill('Ring the bell\u0007');
    await expect(
      todo.addForm.getByText("Todo text can't contain tabs or other control characters"),
    ).toBeVisible();
    await expect(todo.addButton).toBeDisabled();
    // An added todo would empty the input at once.
    await todo.input.press('Enter');
    await expect(todo.input).toHaveValue('Ring the bell\u0007');
    await expect(todo.active.getByRole('button', { name: /^Ring the bell/ })).toHaveCount(0);
  });
});

test('the counts wait for the lists, rather than say 0 while they load', async ({ page }) => {
  // The lists come over Firestore's Listen channel: held back, the page shows them loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/google.firestore.v1.Firestore/Listen/channel**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const user = await signedInUser(page, 'free');
  await seedTodos(user.uid, [
    { text: 'call mum', dueType: 'today', createdMinute: 1 },
    { text: 'Archive mail', dueType: 'today', completed: true, createdMinute: 2 },
  ]);
  const todo = todoPage(page);

  await expect(page.getByRole('progressbar', { name: 'Loading todos' })).toBeVisible();
  await expect(page.getByText(/^\d+ active, \d+ completed$/)).toHaveCount(0);

  release();
  await expect(todo.counts).toHaveText('1 active, 1 completed');
});
