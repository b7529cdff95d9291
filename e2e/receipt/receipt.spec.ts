// Receipts in the tof build, against the real server and its seed (docs/domain/receipts.md, slice
// 1): supplier1 finds its receipt requests from the menu, opens an open request, reserves it (one
// line short of the request, refused until a reason is chosen), creates the inbound, adds its
// tracking (a number ending in an odd digit: the platform counts the first line 1 short), confirms
// it (stock locked) and ships it (a double click ships once); the platform's job
// (RECEIPT_REVIEW_SECONDS=1 in the e2e servers, polled through the API) receives it: the inbound
// shows shipped against received with the short, the request its received and open quantities;
// then the same record in Chinese.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('receipt: answer a request with an inbound and tracking, see it received short with the difference; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Inbound & Outbound', 'Receipt Requests');
  await expect(page).toHaveURL(/\/receipt\/request$/);
  await expect(page.getByTestId('list-receipt.request').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  // the seed's last open request: its deliver-by lies ahead of today, so the platform's dock does not
  // turn the inbound away as late (RECEIPT_DOCK_LATE_BEYOND_GRACE; earlier open ones are months overdue)
  await page.goto('/receipt/requestInfo/rq-harbor-0122');
  const request = page.getByTestId('receipt-request');
  await expect(request.getByTestId('receipt-request-fields')).toContainText('Open');
  await expect(request.getByTestId('receipt-request-fields')).toContainText(/\d+ d \d+ h left|closed/);
  await request.getByTestId('receipt-request-reserve').click();
  const reserve = page.getByTestId('receipt-reserve-dialog');
  const first = reserve.getByTestId('receipt-reserve-line').first();
  const send = first.getByTestId('receipt-reserve-send').getByRole('textbox');
  const requested = Number((await send.inputValue()).replace(/\D/g, ''));
  await send.fill(String(requested - 1));
  await send.blur();
  await reserve.getByTestId('confirm-ok').click();
  await expect(first.getByTestId('receipt-reserve-reason')).toContainText('Choose why the rest is refused.');
  await first.getByTestId('receipt-reserve-reason').getByRole('button').click();
  await page.getByRole('option', { name: 'Out of stock' }).click();
  await reserve.getByTestId('confirm-ok').click();
  await expect(reserve).toBeHidden();
  await expect(request.getByTestId('receipt-request-fields')).toContainText('Acknowledged');

  await request.getByTestId('receipt-request-createInbound').click();
  await page.getByTestId('receipt-request-createInbound-dialog').getByTestId('confirm-ok').click();
  const link = request.getByTestId('receipt-request-inbound').getByRole('link');
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/receipt\/inboundInfo\//);
  const inboundId = decodeURIComponent(page.url().split('/').pop()!);

  const inbound = page.getByTestId('receipt-inbound');
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('Draft');
  await inbound.getByTestId('receipt-inbound-tracking').click();
  const tracking = page.getByTestId('receipt-tracking-dialog');
  await tracking.getByTestId('receipt-tracking-carrier').getByRole('button').click();
  await page.getByRole('option', { name: /^DHL Express \(DHL\)/ }).click();
  await tracking.getByTestId('receipt-tracking-number').getByRole('textbox').fill('1Z20261127');
  await tracking.getByTestId('confirm-ok').click();
  await expect(tracking).toBeHidden();
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('1Z20261127');

  await inbound.getByTestId('receipt-inbound-confirm').click();
  await page.getByTestId('receipt-inbound-confirm-dialog').getByTestId('confirm-ok').click();
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('Confirmed');
  let shipped = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/receipt/inbound/act')) shipped += 1;
  });
  await inbound.getByTestId('receipt-inbound-ship').click();
  await page.getByTestId('receipt-inbound-ship-dialog').getByTestId('confirm-ok').dblclick();
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('Shipped');
  expect(shipped).toBe(1);

  // the platform counts it: poll the inbound through the API, then read the record again
  await expect(async () => {
    const answer = await page.request.get(`/back/api/scm-app/supplier/receipt/inbound/info/${encodeURIComponent(inboundId)}`);
    expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('received');
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('Received');
  const line = inbound.getByTestId('receipt-inbound-lines').getByRole('row').nth(1);
  await expect(line.getByTestId('receipt-inbound-difference')).toHaveText('Short 1');
  await expect(line.getByTestId('receipt-inbound-good')).toHaveText(String(requested - 2));

  await inbound.getByTestId('receipt-inbound-request').click();
  const lineOfRequest = request.getByTestId('receipt-request-lines').getByRole('row').nth(1);
  await expect(lineOfRequest.getByTestId('receipt-line-shipped')).toHaveText(String(requested - 1));
  await expect(lineOfRequest.getByTestId('receipt-line-received')).toHaveText(String(requested - 2));
  await expect(lineOfRequest.getByTestId('receipt-line-open')).toHaveText('0');

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.goto(`/receipt/inboundInfo/${encodeURIComponent(inboundId)}`);
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(inbound.getByTestId('receipt-inbound-fields')).toContainText('已收货');
  await expect(line.getByTestId('receipt-inbound-difference')).toHaveText('短少 1');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
