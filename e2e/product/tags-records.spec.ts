// Fulfilment labels, strategies and change records in the tof build, against the real server and
// its seed (docs/domain/products.md, "Fulfilment tag", "Change records", "Fulfilment strategy"):
// supplier1 opens an approved label application, revokes it (a reason required), opens its product
// and applies for a label on its skus (a sku required, sent once on a double click), adds a
// strategy whose carrier class breaks the label's rule until changed; then in Chinese finds an
// application still waiting from the menu, withdraws it and finds the change in the change
// records. (The platform's job deciding applications is the server test's.) One page load after
// the sign-in; the rest is in-app navigation.
import { test, expect, openMenu, openRow, seriousViolations, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

test('fulfilment labels: revoke an approved one, apply for one, add a strategy; withdraw and the change records in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await page.goto(`/product/fulfillmentTagApplyList?q=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`);
  const list = page.getByTestId('list-product.fulfillmentTagApplyList');
  await openRow(page, list.getByTestId('list-table').getByRole('row').nth(1), /\/product\/fulfillmentTagApplyInfo\/[^/]+$/);

  // revoke an approved label: the reason is required
  const info = page.getByTestId('tag-info');
  await expect(info.getByTestId('tag-turn')).toHaveAttribute('data-status', 'approved');
  await expect(info.getByTestId('tag-withdraw')).toHaveCount(0);
  await info.getByTestId('tag-revoke').click();
  const revoke = page.getByTestId('tag-revoke-dialog');
  await revoke.getByTestId('confirm-ok').click();
  await expect(revoke.getByTestId('tag-note')).toContainText('The reason is required.');
  await revoke.getByTestId('tag-note').getByRole('textbox').fill('Carrier contract changed');
  await revoke.getByTestId('confirm-ok').click();
  await expect(revoke).toBeHidden();
  await expect(info.getByTestId('tag-turn')).toHaveAttribute('data-status', 'revoked');
  await expect(info.getByTestId('tag-fields')).toContainText('Carrier contract changed');
  await expect(info.getByTestId('tag-history-row').last()).toContainText('Revoked');

  // its product, with no open application left: apply for a label; a sku is required; a double click sends once
  await info.getByTestId('tag-open-product').click();
  await page.getByTestId('product-apply-tag').click();
  const dialog = page.getByTestId('tag-apply-dialog');
  await dialog.getByTestId('tag-apply-tag-bulky').click();
  const skus = dialog.getByTestId('tag-apply-sku');
  const n = await skus.count();
  for (let i = 0; i < n; i++) await skus.nth(i).click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('tag-apply-skus')).toContainText('Choose at least one sku.');
  await skus.first().click();
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/fulfillmentTag/apply/create')) sent += 1;
  });
  await dialog.getByTestId('confirm-ok').dblclick();
  await expect(dialog).toContainText("The application waits for the platform's decision.");
  expect(sent).toBe(1);
  await dialog.getByTestId('tag-apply-open').click();
  await expect(page).toHaveURL(/\/product\/fulfillmentTagApplyInfo\/ta_[0-9a-f]+$/);
  await expect(info.getByTestId('tag-sku')).toHaveCount(1);
  await expect(info.getByTestId('tag-history-row').first()).toContainText('Grace Lin');

  // a strategy for the label: the label's rules are checked before sending; saved, it is listed
  await openMenu(page, 'Products', 'Fulfilment Strategies');
  const strategies = page.getByTestId('list-product.fulfillmentStrategyList');
  await strategies.getByTestId('strategy-new').click();
  const form = page.getByTestId('strategy-dialog');
  const name = `Bulky pallets, Friday pickup ${test.info().retry || ''}`.trim();
  await form.getByTestId('strategy-name').getByRole('textbox').fill(name);
  await form.getByTestId('strategy-tag').getByRole('button').click();
  await page.getByRole('option', { name: 'Bulky' }).click();
  await form.getByTestId('confirm-ok').click();
  await expect(form.getByTestId('strategy-carrier')).toContainText('Bulky goods do not ship by express.');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByTestId('strategy-carrier').getByRole('button').click();
  await page.getByRole('option', { name: 'Freight' }).click();
  await form.getByTestId('confirm-ok').click();
  await expect(form).toBeHidden();
  await expect(strategies.getByTestId('list-table').getByRole('row').filter({ hasText: name })).toContainText('Freight');

  // ---- in Chinese: an application still waiting, withdrawn; then the change records ----------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await openMenu(page, '商品', '履约标签申请');
  await list.getByTestId('search-status').getByRole('button').click();
  await page.getByRole('option', { name: '申请中', exact: true }).click();
  await list.getByTestId('search-submit').click();
  const first = list.getByTestId('list-table').getByRole('row').nth(1);
  await expect(first).toContainText('申请中');
  await expect(page).toHaveURL(/status/);
  await openRow(page, first, /\/product\/fulfillmentTagApplyInfo\/[^/]+$/);
  await expect(info.getByTestId('tag-turn')).toContainText('等待平台审核');
  const applicationNo = (await info.getByRole('heading', { level: 2 }).innerText()).replace('标签申请 ', '');
  await info.getByTestId('tag-withdraw').click();
  const withdraw = page.getByTestId('tag-withdraw-dialog');
  await withdraw.getByTestId('tag-note').getByRole('textbox').fill('库存调往其他仓库');
  await withdraw.getByTestId('confirm-ok').click();
  await expect(info.getByTestId('tag-turn')).toHaveText('您已撤回');

  await openMenu(page, '商品', '变更记录');
  const records = page.getByTestId('list-product.recordsList');
  const row = records.getByTestId('list-table').getByRole('row').filter({ hasText: applicationNo }).first();
  await expect(row).toContainText('已撤回');
  await expect(row).toContainText('库存调往其他仓库');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
