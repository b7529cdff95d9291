// A record save, an upload and a download that fail (issue 7, reliability): the user's input is
// kept, the failure is said in words, and one retry goes through once. The per-screen load faults
// are the crawl e2e/crawl/screens.crawl.spec.ts.
import type { Request } from '@playwright/test';
import { test, expect, signInSupplier } from '../fixtures';
import { applyFault, DEVELOPER_TEXT, isBack } from '../faults';

test('a record save that fails keeps what the user typed, says so, and one retry saves once', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  await signInSupplier(page);
  await page.goto('/asset/warehouse');
  const first = page.locator('main [data-testid="list-table"] [role="row"]').nth(1);
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/asset\/warehouse\/info\/[^/]+$/);

  // the last round takes the whole browser offline (not one call), and back online for the retry
  for (const fault of ['503', 'connection reset', 'browser offline'] as const) {
    await page.getByTestId('warehouse-edit').click();
    const name = `Fault ${fault} ${Date.now()}`;
    await page.getByTestId('field-name').getByRole('textbox').fill(name);
    const saves: string[] = [];
    const count = (r: Request) => {
      if (r.method() !== 'GET' && isBack(r) && /\/assets\/warehouse\//.test(r.url())) saves.push(r.url());
    };
    page.on('request', count);
    const matches = (url: URL) => /\/assets\/warehouse\//.test(url.pathname);
    if (fault === 'browser offline') await page.context().setOffline(true);
    else await page.route(matches, (route) => (route.request().method() === 'GET' ? route.fallback() : applyFault(fault, route)));
    await page.getByTestId('warehouse-save').click();
    const failure = page.locator('form [role="alert"]');
    await expect(failure, fault).toBeVisible();
    await expect(failure, `${fault}: no developer text`).not.toContainText(DEVELOPER_TEXT);
    await expect(page.getByTestId('field-name').getByRole('textbox'), `${fault}: the typed name is kept`).toHaveValue(name);
    expect(saves, `${fault}: one request, not repeated on its own`).toHaveLength(1);
    if (fault === 'browser offline') await page.context().setOffline(false);
    else await page.unroute(matches);
    await page.getByTestId('warehouse-save').click();
    await expect(page.getByTestId('warehouse-fields'), `${fault}: saved on retry`).toContainText(name);
    page.off('request', count);
    expect(saves, `${fault}: the failed attempt and the retry`).toHaveLength(2);
  }
  expect(pageErrors, 'uncaught page errors so far').toEqual([]);
});

test('an upload and a download that fail say so, and one retry of each goes through once', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  await signInSupplier(page);
  await page.goto('/template?type=warehouseBuffer');
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByTestId('import-columns')).toContainText('Warehouse code');

  // the template download answered with a 503: an error toast in words, the button ready again
  const templatePath = (url: URL) => /\/import\/warehouseBuffer\/template\/file$/.test(url.pathname);
  let downloads = 0;
  await page.route(
    templatePath,
    (route) => {
      downloads++;
      return applyFault('503', route);
    },
  );
  await screen.getByTestId('import-template').click();
  const toast = page.getByTestId('toast').last();
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText(DEVELOPER_TEXT);
  await expect(screen.getByTestId('import-template')).toBeEnabled();
  expect(downloads, 'one download request').toBe(1);
  await page.unroute(templatePath);
  const download = page.waitForEvent('download');
  await screen.getByTestId('import-template').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // the upload's connection reset: the form says so and keeps the file; one retry uploads it once
  const uploads: string[] = [];
  const count = (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/import/upload')) uploads.push(r.url());
  };
  page.on('request', count);
  const choose = screen.getByTestId('import-choose');
  await choose.locator('input[type="file"]').setInputFiles({ name: 'fault.csv', mimeType: 'text/csv', buffer: Buffer.from('Warehouse code,Buffer quantity\nSZ-BA01,3\n') });
  const uploadPath = (url: URL) => url.pathname.endsWith('/import/upload');
  await page.route(uploadPath, (route) => applyFault('connection reset', route));
  await choose.getByTestId('import-upload').click();
  const error = choose.getByTestId('import-error');
  await expect(error).toBeVisible();
  await expect(error).not.toContainText(DEVELOPER_TEXT);
  await expect(choose.getByTestId('import-file-name')).toContainText('fault.csv');
  expect(uploads, 'one upload request').toHaveLength(1);
  await page.unroute(uploadPath);
  await choose.getByTestId('import-upload').click();
  await expect(screen.getByTestId('import-review')).toBeVisible({ timeout: 30_000 });
  page.off('request', count);
  expect(uploads, 'the failed attempt and the retry').toHaveLength(2);
  expect(pageErrors, 'uncaught page errors so far').toEqual([]);
});
