// The /report group in the tof build (report variant "default"): the export centre lists the
// user's export jobs, follows a running job until it is finished (polling) and downloads its file;
// the hidden /report/export route shows the same jobs; a list's view lives in the URL.
import { downloadFrom, test, expect, signIn } from '../fixtures';
import type { APIRequestContext } from '@playwright/test';

async function startExport(request: APIRequestContext, origin: string, columns: string[]) {
  const res = await request.post('/back/api/scm-app/supplier/export', {
    headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' },
    data: { bizType: 'report.exports', conditions: {}, columns },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { code: string; data: { id: string; fileName: string; status: string } };
  expect(body.code).toBe('0');
  expect(body.data.status).toBe('queued');
  return body.data;
}

test('the export centre shows the jobs from the menu, follows one until finished and downloads it', async ({ page, baseURL }) => {
  await signIn(page, 'seller1');
  const job = await startExport(page.request, baseURL ?? '', ['title', 'status', 'createdAt']);

  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Reports' }).click();
  await sidebar.getByRole('link', { name: 'Report Downloads' }).click();
  await expect(page).toHaveURL(/\/report\/report$/);
  await expect(page).toHaveTitle(/Report downloads/);
  const header = page.getByTestId('report-header');
  await expect(header).toHaveAttribute('data-variant', 'default');
  await expect(header.getByRole('heading', { name: 'Report downloads' })).toBeVisible();

  const centre = page.getByTestId('export-centre');
  // newest first: the first row with the file name is this job (names have minute resolution)
  const row = centre.getByRole('row').filter({ hasText: job.fileName }).first();
  await expect(row).toBeVisible();
  // the list is read again every 2 s while a job is queued or running
  await expect(row.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(row.getByRole('gridcell').filter({ hasText: '100%' })).toBeVisible();

  const file = await downloadFrom(page, row.getByTestId('job-download'));
  expect(file.suggestedFilename()).toBe(job.fileName);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await file.path();
  expect(path).toBeTruthy();
});

test('the hidden export route lists the same jobs, and a status filter goes to the URL and survives a reload', async ({ page, baseURL }) => {
  await signIn(page, 'seller1');
  const job = await startExport(page.request, baseURL ?? '', ['title']);
  await page.goto('/report/export');
  await expect(page.getByRole('heading', { name: 'Export centre' })).toBeVisible();
  const centre = page.getByTestId('export-centre');
  // newest first: the first row with the file name is this job (names have minute resolution)
  const row = centre.getByRole('row').filter({ hasText: job.fileName }).first();
  await expect(row.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });

  // search by status: the view goes to the URL (q=...), and a reload shows the same view
  await centre.getByTestId('search-bar').getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await centre.getByTestId('search-bar').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(centre.getByText('Nothing matches these conditions.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('export-centre').getByText('Nothing matches these conditions.')).toBeVisible();
  await page.getByTestId('export-centre').getByTestId('search-bar').getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('export-centre').getByRole('row').filter({ hasText: job.fileName }).first()).toBeVisible();
});
