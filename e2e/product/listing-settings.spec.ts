// Listing settings in the tof build, against the real server and its seed (docs/domain/products.md,
// "Listing settings, agreement and subscriptions"): supplier1 opens a platform product, sees the
// defaults of its platform, presses "Edit settings", is shown the platform's supplier agreement
// first and accepts it, is told the handling days are out of range, picks a warehouse from its own
// and saves; the section shows the saved values and the acceptance.
import { test, expect, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

test('listing settings: the agreement first, then the defaults edited and saved', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/product/platformInfo/pr-harbor-000005');
  const section = page.getByTestId('product').getByTestId('listing-settings');
  await expect(section).toContainText('Defaults, never saved');
  await expect(section).toContainText('not accepted yet');

  await section.getByTestId('listing-open').click();
  const agreement = page.getByTestId('listing-agreement');
  await expect(agreement.getByTestId('listing-agreement-text')).toContainText('Supplier agreement of');
  await agreement.getByTestId('confirm-ok').click();
  await expect(agreement).toBeHidden();

  const dialog = page.getByTestId('listing-dialog');
  await dialog.getByTestId('listing-days').getByRole('textbox').fill('40');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog.getByTestId('listing-days')).toContainText('From 1 to 30.');
  await dialog.getByTestId('listing-days').getByRole('textbox').fill('5');
  await dialog.getByTestId('listing-warehouse').getByRole('button').click();
  await page.getByRole('listbox', { name: 'Ships from' }).getByRole('option', { name: /^SZ-BA01 · / }).click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText("Shenzhen Bao'an Warehouse");
  await expect(section).toContainText('Version 1 accepted');
  await expect(section).not.toContainText('Defaults, never saved');
});
