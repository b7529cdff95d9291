// Code pickers (decision 027) in the tof build, against the real server: the stock search takes
// several skus, picked by keyboard (type, arrow, Enter) or pasted as a list whose unknown and
// repeated codes are named while the others are added; the list then holds exactly those skus.
import { test, expect, pasteInto, seriousViolations, signInSupplier } from '../fixtures';

test('stock search: skus picked by keyboard and pasted as a list (a bad and a repeated code named), the list holds exactly them', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/inventory/inventory');
  const list = page.getByTestId('list-inventory.inventory');
  const table = list.getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const picker = list.getByTestId('search-sku-codes');
  const box = picker.getByRole('combobox', { name: 'SKU' });
  // keyboard: type, arrow down to the first option, Enter chooses it
  await box.pressSequentially('HA-AP1000');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('HA-AP1000');
  const picked = ((await first.locator('.code-picker-code').textContent()) ?? '').trim();
  await box.press('ArrowDown');
  await box.press('Enter');
  // the list may stay open for the next pick; Escape closes it
  await box.press('Escape');
  const chosen = list.getByTestId('search-sku-codes-chosen');
  await expect(chosen.locator('.code-tag-code')).toHaveText([picked]);
  await expect(box).toHaveValue('');

  // a pasted list: one code already chosen, one unknown, one written twice, one new
  // another sku of the tenant, found through the picker's search
  await box.pressSequentially('HA-');
  const others = page.getByRole('option').filter({ hasNotText: picked });
  await expect(others.first()).toBeVisible();
  const other = ((await others.first().locator('.code-picker-code').textContent()) ?? '').trim();
  await box.press('Escape');
  await box.fill('');
  await pasteInto(box, `${picked}\nNO-SUCH-SKU, ${other} ${other}`);
  const report = picker.getByTestId('search-sku-codes-report');
  await expect(report).toContainText('Not found: NO-SUCH-SKU');
  await expect(report).toContainText(`Repeated or already added: ${picked}, ${other}`);
  await expect(report).toContainText('1 code added.');
  await expect(chosen.locator('.code-tag-code')).toHaveText([picked, other]);
  await box.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);

  await list.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: picked })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: other })).toHaveCount(1);

  // a chosen sku is removed by its button; the list follows
  await chosen.getByRole('button', { name: `Remove ${other}` }).click();
  await list.getByTestId('search-submit').click();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('stock search picker fits a phone window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSupplier(page);
  await page.goto('/inventory/inventory');
  const box = page.getByTestId('search-sku-codes').getByRole('combobox', { name: 'SKU' });
  await box.pressSequentially('HA');
  await expect(page.getByRole('option').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
