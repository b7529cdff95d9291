// Network faults in the browser (issue 7, reliability): the order list's search and the order
// detail's load answered with a 503, a reset connection, truncated JSON, nothing (offline) or a
// slow answer. Each fault ends in an error state the user can retry from (the slow answer just
// arrives late), the retry after the fault loads the data, the page throws no uncaught error,
// and no call is repeated on its own (one request per attempt). The error state shows the
// screen's own text, never the developer text of the failure (endpoint id, HTTP status, the
// browser's network error).
import type { Page, Route } from '@playwright/test';
import { test, expect, signInSupplier } from '../fixtures';

type Fault = { name: string; apply(route: Route): Promise<void> } | { name: 'offline' };
const faults: Fault[] = [
  { name: '503', apply: (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }) },
  { name: 'connection reset', apply: (route) => route.abort('connectionreset') },
  { name: 'truncated JSON', apply: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":"0","message":"","data":{"rows":[{"id":"od' }) },
  { name: 'offline' },
];

/** What a failure without a server message must not put on screen. */
const developerText = /HTTP \d{3}|without an envelope|fetch failed|Failed to fetch|NetworkError|order\.(search|info)|not an envelope/i;

/** Routes `pattern` through the fault until `heal()`; counts the requests that reached the route. */
async function inject(page: Page, pattern: string, fault: Fault) {
  let hits = 0;
  if (fault.name === 'offline') await page.context().setOffline(true);
  else {
    await page.route(pattern, async (route) => {
      hits++;
      await (fault as Extract<Fault, { apply: unknown }>).apply(route);
    });
  }
  return {
    hits: () => hits,
    heal: async () => (fault.name === 'offline' ? page.context().setOffline(false) : page.unroute(pattern)),
  };
}

test('order list search: every fault ends in an error the user can retry, then the rows come', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  await signInSupplier(page);
  const list = page.getByTestId('list-order.list');
  const rows = list.getByTestId('list-table').getByRole('row');
  for (const fault of faults) {
    await page.goto('/dashboard');
    const searches: string[] = [];
    const count = (r: { url(): string; method(): string }) => {
      if (r.method() === 'POST' && r.url().endsWith('/order/search')) searches.push(r.url());
    };
    page.on('request', count);
    if (fault.name === 'offline') {
      // offline after the list is open: its Refresh finds no network
      await page.goto('/order/list');
      await expect(rows.nth(1)).toBeVisible();
    }
    const f = await inject(page, '**/back/api/scm-app/supplier/order/search', fault);
    if (fault.name === 'offline') await list.getByRole('button', { name: 'Refresh' }).click();
    else await page.goto('/order/list');
    const error = list.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await expect(error, fault.name).toBeVisible();
    await expect(error, fault.name).toContainText('The list could not be loaded.');
    await expect(error, fault.name).not.toContainText(developerText);
    if (fault.name !== 'offline') expect(f.hits(), `${fault.name}: one request, not repeated on its own`).toBe(1);
    await f.heal();
    await error.getByRole('button').click();
    await expect(rows.nth(1), fault.name).toBeVisible();
    page.off('request', count);
    expect(searches.length, `${fault.name}: the failed attempt and the retry`).toBeLessThanOrEqual(3);
  }
  expect(pageErrors, 'uncaught page errors so far').toEqual([]);
});

test('order detail load: a 503 and a slow answer', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  await signInSupplier(page);
  await page.goto('/order/list');
  const first = page.getByTestId('list-order.list').getByTestId('list-table').getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/order\/info\//);
  const url = page.url();

  const f = await inject(page, '**/back/api/scm-app/supplier/order/info/**', faults[0]!);
  await page.goto(url);
  const error = page.getByTestId('order-info-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('The order could not be loaded.');
  await expect(error).not.toContainText(developerText);
  expect(f.hits()).toBe(1);
  await f.heal();
  await error.getByRole('button').click();
  await expect(page.getByTestId('order-info-status')).toBeVisible();

  // slow: the loading state shows, then the order
  await page.route('**/back/api/scm-app/supplier/order/info/**', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto(url);
  await expect(page.getByTestId('order-info-loading')).toBeVisible();
  await expect(page.getByTestId('order-info-status')).toBeVisible({ timeout: 15_000 });
  expect(pageErrors, 'uncaught page errors so far').toEqual([]);
});
