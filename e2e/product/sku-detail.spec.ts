// Sku detail in the tof build, against the real server and its seed (docs/domain/products.md, "Sku
// detail and the seller's sale price"): supplier1 opens a sku of a platform product from its row
// (by keyboard) and reads its product, master sku, channel, prices with the margin, stock, labels
// and channel match in a dialog (axe on the open dialog, which the crawl cannot reach); then on the
// platform product list finds a sku by its ASIN: an unknown one shows the server's not-found message
// on the field, the real one (typed in lower case) opens the same dialog; then in Chinese, where
// the dialog also leads to the sku's product.
import { test, expect, seriousViolations, signInSupplier } from '../fixtures';

test('sku detail: from the product record, and found by ASIN on the list (unknown first); in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/product/platformInfo/pr-harbor-000002');
  const product = page.getByTestId('product');
  const row = product.getByTestId('product-sku').first();
  const sellerSku = (await row.getAttribute('data-sku'))!;
  const supply = await row.getByTestId('product-sku-price').innerText();
  // keyboard: the sku is a button in its row
  await row.getByTestId('product-sku-open').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('sku-dialog');
  await expect(dialog.getByRole('heading')).toHaveText(sellerSku);
  const fields = dialog.getByTestId('sku-dialog-fields');
  await expect(fields.locator('[data-key="product"] dd')).toContainText('SPU000002');
  await expect(fields.locator('[data-key="supply"] dd')).toHaveText(supply);
  await expect(fields.locator('[data-key="margin"] dd')).toContainText('%');
  await expect(fields.locator('[data-key="channel"] dd')).not.toBeEmpty();
  await expect(dialog.getByTestId('sku-dialog-match')).toHaveAttribute('data-status', /^(matched|unmatched|conflicting|none)$/);
  const asin = (await fields.locator('[data-key="asin"] dd').innerText()).trim();
  expect(asin).toMatch(/^[A-Z0-9]{6,20}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('product-sku-open')).toBeFocused();

  // find by ASIN on the list: an unknown one first, then the real one in lower case
  await page.goto('/product/platformList');
  const find = page.getByTestId('asin-find');
  const field = find.getByTestId('asin-find-field');
  await find.getByTestId('asin-find-submit').click();
  await expect(field).toContainText('Enter the platform');
  await field.getByRole('textbox').fill('B0NOSUCH00');
  await field.getByRole('textbox').press('Enter');
  await expect(field).toContainText('The requested item was not found.');
  await expect(dialog).toBeHidden();
  await field.getByRole('textbox').fill(asin.toLowerCase());
  await expect(field).not.toContainText('not found');
  await find.getByTestId('asin-find-submit').click();
  await expect(dialog.getByRole('heading')).toHaveText(sellerSku);
  await expect(fields.locator('[data-key="asin"] dd')).toHaveText(asin);
  await dialog.getByTestId('sku-dialog-close').click();
  await expect(dialog).toBeHidden();

  // ---- in Chinese, on the same list: the server's message in Chinese, the dialog's words, and
  // the way to the sku's product ----------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await field.getByRole('textbox').fill('B0NOSUCH00');
  await find.getByTestId('asin-find-submit').click();
  await expect(field).toContainText('未找到请求的内容。');
  await field.getByRole('textbox').fill(asin);
  await field.getByRole('textbox').press('Enter');
  await expect(dialog.getByRole('heading')).toHaveText(sellerSku);
  await expect(dialog.getByText('渠道匹配')).toBeVisible();
  await expect(fields.locator('[data-key="productStatus"] dd')).toHaveText(/在售|已下架|已屏蔽/);
  await dialog.getByTestId('sku-dialog-product').click();
  await expect(page).toHaveURL(/\/product\/platformInfo\/pr-harbor-000002$/);
  await expect(dialog).toBeHidden();
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
