// The steps of a replenishment order that the handlers, the platform's job and the seed share, each
// in the caller's transaction on the record-with-actions kit's table (the row locked, the state and
// the version read checked, a record_history row written):
//   suggest  (the platform) a new suggested order for a platform warehouse, a line per sku with its
//            suggested quantity and the cover figures it came from; deliver by 14 days on.
//   confirm  suggested -> confirmed: a quantity for every line, each at most 150 % of the
//            suggestion (REPLENISHMENT_QTY_OVER), not every one at zero (REPLENISHMENT_QTY_EMPTY).
//   cancel   suggested -> cancelled with a reason.
//   ship     confirmed -> shipping (its inbound left the supplier's warehouse).
//   receive  shipping -> done (the platform warehouse counted it).
// No step moves stock: the order is a request; its inbound moves the stock (receipts.md).
import type { Language } from '../../src/contract';
import { confirmProblem, type ReplenishmentOrderStatus } from '../../src/contract/replenishment';
import type { Db, SqlParam } from '../db/db';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { replenishmentRefusals } from './messages';

export const replenishmentActions = ['confirm', 'cancel', 'ship', 'receive'] as const;
export type ReplenishmentAction = (typeof replenishmentActions)[number];

export const replenishmentTable: RecordTable<ReplenishmentAction, ReplenishmentOrderStatus> = {
  kind: 'replenishment.order',
  table: 'replenishment_orders',
  transitions: {
    confirm: { from: ['suggested'], to: 'confirmed' },
    cancel: { from: ['suggested'], to: 'cancelled' },
    ship: { from: ['confirmed'], to: 'shipping' },
    receive: { from: ['shipping'], to: 'done' },
  },
  notFound,
  decided: (lang, row) => replenishmentRefusals.state(lang, row.status),
  stale: (lang) => replenishmentRefusals.stale(lang),
};

export const DELIVER_DAYS = 14;
const DAY = 86_400_000;

export interface SuggestedLine {
  skuId: string;
  qty: number;
  onHand: number;
  inTransit: number;
  sales30d: number;
}

export interface NewOrder {
  tenantId: string;
  id: string;
  no: string;
  warehouseId: string;
  lines: readonly SuggestedLine[];
  now: Date;
  deliverBy?: Date;
}

/** A new suggested order (the platform's job, the seed, or an upload with its file's deliver-by); line ids follow the order's. */
export async function suggestOrder(tx: Db, o: NewOrder): Promise<void> {
  await suggestOrders(tx, [o]);
}

/** Several new suggested orders in two statements (the seed suggests hundreds). */
export async function suggestOrders(tx: Db, orders: readonly NewOrder[]): Promise<void> {
  const insert = async (table: string, columns: readonly string[], rows: readonly SqlParam[][]) => {
    if (rows.length === 0) return;
    const params = rows.flat();
    const tuples = rows.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  };
  await insert(
    'replenishment_orders',
    ['id', 'tenant_id', 'order_no', 'warehouse_id', 'status', 'deliver_by', 'created_at', 'updated_at'],
    orders.map((o) => [o.id, o.tenantId, o.no, o.warehouseId, 'suggested', o.deliverBy ?? new Date(o.now.getTime() + DELIVER_DAYS * DAY), o.now, o.now]),
  );
  await insert(
    'replenishment_order_lines',
    ['id', 'tenant_id', 'order_id', 'sku_id', 'suggested_qty', 'on_hand', 'in_transit', 'sales_30d'],
    orders.flatMap((o) => o.lines.map((l, n) => [`${o.id}-${n + 1}`, o.tenantId, o.id, l.skuId, l.qty, l.onHand, l.inTransit, l.sales30d])),
  );
}

/** The next free number of the day: RP<yymmdd><n>. */
export async function nextOrderNo(tx: Db, tenantId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const taken = await tx.query<{ order_no: string }>('SELECT order_no FROM replenishment_orders WHERE tenant_id = $1 AND order_no LIKE $2', [tenantId, `RP${day}%`]);
  const numbers = new Set(taken.map((t) => t.order_no));
  let n = taken.length + 1;
  while (numbers.has(`RP${day}${n}`)) n++;
  return `RP${day}${n}`;
}

export interface ReplenishmentStep {
  tenantId: string;
  id: string;
  version: number;
  lang: Language;
  by: { id: string | null; name: string };
  now: Date;
  note?: string;
  lines?: readonly { lineId: string; qty: number }[];
}

interface LineRow {
  id: string;
  sku: string;
  suggested_qty: number;
  confirmed_qty: number | null;
}

/**
 * One action. A repeat by a double submit (the order already where the action leaves it, one
 * version on, with the same quantities or reason) is answered as applied: false then.
 */
export async function actOnOrder(tx: Db, action: ReplenishmentAction, s: ReplenishmentStep): Promise<boolean> {
  const row = await tx.maybe<{ status: ReplenishmentOrderStatus; version: number; cancel_reason: string }>(
    'SELECT status, version, cancel_reason FROM replenishment_orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [s.id, s.tenantId],
  );
  if (!row) throw notFound(s.lang);
  // only confirm reads the lines (its quantities, and whether a repeat asked the same)
  const lines = action !== 'confirm' ? [] : await tx.query<LineRow>(
    `SELECT l.id, k.sku, l.suggested_qty, l.confirmed_qty FROM replenishment_order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.id`,
    [s.id, s.tenantId],
  );
  const asked = s.lines ?? [];
  const to = replenishmentTable.transitions[action].to;
  if (row.status === to && row.version === s.version + 1) {
    if (action === 'cancel' && row.cancel_reason === (s.note ?? '')) return false;
    if (action === 'confirm' && asked.length === lines.length && asked.every((a) => lines.some((l) => l.id === a.lineId && l.confirmed_qty === a.qty))) return false;
    if (action === 'ship' || action === 'receive') return false;
  }
  const fresh = replenishmentTable.transitions[action].from.includes(row.status) && row.version === s.version;
  const set: Record<string, SqlParam> = { updated_at: s.now };
  if (action === 'confirm' && fresh) {
    // every line once, none of another order
    if (asked.length !== lines.length || new Set(asked.map((a) => a.lineId)).size !== lines.length || !asked.every((a) => lines.some((l) => l.id === a.lineId))) throw replenishmentRefusals.lines(s.lang);
    const paired = lines.map((l) => ({ sku: l.sku, suggestedQty: l.suggested_qty, qty: asked.find((a) => a.lineId === l.id)?.qty ?? 0 }));
    const problem = confirmProblem(paired);
    if (problem === 'range') throw replenishmentRefusals.over(s.lang, paired.filter((p) => confirmProblem([p]) === 'range').map((p) => p.sku));
    if (problem === 'allZero') throw replenishmentRefusals.empty(s.lang);
    Object.assign(set, { confirmed_at: s.now, confirmed_by_name: s.by.name });
  }
  if (action === 'cancel') Object.assign(set, { cancel_reason: s.note ?? '' });
  await applyRecordAction(tx, replenishmentTable, { tenantId: s.tenantId, lang: s.lang, by: s.by, key: s.id, action, version: s.version, note: s.note ?? '', now: s.now, set });
  if (action === 'confirm') {
    await tx.query('UPDATE replenishment_order_lines l SET confirmed_qty = a.qty FROM unnest($2::text[], $3::int[]) AS a(id, qty) WHERE l.id = a.id AND l.tenant_id = $1', [
      s.tenantId,
      asked.map((a) => a.lineId),
      asked.map((a) => a.qty),
    ]);
  }
  return true;
}
