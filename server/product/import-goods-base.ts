// Goods-base products from a file (import type `goodsBase`, the "Upload a file" way of
// /product/createGbProduct; docs/domain/products.md "Goods-base product"): one row is one product,
// with the form's fields, its attributes as `code=value; code=value`, and its images named by the
// file names of images uploaded beforehand through the goods-base image upload (the screen's
// image step; the newest image of a name is the one taken).
//
// A row is checked with the form's readiness (gbReadinessGaps): each gap is named on its column in
// both languages, so the review says what to fix before anything is created. The same master sku
// and title as a goods-base product the tenant has already is "unchanged": uploading the same file
// again creates nothing twice. Confirm creates each product as the form's create does (insertGb),
// with the import row as its request id, unpublished: publishing to channels stays a decision on
// the product record, where the platform's check answers per channel.
import { randomInt } from 'node:crypto';
import type { ImportColumn } from '../../src/contract';
import { isPositiveNumber5 } from '../../src/contract/kernel/rules';
import { GB_IMAGES_MAX, gbReadinessGaps, type Category, type GbGap, type GbTaxRate } from '../../src/contract/product';
import type { Db } from '../db/db';
import { basicProblems } from '../imports/columns';
import type { ApplyRow, CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from '../imports/definition';
import { bi, fillBi, type Bi } from '../separate';
import { loadCategories } from './categories';
import { insertGb, loadTaxRates } from './goods-base';
import { gbGapName } from './goods-base-messages';

const t = (en: string, zh: string) => ({ en, zh });
const columns: ImportColumn[] = [
  { key: 'categoryCode', title: t('Subcategory', '子类目'), required: true, hint: t('A subcategory code such as KT-DRINK (see Category attributes)', '子类目编码，如 KT-DRINK（见类目属性页面）') },
  { key: 'title', title: t('Title', '标题'), required: true, hint: t('The product title', '商品标题') },
  { key: 'brand', title: t('Brand', '品牌'), required: true, hint: t('The brand name', '品牌名称') },
  { key: 'masterSku', title: t('Master SKU', '主 SKU'), required: true, lookup: 'sku', hint: t('One of your master SKUs; one product per SKU and title', '您的主 SKU；每个 SKU 与标题对应一个商品') },
  { key: 'supplyPrice', title: t('Supply price', '供货价'), required: true, hint: t('A positive number, at most 5 decimals', '正数，最多 5 位小数') },
  { key: 'taxCode', title: t('Tax code', '税码'), required: true, hint: t('One of your tax codes at a goods rate', '您的货物税率税码之一') },
  {
    key: 'images',
    title: t('Images', '图片'),
    required: true,
    hint: t(`File names of images uploaded on this page, separated by ";", at most ${GB_IMAGES_MAX}; the first is the main image`, `本页已上传图片的文件名，用“;”分隔，最多 ${GB_IMAGES_MAX} 张；第一张为主图`),
  },
  { key: 'attributes', title: t('Attributes', '属性'), required: false, hint: t('code=value pairs separated by ";", such as capacity=500; material=steel', '以“;”分隔的 编码=值，如 capacity=500; material=steel') },
];

const texts = {
  notLeaf: bi('"{value}" is not a subcategory products can take (see Category attributes).', '“{value}”不是可用于商品的子类目（见类目属性页面）。'),
  unknownSku: bi('No master SKU of yours has the code "{value}".', '您的主 SKU 中没有“{value}”。'),
  price: bi('Supply price must be a positive number with at most 5 decimals: "{value}".', '供货价须为最多 5 位小数的正数：“{value}”。'),
  pair: bi('"{value}" is not code=value.', '“{value}”不是 编码=值 的形式。'),
  unknownAttribute: bi('The subcategory has no attribute "{value}".', '该子类目没有属性“{value}”。'),
  unknownImage: bi('No image named "{value}" was uploaded: upload it above first.', '未上传名为“{value}”的图片：请先在上方上传。'),
  tooManyImages: bi('At most {max} images.', '最多 {max} 张图片。'),
  missing: bi('Missing: {name}.', '缺少：{name}。'),
};
const rowProblem = (column: string, text: Bi, vars: Record<string, string | number> = {}): RowProblem => ({ column, ...fillBi(text, vars) });

const split = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;；]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The column a readiness gap is named on. */
const gapColumn: Record<GbGap['field'], string> = {
  category: 'categoryCode',
  title: 'title',
  brand: 'brand',
  sku: 'masterSku',
  supplyPrice: 'supplyPrice',
  attribute: 'attributes',
  attributeValue: 'attributes',
  images: 'images',
  taxCode: 'taxCode',
  taxSpecial: 'taxCode',
};

interface Refs {
  categories: Category[];
  taxRates: GbTaxRate[];
  skus: Map<string, { id: string; code: string }>;
  /** The newest image of each file name (lower case). */
  images: Map<string, string>;
  /** Goods-base products the tenant has, by master sku id and title (lower case). */
  made: Map<string, string>;
}

const madeKey = (skuId: string, title: string) => `${skuId}|${title.trim().toLowerCase()}`;

async function refsOf(db: Db, tenantId: string, rows: readonly { cells: Record<string, string> }[]): Promise<Refs> {
  const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];
  const skus = await db.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [tenantId, lower(rows.map((r) => r.cells.masterSku ?? ''))]);
  const images = await db.query<{ id: string; file_name: string }>(
    `SELECT DISTINCT ON (lower(file_name)) id, file_name FROM images
      WHERE tenant_id = $1 AND img_type = 'product' AND deleted_at IS NULL AND lower(file_name) = ANY($2::text[])
      ORDER BY lower(file_name), created_at DESC, id DESC`,
    [tenantId, lower(rows.flatMap((r) => split(r.cells.images)))],
  );
  const made = await db.query<{ sku_id: string; title: string; gb_code: string }>('SELECT sku_id, title, gb_code FROM product_gb WHERE tenant_id = $1 AND sku_id = ANY($2::text[])', [
    tenantId,
    skus.map((s) => s.id),
  ]);
  return {
    categories: await loadCategories(db),
    taxRates: await loadTaxRates(db, tenantId),
    skus: new Map(skus.map((s) => [s.sku.toLowerCase(), { id: s.id, code: s.sku }])),
    images: new Map(images.map((i) => [i.file_name.toLowerCase(), i.id])),
    made: new Map(made.map((m) => [madeKey(m.sku_id, m.title), m.gb_code])),
  };
}

interface Parsed {
  problems: RowProblem[];
  skuId: string | null;
  input: { categoryCode: string; title: string; brand: string; skuCode: string; supplyPrice: number | null; taxCode: string; attributes: Record<string, string>; imageIds: string[] };
}

/** A row read against the tenant's data, with every problem on its column. */
function parse(refs: Refs, cells: Record<string, string>): Parsed {
  const problems = [...basicProblems(columns, cells)];
  const categoryCode = (cells.categoryCode ?? '').trim();
  const leaf = refs.categories.find((c) => c.leaf && c.code.toLowerCase() === categoryCode.toLowerCase());
  if (categoryCode && !leaf) problems.push(rowProblem('categoryCode', texts.notLeaf, { value: categoryCode }));
  const sku = cells.masterSku ? refs.skus.get(cells.masterSku.trim().toLowerCase()) : undefined;
  if (cells.masterSku && !sku) problems.push(rowProblem('masterSku', texts.unknownSku, { value: cells.masterSku }));
  const priceText = (cells.supplyPrice ?? '').trim();
  const price = /^\d+(\.\d+)?$/.test(priceText) && Number(priceText) > 0 && Number(priceText) < 1e9 && isPositiveNumber5(Number(priceText)) ? Number(priceText) : null;
  if (priceText && price === null) problems.push(rowProblem('supplyPrice', texts.price, { value: priceText }));
  const attributes: Record<string, string> = {};
  for (const pair of split(cells.attributes)) {
    const at = pair.indexOf('=');
    if (at < 1) {
      problems.push(rowProblem('attributes', texts.pair, { value: pair }));
      continue;
    }
    const name = pair.slice(0, at).trim().toLowerCase();
    const attribute = leaf?.attributes.find((a) => [a.code, a.nameEn, a.nameZh].some((n) => n.toLowerCase() === name));
    if (leaf && !attribute) problems.push(rowProblem('attributes', texts.unknownAttribute, { value: pair.slice(0, at).trim() }));
    else if (attribute) attributes[attribute.code] = pair.slice(at + 1).trim();
  }
  const names = split(cells.images);
  const imageIds: string[] = [];
  for (const name of names) {
    const id = refs.images.get(name.toLowerCase());
    if (!id) problems.push(rowProblem('images', texts.unknownImage, { value: name }));
    else if (!imageIds.includes(id)) imageIds.push(id);
  }
  if (imageIds.length > GB_IMAGES_MAX) problems.push(rowProblem('images', texts.tooManyImages, { max: GB_IMAGES_MAX }));
  const input = {
    categoryCode: leaf?.code ?? '',
    title: (cells.title ?? '').trim(),
    brand: (cells.brand ?? '').trim(),
    skuCode: sku?.code ?? '',
    supplyPrice: price,
    taxCode: (cells.taxCode ?? '').trim(),
    attributes,
    imageIds,
  };
  // the form's readiness, each gap on its column (a column with a problem already is not named
  // again as missing; each missing attribute is)
  const named = new Set(problems.map((p) => p.column));
  for (const gap of gbReadinessGaps({ ...input, imageCount: imageIds.length }, refs.categories, refs.taxRates)) {
    const column = gapColumn[gap.field];
    if (named.has(column) && column !== 'attributes') continue;
    const name = gbGapName(gap);
    problems.push({ column, ...fillBi(texts.missing, { name: name.en }, { name: name.zh }) });
  }
  return { problems, skuId: sku?.id ?? null, input };
}

const rowKey = (cells: Record<string, string>) => (cells.masterSku && cells.title ? `${cells.masterSku.trim().toLowerCase()}|${cells.title.trim().toLowerCase()}` : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  return rows.map(({ cells }) => {
    const { problems, skuId, input } = parse(refs, cells);
    if (problems.length) return { action: 'error', problems, key: rowKey(cells) };
    return { action: refs.made.has(madeKey(skuId!, input.title)) ? 'unchanged' : 'create', problems: [], key: rowKey(cells) };
  });
}

/** A goods-base code not taken yet: GB<yymmdd><5 digits>, as the form's create makes. */
async function codeMaker(tx: Db, tenantId: string, now: Date): Promise<() => string> {
  const prefix = `GB${now.toISOString().slice(2, 10).replace(/-/g, '')}`;
  const taken = new Set((await tx.query<{ gb_code: string }>('SELECT gb_code FROM product_gb WHERE tenant_id = $1 AND gb_code LIKE $2', [tenantId, `${prefix}%`])).map((r) => r.gb_code));
  return () => {
    for (;;) {
      const code = `${prefix}${randomInt(10_000, 100_000)}`;
      if (!taken.has(code)) {
        taken.add(code);
        return code;
      }
    }
  };
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  // the master skus locked: two imports of one product cannot both create it
  await tx.query('SELECT id FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[]) ORDER BY id FOR UPDATE', [caller.tenantId, [...new Set(rows.map((r) => (r.cells.masterSku ?? '').toLowerCase()))]]);
  const refs = await refsOf(tx, caller.tenantId, rows);
  const nextCode = await codeMaker(tx, caller.tenantId, caller.now);
  for (const row of rows) {
    const { problems, skuId, input } = parse(refs, row.cells);
    if (problems.length || !skuId) {
      refused.set(row.id, problems);
      continue;
    }
    const key = madeKey(skuId, input.title);
    const made = refs.made.get(key);
    if (made) continue; // created meanwhile by the same file or the form: nothing twice
    const gbCode = nextCode();
    await insertGb(tx, { requestId: `import:${row.id}`, gbCode, tenantId: caller.tenantId, input, skuId, by: caller.userName, at: caller.now });
    refs.made.set(key, gbCode);
  }
  return refused;
}

export const goodsBaseImport: ImportDefinition = {
  type: 'goodsBase',
  columns,
  keyColumn: 'masterSku',
  check,
  apply,
};
