// Orders (/order) in the tof build, against the real server and its seeded orders (placed in the
// days before the server's first start, so some are late to ship): supplier1 finds the orders late
// to ship with the delay filter, saves that as a view, opens one, acknowledges or ships part of
// it (the ship form refuses a bad tracking number first), cancels part of what is left with the
// required reason, corrects the logistics, and reads the shipments and the status log; then the
// same order in Chinese.
import type { Locator, Page } from '@playwright/test';
import { test, expect, openMenu, seriousViolations, signInSupplier, openRow, WIDE_WINDOW } from '../fixtures';

// cells are looked up by their column's header: every column must be drawn (WIDE_WINDOW)
test.use({ viewport: WIDE_WINDOW });

/** The text of a row's cell under the column whose header starts with `header`. */
async function cellText(list: Locator, row: Locator, header: string): Promise<string> {
  const headers = (await list.getByTestId('list-table').getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const column = headers.findIndex((t) => t.startsWith(header));
  expect(column, `a column "${header}"`).toBeGreaterThan(-1);
  return (await row.locator('[role="gridcell"], [role="cell"], [role="rowheader"]').nth(column).innerText()).trim();
}

/** Runs `act` and waits for the list search it sends to be answered and drawn. */
async function searched(page: Page, list: Locator, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/search$/.test(new URL(r.url()).pathname));
  await act();
  await answered;
  await expect(list.getByTestId('list-table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
}


async function search(page: Page, list: Locator) {
  await searched(page, list, () => list.getByTestId('search-submit').click());
}

test('orders: late to ship, saved view, part ship, part cancel with reason, logistics, log; in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  await signInSupplier(page);
  await openMenu(page, 'Orders', 'Orders');
  await expect(page).toHaveURL(/\/order\/list$/);
  const list = page.getByTestId('list-order.list');
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  // ---- the delay filter: awaiting shipment and late to ship ------------------------------------
  await list.getByTestId('search-sellerOrderStatuses').getByRole('button').click();
  await page.getByRole('option', { name: 'Awaiting shipment' }).click();
  await page.keyboard.press('Escape');
  await list.getByTestId('search-delayShip').getByRole('checkbox').check();
  await search(page, list);
  const rows = list.getByTestId('list-table').getByRole('row');
  for (let i = 1; i <= Math.min(3, (await rows.count()) - 1); i++) await expect(rows.nth(i).getByTestId('row-status')).toHaveText('Awaiting shipment');

  // saved as a view, which comes back with its conditions
  await list.getByTestId('theme-menu-button').click();
  await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
  await page.getByTestId('theme-name').getByRole('textbox').fill('Late to ship');
  await page.getByTestId('theme-name-save').click();
  await expect(page.getByTestId('theme-name-dialog')).toBeHidden();
  await list.getByTestId('search-reset').click();
  await expect(list.getByTestId('search-delayShip').getByRole('checkbox')).not.toBeChecked();
  await list.getByTestId('theme-menu-button').click();
  await searched(page, list, () => page.getByRole('menuitemradio', { name: 'Late to ship' }).or(page.getByRole('menuitem', { name: 'Late to ship' })).click());
  await expect(list.getByTestId('search-delayShip').getByRole('checkbox')).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // ---- open a late order of two units or more (one ships, one is cancelled) -------------------------
  let pick = 0;
  for (let i = 1; i < (await rows.count()) && !pick; i++) if (Number(await cellText(list, rows.nth(i), 'Quantity')) >= 2) pick = i;
  expect(pick, 'a late order with two units or more').toBeGreaterThan(0);
  await openRow(page, rows.nth(pick), /\/order\/info\/[^/]+$/);
  const info = page.getByTestId('order-info');
  await expect(info.getByTestId('order-info-status')).toHaveText('Awaiting shipment');
  await expect(info.getByTestId('order-action-acknowledge')).toHaveCount(0);
  await expect(info.getByTestId('order-info-log-entry').first()).toContainText('Pushed by the platform');

  // ---- apply for the waybill and print its label ----------------------------------------------------
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await info.getByTestId('order-action-waybill').click();
  const sheet = page.getByTestId('waybill-dialog');
  await expect(sheet.getByTestId('waybill-label')).toHaveCount(1);
  const waybillNo = (await sheet.locator('.waybill-no strong').innerText()).trim();
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByTestId('waybill-print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await sheet.getByTestId('waybill-close').click();
  await expect(info.getByTestId('order-info-logistics')).toContainText(waybillNo);

  // ---- ship one unit of the first line (the form starts from the waybill) ------------------------------
  await info.getByTestId('order-action-ship').click();
  await expect(page).toHaveURL(/\/order\/ship\/[^/]+$/);
  const form = page.getByTestId('order-ship');
  const qtys = form.getByTestId('line-qty');
  await expect(qtys.first()).not.toHaveValue('');
  await expect(form.getByTestId('order-ship-tracking').getByRole('textbox')).toHaveValue(waybillNo);
  await qtys.first().fill('1');
  for (let i = 1; i < (await qtys.count()); i++) await qtys.nth(i).fill('0');
  await form.getByTestId('order-ship-carrier').getByRole('button').click();
  await page.getByRole('option', { name: 'DHL Express' }).click();
  await form.getByTestId('order-ship-tracking').getByRole('textbox').fill('12');
  await form.getByTestId('order-ship-submit').click();
  // refused in the form, nothing sent
  await expect(form.getByTestId('order-ship-problems')).toContainText('6 to 40 letters');
  await form.getByTestId('order-ship-tracking').getByRole('textbox').fill('JD0146000099');
  await form.getByTestId('order-ship-submit').click();
  const confirm = page.getByTestId('order-ship-confirm');
  await expect(confirm).toContainText('JD0146000099');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/order\/info\/[^/]+$/);
  await expect(info.getByTestId('order-info-shipment')).toHaveCount(1);
  await expect(info.getByTestId('order-info-shipment').first()).toContainText('JD0146000099');
  await expect(info.getByTestId('order-info-shipment').first()).toContainText('Grace Lin');
  await expect(info.getByTestId('order-info-status')).toHaveText('Partly shipped');

  // ---- cancel one unit of what is left: the reason is required ----------------------------------------
  await info.getByTestId('order-action-cancel').click();
  const dialog = page.getByTestId('order-cancel-dialog');
  await dialog.getByTestId('line-qty').first().fill('1');
  await dialog.getByTestId('order-cancel-dialog-save').click();
  await expect(dialog.getByTestId('order-cancel-reason')).toContainText('the reason is required');
  await dialog.getByTestId('order-cancel-reason').getByRole('textbox').fill('Colour discontinued');
  await dialog.getByTestId('order-cancel-dialog-save').click();
  await expect(dialog).toBeHidden();
  await expect(info.getByTestId('order-info-log-entry').last()).toContainText('Colour discontinued');

  // ---- correct the logistics of the shipment --------------------------------------------------------
  await info.getByTestId('order-action-logistics').click();
  const logistics = page.getByTestId('order-logistics-dialog');
  await logistics.getByTestId('order-logistics-tracking').getByRole('textbox').fill('JD0146000100');
  await logistics.getByTestId('order-logistics-dialog-save').click();
  await expect(logistics).toBeHidden();
  await expect(info.getByTestId('order-info-shipment').first()).toContainText('JD0146000100');
  await expect(info.getByTestId('order-info-log-entry').last()).toContainText('JD0146000100');
  expect(await seriousViolations(page)).toEqual([]);

  // ---- the packing list as a file ---------------------------------------------------------------------
  const [file] = await Promise.all([page.waitForEvent('download'), info.getByTestId('order-download-packing').click()]);
  expect(file.suggestedFilename()).toMatch(/^Packing list PO\d{8}\.xlsx$/);

  // ---- in Chinese ------------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(info.getByRole('heading', { name: /^订单 / })).toBeVisible();
  await expect(info.getByTestId('order-info-log-section')).toContainText('状态日志');
  await expect(info.getByTestId('order-info-log-entry').first()).toContainText('平台推送订单');
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('abnormal orders: open ones, resolve one with a required note, the list keeps its view', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Orders', 'Abnormal Orders');
  await expect(page).toHaveURL(/\/order\/abnormalList/);
  const list = page.getByTestId('list-order.abnormalList');
  await list.getByTestId('search-status').getByRole('button').click();
  await page.getByRole('option', { name: 'Open', exact: true }).click();
  await search(page, list);
  const rows = list.getByTestId('list-table').getByRole('row');
  await expect(rows.nth(1).getByTestId('row-status')).toHaveText('Open');
  const orderNo = await cellText(list, rows.nth(1), 'Supplier order no.');
  expect(await seriousViolations(page)).toEqual([]);

  await openRow(page, rows.nth(1), /\/order\/abnormalInfo\/[^/]+$/);
  const info = page.getByTestId('abnormal-info');
  await expect(info.getByRole('heading', { name: `Exception on order ${orderNo}` })).toBeVisible();
  await info.getByTestId('abnormal-resolve').click();
  const dialog = page.getByTestId('abnormal-resolve-dialog');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('abnormal-note')).toContainText('The resolution is required.');
  await dialog.getByTestId('abnormal-note').getByRole('textbox').fill('Address confirmed with the customer by phone');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(info.getByTestId('abnormal-status')).toHaveText('Resolved');
  await expect(info.getByTestId('abnormal-fields')).toContainText('Address confirmed with the customer by phone');
  await expect(info.getByTestId('abnormal-resolve')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // back through the menu: the list shows the same view, without the resolved exception
  await openMenu(page, 'Orders', 'Abnormal Orders');
  await expect(list.getByTestId('search-status')).toContainText('Open');
  await expect(rows.nth(1)).toBeVisible();
  await expect(list.getByTestId('list-table')).not.toContainText(`${orderNo}`);
});
