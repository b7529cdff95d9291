// Replenishment orders the supplier proposes from a file (import type `replenishmentOrder`,
// /replenishment/upload; docs/domain/receipts.md "Slice (built): replenishment upload"). One row is
// one line: platform warehouse code, sku, quantity and an optional deliver-by date (empty: 14 days
// on, as the platform's suggestions).
//
// A row is checked against the tenant's data with its problems on their columns in both languages:
// the warehouse is one of the tenant's platform warehouses, the sku one of its active skus, the
// quantity a whole number from 1 to MAX_QTY, the date a day after today and at most MAX_DAYS on,
// and no open order (suggested or confirmed) of that warehouse already holds the sku (the supplier
// confirms or cancels that one instead; a shipping order is on its way and counts as in transit).
// The pipeline refuses a later row of the same warehouse and sku (the key).
//
// Confirm makes one order per platform warehouse and deliver-by date with the area's steps
// (steps.ts): suggestOrder with the row's quantity and the cover figures of the moment, a history
// row `upload` by the user, then actOnOrder's confirm by the user at the same quantity, so the order
// starts `confirmed` as the record's Confirm leaves it. The batch's transaction locks the
// warehouses' review rows (the platform's job takes them FOR UPDATE SKIP LOCKED, so it cannot
// suggest the same sku meanwhile) and checks every row again; a row that fails then refuses every
// row of its order, so no order is made with part of its file's lines. The pipeline applies a
// confirm once (a double confirm applies nothing twice), and the same file again is refused row
// by row (the orders it made are open).
import { randomBytes } from 'node:crypto';
import type { ImportColumn } from '../../src/contract';
import type { Db } from '../db/db';
import { basicProblems } from '../imports/columns';
import type { ApplyRow, CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';
import { bi, fillBi, type Bi } from '../separate';
import { coverOf } from './cover';
import { actOnOrder, DELIVER_DAYS, nextOrderNo, suggestOrder } from './steps';

/** A sane ceiling for one line: the largest seeded suggestions are a few hundred units. */
export const MAX_QTY = 100_000;
/** The latest deliver-by a file may ask for, in days from today. */
export const MAX_DAYS = 180;
const DAY = 86_400_000;

const t = (en: string, zh: string) => ({ en, zh });
const columns: ImportColumn[] = [
  { key: 'warehouse', title: t('Platform warehouse', '平台仓编码'), required: true, lookup: 'warehouse', hint: t('The code of one of your platform warehouses, such as FBA-ONT8', '您的平台仓编码，如 FBA-ONT8') },
  { key: 'sku', title: t('SKU', 'SKU'), required: true, lookup: 'sku', hint: t('One of your active SKUs', '您的在售 SKU') },
  { key: 'qty', title: t('Quantity', '数量'), required: true, hint: t(`A whole number from 1 to ${MAX_QTY}`, `1 至 ${MAX_QTY} 的整数`) },
  { key: 'deliverBy', title: t('Deliver by', '要求送达日期'), required: false, hint: t(`A date such as 2026-12-31; empty: ${DELIVER_DAYS} days on`, `日期，如 2026-12-31；留空则为 ${DELIVER_DAYS} 天后`) },
];

const texts = {
  notPlatform: bi('"{value}" is not one of your platform warehouses.', '“{value}”不是您的平台仓。'),
  notActive: bi('SKU "{value}" is discontinued.', 'SKU“{value}”已停售。'),
  qty: bi('The quantity must be a whole number from 1 to {max}, not "{value}".', '数量须为 1 至 {max} 的整数，“{value}”无效。'),
  date: bi('The deliver-by date must be a date such as 2026-12-31, not "{value}".', '要求送达日期须为日期，如 2026-12-31，“{value}”无效。'),
  dateRange: bi('The deliver-by date {value} must be after today and at most {max} days on.', '要求送达日期 {value} 须晚于今天，且不超过 {max} 天后。'),
  open: bi('Replenishment order {order} of {warehouse} already holds this SKU: confirm or cancel that order instead.', '{warehouse} 的补货单 {order} 已包含该 SKU，请确认或取消该补货单。'),
  sameOrder: bi('Row {row} of the same replenishment order could not be applied, so this order was not made.', '同一补货单的第 {row} 行无法导入，因此未创建该补货单。'),
};
const rowProblem = (column: string | null, text: Bi, vars: Record<string, string | number> = {}): RowProblem => ({ column, ...fillBi(text, vars) });
const lower = (values: readonly string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

/** The caller's offset from UTC in ms ("GMT+08:00"; anything else counts as UTC). */
function offsetOf(timeZone: string): number {
  const m = /^(?:GMT|UTC)([+-])(\d{1,2}):?(\d{2})?$/.exec(timeZone.trim());
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000 : 0;
}

/** A day as days since 1970-01-01: "2026-12-31", "2026/12/31" or an xlsx date serial; null when none. */
function dayOf(cell: string): number | null {
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cell);
  if (ymd) {
    const [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    const at = Date.UTC(y, m - 1, d);
    const back = new Date(at);
    return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? at / DAY : null;
  }
  // an xlsx date cell reads as its serial number (days since 1899-12-30)
  if (/^\d{5}$/.test(cell)) return Number(cell) - 25_569;
  return null;
}
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

interface Refs {
  platforms: Map<string, { id: string; code: string }>;
  skus: Map<string, { id: string; status: string }>;
  /** The open order holding a sku at a warehouse, by `warehouseId|skuId`. */
  open: Map<string, string>;
}

async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[]): Promise<Refs> {
  const platforms = await db.query<{ id: string; code: string }>(`SELECT id, code FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL AND lower(code) = ANY($2::text[])`, [
    tenantId,
    lower(rows.map((r) => r.cells.warehouse ?? '')),
  ]);
  const skus = await db.query<{ id: string; sku: string; status: string }>('SELECT id, sku, status FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [tenantId, lower(rows.map((r) => r.cells.sku ?? ''))]);
  const open = await db.query<{ warehouse_id: string; sku_id: string; order_no: string }>(
    `SELECT r.warehouse_id, l.sku_id, r.order_no FROM replenishment_orders r JOIN replenishment_order_lines l ON l.order_id = r.id AND l.tenant_id = r.tenant_id
      WHERE r.tenant_id = $1 AND r.status IN ('suggested', 'confirmed') AND r.warehouse_id = ANY($2::text[]) AND l.sku_id = ANY($3::text[])`,
    [tenantId, platforms.map((p) => p.id), skus.map((s) => s.id)],
  );
  return {
    platforms: new Map(platforms.map((p) => [p.code.toLowerCase(), p])),
    skus: new Map(skus.map((s) => [s.sku.toLowerCase(), { id: s.id, status: s.status }])),
    open: new Map(open.map((o) => [`${o.warehouse_id}|${o.sku_id}`, o.order_no])),
  };
}

interface Resolved {
  warehouseId: string;
  deliverDay: number | null;
  skuId: string;
  qty: number;
}

/** A row read against the tenant's data: the order line it makes, or its problems on their columns. */
function resolve(refs: Refs, caller: ImportCaller, cells: Record<string, string>): { row: Resolved } | { problems: RowProblem[] } {
  const problems = [...basicProblems(columns, cells)];
  const code = cells.warehouse ?? '';
  const platform = code ? refs.platforms.get(code.toLowerCase()) : undefined;
  if (code && !platform) problems.push(rowProblem('warehouse', texts.notPlatform, { value: code }));
  const sku = cells.sku ?? '';
  const found = sku ? refs.skus.get(sku.toLowerCase()) : undefined;
  if (sku && !found) problems.push(importProblem('sku', 'unknownSku', { value: sku }));
  if (found && found.status !== 'active') problems.push(rowProblem('sku', texts.notActive, { value: sku }));
  const qtyText = cells.qty ?? '';
  const qty = /^\d{1,6}$/.test(qtyText) && Number(qtyText) >= 1 && Number(qtyText) <= MAX_QTY ? Number(qtyText) : null;
  if (qtyText && qty === null) problems.push(rowProblem('qty', texts.qty, { value: qtyText, max: MAX_QTY }));
  const dateText = cells.deliverBy ?? '';
  const deliverDay = dateText ? dayOf(dateText) : null;
  if (dateText && deliverDay === null) problems.push(rowProblem('deliverBy', texts.date, { value: dateText }));
  if (deliverDay !== null) {
    const today = Math.floor((caller.now.getTime() + offsetOf(caller.timeZone)) / DAY);
    if (deliverDay <= today || deliverDay > today + MAX_DAYS) problems.push(rowProblem('deliverBy', texts.dateRange, { value: isoOf(deliverDay), max: MAX_DAYS }));
  }
  const held = platform && found ? refs.open.get(`${platform.id}|${found.id}`) : undefined;
  if (platform && held) problems.push(rowProblem('sku', texts.open, { order: held, warehouse: platform.code }));
  if (problems.length || !platform || !found || qty === null) return { problems };
  return { row: { warehouseId: platform.id, deliverDay, skuId: found.id, qty } };
}

/** Rows of one order: the same platform warehouse and deliver-by (empty is its own day). */
const orderKey = (cells: Record<string, string>) => [cells.warehouse ?? '', cells.deliverBy ?? ''].map((v) => v.toLowerCase()).join('|');
const keyOf = (cells: Record<string, string>) => (cells.warehouse && cells.sku ? `${cells.warehouse.toLowerCase()}|${cells.sku.toLowerCase()}` : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  return rows.map((r) => {
    const resolved = resolve(refs, caller, r.cells);
    return 'problems' in resolved ? { action: 'error', problems: resolved.problems, key: keyOf(r.cells) } : { action: 'create', problems: [], key: keyOf(r.cells) };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  const codes = lower(rows.map((r) => r.cells.warehouse ?? ''));
  // the platform's job cannot suggest for these warehouses until this transaction ends
  await tx.query(
    `SELECT v.warehouse_id FROM replenishment_reviews v JOIN warehouses w ON w.id = v.warehouse_id AND w.tenant_id = v.tenant_id
      WHERE v.tenant_id = $1 AND lower(w.code) = ANY($2::text[]) ORDER BY v.warehouse_id FOR UPDATE OF v`,
    [caller.tenantId, codes],
  );
  const refs = await refsOf(tx, caller.tenantId, rows);
  const groups = new Map<string, { row: ApplyRow; resolved: ReturnType<typeof resolve> }[]>();
  for (const row of rows) {
    const key = orderKey(row.cells);
    groups.set(key, [...(groups.get(key) ?? []), { row, resolved: resolve(refs, caller, row.cells) }]);
  }
  const by = { id: caller.userId, name: caller.userName };
  for (const group of groups.values()) {
    const failed = group.find((g) => 'problems' in g.resolved);
    if (failed) {
      for (const g of group) refused.set(g.row.id, 'problems' in g.resolved ? g.resolved.problems : [rowProblem(null, texts.sameOrder, { row: failed.row.rowNumber })]);
      continue;
    }
    const made = group.map((g) => (g.resolved as { row: Resolved }).row);
    const { warehouseId, deliverDay } = made[0]!;
    const cover = new Map((await coverOf(tx, caller.tenantId, warehouseId, caller.now)).map((c) => [c.skuId, c]));
    const lines = made.map((m) => ({ skuId: m.skuId, qty: m.qty, onHand: cover.get(m.skuId)?.onHand ?? 0, inTransit: cover.get(m.skuId)?.inTransit ?? 0, sales30d: cover.get(m.skuId)?.sales30d ?? 0 }));
    const id = `rp-${randomBytes(8).toString('hex')}`;
    // noon UTC: the same calendar day in every zone from UTC-11 to UTC+11
    const deliverBy = deliverDay === null ? undefined : new Date(deliverDay * DAY + DAY / 2);
    await suggestOrder(tx, { tenantId: caller.tenantId, id, no: await nextOrderNo(tx, caller.tenantId, caller.now), warehouseId, lines, now: caller.now, deliverBy });
    await tx.query(
      `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
       VALUES ($1, $2, 'replenishment.order', $3, 'upload', '', 'suggested', $4, $5, $6, $7)`,
      [`rh_${randomBytes(6).toString('hex')}`, caller.tenantId, id, `${lines.length}`, caller.userId, caller.userName, caller.now],
    );
    await actOnOrder(tx, 'confirm', { tenantId: caller.tenantId, id, version: 1, lang: 'en', by, now: caller.now, lines: lines.map((l, n) => ({ lineId: `${id}-${n + 1}`, qty: l.qty })) });
  }
  return refused;
}

export const replenishmentOrderImport: ImportDefinition = {
  type: 'replenishmentOrder',
  columns,
  keyColumn: 'sku',
  check,
  apply,
};
