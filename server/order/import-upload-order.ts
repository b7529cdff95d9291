// Import of orders from the supplier's own channels (/order/uploadOrder, docs/domain/orders.md
// "Upload order (built)"): one row is one line (shop, external order id, sku, quantity, unit price,
// ship-from warehouse, receiver). Rows of the same shop and external order id make one order and
// must agree on the warehouse and the receiver; each order is created by createOrders()
// (server/order/create.ts) as pendingAcknowledge, like a platform push. The external
// order id is unique per shop among uploaded orders: an order that exists already is left as it is
// (its rows are "unchanged"), so uploading the same file again creates nothing twice.
//
// An apply batch may cut an order's rows in two, so a batch creates each of its orders from all of
// that order's rows in the import (checked again under the shops' locks); the rows of a later batch
// then find their order made by this same import and are done. An order another import created
// meanwhile refuses the rows.
import { type ImportColumn } from '../../src/contract';
import { fitsCurrency } from '../../src/contract/kernel/rules';
import { bi, textOf } from '../separate';
import type { Db } from '../db/db';
import { createOrders, type NewOrder } from './create';
import { basicProblems, columnVars } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const t = (en: string, zh: string) => ({ en, zh });
const columns: ImportColumn[] = [
  { key: 'shop', title: t('Shop code', '店铺编码'), required: true, lookup: 'shop', hint: t('The code of one of your active shops', '您的有效店铺编码') },
  { key: 'externalOrderId', title: t('External order no.', '外部订单号'), required: true, hint: t('Your order no. in that channel, unique per shop; letters, digits, - and _', '该渠道的订单号，同一店铺内唯一；字母、数字、- 和 _') },
  { key: 'sku', title: t('SKU', 'SKU'), required: true, lookup: 'sku', hint: t('The code of one of your SKUs', '您的 SKU 编码') },
  { key: 'qty', title: t('Quantity', '数量'), required: true, hint: t('A whole number from 1 to 99999', '1 到 99999 的整数') },
  { key: 'unitPrice', title: t('Unit price', '单价'), required: true, hint: t('In the shop’s currency, at most 2 decimals (whole in JPY)', '店铺币种，最多 2 位小数（日元为整数）') },
  { key: 'warehouse', title: t('Ship-from warehouse code', '发货仓编码'), required: true, lookup: 'warehouse', hint: t('One of your active warehouses (not a platform warehouse)', '您的有效仓库（非平台仓）') },
  { key: 'receiverName', title: t('Receiver', '收件人'), required: true, hint: t('At most 100 characters', '最多 100 个字符') },
  { key: 'receiverPhone', title: t('Receiver phone', '收件人电话'), required: false, hint: t('Optional, at most 40 characters', '选填，最多 40 个字符') },
  { key: 'country', title: t('Country', '国家'), required: true, hint: t('ISO code such as US', 'ISO 代码，如 US') },
  { key: 'stateOrProvince', title: t('State or province', '州/省'), required: false, hint: t('Optional', '选填') },
  { key: 'city', title: t('City', '城市'), required: true, hint: t('At most 100 characters', '最多 100 个字符') },
  { key: 'address', title: t('Address', '详细地址'), required: true, hint: t('Street and number, at most 200 characters', '街道门牌，最多 200 个字符') },
  { key: 'postalCode', title: t('Postal code', '邮编'), required: true, hint: t('At most 20 characters', '最多 20 个字符') },
];

/** Header fields every row of one order repeats. */
const HEADER = ['warehouse', 'receiverName', 'receiverPhone', 'country', 'stateOrProvince', 'city', 'address', 'postalCode'] as const;
const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const MAX_TEXT = { receiverName: 100, receiverPhone: 40, stateOrProvince: 100, city: 100, address: 200, postalCode: 20 } as const;

const column = (key: string) => columns.find((c) => c.key === key)!;
const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];
/** The order a row belongs to: shop and external id (case-insensitive shop code). */
const orderKey = (cells: Record<string, string>) => (cells.shop && cells.externalOrderId ? `${cells.shop.toLowerCase()}/${cells.externalOrderId}` : null);

const disagrees = (key: string) =>
  problem(key, (lang) =>
    lang === 'en'
      ? `${column(key).title.en} differs from the first row of this order; rows of one order must agree.`
      : `${column(key).title.zh}与该订单第一行不一致；同一订单的各行必须一致。`,
  );
const takenElsewhere = (externalId: string) =>
  problem('externalOrderId', (lang) =>
    lang === 'en' ? `Order ${externalId} of this shop was uploaded by another file meanwhile; nothing was created twice.` : `该店铺的订单 ${externalId} 已由其他文件上传，未重复创建。`,
  );
const otherRowRefused = () =>
  problem(null, (lang) => (lang === 'en' ? 'Another row of this order has an error, so the order was not created.' : '该订单的其他行有错误，订单未创建。'));

interface Refs {
  carts: Map<string, { id: string; currency: string }>;
  skus: Map<string, string>;
  warehouses: Map<string, string>;
  /** Uploaded orders that exist, by order key: the import that created them. */
  existing: Map<string, string | null>;
}

/** The shops, skus, warehouses and existing uploaded orders the rows name (shops locked when applying). */
async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[], lock = false): Promise<Refs> {
  const carts = await db.query<{ id: string; code: string; currency: string }>(
    `SELECT id, code, currency FROM carts WHERE tenant_id = $1 AND status = 'active' AND lower(code) = ANY($2::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, lower(rows.map((r) => r.cells.shop))],
  );
  const skus = await db.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [
    tenantId,
    lower(rows.map((r) => r.cells.sku)),
  ]);
  const warehouses = await db.query<{ id: string; code: string }>(
    `SELECT id, code FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'active' AND type <> 'platform' AND lower(code) = ANY($2::text[])`,
    [tenantId, lower(rows.map((r) => r.cells.warehouse))],
  );
  const existing = await db.query<{ code: string; shop_order_id: string; import_id: string | null }>(
    `SELECT c.code, o.shop_order_id, o.import_id FROM orders o JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id
      WHERE o.tenant_id = $1 AND o.source = 'upload' AND o.cart_id = ANY($2::text[]) AND o.shop_order_id = ANY($3::text[])`,
    [tenantId, carts.map((c) => c.id), [...new Set(rows.map((r) => r.cells.externalOrderId).filter(Boolean))]],
  );
  return {
    carts: new Map(carts.map((c) => [c.code.toLowerCase(), { id: c.id, currency: c.currency }])),
    skus: new Map(skus.map((s) => [s.sku.toLowerCase(), s.id])),
    warehouses: new Map(warehouses.map((w) => [w.code.toLowerCase(), w.id])),
    existing: new Map(existing.map((e) => [`${e.code.toLowerCase()}/${e.shop_order_id}`, e.import_id])),
  };
}

/** A row's own problems, and whether it agrees with the first row of its order among `rows`. */
function rowProblems(refs: Refs, rows: readonly RowInput[]): RowProblem[][] {
  const first = new Map<string, Record<string, string>>();
  return rows.map(({ cells }) => {
    const problems = [...basicProblems(columns, cells)];
    const invalid = (key: string) => problems.push(importProblem(key, 'invalidValue', { ...columnVars(column(key)), value: cells[key] }));
    if (cells.shop && !refs.carts.has(cells.shop.toLowerCase())) problems.push(importProblem('shop', 'unknownShop', { value: cells.shop }));
    if (cells.externalOrderId && !EXTERNAL_ID.test(cells.externalOrderId)) invalid('externalOrderId');
    if (cells.sku && !refs.skus.has(cells.sku.toLowerCase())) problems.push(importProblem('sku', 'unknownSku', { value: cells.sku }));
    if (cells.qty && !(/^\d{1,5}$/.test(cells.qty) && Number(cells.qty) >= 1)) invalid('qty');
    if (cells.unitPrice && !PRICE.test(cells.unitPrice)) invalid('unitPrice');
    else if (cells.unitPrice) {
      // the shop's currency without decimals (JPY, decision 028): the price is whole
      const currency = refs.carts.get((cells.shop ?? '').toLowerCase())?.currency;
      if (currency && !fitsCurrency(Number(cells.unitPrice), currency)) {
        problems.push(problem('unitPrice', (lang) => textOf(bi(`${currency} prices are whole amounts, without decimals.`, `${currency} 价格须为整数，不能有小数。`), lang)));
      }
    }
    if (cells.warehouse && !refs.warehouses.has(cells.warehouse.toLowerCase())) problems.push(importProblem('warehouse', 'unknownWarehouse', { value: cells.warehouse }));
    if (cells.country && !/^[A-Za-z]{2}$/.test(cells.country)) invalid('country');
    for (const [key, max] of Object.entries(MAX_TEXT)) if ((cells[key] ?? '').length > max) problems.push(importProblem(key, 'tooLong', { ...columnVars(column(key)), max }));
    const key = orderKey(cells);
    if (key) {
      const head = first.get(key);
      if (!head) first.set(key, cells);
      else for (const h of HEADER) if ((head[h] ?? '').toLowerCase() !== (cells[h] ?? '').toLowerCase()) problems.push(disagrees(h));
    }
    return problems;
  });
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  const problems = rowProblems(refs, rows);
  return rows.map((r, i) => {
    const key = orderKey(r.cells);
    // a sku twice in one order is the pipeline's duplicate
    const rowKey = key && r.cells.sku ? `${key}/${r.cells.sku.toLowerCase()}` : null;
    if (problems[i].length > 0) return { action: 'error', problems: problems[i], key: rowKey };
    return { action: key && refs.existing.has(key) ? 'unchanged' : 'create', problems: [], key: rowKey };
  });
}

function newOrder(refs: Refs, rows: readonly RowInput[], importId: string): NewOrder {
  const h = rows[0].cells;
  const cart = refs.carts.get(h.shop.toLowerCase())!;
  return {
    cartId: cart.id,
    externalOrderId: h.externalOrderId,
    warehouseId: refs.warehouses.get(h.warehouse.toLowerCase())!,
    currency: cart.currency,
    receiver: {
      name: h.receiverName,
      phone: h.receiverPhone ?? '',
      country: h.country.toUpperCase(),
      stateOrProvince: h.stateOrProvince ?? '',
      city: h.city,
      addressLine1: h.address,
      postalCode: h.postalCode,
    },
    lines: rows.map((r) => ({ skuId: refs.skus.get(r.cells.sku.toLowerCase())!, qty: Number(r.cells.qty), unitPrice: Number(r.cells.unitPrice) })),
    source: 'upload',
    importId,
  };
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  const { import_id: importId } = await tx.one<{ import_id: string }>('SELECT import_id FROM import_rows WHERE id = $1', [rows[0].id]);
  const keys = [...new Set(rows.map((r) => orderKey(r.cells)).filter((k): k is string => k !== null))];
  // every row of these orders in this import, in file order (some may sit in a later batch)
  const found = await tx.query<{ id: string; row_number: number; cells: Record<string, string>; action: string }>(
    `SELECT id, row_number, cells, action FROM import_rows
      WHERE import_id = $1 AND NOT dropped AND lower(cells->>'shop') || '/' || (cells->>'externalOrderId') = ANY($2::text[])
      ORDER BY row_number`,
    [importId, keys],
  );
  // an order with a row refused in an earlier batch is not created from the rest
  const broken = new Set(found.filter((r) => r.action === 'error').map((r) => orderKey(r.cells)));
  const all = found.filter((r) => r.action === 'create' || r.action === 'update');
  const group = <R extends { cells: Record<string, string> }>(list: readonly R[], key: string) => list.filter((r) => orderKey(r.cells) === key);
  const refs = await refsOf(tx, caller.tenantId, all.map((r) => ({ rowNumber: r.row_number, cells: r.cells })), true);
  const toCreate: NewOrder[] = [];
  for (const key of keys) {
    const mine = group(rows, key);
    if (refs.existing.has(key)) {
      // made by this import from an earlier batch: these rows are part of it; else another file won
      if (refs.existing.get(key) !== importId) for (const r of mine) refused.set(r.id, [takenElsewhere(r.cells.externalOrderId)]);
      continue;
    }
    if (broken.has(key)) {
      for (const r of mine) refused.set(r.id, [otherRowRefused()]);
      continue;
    }
    const members = group(all, key).map((r) => ({ rowNumber: r.row_number, cells: r.cells }));
    const problems = rowProblems(refs, members);
    if (problems.some((p) => p.length > 0)) {
      for (const r of mine) {
        const at = members.findIndex((m) => m.rowNumber === r.rowNumber);
        refused.set(r.id, problems[at]?.length ? problems[at] : [otherRowRefused()]);
      }
      continue;
    }
    toCreate.push(newOrder(refs, members, importId));
  }
  await createOrders(tx, { tenantId: caller.tenantId, name: caller.userName, now: caller.now }, toCreate);
  return refused;
}

export const uploadOrderImport: ImportDefinition = {
  type: 'uploadOrder',
  columns,
  keyColumn: 'sku',
  check,
  apply,
};
