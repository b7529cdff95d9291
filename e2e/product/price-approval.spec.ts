// Price approval in the tof build, against the real server and its seed (docs/domain/products.md,
// "Price change"): supplier1 finds its platform products from the menu, opens a product, proposes a
// new supply price for a sku, sees the effect on open orders before sending, sends it once (a double
// click), sees it waiting for the platform; the platform's job (PRICE_REVIEW_SECONDS=1 in the e2e
// servers) approves it and applies it on its date (today): the sku's price, the history and the
// approval list show it in effect; meanwhile the product's Chinese title (SPU transfer); then the
// same record in Chinese.
import { test, expect, openMenu, signInSupplier, WIDE_WINDOW } from '../fixtures';

// the approval list's status column is looked up in its row: every column must be drawn
test.use({ viewport: WIDE_WINDOW });

test('price approval: propose with its effect, pending, approved by the platform and in effect; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Platform Products');
  await expect(page).toHaveURL(/\/product\/platformList$/);
  await expect(page.getByTestId('list-product.platformList').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  await page.goto('/product/platformInfo/pr-harbor-000002');
  const product = page.getByTestId('product');
  const row = product.getByTestId('product-sku').filter({ has: page.getByTestId('product-sku-propose') }).first();
  const sellerSku = await row.getAttribute('data-sku');
  const current = Number((await row.getByTestId('product-sku-price').innerText()).replace(/[^0-9.]/g, ''));
  const next = (Math.round(current * 105) / 100).toFixed(2);
  await row.getByTestId('product-sku-propose').click();

  const dialog = page.getByTestId('propose-dialog');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('propose-price')).toContainText('Required.');
  await dialog.getByTestId('propose-price').getByRole('textbox').fill(next);
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('propose-effect')).toContainText(/Before the date: \d+ open orders? keeps? the old price/);
  await expect(dialog.getByTestId('confirm-ok')).toHaveText('Send proposal');
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/product/price/propose')) sent += 1;
  });
  await dialog.getByTestId('confirm-ok').dblclick();
  await expect(dialog).toContainText('The proposal waits for the platform');
  expect(sent).toBe(1);
  await dialog.getByTestId('confirm-ok').click();

  // pending: whose turn it is, and "Withdraw" offered
  const panel = product.getByTestId('proposal');
  await expect(panel.getByTestId('proposal-turn')).toContainText('Waiting for the platform');
  await expect(panel.getByTestId('proposal-withdraw')).toBeVisible();
  const proposalNo = (await panel.getByRole('heading').innerText()).replace('Price proposal ', '');

  // while the platform decides: the listing's title in Chinese (SPU transfer; supplier1's company
  // holds the platform's grant), refused in the wrong language, then saved
  const zh = product.getByTestId('product-translations').getByTestId('translation-row').and(page.locator('[data-lang="zh-CN"]'));
  await zh.getByTestId('translation-open').click();
  const translate = page.getByTestId('translation-dialog');
  await translate.getByTestId('translation-title-field').getByRole('textbox').fill('Thermal bottle');
  await translate.getByTestId('confirm-ok').click();
  await expect(translate.getByTestId('translation-title-field')).toContainText('Write it in the language chosen.');
  await translate.getByTestId('translation-title-field').getByRole('textbox').fill('北风保温杯 500 毫升');
  await translate.getByTestId('confirm-ok').click();
  await expect(translate).toBeHidden();
  await expect(zh.getByTestId('translation-title')).toHaveText('北风保温杯 500 毫升');

  // the platform decides and the price takes effect today
  await expect(async () => {
    await product.getByTestId('product-reload').click();
    await expect(product.getByTestId('product-proposal').filter({ hasText: proposalNo }).getByTestId('product-proposal-status')).toHaveText('In effect', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const priced = product.getByTestId('product-sku').filter({ hasText: sellerSku! });
  await expect(priced.getByTestId('product-sku-price')).toContainText(next);
  await expect(product.getByTestId('product-history-row').filter({ hasText: proposalNo }).first()).toContainText(next);

  // the approval list shows it
  await openMenu(page, 'Products', 'Price Approval');
  const list = page.getByTestId('list-product.approvalList');
  await expect(list.getByTestId('list-table').getByRole('row').filter({ hasText: proposalNo })).toContainText('In effect');

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.goto('/product/platformInfo/pr-harbor-000002');
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(product.getByTestId('product-proposal').filter({ hasText: proposalNo }).getByTestId('product-proposal-status')).toHaveText('已生效');
  await expect(product.getByTestId('product-skus').getByRole('heading')).toHaveText('SKU 列表');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
