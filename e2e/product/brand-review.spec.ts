// Brand authorizations and reviews in the tof build, against the real server and its seed
// (docs/domain/products.md, "Brand authorization", "Review"): supplier1 opens Brands from the menu,
// sees the brands whose authorization stopped, downloads the registered brands (csv), adds an
// authorization with its certificate (a PDF) and submits it, which the platform's job grants
// (PRICE_REVIEW_SECONDS=1 in the e2e servers is also the brand review time), then revokes it with
// a reason; opens a review, replies once (the reply is final) and, in Chinese, reports it with a
// reason code, which the platform's job decides (kept: its text breaks no rule).
import { axeOf, test, expect, openMenu, signInSupplier } from '../fixtures';

test('brands: add with a document, submit, granted by the platform, revoke; reviews: reply once and report, in Chinese, decided by the platform', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Brands');
  await expect(page).toHaveURL(/\/product\/brandList$/);
  await expect(page.getByTestId('list-product.brandList').getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('brand-disabled-count')).toContainText('new listings of them are stopped');
  const download = page.waitForEvent('download');
  await page.getByTestId('r-brand-csv').click();
  expect((await download).suggestedFilename()).toMatch(/^Registered brands .*\.csv$/);

  // add an authorization with its certificate; it opens as a draft, is submitted once, granted by
  // the platform's job, then revoked with a reason
  await page.getByTestId('brand-add').click();
  const add = page.getByTestId('brand-add-dialog');
  await add.getByTestId('brand-add-brand').getByRole('button').click();
  await page.getByRole('option', { name: /^Solace/ }).click();
  await add.getByTestId('brand-add-trademark').getByRole('textbox').fill('TM63580246');
  await add.getByTestId('brand-add-registrant').getByRole('textbox').fill('Solace Brands Ltd.');
  await add.getByTestId('brand-add-documents').locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(add.getByTestId('brand-add-document')).toHaveText(/certificate\.pdf/);
  // the open dialog is a state the route crawl does not reach
  expect((await axeOf(page).include('[data-testid="brand-add-dialog"]').analyze()).violations).toEqual([]);
  await add.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/product\/authedBrandInfo\/ba_[0-9a-f]+\/SOLACE$/);
  const brand = page.getByTestId('brand-auth');
  await expect(brand.getByTestId('brand-document')).toHaveText('certificate.pdf');
  await expect(brand.getByTestId('brand-turn')).toHaveAttribute('data-status', 'draft');
  await brand.getByTestId('brand-submit').click();
  await page.getByTestId('brand-submit-dialog').getByTestId('confirm-ok').click();
  await expect(brand.getByTestId('brand-turn')).toHaveAttribute('data-status', 'submitted');
  // the platform decides in the background: ask the server (cheaper than reloading the page), then show it
  const id = decodeURIComponent(page.url().split('/').at(-2)!);
  const statusOf = async () => {
    const answer = await page.request.get(`/back/api/scm-app/supplier/product/brand/detail/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await answer.json()) as { data: { status: string } }).data.status;
  };
  await expect.poll(statusOf, { intervals: [250], timeout: 15_000 }).toBe('granted');
  await page.reload();
  await expect(brand.getByTestId('brand-turn')).toHaveAttribute('data-listing', 'allowed');
  await brand.getByTestId('brand-revoke').click();
  const revoke = page.getByTestId('brand-revoke-dialog');
  await revoke.getByTestId('brand-note').getByRole('textbox').fill('Licence ended');
  await revoke.getByTestId('confirm-ok').click();
  await expect(brand.getByTestId('brand-turn')).toHaveAttribute('data-status', 'revoked');
  await expect(brand.getByTestId('brand-fields')).toContainText('Licence ended');
  await expect(brand.locator('[data-testid="brand-history-row"][aria-current="page"]')).toContainText('Revoked');

  // a review: reply once; the reply is final, so "Reply" is no longer offered
  await page.goto('/product/reviewInfo?id=rv-harbor-000003');
  const review = page.getByTestId('review');
  await expect(review.getByTestId('review-turn')).toHaveAttribute('data-status', 'new');
  await review.getByTestId('review-reply').click();
  await page.getByTestId('review-reply-dialog').getByTestId('review-note').getByRole('textbox').fill('Thank you, we have told the factory.');
  await page.getByTestId('review-reply-dialog').getByTestId('confirm-ok').click();
  await expect(review.getByTestId('review-turn')).toHaveAttribute('data-status', 'replied');
  await expect(review.getByTestId('review-reply-text')).toHaveText('Thank you, we have told the factory.');
  await expect(review.getByTestId('review-actions').getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);

  // in Chinese: report it as abusive
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(review.getByTestId('review-turn')).toHaveText('您已回复，回复不可修改。');
  await review.getByTestId('review-reportAbusive').click();
  await page.getByTestId('review-reportAbusive-dialog').getByTestId('confirm-ok').click();
  await expect(review.getByTestId('review-turn')).toHaveText(/^已举报（辱骂或冒犯性言论）：等待平台在 .+ 前处理。$/);
  // the platform's job decides the report (its review time is the price review time, 1 s here):
  // the text breaks no rule, so it is kept, with the platform's reason
  const reviewStatus = async () => {
    const answer = await page.request.get('/back/api/scm-app/supplier/product/review/info?id=rv-harbor-000003', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await answer.json()) as { data: { status: string } }).data.status;
  };
  await expect.poll(reviewStatus, { intervals: [250], timeout: 15_000 }).toBe('kept');
  await page.reload();
  await expect(review.getByTestId('review-turn')).toHaveAttribute('data-status', 'kept');
  await expect(review.getByTestId('review-decision')).toHaveText('保留：未违反平台规则');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
