// The product master list, a product's extended attributes and the product upload in the tof build,
// against the real server and its seed (docs/domain/products.md, "Product master list and extended
// attributes"): supplier1 opens Products from the menu, sees the status counts, keeps the products
// with attributes incomplete, finds a product with the picker, chooses its subcategory and fills its
// attributes (a value out of range is refused before sending), then uploads a file of attributes
// with one bad row fixed in review (its product code, with the picker), and reads the upload's effect on the product; then the product in
// Chinese.
import { test, expect, openMenu, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

test('product master: counts, find a product, edit its attributes, upload a file with a fix; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Products');
  await expect(page).toHaveURL(/\/product\/list$/);
  const counts = page.getByTestId('product-counts');
  await expect(counts.getByTestId('product-count-total')).toContainText(/All: \d/);
  await expect(counts.getByTestId('product-count-incomplete')).toContainText(/Attributes incomplete: \d/);
  const table = page.getByTestId('list-product.masterList').getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // find a product by its code with the picker: SPU000004 (Kitchen or not: its category decides its subcategories)
  await page.getByTestId('product-find').click();
  await expect(page).toHaveURL(/\/product\/info$/);
  const box = page.getByTestId('product-pick').getByRole('combobox');
  await box.pressSequentially('SPU000004');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('SPU000004');
  await box.press('ArrowDown');
  await box.press('Enter');
  await box.press('Escape');
  await expect(box).toHaveValue(/SPU000004/);
  await page.getByTestId('product-pick-open').click();
  await expect(page).toHaveURL(/\/product\/info\/SPU000004$/);
  const info = page.getByTestId('product-info');
  await expect(info.getByRole('heading', { level: 2 })).toContainText('SPU000004');
  await expect(info.getByTestId('product-attributes-subcategory')).toContainText('No subcategory chosen yet');
  await expect(info.getByTestId('product-attributes-missing')).toContainText('Missing:');

  // choose the first subcategory, fill every required attribute; a number out of range is refused first
  await info.getByTestId('product-attributes-edit').click();
  const form = info.getByTestId('product-attributes-form');
  await form.getByTestId('product-attributes-category').getByRole('button').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const fields = form.locator('[data-testid^="product-attribute-"]');
  await expect(fields.first()).toBeVisible();
  let outOfRange = false;
  for (const field of await fields.all()) {
    const select = field.getByRole('button');
    if (await select.count()) {
      await select.first().click();
      await page.getByRole('listbox').getByRole('option').first().click();
      continue;
    }
    const text = field.getByRole('textbox');
    const hint = await field.innerText();
    const range = /from (\d+) to (\d+)/.exec(hint);
    if (range && !outOfRange) {
      // below the range: refused in the form, nothing sent
      await text.fill(String(Number(range[1]) - 1));
      await form.getByTestId('product-attributes-save').click();
      await expect(text).toHaveAttribute('aria-invalid', 'true');
      outOfRange = true;
    }
    await text.fill(range ? range[1]! : 'Recycled glass');
  }
  await form.getByTestId('product-attributes-save').click();
  await expect(info.getByTestId('product-attributes-missing')).toHaveText('Every required attribute has a value.');
  await expect(info.getByTestId('product-attributes-subcategory')).toContainText('Subcategory:');

  // the product upload: two rows clear attributes of SPU000004, the second names no product and is fixed in review
  const rows = info.getByTestId('product-attribute-row');
  const [code, code2] = [await rows.nth(0).getAttribute('data-code'), await rows.nth(1).getAttribute('data-code')];
  await page.goto('/product/upload');
  const screen = page.getByTestId('import-screen');
  const csv = ['Product code,Subcategory,Attribute,Value', `SPU000004,,${code},`, `SPU00004,,${code2},`, ''].join('\n');
  const choose = screen.getByTestId('import-choose');
  await choose.locator('input[type="file"]').setInputFiles({ name: 'attributes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose.getByTestId('import-upload').click();
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review.getByTestId('import-counts').locator('[data-key="error"] dd')).toHaveText('1');
  const errors = review.getByTestId('import-error-rows');
  await expect(errors).toContainText('No product has the code "SPU00004".');
  await errors.getByRole('button', { name: 'Fix row 3' }).click();
  const fix = page.getByTestId('import-fix-dialog');
  const picker = fix.getByTestId('import-fix-productCode').getByRole('combobox');
  await picker.fill('');
  await picker.pressSequentially('SPU000004');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('SPU000004');
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await picker.press('Escape');
  await fix.getByTestId('import-fix-save').click();
  await expect(fix).toBeHidden();
  await expect(review.getByTestId('import-counts').locator('[data-key="error"] dd')).toHaveText('0');
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

  // the upload cleared the attribute: SPU000004 misses it again; in Chinese
  await page.goto('/product/info/SPU000004');
  await expect(info.getByTestId('product-attributes-missing')).toContainText('Missing:');
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(info.getByTestId('product-attributes-missing')).toContainText('缺少：');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
