// Picking an option of an MUI select, as a mouse user does, in every suite.
import { expect, type Locator, type Page } from './test';

/**
 * Opens the select (a combobox), clicks the option and waits until the menu has left the page.
 *
 * The option is clicked only once the menu has finished opening, which it shows by moving focus
 * onto the current choice. And a closing menu counts as gone only once it is out of the page:
 * its role leaves the accessibility tree at once, while its invisible backdrop and its focus
 * handling stay until it has finished closing, and the next select would open under them.
 */
export async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').and(page.locator(':focus'))).toHaveCount(1);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
}
