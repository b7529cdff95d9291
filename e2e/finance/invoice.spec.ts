// Finance slice 2 in the tof build (docs/domain/finance.md, "Slice 2 (built): invoices"): supplier1
// opens the invoices from the menu, creates one against a confirmed settlement (the figures
// pre-filled; a wrong total named by the check as typed, with both figures), uploads the invoice
// file (a PDF), creates the draft, submits it and sees it submitted; the record reads in Chinese.
// The job's approval is covered by the server test (its review takes 30 s here).
import { test, expect, openMenu, signInSupplier } from '../fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('invoice: create one against a confirmed settlement with its file, checked before sending, submit it; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Finance', 'Invoices');
  await expect(page).toHaveURL(/\/finance\/invoiceList$/);
  await page.getByTestId('list-create').click();
  await expect(page).toHaveURL(/\/finance\/invoiceInfo$/);
  const form = page.getByTestId('finance-invoice-form');
  await form.getByTestId('finance-invoice-settlement').getByRole('button').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const amount = form.getByTestId('finance-invoice-amount').getByRole('textbox');
  const owed = await amount.inputValue();
  expect(owed).toMatch(/^-?\d+\.\d{2}$/);
  await form.getByTestId('finance-invoice-no').getByRole('textbox').fill(`FP-E2E-${Date.now()}`);
  // a wrong total is named as typed, with both figures
  await amount.fill('1.00');
  await expect(form.getByTestId('finance-invoice-check').locator('[data-code="INVOICE_TOTAL_MISMATCH"]')).toBeVisible();
  await amount.fill(owed);
  await expect(form.getByTestId('finance-invoice-check').locator('[data-code="INVOICE_FILE_MISSING"]')).toBeVisible();
  await form.getByTestId('finance-invoice-file').locator('input[type="file"]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByTestId('finance-invoice-file-name')).toHaveText('invoice.pdf');
  await expect(form.getByTestId('finance-invoice-check-ok')).toBeVisible();
  await form.getByTestId('finance-invoice-save').click();
  await expect(page).toHaveURL(/\/finance\/invoiceInfo\/IV\d+$/);
  const record = page.getByTestId('finance-invoice');
  await expect(record.getByTestId('finance-invoice-fields')).toContainText('Draft');
  await record.getByTestId('finance-invoice-submit').click();
  await page.getByTestId('finance-invoice-submit-dialog').getByTestId('confirm-ok').click();
  await expect(record.getByTestId('finance-invoice-fields')).toContainText('Submitted');
  await expect(record.getByTestId('finance-invoice-submit')).toHaveCount(0);
  await expect(record.getByTestId('finance-invoice-history')).toContainText('Grace Lin');

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(record.getByTestId('finance-invoice-fields')).toContainText('已提交');
  await expect(record.getByTestId('finance-invoice-history')).toContainText('草稿 → 已提交');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
