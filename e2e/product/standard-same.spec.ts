// Standard and same products in the tof build, against the real server and its seed
// (docs/domain/products.md, "Same-product relation"): supplier1 opens the standard catalogue from
// the menu and its coverage; declines one proposed relation with a reason and confirms another,
// then unlinks it by appeal (the server test sees its offer leave the bidding); reads a standard product with the
// product compare and the competing offers with the lowest marked; requests a relation itself
// through the two pickers; then that relation in Chinese (the crawl reads every route in both).
import type { Locator, Page } from '@playwright/test';
import { test, expect, openMenu, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

/** Opens the first row's record; a click on a row the list is drawing again can be dropped, so it is tried again. */
async function openFirstRow(page: Page, table: Locator) {
  await expect(async () => {
    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/sameProductInfo\?id=/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('standard and same products: coverage, decline, confirm and unlink, compare, bidding, a request of ours; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Standard Products');
  await expect(page).toHaveURL(/\/product\/standardProduct$/);
  await expect(page.getByTestId('list-product.standardProduct').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  // coverage: the figures add up to our products
  await page.getByTestId('link-standardDashboard').click();
  const coverage = page.getByTestId('coverage');
  const figure = async (id: string) => Number((await coverage.getByTestId(id).locator('strong').innerText()).replace(/\D/g, ''));
  await expect(coverage.getByTestId('coverage-products')).toBeVisible();
  const parts = (await figure('coverage-linked')) + (await figure('coverage-proposed')) + (await figure('coverage-declined')) + (await figure('coverage-not-matched'));
  expect(parts).toBe(await figure('coverage-products'));
  await expect(coverage.getByTestId('coverage-category').first()).toBeVisible();

  // decline the first proposal with a reason
  await coverage.getByRole('link', { name: 'Proposed, to confirm' }).click();
  const proposals = page.getByTestId('list-product.sameProductRelationConfirm').getByTestId('list-table');
  await openFirstRow(page, proposals);
  const record = page.getByTestId('same');
  await expect(record.getByTestId('same-turn')).toHaveText('Your action: compare and confirm or decline');
  const declined = (await record.getByRole('heading', { level: 2 }).innerText()).split(' · ')[0];
  await expect(record.getByTestId('same-compare-row')).toHaveCount(6);
  await record.getByTestId('same-declinePack').click();
  await page.getByTestId('same-note').getByRole('textbox').fill('Ours is a 2-pack');
  await page.getByTestId('same-declinePack-dialog').getByTestId('confirm-ok').click();
  await expect(record.getByTestId('same-turn')).toHaveText('Declined by you');
  await expect(record.getByTestId('same-fields')).toContainText('Different pack');
  await expect(record.getByTestId('same-history-row').last()).toContainText('Ours is a 2-pack');

  // confirm the next one: it bids on its standard product; then unlink it
  await page.getByTestId('link-sameProductRelationConfirm').click();
  await expect(proposals.getByRole('row').nth(1)).not.toContainText(declined);
  await openFirstRow(page, proposals);
  await expect(record.getByTestId('same-turn')).toHaveText('Your action: compare and confirm or decline');
  const productCode = (await record.getByRole('heading', { level: 2 }).innerText()).split(' · ')[1].split(' = ')[0];
  await record.getByTestId('same-confirm').click();
  await page.getByTestId('same-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(record.getByTestId('same-turn')).toHaveText('Confirmed: our product is offered as the standard product');
  await record.getByTestId('same-standard-link').click();
  const standard = page.getByTestId('standard');
  await expect(standard.getByTestId('standard-linked-product').filter({ hasText: productCode })).toHaveAttribute('data-status', 'confirmed');
  await standard.getByTestId('standard-bidding-link').click();
  const offers = page.getByTestId('bidding-offers');
  await expect(offers.getByTestId('bidding-offer').filter({ hasText: productCode })).toHaveAttribute('data-ours', 'true');
  await expect(offers.getByTestId('bidding-offer').first()).toHaveAttribute('data-lowest', 'true');
  await expect(offers.getByTestId('bidding-offer').first()).toContainText('Lowest');
  await page.goBack();
  await page.goBack();
  await record.getByTestId('same-unlink').click();
  await page.getByTestId('same-note').getByRole('textbox').fill('Different colour range');
  await page.getByTestId('same-unlink-dialog').getByTestId('confirm-ok').click();
  await expect(record.getByTestId('same-turn')).toHaveText('Unlinked: our product is offered on its own again');
  await expect(record.getByTestId('same-history-row')).toHaveCount(3);

  // a request of ours: our product and its standard product from the pickers
  await page.getByTestId('link-sameProductRelationSearch').click();
  await page.getByTestId('same-request').click();
  const dialog = page.getByTestId('request-dialog');
  const productBox = dialog.getByTestId('request-product').getByRole('combobox');
  await productBox.pressSequentially('SPU000001');
  const productOption = page.getByRole('option').filter({ hasText: 'SPU000001' }).first();
  const title = (await productOption.locator('.code-picker-name').innerText()).split(' - ')[0];
  await productOption.click();
  // the options may stay open for another pick; Escape closes them, not the dialog
  await productBox.press('Escape');
  await expect(productBox).toHaveAttribute('aria-expanded', 'false');
  await expect(productBox).toHaveValue('SPU000001');
  const standardBox = dialog.getByTestId('request-standard').getByRole('combobox');
  await standardBox.pressSequentially(title);
  await page.getByRole('option').filter({ has: page.locator('.code-picker-name').getByText(title, { exact: true }) }).first().click();
  await standardBox.press('Escape');
  await expect(standardBox).toHaveValue(/^STD/);
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toContainText('is confirmed: SPU000001 is now offered as STD');
  await dialog.getByTestId('confirm-ok').click();
  await expect(record.getByTestId('same-turn')).toHaveText('Confirmed: our product is offered as the standard product');
  await expect(record.getByTestId('same-fields')).toContainText('Us');

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(record.getByTestId('same-turn')).toHaveText('已确认：我方商品以标准商品身份报价');
  await expect(record.getByTestId('same-compare-section').getByRole('heading')).toHaveText('商品对比');
  await expect(record.getByTestId('same-fields')).toContainText('我方');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
