// Price formulas in the tof build, against the real server and its seed (docs/domain/products.md,
// "Price formulas"): supplier1 sees each channel's formula under the platform product list, opens
// one channel's, opens a platform product from the list, sees its skus' sale prices
// set at listing and its channel's active formula, edits the formula, is told a value is missing,
// recalculates one that would sell under the minimum margin (activation not offered), changes it,
// recalculates again, activates it once (a double click) and sees each sku's new sale price and
// the formula that made it; then the same record in Chinese.
import { formulaSalePrice } from '../../src/contract/product/price-formula';
import { test, expect, openMenu, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

const PRODUCT = 'pr-harbor-000003';
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('price formula: edit, recalculate with its preview, activate, the skus repriced; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Platform Products');
  await expect(page.getByTestId('list-product.platformList').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  // under the list, every channel with the formula its sale prices follow; a channel's formulas open below
  const channels = page.getByTestId('channel-formulas').getByTestId('channel-formula-row');
  await expect(channels.first()).toContainText('Supply × (1 + 60%)');
  await channels.first().getByTestId('channel-formula-open').click();
  await expect(page.getByTestId('product-formula').getByTestId('formula-active')).toContainText('The platform sets the sale prices of channel');

  await page.goto(`/product/platformInfo/${PRODUCT}`);
  const product = page.getByTestId('product');
  const section = product.getByTestId('product-formula');
  await expect(section.getByTestId('formula-active')).toContainText('The platform sets the sale prices of channel');
  const skus = product.getByTestId('product-sku');
  await expect(skus.first()).toBeVisible();
  const supplies = (await skus.getByTestId('product-sku-price').allInnerTexts()).map(amount);

  await section.getByTestId('formula-open').click();
  const dialog = page.getByTestId('formula-dialog');
  await dialog.getByTestId('formula-markup').getByRole('textbox').fill('');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('formula-markup')).toContainText('Required.');
  // 5 % sells under the platform's minimum margin: the preview says so and offers no activation
  await dialog.getByTestId('formula-markup').getByRole('textbox').fill('5');
  await dialog.getByTestId('formula-fee').getByRole('textbox').fill('0');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('formula-preview')).toBeVisible();
  expect(Number(await dialog.getByTestId('formula-preview-under').innerText())).toBeGreaterThan(0);
  await expect(dialog.getByTestId('confirm-ok')).toHaveText('Change values');
  await dialog.getByTestId('confirm-ok').click();

  await dialog.getByTestId('formula-markup').getByRole('textbox').fill('75');
  await dialog.getByTestId('formula-fee').getByRole('textbox').fill('0.5');
  await dialog.getByTestId('formula-rounding').getByRole('button').click();
  await page.getByRole('option', { name: 'Up to .99' }).click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('formula-preview-under')).toHaveText('0');
  const total = Number(await dialog.getByTestId('formula-preview-total').innerText());
  expect(total).toBeGreaterThanOrEqual(supplies.length);
  await expect(dialog.getByTestId('formula-preview-row').first()).toContainText('→');
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/product/price/formula/active')) sent += 1;
  });
  await expect(dialog.getByTestId('confirm-ok')).toHaveText('Activate');
  await dialog.getByTestId('confirm-ok').dblclick();
  await expect(dialog).toBeHidden();
  expect(sent).toBe(1);

  // the record is read again: every sku priced by the new formula, which is the channel's active one
  await expect(section.getByTestId('formula-row').and(page.locator('[data-status="active"]'))).toContainText('Active');
  const formulaNo = (await section.getByTestId('formula-row').and(page.locator('[data-status="active"]')).getByRole('rowheader').innerText()).trim();
  await expect(skus.first().getByTestId('product-sku-formula')).toHaveText(formulaNo);
  const formulas = await page.request.get(`/back/api/scm-app/supplier/product/price/formula/list?productId=${PRODUCT}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const currency = ((await formulas.json()) as { data: { cart: { currency: string } } }).data.cart.currency;
  const sales = (await skus.getByTestId('product-sku-sale').allInnerTexts()).map(amount);
  expect(sales).toEqual(supplies.map((s) => formulaSalePrice({ markupPercent: 75, fixedFee: 0.5, rounding: 'up99' }, s, currency)));
  await expect(section.getByTestId('formula-row').and(page.locator('[data-status="replaced"]')).first()).toBeVisible();
  await openMenu(page, 'Products', 'Platform Products');
  await expect(page.getByTestId('channel-formulas').getByTestId('channel-formula-row').filter({ hasText: 'Supply × (1 + 75%)' })).toHaveCount(1);
  await page.goto(`/product/platformInfo/${PRODUCT}`);

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(section.getByRole('heading')).toHaveText('价格公式');
  await expect(section.getByTestId('formula-active')).toContainText(formulaNo);
  await expect(section.getByTestId('formula-row').and(page.locator('[data-status="active"]'))).toContainText('生效中');
  await section.getByTestId('formula-open').click();
  await dialog.getByTestId('formula-markup').getByRole('textbox').fill('abc');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('formula-markup')).toContainText('请填写正数。');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
