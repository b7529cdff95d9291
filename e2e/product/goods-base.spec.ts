// Goods-base products in the tof build, against the real server and its seed (docs/domain/
// products.md, "Goods-base product"): supplier1 sees the seeded products with their thumbnails,
// starts a new one and is told by name what it misses (the fixed fields and the image, then the
// category's required attributes), uploads two 600 px images (each with its progress bar), creates
// it once (a double click), publishes it to a channel (picked; none picked is named) and sees it
// published with the platform product it became; the record in Chinese. The platform's refusals
// (IMAGE_QUALITY, DUPLICATE_PRODUCT) are the server test's (tests/server/product/goods-base.test.ts).
import { deflateSync } from 'node:zlib';
import { test, expect, openMenu, serverOrigin, signInSupplier, WIDE_WINDOW } from '../fixtures';

/** A solid-colour PNG of size x size pixels (the server checks images by their content). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function pickCode(page: import('@playwright/test').Page, combobox: import('@playwright/test').Locator, typed: string) {
  await combobox.pressSequentially(typed);
  await page.getByRole('option').filter({ hasText: typed }).first().click();
  // a choice may leave the suggestions open: close them (not the dialog around the field)
  if (await page.getByRole('listbox').filter({ has: page.getByRole('option').filter({ hasText: typed }) }).isVisible()) await combobox.press('Escape');
}

test('goods-base: the list with thumbnails; a new product with its gaps named, two images uploaded, created once, published to a channel; in Chinese', async ({ page }) => {
  await signInSupplier(page);
  await openMenu(page, 'Products', 'Goods Base');
  const table = page.getByTestId('list-product.gbProductList').getByTestId('list-table');
  await expect(table.getByTestId('gb-row-image').first()).toHaveAttribute('data-state', 'shown');
  await expect(table.getByRole('row').filter({ hasText: 'Published on channels' }).first()).toBeVisible();

  // ---- a new product ------------------------------------------------------------------------------
  await page.getByTestId('gb-new').click();
  const form = page.getByTestId('gb-create');
  const readiness = form.getByTestId('gb-create-readiness');
  await expect(readiness).toHaveText('Missing: Category, Title, Brand, Master sku, Supply price, Images (at least one)');
  await form.getByTestId('gb-create-category').getByRole('button').click();
  await page.getByRole('option', { name: 'Apparel › Tops and outerwear' }).click();
  await expect(readiness).toHaveText('Missing: Title, Brand, Master sku, Supply price, Fabric, Gender, Size, Images (at least one)');
  await form.getByTestId('gb-create-title').getByRole('textbox').fill('Seabright Organic Cotton Crew Neck Sweater');
  await form.getByTestId('gb-create-brand').getByRole('textbox').fill('Seabright');
  const sku = form.getByTestId('gb-create-sku').getByRole('combobox');
  await pickCode(page, sku, 'HA-AP10113');
  await expect(sku).toHaveValue(/^HA-AP10113-/);
  await form.getByTestId('gb-create-price').getByRole('textbox').fill('18.4');
  await form.getByTestId('gb-create-attr-material').getByRole('textbox').fill('Organic cotton');
  await form.getByTestId('gb-create-attr-gender').getByRole('button').click();
  await page.getByRole('option', { name: 'Unisex' }).click();
  await form.getByTestId('gb-create-attr-size').getByRole('button').click();
  await page.getByRole('option', { name: 'L', exact: true }).click();
  await expect(readiness).toHaveText('Missing: Images (at least one)');

  const file = form.getByTestId('gb-create-images').locator('input[type="file"]');
  await file.setInputFiles({ name: 'sweater-front.png', mimeType: 'image/png', buffer: png(600, [40, 90, 160]) });
  await expect(form.getByTestId('gb-create-image')).toHaveCount(1);
  await file.setInputFiles({ name: 'sweater-back.png', mimeType: 'image/png', buffer: png(600, [160, 90, 40]) });
  await expect(form.getByTestId('gb-create-image')).toHaveCount(2);
  await expect(form.getByTestId('gb-create-image').first()).toContainText('600 × 600');
  await expect(readiness).toHaveText('Ready to create');

  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/goods-base/create')) creates += 1;
  });
  await form.getByTestId('gb-create-submit').dblclick();
  const record = page.getByTestId('gb-record');
  await expect(record.getByTestId('gb-status')).toHaveAttribute('data-status', 'unpublished');
  expect(creates).toBe(1);
  await expect(record.getByTestId('gb-image')).toHaveCount(2);
  await expect(record.getByTestId('gb-fields')).toContainText('Apparel › Tops and outerwear');

  // ---- publish it to a channel --------------------------------------------------------------------
  await record.getByTestId('gb-publish').click();
  const dialog = page.getByTestId('gb-publish-dialog');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toContainText('Choose at least one channel.');
  await pickCode(page, dialog.getByTestId('gb-publish-carts').getByRole('combobox'), 'HA-WMT-US-002');
  await dialog.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(record.getByTestId('gb-status')).toHaveAttribute('data-status', 'published');
  await expect(record.getByTestId('gb-channels')).toContainText('HA-WMT-US-002');
  await expect(record.getByTestId('gb-channel-product')).toHaveAttribute('href', /\/platformInfo\//);

  // ---- in Chinese ----------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(record.getByTestId('gb-status')).toContainText('已发布到渠道');
  await expect(record.getByTestId('gb-fields')).toContainText('服装 › 上装与外套');
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('goods-base by upload: images uploaded, a file whose row misses an attribute fixed in review, confirmed once, the products listed', async ({ page }) => {
  await page.setViewportSize(WIDE_WINDOW); // the review's eight columns and the errors beside them
  await signInSupplier(page);
  // two master skus of the tenant's kitchen range (codes are the seed's)
  const found = await page.request.post('/back/api/scm-app/supplier/lookup/sku/search', {
    headers: { Origin: serverOrigin(test.info()), 'X-Requested-With': 'XMLHttpRequest' },
    data: { text: 'HA-KT', limit: 20 },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const skus = ((await found.json()) as { data: { items: { code: string }[] } }).data.items.map((i) => i.code).slice(-2);
  expect(skus).toHaveLength(2);
  const stamp = Date.now().toString(36);
  const front = `bottle-front-${stamp}.png`;
  const side = `bottle-side-${stamp}.png`;

  await page.goto('/product/createGbProduct');
  await page.getByTestId('gb-create-mode-upload').click();
  await expect(page).toHaveURL(/\/product\/createGbProduct\?by=upload$/);
  const screen = page.getByTestId('import-screen');
  await expect(screen.getByRole('heading', { name: 'Goods-base products by upload' })).toBeVisible();

  // 1. the images, chosen together: uploaded in turn, a text file refused before sending
  const images = screen.getByTestId('gb-upload-images');
  await images.locator('input[type="file"]').setInputFiles([
    { name: front, mimeType: 'image/png', buffer: png(600, [30, 110, 190]) },
    { name: side, mimeType: 'image/png', buffer: png(600, [190, 110, 30]) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await expect(images.getByTestId('gb-upload-image')).toHaveCount(2);
  await expect(images.getByTestId('gb-upload-image-problems')).toContainText('notes.txt: Not a PNG, JPEG, GIF or WebP image.');

  // 2. the file: the second row misses its food contact certificate
  const csv = [
    'Subcategory,Title,Brand,Master SKU,Supply price,Tax code,Images,Attributes',
    `KT-DRINK,Lumen Steel Bottle 750 ml ${stamp},Lumen,${skus[0]},9.5,VAT13,${front}; ${side},material=stainless; foodContact=fda; capacity=750`,
    `KT-DRINK,Lumen Steel Bottle 500 ml ${stamp},Lumen,${skus[1]},8.2,VAT13,${side},material=stainless; capacity=500`,
  ].join('\n');
  const choose = screen.getByTestId('import-choose');
  await choose.locator('input[type="file"]').setInputFiles({ name: 'goods-base.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose.getByTestId('import-upload').click();
  const review = screen.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  const counts = review.getByTestId('import-counts');
  await expect(counts.locator('[data-key="create"] dd')).toHaveText('1');
  await expect(counts.locator('[data-key="error"] dd')).toHaveText('1');
  const row3 = review.getByTestId('import-error-rows').getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
  await expect(row3).toContainText('Missing: Food contact certificate.');
  await row3.getByRole('button', { name: 'Fix row 3' }).click();
  const fix = page.getByTestId('import-fix-dialog');
  await fix.getByTestId('import-fix-attributes').getByRole('textbox').fill('material=stainless; foodContact=lfgb; capacity=500');
  await fix.getByTestId('import-fix-save').click();
  await expect(fix).toBeHidden();
  await expect(counts.locator('[data-key="create"] dd')).toHaveText('2');
  let submits = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/import\/goodsBase\/[^/]+\/submit$/.test(r.url())) submits += 1;
  });
  await review.getByTestId('import-confirm').click();
  await page.getByTestId('import-confirm-dialog').getByTestId('confirm-ok').dblclick();
  await expect(screen.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });
  expect(submits).toBe(1);

  // the list: both products, unpublished, with their images
  await page.getByTestId('gb-upload-list').click();
  const table = page.getByTestId('list-product.gbProductList').getByTestId('list-table');
  const made = table.getByRole('row').filter({ hasText: stamp });
  await expect(made).toHaveCount(2);
  await expect(made.filter({ hasText: '750 ml' })).toContainText('Your action: publish to a channel');
});
