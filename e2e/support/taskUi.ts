// Locators and small actions shared by the task, project, calendar and timeline suites.
import { type Locator, type Page } from '@playwright/test';

/** A toast (success or error) with this title. */
export function toast(page: Page, title: string) {
  return page
    .locator('[role="status"], [aria-live="assertive"]')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** The fields of the task dialog or the edit pane, inside `scope`. */
export function taskFields(scope: Locator) {
  return {
    title: scope.getByRole('textbox', { name: 'Title', exact: true }),
    description: scope.getByRole('textbox', { name: 'Description' }),
    project: scope.getByRole('combobox', { name: 'Project' }),
    pomodoros: scope.getByRole('spinbutton', { name: 'Estimated Pomodoros' }),
    length: scope.getByRole('spinbutton', { name: 'Pomodoro Length' }),
    dueDate: scope.getByLabel('Due Date'),
    reminder: scope.getByRole('switch', { name: 'Reminder' }),
    reminderAt: scope.getByLabel('Reminder Date & Time'),
    repeat: scope.getByRole('combobox', { name: 'Repeat' }),
    interval: scope.getByRole('spinbutton', { name: 'Repeat Every' }),
    until: scope.getByLabel('End Date (optional)'),
  };
}

/** The row of a task in a list: its checkbox and its button. */
export function taskRow(page: Page, title: string, scope: Locator | Page = page) {
  return {
    checkbox: scope.getByRole('checkbox', { name: `Complete "${title}"`, exact: true }),
    button: scope.getByRole('button', { name: new RegExp(`^${escape(title)}\\b`) }),
    title: scope.getByText(title, { exact: true }),
  };
}

/** Deletes a task through its edit dialog's Delete and the confirmation. */
export async function deleteThroughDialog(page: Page, title: string) {
  await taskRow(page, title).button.click();
  await page
    .getByRole('dialog', { name: 'Edit Task' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete Task' })
    .getByRole('button', { name: 'Delete' })
    .click();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** 'yyyy-MM-dd' -> 'yyyyMMdd', as UNTIL writes a day. */
export function compactDay(day: string): string {
  return day.replaceAll('-', '');
}
