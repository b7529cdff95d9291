// The ecol (service provider) build shows its own dashboard.
import { axeOf, test, expect, signIn } from '../fixtures';

test('the service provider signs in to the ecol dashboard', async ({ page }) => {
  await signIn(page, 'provider1');
  await expect(page.getByTestId('dashboard-ecol')).toBeVisible();
  await expect(page.getByTestId('dashboard')).toHaveCount(0);
  const result = await axeOf(page).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
