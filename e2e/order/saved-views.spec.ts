// Saved views on /order/list (decision 026) in the tof build against the real server: a column
// change made while a view is applied survives a reload (the view then reads "modified" and can
// take the change), and "No view" clears the view and survives a reload too.
import type { Locator, Page } from '@playwright/test';
import { test, expect, signInSupplier, WIDE_WINDOW } from '../fixtures';

const headers = (list: Locator) => list.getByTestId('list-table').getByRole('columnheader');

async function openOrders(page: Page) {
  const list = page.getByTestId('list-order.list');
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await expect(list.getByTestId('list-table')).not.toHaveAttribute('data-loading', 'true');
  await expect(list.getByTestId('theme-menu-button')).toBeEnabled();
  return list;
}

async function hideColumn(page: Page, list: Locator, title: string) {
  await list.getByTestId('list-columns').click();
  const chooser = page.getByTestId('column-chooser');
  await chooser.getByRole('checkbox', { name: `Show ${title}` }).uncheck();
  await chooser.getByTestId('column-chooser-save').click();
  await expect(chooser).toBeHidden();
  await expect(headers(list).filter({ hasText: title })).toHaveCount(0);
}

test('a column change while a view is applied survives a reload; "No view" clears it and survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE_WINDOW);
  await signInSupplier(page);
  await page.goto('/order/list');
  let list = await openOrders(page);
  const before = (await headers(list).allTextContents()).map((t) => t.trim()).filter(Boolean);
  const victim = before.find((t) => t !== before[0] && t !== 'Status') as string;
  expect(victim, 'a column to hide').toBeTruthy();

  // save the current view, then hide a column while it is applied
  await list.getByTestId('theme-menu-button').click();
  await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
  await page.getByTestId('theme-name').getByRole('textbox').fill('Keyboard desk');
  await page.getByTestId('theme-name-save').click();
  await expect(page.getByTestId('theme-name-dialog')).toBeHidden();
  await expect(list.getByTestId('theme-menu-button')).toHaveText(/Views: Keyboard desk ▾/);
  await hideColumn(page, list, victim);
  await expect(list.getByTestId('theme-menu-button')).toHaveText(/Views: Keyboard desk \(modified\)/);
  await expect(page).toHaveURL(/theme=th_/);

  // reload: the view is still applied, the column still hidden
  await page.reload();
  list = await openOrders(page);
  await expect(headers(list).filter({ hasText: victim })).toHaveCount(0);
  await expect(list.getByTestId('theme-menu-button')).toHaveText(/Views: Keyboard desk \(modified\)/);

  // the change goes into the view: no longer modified, and still so after a reload
  await list.getByTestId('theme-menu-button').click();
  await page.getByRole('menuitem', { name: 'Save changes to "Keyboard desk"' }).click();
  await expect(list.getByTestId('theme-menu-button')).toHaveText(/Views: Keyboard desk ▾/);
  await page.reload();
  list = await openOrders(page);
  await expect(headers(list).filter({ hasText: victim })).toHaveCount(0);
  await expect(list.getByTestId('theme-menu-button')).toHaveText(/Views: Keyboard desk ▾/);

  // make it the default view, then choose "No view": the default columns, no view named
  await list.getByTestId('theme-menu-button').click();
  await page.getByRole('menuitem', { name: 'Manage views…' }).click();
  await page.getByTestId('theme-manage').locator('li', { hasText: 'Keyboard desk' }).getByTestId('theme-default').click();
  await page.getByTestId('theme-manage').getByRole('button', { name: 'Close' }).click();
  await list.getByTestId('theme-menu-button').click();
  await page.getByRole('menuitemradio', { name: /No view/ }).click();
  await expect(list.getByTestId('theme-menu-button')).toHaveText('Views ▾');
  await expect(headers(list).filter({ hasText: victim })).toHaveCount(1);
  await expect(page).toHaveURL(/theme=none/);

  // reload: still no view (the default view is not applied again), all default columns
  await page.reload();
  list = await openOrders(page);
  await expect(list.getByTestId('theme-menu-button')).toHaveText('Views ▾');
  await expect(headers(list).filter({ hasText: victim })).toHaveCount(1);
  await list.getByTestId('theme-menu-button').click();
  await expect(page.getByRole('menuitemradio', { name: /No view/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
});
