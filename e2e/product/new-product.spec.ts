// New product applications in the tof build, against the real server and its seed (docs/domain/
// products.md, "New product application"): supplier1 looks up what a category requires, starts a
// batch from the list, is told by name what each item misses (the channel, the fixed fields, then
// the category's attributes), fills them with the pickers and submits once (a double click); the
// batch waits for the platform. Then a seeded batch with a returned item: only the named field (the
// title) is open in the fix, the item goes back to review and the platform's job
// (NEW_PRODUCT_REVIEW_SECONDS=1 in the e2e servers) approves it as a platform product, which the
// screen shows without a reload; the same batch in Chinese.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('new-product applications: category attributes, a batch with its gaps named, submitted once and waiting for the platform; a returned item fixed and approved by it; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Category Attributes');
  await page.getByTestId('category-tree').getByRole('button', { name: 'Drinkware' }).click();
  await expect(page.getByTestId('category-attribute').filter({ hasText: 'Capacity' })).toContainText('In ml, accepted from 100 to 3000');

  // ---- a new batch ---------------------------------------------------------------------------------
  await openMenu(page, 'Products', 'New Product Applications');
  await expect(page.getByTestId('list-product.applyNewProductList').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('apply-new').click();
  const form = page.getByTestId('apply-create');
  const item = form.getByTestId('apply-item').first();
  await expect(item.getByTestId('apply-item-readiness')).toHaveText('Missing: Category, Title, Brand, Master sku, Supply price');
  await form.getByTestId('apply-create-submit').click();
  await expect(form.getByTestId('apply-create-cart')).toContainText('Pick the channel the items are for.');

  const cart = form.getByTestId('apply-create-cart').getByRole('combobox');
  await cart.pressSequentially('HA-AMZ');
  await expect(page.getByRole('option').first()).toContainText('HA-AMZ');
  await cart.press('ArrowDown');
  await cart.press('Enter');
  await cart.press('Escape');
  await expect(cart).toHaveValue(/^HA-AMZ-/);
  await item.getByTestId('apply-item-category').getByRole('button').click();
  await page.getByRole('option', { name: 'Kitchen › Drinkware' }).click();
  await expect(item.getByTestId('apply-item-readiness')).toHaveText('Missing: Title, Brand, Master sku, Supply price, Material, Food contact certificate, Capacity');
  await item.getByTestId('apply-item-title').getByRole('textbox').fill('Lumen Double Wall Insulated Tumbler 600 ml');
  await item.getByTestId('apply-item-brand').getByRole('textbox').fill('Lumen');
  const sku = item.getByTestId('apply-item-sku').getByRole('combobox');
  await sku.pressSequentially('HA-KT');
  await expect(page.getByRole('option').first()).toContainText('HA-KT');
  await sku.press('ArrowDown');
  await sku.press('Enter');
  await sku.press('Escape');
  await expect(sku).toHaveValue(/^HA-KT\d+-/);
  await item.getByTestId('apply-item-price').getByRole('textbox').fill('6.8');
  await item.getByTestId('apply-item-attr-material').getByRole('button').click();
  await page.getByRole('option', { name: 'Stainless steel' }).click();
  await item.getByTestId('apply-item-attr-foodContact').getByRole('button').click();
  await page.getByRole('option', { name: 'LFGB' }).click();
  await item.getByTestId('apply-item-attr-capacity').getByRole('textbox').fill('600');
  await expect(item.getByTestId('apply-item-readiness')).toHaveText('Ready to submit');

  let submits = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/product/apply/submit')) submits += 1;
  });
  await form.getByTestId('apply-create-submit').dblclick();
  const batch = page.getByTestId('apply-batch');
  await expect(batch.getByTestId('apply-item-turn')).toContainText('Waiting for the platform (about 2 days)');
  expect(submits).toBe(1);

  // ---- a returned item of the seed ---------------------------------------------------------------------
  await openMenu(page, 'Products', 'New Product Applications');
  const list = page.getByTestId('list-product.applyNewProductList').getByTestId('list-table');
  await list.getByRole('row').filter({ hasText: 'Your action: fix returned items' }).last().click();
  const returned = batch.getByTestId('apply-batch-item').filter({ has: page.getByTestId('apply-item-reason').filter({ hasText: 'Title under 20 characters' }) });
  await expect(returned.getByTestId('apply-item-fix-fields')).toHaveText('Fields to fix: Title');
  await returned.getByTestId('apply-item-fix').click();
  const fix = page.getByTestId('apply-fix');
  await expect(fix.getByTestId('apply-fix-category').getByRole('button')).toBeDisabled();
  await fix.getByTestId('apply-fix-title').getByRole('textbox').fill('Northwind Stainless Steel Water Bottle 750 ml');
  await fix.getByTestId('confirm-ok').click();
  const fixed = batch.getByTestId('apply-batch-item').filter({ hasText: 'Northwind Stainless Steel Water Bottle 750 ml' });
  await expect(fixed.getByTestId('apply-item-turn')).toHaveAttribute('data-status', /inReview|approved/);
  await expect(fixed.getByTestId('apply-item-product')).toBeVisible({ timeout: 15_000 });

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(fixed.getByTestId('apply-item-turn')).toContainText('已通过：已作为平台商品上架');
  await expect(batch.getByTestId('apply-batch-fields')).toContainText('当前处理方');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
