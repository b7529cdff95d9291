// Label applications by upload (import type tagApply, /product/fulfillmentTagApply/upload/:id?;
// docs/domain/products.md "Fulfilment tag"): one row asks for a label on one sku of a platform
// product (product code, seller sku, label, note). The rows of one product and label make one
// application, created as the form's apply does (createTagApplication in tag.ts: applied, its
// history and the product's change record) when the review is confirmed.
//
// A row is checked against the form's rules and the tenant's data: the product and the seller sku
// exist and the sku is the product's, the label is known (its name in either language, or its code), at most TAG_SKUS_MAX skus an
// application, and the product has no open application for the label. A row whose sku the open
// application already asks for is "unchanged", so uploading the same file again creates nothing
// twice; a sku the open application lacks is refused (withdraw or revoke it first, as the form says).
//
// An apply batch may cut an application's rows in two, so a batch creates each application from
// all of its rows in the import (checked again with the products locked); a later batch's rows
// then find the application this same import made (its import_id) and are done. An open
// application made meanwhile by someone else refuses the rows.
import type { ImportColumn } from '../../src/contract';
import { TAG_NOTE_MAX, TAG_SKUS_MAX, fulfilmentTagLabels, fulfilmentTags, type FulfilmentTag } from '../../src/contract/product';
import type { Db } from '../db/db';
import { basicProblems, columnVars } from '../imports/columns';
import type { ApplyRow, CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';
import { fillBi, bi, type Bi } from '../separate';
import { createTagApplication } from './tag';

const t = (en: string, zh: string) => ({ en, zh });
const tagNames = (lang: 'en' | 'zh') => fulfilmentTags.map((tag) => fulfilmentTagLabels.bi[tag][lang]).join(lang === 'en' ? ', ' : '、');
const columns: ImportColumn[] = [
  { key: 'productCode', title: t('Product code', '商品编码'), required: true, lookup: 'product', hint: t('The code of one of your platform products', '您的平台商品编码') },
  { key: 'sellerSku', title: t('Seller SKU', '卖家 SKU'), required: true, lookup: 'productSku', hint: t('A seller SKU of that product; one row per SKU', '该商品的卖家 SKU，每个 SKU 一行') },
  {
    key: 'tag',
    title: t('Label', '标签'),
    required: true,
    // the label's name in either language (or its code): a template filled in Chinese reads the same
    hint: t(`One of: ${tagNames('en')}. Rows of one product and label make one application`, `以下之一：${tagNames('zh')}。同一商品同一标签的各行合为一个申请`),
  },
  { key: 'note', title: t('Note', '备注'), required: false, hint: t(`Optional, at most ${TAG_NOTE_MAX} characters; the application takes its first row's note`, `选填，最多 ${TAG_NOTE_MAX} 个字符；申请取其第一行的备注`) },
];
const column = (key: string) => columns.find((c) => c.key === key)!;

const rowProblem = (col: string | null, text: Bi, vars: Record<string, string | number> = {}): RowProblem => ({ column: col, ...fillBi(text, vars) });
const texts = {
  unknownTag: bi(`Label must be one of: ${tagNames('en')}.`, `标签必须是以下之一：${tagNames('zh')}。`),
  unknownProduct: bi('No platform product has the code "{value}".', '没有编码为“{value}”的平台商品。'),
  unknownSku: bi('No SKU of your platform products has the seller SKU "{value}".', '您的平台商品中没有卖家 SKU 为“{value}”的 SKU。'),
  notOfProduct: bi('SKU "{value}" is not a SKU of product {product}.', 'SKU“{value}”不属于商品 {product}。'),
  open: bi('Product {product} already has an open application for this label ({no}) without this SKU. Withdraw or revoke it first.', '商品 {product} 已有此标签的未完结申请（{no}），其中不含该 SKU。请先撤回或撤销。'),
  tooMany: bi('An application takes at most {max} SKUs: product {product} has more rows for this label.', '一个申请最多 {max} 个 SKU：商品 {product} 此标签的行数超出。'),
  takenElsewhere: bi('Product {product} got an open application for this label ({no}) meanwhile; nothing was created twice.', '商品 {product} 已在此期间有此标签的未完结申请（{no}），未重复创建。'),
  otherRowRefused: bi('Another row of this application has an error, so the application was not created.', '该申请的其他行有错误，申请未创建。'),
};

/** A label cell's tag: its code or its name in either language, without case; null when none. */
function tagOf(cell: string | undefined): FulfilmentTag | null {
  const v = (cell ?? '').trim().toLowerCase();
  return v ? (fulfilmentTags.find((tag) => tag.toLowerCase() === v || fulfilmentTagLabels.bi[tag].en.toLowerCase() === v || fulfilmentTagLabels.bi[tag].zh === v) ?? null) : null;
}

/** The application a row belongs to: product and label (the product code without case). */
const groupKey = (cells: Record<string, string>) => {
  const tag = tagOf(cells.tag);
  return cells.productCode && tag ? `${cells.productCode.toLowerCase()}/${tag}` : null;
};
const lower = (values: readonly string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

interface Refs {
  products: Map<string, { id: string; code: string }>;
  skus: Map<string, { id: string; productId: string }>;
  /** Open applications by product id and label. */
  open: Map<string, { no: string; skuIds: string[]; importId: string | null }>;
}

/** The products, skus and open applications the rows name (the products locked when applying). */
async function refsOf(db: Db, tenantId: string, rows: readonly { cells: Record<string, string> }[], lock = false): Promise<Refs> {
  const products = await db.query<{ id: string; product_code: string }>(
    `SELECT id, product_code FROM products WHERE tenant_id = $1 AND lower(product_code) = ANY($2::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, lower(rows.map((r) => r.cells.productCode))],
  );
  const skus = await db.query<{ id: string; seller_sku: string; product_id: string }>('SELECT id, seller_sku, product_id FROM product_skus WHERE tenant_id = $1 AND lower(seller_sku) = ANY($2::text[])', [
    tenantId,
    lower(rows.map((r) => r.cells.sellerSku)),
  ]);
  const open = await db.query<{ product_id: string; tag: string; application_no: string; sku_ids: string[]; import_id: string | null }>(
    "SELECT product_id, tag, application_no, sku_ids, import_id FROM product_tag_applications WHERE tenant_id = $1 AND product_id = ANY($2::text[]) AND status IN ('applied', 'approved')",
    [tenantId, products.map((p) => p.id)],
  );
  return {
    products: new Map(products.map((p) => [p.product_code.toLowerCase(), { id: p.id, code: p.product_code }])),
    skus: new Map(skus.map((s) => [s.seller_sku.toLowerCase(), { id: s.id, productId: s.product_id }])),
    open: new Map(open.map((o) => [`${o.product_id}/${o.tag}`, { no: o.application_no, skuIds: o.sku_ids, importId: o.import_id }])),
  };
}

interface RowCheck {
  problems: RowProblem[];
  /** The open application already asks for this sku: nothing to do. */
  unchanged: boolean;
}

/**
 * Each row's problems against the data and the rows before it in `rows` (the skus an application
 * may take). `importId`: an open application this import made is its own, not a refusal.
 */
function rowChecks(refs: Refs, rows: readonly { cells: Record<string, string> }[], importId: string | null = null): RowCheck[] {
  const counted = new Map<string, number>();
  return rows.map(({ cells }) => {
    const problems = [...basicProblems(columns, cells)];
    if ((cells.note ?? '').length > TAG_NOTE_MAX) problems.push(importProblem('note', 'tooLong', { ...columnVars(column('note')), max: TAG_NOTE_MAX }));
    const tag = tagOf(cells.tag);
    if (cells.tag && !tag) problems.push(rowProblem('tag', texts.unknownTag));
    const product = cells.productCode ? refs.products.get(cells.productCode.toLowerCase()) : undefined;
    if (cells.productCode && !product) problems.push(rowProblem('productCode', texts.unknownProduct, { value: cells.productCode }));
    const sku = cells.sellerSku ? refs.skus.get(cells.sellerSku.toLowerCase()) : undefined;
    if (cells.sellerSku && !sku) problems.push(rowProblem('sellerSku', texts.unknownSku, { value: cells.sellerSku }));
    else if (sku && product && sku.productId !== product.id) problems.push(rowProblem('sellerSku', texts.notOfProduct, { value: cells.sellerSku, product: product.code }));
    let unchanged = false;
    if (product && sku && tag && problems.length === 0) {
      const open = refs.open.get(`${product.id}/${tag}`);
      if (open && !(importId !== null && open.importId === importId)) {
        if (open.skuIds.includes(sku.id)) unchanged = true;
        else problems.push(rowProblem('tag', texts.open, { product: product.code, no: open.no }));
      }
      if (!unchanged) {
        const key = groupKey(cells)!;
        const n = (counted.get(key) ?? 0) + 1;
        counted.set(key, n);
        if (n > TAG_SKUS_MAX) problems.push(rowProblem('sellerSku', texts.tooMany, { max: TAG_SKUS_MAX, product: product.code }));
      }
    }
    return { problems, unchanged };
  });
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const checks = rowChecks(await refsOf(db, caller.tenantId, rows), rows);
  return rows.map((r, i) => {
    // the same sku twice for one label is the pipeline's duplicate
    const tag = tagOf(r.cells.tag);
    const key = r.cells.sellerSku && tag ? `${r.cells.sellerSku.toLowerCase()}/${tag}` : null;
    if (checks[i].problems.length > 0) return { action: 'error', problems: checks[i].problems, key };
    return { action: checks[i].unchanged ? 'unchanged' : 'create', problems: [], key };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  const { import_id: importId } = await tx.one<{ import_id: string }>('SELECT import_id FROM import_rows WHERE id = $1', [rows[0].id]);
  const keys = [...new Set(rows.map((r) => groupKey(r.cells)).filter((k): k is string => k !== null))];
  // every row of these applications in this import, in file order (some may sit in another batch):
  // the rows of their products, then those of their labels (a label is matched in either language)
  const found = (
    await tx.query<{ id: string; row_number: number; cells: Record<string, string>; action: string }>(
      `SELECT id, row_number, cells, action FROM import_rows WHERE import_id = $1 AND NOT dropped AND lower(cells->>'productCode') = ANY($2::text[]) ORDER BY row_number`,
      [importId, [...new Set(keys.map((k) => k.slice(0, k.lastIndexOf('/'))))]],
    )
  ).filter((r) => keys.includes(groupKey(r.cells) ?? ''));
  // an application with a row refused in an earlier batch is not created from the rest
  const broken = new Set(found.filter((r) => r.action === 'error').map((r) => groupKey(r.cells)));
  const members = found.filter((r) => r.action === 'create');
  const refs = await refsOf(tx, caller.tenantId, members, true);
  const by = { id: caller.userId, name: caller.userName };
  for (const key of keys) {
    const mine = rows.filter((r) => groupKey(r.cells) === key);
    const group = members.filter((r) => groupKey(r.cells) === key);
    const product = refs.products.get(group[0]?.cells.productCode.toLowerCase() ?? '');
    const tag = tagOf(group[0]?.cells.tag);
    const open = product ? refs.open.get(`${product.id}/${tag}`) : undefined;
    if (open?.importId === importId) continue; // made from an earlier batch of this import
    const checks = rowChecks(refs, group, importId);
    if (!product || !tag || broken.has(key) || checks.some((c) => c.problems.length > 0 || c.unchanged)) {
      for (const r of mine) {
        const at = group.findIndex((m) => m.id === r.id);
        const own = checks[at];
        // its own problem; a sku the open application made meanwhile already holds (still not
        // created twice); or another row's (refused here or in an earlier batch)
        refused.set(r.id, own?.problems.length ? own.problems : own?.unchanged && open ? [rowProblem('tag', texts.takenElsewhere, { product: product!.code, no: open.no })] : [rowProblem(null, texts.otherRowRefused)]);
      }
      continue;
    }
    const skuIds = [...new Set(group.map((r) => refs.skus.get(r.cells.sellerSku.toLowerCase())!.id))];
    const note = group.map((r) => (r.cells.note ?? '').trim()).find(Boolean) ?? '';
    await createTagApplication(tx, { tenantId: caller.tenantId, productId: product.id, tag, skuIds, note, by, now: caller.now, importId });
  }
  return refused;
}

export const tagApplyImport: ImportDefinition = {
  type: 'tagApply',
  columns,
  keyColumn: 'sellerSku',
  check,
  apply,
};
