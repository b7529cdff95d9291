// Receipt info of an order (the purchase invoice the platform declares to customs and tax) in the
// tof build, against the real server: supplier1 opens a seeded pending order without receipt info,
// adds the invoice, adds a line (the form refuses more than ordered and a bad HS code first), sees
// it saved; then, in Chinese, clears it after the confirmation.
import { test, expect, seriousViolations, signInSupplier, WIDE_WINDOW } from '../fixtures';

// cells are looked up by their column's header: every column must be drawn (WIDE_WINDOW)
test.use({ viewport: WIDE_WINDOW });

// seeded order 41 of supplier1's tenant: pending acknowledgement (n mod 20 = 1), no receipt info
const ORDER = 'od-harbor-0000041';

test('receipt info: invoice, a line refused then saved, cleared in Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await signInSupplier(page);
  await page.goto(`/order/info/${ORDER}`);
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt.getByTestId('order-receipt-empty')).toBeVisible();

  // ---- the invoice header -------------------------------------------------------------------------
  await receipt.getByTestId('order-receipt-edit').click();
  const header = page.getByTestId('order-receipt-header-dialog');
  await header.getByTestId('order-receipt-header-dialog-save').click();
  await expect(header.getByTestId('order-receipt-invoice-no')).toContainText('Enter the invoice number.');
  await header.getByTestId('order-receipt-invoice-no').getByRole('textbox').fill('PI-E2E-0041');
  await header.getByTestId('order-receipt-tax-id').getByRole('textbox').fill('91330106MA2B3C4D5E');
  await header.getByTestId('order-receipt-header-dialog-save').click();
  await expect(header).toBeHidden();
  await expect(receipt.getByTestId('order-receipt-header')).toContainText('PI-E2E-0041');
  await expect(receipt.getByTestId('order-receipt-no-lines')).toBeVisible();

  // ---- a line: more than ordered and no HS code are refused before sending ---------------------------
  await receipt.getByTestId('order-receipt-add-line').click();
  const line = page.getByTestId('order-receipt-line-dialog');
  await line.getByTestId('order-receipt-line-qty').getByRole('textbox').fill('999');
  await line.getByTestId('order-receipt-line-price').getByRole('textbox').fill('3.5');
  await line.getByTestId('order-receipt-line-dialog-save').click();
  await expect(line.getByTestId('order-receipt-line-qty')).toContainText(/At most the \d+ ordered\./);
  await expect(line.getByTestId('order-receipt-line-hs')).toContainText('An HS code has 6 to 10 digits.');
  expect(await seriousViolations(page)).toEqual([]);
  await line.getByTestId('order-receipt-line-qty').getByRole('textbox').fill('1');
  await line.getByTestId('order-receipt-line-hs').getByRole('textbox').fill('851762');
  await line.getByTestId('order-receipt-line-dialog-save').click();
  await expect(line).toBeHidden();
  const rows = receipt.getByTestId('order-receipt-line');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('851762');
  await expect(rows.first()).toContainText('CN');
  // saved: it is there after a reload of the page
  await page.reload();
  await expect(page.getByTestId('order-receipt').getByTestId('order-receipt-line')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // ---- in Chinese: clear it after the confirmation -----------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(receipt.getByRole('heading', { name: '票据信息' })).toBeVisible();
  await expect(receipt.getByRole('columnheader', { name: 'HS 编码' })).toBeVisible();
  await receipt.getByTestId('order-receipt-clear').click();
  const confirm = page.getByTestId('order-receipt-clear-confirm');
  await expect(confirm).toContainText('确定清空票据信息？');
  await confirm.getByRole('button', { name: '清空' }).click();
  await expect(receipt.getByTestId('order-receipt-empty')).toContainText('暂无票据信息');
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
