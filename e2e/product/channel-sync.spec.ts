// Channel products and sync in the tof build, against the real server and its seed
// (docs/domain/products.md, "Channel products, matching and sync"): supplier1 finds a blocked
// listing by its code and is told it cannot go on the shelf (nothing changes), takes an on-sale
// listing off the shelf and puts it back; matches an unmatched channel sku to one of our skus
// picked from the channel's skus; on the sync records it reads yesterday's figures, starts
// a stock push for a channel (a real job, queued for the server's runner) and opens it; opens a
// seeded job with failed items, filters them and retries them once (a new job, linked); then the
// same record in Chinese. (The runner's results are the server test's.)
import type { Page } from '@playwright/test';
import { test, expect, openMenu, signInSupplier, WIDE_WINDOW } from '../fixtures';

// the lists' status and action columns are looked up in their rows: every column must be drawn
test.use({ viewport: WIDE_WINDOW });

async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByTestId(field).getByRole('button').click();
  await page.getByRole('option', { name: option }).click();
}

test('channel products and sync: shelf rules, a sync started and followed, failed items retried; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Channel Products');
  const list = page.getByTestId('list-product.channelList');
  const code = list.getByTestId('search-bar').getByLabel('Code (channel, sku or product)');
  const dialog = page.getByTestId('action-confirm');

  // product 37 is blocked by the platform: refused in words, the listing stays off the shelf
  await code.fill('SPU000037');
  await list.getByTestId('search-submit').click();
  const blocked = list.getByTestId('list-table').getByRole('row').filter({ hasText: 'SPU000037' });
  await expect(blocked).toContainText('Blocked');
  await blocked.getByTestId('row-onShelf').click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toContainText('The platform blocks this product: it cannot go on the shelf. Nothing was changed.');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(blocked).toContainText('Off shelf');

  // product 2 is on sale: off the shelf (asked first), then on again
  await code.fill('SPU000002');
  await list.getByTestId('search-submit').click();
  const listing = list.getByTestId('list-table').getByRole('row').filter({ hasText: 'SPU000002' });
  await expect(listing).toContainText('On shelf');
  await listing.getByTestId('row-offShelf').click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(listing).toContainText('Off shelf');
  await listing.getByTestId('row-onShelf').click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(listing).toContainText('On shelf');
  await expect(listing).toContainText('On sale');

  // matching: product 13's second sku is listed as SPU000013-2R, unmatched; pick our sku from the picker
  await openMenu(page, 'Products', 'Product Matching');
  const matches = page.getByTestId('list-product.matchList');
  await matches.getByTestId('search-bar').getByLabel('Channel sku').fill('SPU000013-2R');
  await matches.getByTestId('search-submit').click();
  const unmatched = matches.getByTestId('list-table').getByRole('row').filter({ hasText: 'SPU000013-2R' });
  await expect(unmatched).toContainText('Unmatched');
  await unmatched.getByTestId('row-changeMatch').click();
  // opened with the mouse: the list scrolls inside its popover, never over the field where the
  // click's release would pick an option
  await page.getByTestId('match-ours').getByRole('button').click();
  await page.getByRole('option', { name: /^SPU000013-2 \(/ }).click();
  await expect(page.getByTestId('match-ours')).toContainText('SPU000013-2 (');
  await page.getByTestId('match-dialog').getByTestId('confirm-ok').click();
  await expect(unmatched).toContainText('Matched');
  await expect(unmatched).toContainText('SPU000013-2 ');

  // sync records: yesterday's figures, then a stock push for the first channel
  await openMenu(page, 'Products', 'Sync Records');
  await expect(page).toHaveURL(/\/product\/syncList$/);
  await expect(page.getByTestId('sync-yesterday-platform').first()).toContainText(/\d+ jobs, \d+ items ok, \d+ failed/);
  await choose(page, 'sync-kind', 'Push stock');
  await page.getByTestId('sync-start').click();
  const jobs = page.getByTestId('list-product.syncList').getByTestId('list-table');
  const newest = jobs.getByRole('row').nth(1);
  await expect(newest).toContainText('Push stock');
  await newest.click();
  await expect(page).toHaveURL(/\/product\/syncInfo\?id=sj_/);
  await expect(page.getByTestId('sync-fields')).toContainText('Grace Lin');

  // a seeded job with failed items: only the failed ones, each with its reason; retried once
  await page.goto('/product/syncInfo?id=sj-harbor-0001');
  const job = page.getByTestId('sync-job');
  await expect(job.getByTestId('sync-status')).toHaveText('Partly failed');
  await choose(page, 'sync-result-filter', 'Failed');
  const failed = job.getByTestId('sync-item');
  await expect(failed.first()).toHaveAttribute('data-result', 'failed');
  expect(await job.locator('[data-testid="sync-item"]:not([data-result="failed"])').count()).toBe(0);
  await expect(failed.first().getByTestId('sync-item-reason')).not.toHaveText('—');
  await job.getByTestId('sync-retry').click();
  await page.getByTestId('sync-retry-dialog').getByTestId('confirm-ok').click();
  await expect(job.getByTestId('sync-status')).toHaveText('Retried');
  await expect(job.getByTestId('sync-retry')).toHaveCount(0);
  await expect(job.getByTestId('sync-retry-job')).toBeVisible();

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(job.getByTestId('sync-status')).toHaveText('已重试');
  await expect(job.getByRole('heading', { level: 2 })).toContainText('同步任务');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
