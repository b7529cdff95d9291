// Replenishment inbounds in the tof build against the real server and its seed (docs/domain/
// receipts.md, "Slice (built): replenishment inbounds"): supplier1 creates the inbound of a seeded
// confirmed order (a double click creates one), follows the order's link to the inbound's record,
// which names its order and links to the receipt inbound for its actions, and finds it in the list
// (opened first from the menu); the record in Chinese.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test('replenishment inbounds: create the inbound of a confirmed order once, read it, list it; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Replenishment', 'Replenishment Inbound');
  await expect(page).toHaveURL(/\/replenishment\/inbound$/);
  await expect(page.getByTestId('list-replenishment.inbound')).toBeVisible();
  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/replenishment/warehouse-order/create-inbound')) creates += 1;
  });
  await page.goto('/replenishment/info/rp-harbor-0002');
  const record = page.getByTestId('replenishment-order');
  await expect(record.getByTestId('replenishment-order-fields')).toContainText('Confirmed');
  await record.getByTestId('replenishment-order-createInbound').click();
  await page.getByTestId('replenishment-order-createInbound-dialog').getByTestId('confirm-ok').dblclick();
  const link = record.getByTestId('replenishment-order-inbound');
  await expect(link).toHaveText(/^IB\d{9}$/);
  expect(creates).toBe(1);
  await expect(record.getByTestId('replenishment-order-createInbound')).toHaveCount(0);
  const inboundNo = (await link.textContent())!;

  await link.click();
  const inbound = page.getByTestId('replenishment-inbound');
  await expect(page).toHaveURL(/\/replenishment\/inboundInfo\/ib_/);
  await expect(inbound.getByRole('heading', { level: 2 })).toHaveText(inboundNo);
  await expect(inbound.getByTestId('replenishment-inbound-fields')).toContainText('Draft');
  await expect(inbound.getByTestId('replenishment-inbound-order')).toHaveText(/^RP\d{9}$/);
  await expect(inbound.getByTestId('replenishment-inbound-receipt')).toHaveAttribute('href', /\/receipt\/inboundInfo\/ib_/);

  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(inbound.getByTestId('replenishment-inbound-fields')).toContainText('补货单');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await inbound.getByTestId('replenishment-inbound-back').click();
  await expect(page).toHaveURL(/\/replenishment\/inbound$/);
  await expect(page.getByTestId('list-replenishment.inbound').getByTestId('list-table')).toContainText(inboundNo);
});
