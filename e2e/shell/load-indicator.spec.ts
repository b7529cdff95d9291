// The load indicator (spec section 2: on each navigation it is on, then off). On a lazy group's
// first visit it is on while the group's chunk loads and while the screen's first data loads, and
// off once both are in; both are held here until the test has seen the indicator on.
import { test, expect, openMenu, signInSupplier } from '../fixtures';

test("the load indicator is on while a lazy group's chunk and first data load, off after", async ({ page }) => {
  await signInSupplier(page);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const indicator = page.getByTestId('load-indicator');
  await expect(indicator).toHaveAttribute('data-active', 'false');

  // from now on every script chunk (the asset group's, first visit) and the group's calls wait
  // until the test lets them through
  let releaseChunks!: () => void;
  const chunkGate = new Promise<void>((resolve) => (releaseChunks = resolve));
  let releaseData!: () => void;
  const dataGate = new Promise<void>((resolve) => (releaseData = resolve));
  let chunks = 0;
  await page.route('**/assets/*.js', async (route) => {
    chunks += 1;
    await chunkGate;
    await route.continue();
  });
  let calls = 0;
  await page.route('**/back/api/scm-app/supplier/assets/**', async (route) => {
    calls += 1;
    await dataGate;
    await route.continue();
  });

  await openMenu(page, 'Assets', 'Warehouses');
  const list = page.getByTestId('list-asset.warehouses');
  // the chunk is loading: nothing of the screen yet, the indicator on
  await expect.poll(() => chunks, { message: 'a lazy chunk is requested' }).toBeGreaterThan(0);
  await expect(indicator).toHaveAttribute('data-active', 'true');
  await expect(indicator).toHaveClass(/active/);
  expect(await list.count()).toBe(0);
  releaseChunks();
  // the screen is shown and its first call is in flight: still on
  await expect(list).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => calls, { message: 'the first data call has started' }).toBeGreaterThan(0);
  await expect(indicator).toHaveAttribute('data-active', 'true');
  releaseData();
  // the data is in: off
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible({ timeout: 10_000 });
  await expect(indicator).toHaveAttribute('data-active', 'false');
  await expect(page).toHaveTitle(/Warehouses/);
});
