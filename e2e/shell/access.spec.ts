// Role access in the browser: viewer1's role views assets and inventory but changes nothing, and
// does not include cost. The screens offer no create, edit or delete, say "View only", and an
// area outside the role says so instead of failing call by call (the server refuses either way:
// tests/server/tenant-permission-matrix.test.ts).
import { test, expect, signIn } from '../fixtures';

test('a view-only role sees records without changing them; an area outside its role is not available', async ({ page }) => {
  await signIn(page, 'viewer1');
  await page.goto('/asset/warehouse');
  const list = page.getByTestId('list-asset.warehouses');
  const table = list.getByTestId('list-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(list.getByTestId('list-create')).toHaveCount(0);

  await table.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/asset\/warehouse\/info\/[^/]+$/);
  await expect(page.getByTestId('view-only')).toBeVisible();
  await expect(page.getByTestId('warehouse-fields')).toBeVisible();
  await expect(page.getByTestId('warehouse-edit')).toHaveCount(0);

  await page.goto('/cost/list');
  await expect(page.getByTestId('not-granted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();
});
