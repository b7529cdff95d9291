// Price inquiries in the tof build, against the real server and its seed (docs/domain/receipts.md,
// "Slice (built): price inquiries"): supplier1 opens its open price inquiries (the list filtered by
// state; the menu entry is the crawl's), opens one (the seed gives open ones 2 or 3 lines) and
// replies: the first line's price with 6 decimals is refused on its field, then quoted; the second
// line declined with a reason (a third quoted too); the record shows the reply per line. "Clear
// reply" empties it and the inquiry is open again; the second reply, every line declined, is sent
// once by a double click. Then the same record in Chinese.
import type { Locator, Page } from '@playwright/test';
import { test, expect, fillDateField, openRow, signInSupplier } from '../fixtures';

const VALID_UNTIL = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);

/** A quote: the price and lead time typed; the minimum quantity (1) and valid until (the deadline's day) as the form offers them, the first line's date moved later. */
async function quote(line: Locator, price: string, validUntil?: string) {
  await line.getByTestId('receipt-inquiry-reply-price').getByRole('textbox').fill(price);
  await line.getByTestId('receipt-inquiry-reply-lead').getByRole('textbox').fill('21');
  if (validUntil) await fillDateField(line.getByTestId('receipt-inquiry-reply-valid'), validUntil);
}

async function decline(page: Page, line: Locator, reason = 'Cannot supply') {
  await line.getByTestId('receipt-inquiry-reply-answer').getByRole('button').click();
  await page.getByRole('option', { name: `Decline: ${reason}` }).click();
}

test('price inquiry: reply to the lines (one declined), clear the reply, reply again; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await page.goto(`/receipt/priceInquiry?q=${encodeURIComponent(JSON.stringify({ status: 'open' }))}&sort=replyClosesAt:desc`);
  await openRow(page, page.getByTestId('list-receipt.priceInquiry').getByTestId('list-table').getByRole('row').nth(1), /\/receipt\/priceInquiryInfo\/PI/);

  const inquiry = page.getByTestId('receipt-inquiry');
  const fields = inquiry.getByTestId('receipt-inquiry-fields');
  await expect(fields).toContainText('Open');
  await expect(fields).toContainText(/\d+ d \d+ h left/);
  await inquiry.getByTestId('receipt-inquiry-reply').click();
  const dialog = page.getByTestId('receipt-inquiry-reply-dialog');
  const lines = dialog.getByTestId('receipt-inquiry-reply-line');
  const count = await lines.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await quote(lines.nth(0), '12.123456', VALID_UNTIL);
  await decline(page, lines.nth(1));
  if (count > 2) await quote(lines.nth(2), '7.5');
  await dialog.getByTestId('confirm-ok').click();
  await expect(lines.nth(0).getByTestId('receipt-inquiry-reply-price')).toContainText('A positive amount with at most 5 decimals');
  await lines.nth(0).getByTestId('receipt-inquiry-reply-price').getByRole('textbox').fill('12.5');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(fields).toContainText('Replied');
  const replies = inquiry.getByTestId('receipt-inquiry-lines').getByTestId('receipt-inquiry-line-reply');
  await expect(replies.nth(0)).toHaveText(`$12.50 · 21 days · min. 1 · valid until ${VALID_UNTIL}`);
  if (count > 2) await expect(replies.nth(2)).toHaveText(/^\$7\.50 · 21 days · min\. 1 · valid until \d{4}-\d{2}-\d{2}$/);
  await expect(replies.nth(1)).toHaveText('Declined: Cannot supply');

  await inquiry.getByTestId('receipt-inquiry-clear').click();
  await page.getByTestId('receipt-inquiry-clear-dialog').getByTestId('confirm-ok').click();
  await expect(fields).toContainText('Open');
  await expect(replies.nth(0)).toHaveText('-');
  await expect(replies.nth(1)).toHaveText('-');

  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/price-inquiry/reply')) sent += 1;
  });
  // the second reply declines every line (the quote's fields are the first reply's); a double click sends it once
  await inquiry.getByTestId('receipt-inquiry-reply').click();
  for (let i = 0; i < count; i++) await decline(page, lines.nth(i), 'Price not viable');
  await dialog.getByTestId('confirm-ok').dblclick();
  await expect(dialog).toBeHidden();
  await expect(fields).toContainText('Replied');
  await expect(replies.nth(0)).toHaveText('Declined: Price not viable');
  expect(sent).toBe(1);

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(fields).toContainText('已报价');
  await expect(replies.nth(1)).toHaveText('已拒绝报价：价格不可行');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
