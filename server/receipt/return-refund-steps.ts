// The steps of return-refund masters and orders that the handlers, the platform's job and the seed
// share, each in the caller's transaction on the record-with-actions kit's table. Stock reuses
// stock.ts's receiveInboundStock and outbound-stock.ts's move:
//   openMaster   (the platform) a new collecting master of one platform warehouse's week.
//   receiveReturn (the platform) a customer return inspected into a collecting master: on_hand +=
//                qty in the platform warehouse; an unsellable one is locked there too (locked +=
//                qty), held for the master's outbound, so it is never sold and never goes below zero.
//   closeWeek    collecting -> pendingConfirm (the platform, at week_ends_at).
//   confirm      pendingConfirm -> confirmed (the supplier): the unsellable goods leave on the
//                master's outbound (on_hand -= qty, locked -= qty: in transit back).
//   dispute      pendingConfirm or disputed -> disputed (the supplier): items it bears (defective),
//                each with a reason; decided at decide_due_at.
//   decide       disputed -> confirmed (the platform): a disputed item is upheld (the platform pays)
//                when the customer's reason is no fault of the product (changed mind, arrived
//                damaged), else rejected; then the confirm's stock step.
//   deliver      confirmed -> done (the platform, at done_due_at): on hand rises at the ship-to.
// Per tenant and sku, Σ on_hand + Σ qty of unsellable orders of confirmed masters rises by exactly
// the returned quantities, and 0 <= locked + isolated <= on_hand holds on every row.
import type { Language } from '../../src/contract';
import type { ReturnCustomerReason, ReturnInspection, ReturnMasterStatus } from '../../src/contract/receipt';
import type { Db, SqlParam } from '../db/db';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { returnRefundRefusals } from './messages';
import { reviewSeconds } from './requests';
import { move, type SkuQty } from './outbound-stock';
import { receiveInboundStock } from './stock';

export const returnMasterActions = ['closeWeek', 'confirm', 'dispute', 'decide', 'deliver'] as const;
export type ReturnMasterAction = (typeof returnMasterActions)[number];

export const returnMasterTable: RecordTable<ReturnMasterAction, ReturnMasterStatus> = {
  kind: 'receipt.returnRefundMaster',
  table: 'receipt_return_masters',
  transitions: {
    closeWeek: { from: ['collecting'], to: 'pendingConfirm' },
    confirm: { from: ['pendingConfirm'], to: 'confirmed' },
    dispute: { from: ['pendingConfirm', 'disputed'], to: 'disputed' },
    decide: { from: ['disputed'], to: 'confirmed' },
    deliver: { from: ['confirmed'], to: 'done' },
  },
  notFound,
  decided: (lang, row) => returnRefundRefusals.state(lang, row.status),
  stale: (lang) => returnRefundRefusals.stale(lang),
};

export const WEEK_MS = 7 * 86_400_000;
/** Customer reasons that are no fault of the product: a disputed defective item is upheld for them. */
export const NOT_THE_PRODUCT: readonly ReturnCustomerReason[] = ['CHANGED_MIND', 'ARRIVED_DAMAGED'];
export const payerOf = (inspection: ReturnInspection) => (inspection === 'damagedInTransit' ? 'platform' : inspection === 'defective' ? 'supplier' : null);

export interface ReturnMasterStep {
  tenantId: string;
  id: string;
  version: number;
  lang: Language;
  by: { id: string | null; name: string };
  now: Date;
  items?: readonly { itemId: string; reason: string }[];
}

interface Row {
  id: string;
  warehouse_id: string;
  ship_to_id: string;
  status: ReturnMasterStatus;
  version: number;
}

/** The unsellable goods of a master (its outbound's lines), per sku. */
export async function unsellableOf(tx: Db, tenantId: string, masterId: string): Promise<SkuQty[]> {
  return tx.query<SkuQty>(
    `SELECT r.sku_id, k.sku, sum(r.qty)::int AS qty FROM receipt_return_orders r JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id
      WHERE r.master_id = $1 AND r.tenant_id = $2 AND r.inspection <> 'sellable' GROUP BY r.sku_id, k.sku ORDER BY r.sku_id`,
    [masterId, tenantId],
  );
}

export async function openMaster(
  tx: Db,
  m: { tenantId: string; id: string; no: string; warehouseId: string; shipToId: string; currency: string; weekStartsAt: Date; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO receipt_return_masters (id, tenant_id, master_no, outbound_no, warehouse_id, ship_to_id, status, currency, week_starts_at, week_ends_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'collecting', $7, $8, $9, $10, $10)`,
    [m.id, m.tenantId, m.no, `RO${m.no.slice(2)}`, m.warehouseId, m.shipToId, m.currency, m.weekStartsAt, new Date(m.weekStartsAt.getTime() + WEEK_MS), m.now],
  );
}

export async function receiveReturn(
  tx: Db,
  r: { tenantId: string; masterId: string; id: string; no: string; orderRef: string; skuId: string; qty: number; reason: ReturnCustomerReason; inspection: ReturnInspection; returnedAt: Date; now: Date },
): Promise<void> {
  const master = await tx.one<{ warehouse_id: string; status: ReturnMasterStatus }>('SELECT warehouse_id, status FROM receipt_return_masters WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [r.masterId, r.tenantId]);
  if (master.status !== 'collecting') throw new Error(`return-refund master ${r.masterId} is ${master.status}, not collecting`);
  await tx.query(
    `INSERT INTO receipt_return_orders (id, tenant_id, master_id, return_no, order_ref, sku_id, qty, customer_reason, inspection, payer, unit_price, returned_at, inspected_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, k.purchase_cost, $11, $12 FROM skus k WHERE k.id = $6 AND k.tenant_id = $2`,
    [r.id, r.tenantId, r.masterId, r.no, r.orderRef, r.skuId, r.qty, r.reason, r.inspection, payerOf(r.inspection), r.returnedAt, r.now],
  );
  const line = [{ sku_id: r.skuId, sku: '', qty: r.qty }];
  await receiveInboundStock(tx, r.tenantId, master.warehouse_id, line, r.now);
  if (r.inspection !== 'sellable') await move(tx, r.tenantId, master.warehouse_id, line, { locked: 1, onHand: 0 }, r.now);
}

/**
 * One action with its stock step. A repeat by a double submit (the master already where the action
 * leaves it, one version on, with the same items disputed for the same reasons) is answered as
 * applied; false then.
 */
export async function actOnReturnMaster(tx: Db, action: ReturnMasterAction, s: ReturnMasterStep): Promise<boolean> {
  const row = await tx.maybe<Row>('SELECT id, warehouse_id, ship_to_id, status, version FROM receipt_return_masters WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [s.id, s.tenantId]);
  if (!row) throw notFound(s.lang);
  const orders = await tx.query<{ id: string; return_no: string; inspection: ReturnInspection; payer: string | null; dispute: string; dispute_reason: string; customer_reason: ReturnCustomerReason }>(
    'SELECT id, return_no, inspection, payer, dispute, dispute_reason, customer_reason FROM receipt_return_orders WHERE master_id = $1 AND tenant_id = $2 ORDER BY return_no',
    [s.id, s.tenantId],
  );
  const asked = s.items ?? [];
  const to = returnMasterTable.transitions[action].to;
  if (row.status === to && row.version === s.version + 1) {
    if (action !== 'dispute' || asked.every((a) => orders.some((o) => o.id === a.itemId && o.dispute === 'disputed' && o.dispute_reason === a.reason.trim()))) return false;
  }
  const set: Record<string, SqlParam> = { updated_at: s.now };
  const fresh = returnMasterTable.transitions[action].from.includes(row.status) && row.version === s.version;
  if (action === 'dispute' && fresh) {
    const bad = asked.filter((a) => !orders.some((o) => o.id === a.itemId && o.payer === 'supplier' && o.dispute === 'none'));
    const twice = asked.filter((a, i) => asked.findIndex((b) => b.itemId === a.itemId) !== i);
    if (bad.length + twice.length > 0) throw returnRefundRefusals.item(s.lang, [...bad, ...twice].map((b) => orders.find((o) => o.id === b.itemId)?.return_no ?? b.itemId));
    Object.assign(set, { decide_due_at: new Date(s.now.getTime() + reviewSeconds() * 1000) });
  }
  const leaves = action === 'confirm' || action === 'decide';
  if (leaves) Object.assign(set, { confirmed_at: s.now, decide_due_at: null, done_due_at: new Date(s.now.getTime() + reviewSeconds() * 1000) });
  if (action === 'deliver') Object.assign(set, { done_at: s.now, done_due_at: null });
  const note = action === 'dispute' ? asked.map((a) => `${orders.find((o) => o.id === a.itemId)?.return_no ?? a.itemId}: ${a.reason.trim()}`).join('; ') : '';
  await applyRecordAction(tx, returnMasterTable, { tenantId: s.tenantId, lang: s.lang, by: s.by, key: s.id, action, version: s.version, note, now: s.now, set });
  if (action === 'dispute') {
    for (const a of asked) await tx.query(`UPDATE receipt_return_orders SET dispute = 'disputed', dispute_reason = $4 WHERE id = $1 AND tenant_id = $2 AND master_id = $3`, [a.itemId, s.tenantId, s.id, a.reason.trim()]);
  }
  if (action === 'decide') {
    await tx.query(
      `UPDATE receipt_return_orders SET dispute = CASE WHEN customer_reason = ANY($3::text[]) THEN 'upheld' ELSE 'rejected' END,
              payer = CASE WHEN customer_reason = ANY($3::text[]) THEN 'platform' ELSE payer END
        WHERE master_id = $1 AND tenant_id = $2 AND dispute = 'disputed'`,
      [s.id, s.tenantId, NOT_THE_PRODUCT],
    );
  }
  if (leaves) await move(tx, s.tenantId, row.warehouse_id, await unsellableOf(tx, s.tenantId, s.id), { locked: -1, onHand: -1 }, s.now);
  if (action === 'deliver') await receiveInboundStock(tx, s.tenantId, row.ship_to_id, await unsellableOf(tx, s.tenantId, s.id), s.now);
  return true;
}
