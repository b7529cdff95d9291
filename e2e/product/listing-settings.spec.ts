// Listing settings in the tof build, against the real server and its seed (docs/domain/products.md,
// "Listing settings, agreement and subscriptions"): supplier1 opens a platform product, sees the
// defaults of its platform, presses "Edit settings", is shown the platform's supplier agreement
// first and accepts it, is told the handling days are out of range, picks a warehouse from its own
// and saves; the section shows the saved values and the acceptance. Then it offers its products to
// distributors at a discount (refused out of range first), subscribes to bidding changes of a
// category picked from the tree and cancels that subscription.
import { test, expect, signInSupplier, WIDE_WINDOW } from '../fixtures';

test.use({ viewport: WIDE_WINDOW });

test('listing settings: the agreement first, then the defaults edited and saved; distribution and a subscription', async ({ page }) => {
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

  const distribution = page.getByTestId('product').getByTestId('distribution');
  await distribution.getByTestId('distribution-open').click();
  const distDialog = page.getByTestId('distribution-dialog');
  await distDialog.getByTestId('distribution-offered').getByText('Offer my products to distributors').click();
  await expect(distDialog.getByTestId('distribution-offered').getByRole('checkbox')).toBeChecked();
  await distDialog.getByTestId('distribution-discount').getByRole('textbox').fill('100');
  await distDialog.getByTestId('confirm-ok').click();
  await expect(distDialog.getByTestId('distribution-discount')).toContainText('From 0 to below 100.');
  await distDialog.getByTestId('distribution-discount').getByRole('textbox').fill('12.5');
  await distDialog.getByTestId('confirm-ok').click();
  await expect(distDialog).toBeHidden();
  await expect(distribution).toContainText('12.50%');

  const subscriptions = page.getByTestId('product').getByTestId('subscriptions');
  await subscriptions.getByTestId('subscription-open').click();
  const subDialog = page.getByTestId('subscription-dialog');
  await subDialog.getByTestId('subscription-category').getByRole('button').click();
  await page.getByRole('listbox', { name: 'Category' }).getByRole('option', { name: 'Outdoor › Camping' }).click();
  await subDialog.getByTestId('subscription-kind').getByRole('button').click();
  await page.getByRole('listbox', { name: 'Notices' }).getByRole('option', { name: 'Bidding changes' }).click();
  await subDialog.getByTestId('confirm-ok').click();
  await expect(subDialog).toBeHidden();
  const row = subscriptions.locator('[data-testid="subscription"][data-category="OD-CAMP"][data-kind="biddingChange"]');
  await expect(row).toContainText('Outdoor › Camping');
  await row.getByTestId('subscription-cancel').click();
  await page.getByTestId('subscription-cancel-dialog').getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);
});
