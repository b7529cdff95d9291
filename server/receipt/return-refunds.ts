// The return-refund handlers (src/contract/receipt/return-refund.ts): the two lists, a return-refund
// order, a master with its compensation detail and items, its outbound detail and sku page list, and
// the supplier's confirm and dispute (return-refund-steps.ts), each change in one transaction with
// the master locked and the version read checked. Every read is scoped to the caller's tenant.
import type { Language } from '../../src/contract';
import {
  confirmReturnMaster,
  disputeReturnItems,
  getReturnCompensation,
  getReturnMaster,
  getReturnOrder,
  getReturnOutbound,
  getReturnOutboundSkus,
  searchReturnMasters,
  searchReturnOrders,
  type Compensation,
  type ReturnCustomerReason,
  type ReturnDisputeState,
  type ReturnInspection,
  type ReturnMasterInfo,
  type ReturnMasterStatus,
  type ReturnOrderInfo,
  type ReturnOutbound,
  type ReturnOutboundSkuPage,
  type ReturnPayer,
} from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { returnMasterListDefinition, returnOrderListDefinition } from './list-return-refunds';
import { actOnReturnMaster, type ReturnMasterAction } from './return-refund-steps';

const money = (v: unknown) => Math.round(Number(v) * 100) / 100;

async function masterRow(db: Db, tenantId: string, id: string, lang: Language) {
  const m = await db.maybe<Record<string, unknown>>(
    `SELECT m.*, w.name AS warehouse, t.name AS ship_to FROM receipt_return_masters m
       JOIN warehouses w ON w.id = m.warehouse_id AND w.tenant_id = m.tenant_id
       JOIN warehouses t ON t.id = m.ship_to_id AND t.tenant_id = m.tenant_id
      WHERE m.id = $1 AND m.tenant_id = $2`,
    [id, tenantId],
  );
  if (!m) throw notFound(lang);
  return m;
}

export async function returnMasterInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<ReturnMasterInfo> {
  const m = await masterRow(db, tenantId, id, lang);
  const orders = await db.query<{ id: string; return_no: string; sku: string; qty: number; inspection: ReturnInspection }>(
    `SELECT r.id, r.return_no, k.sku, r.qty, r.inspection FROM receipt_return_orders r JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id
      WHERE r.master_id = $1 AND r.tenant_id = $2 ORDER BY r.return_no`,
    [id, tenantId],
  );
  return {
    id: String(m.id),
    masterNo: String(m.master_no),
    status: m.status as ReturnMasterStatus,
    warehouseId: String(m.warehouse_id),
    warehouse: String(m.warehouse),
    weekStartsAt: iso(m.week_starts_at),
    weekEndsAt: iso(m.week_ends_at),
    orders: orders.map((o) => ({ id: o.id, returnNo: o.return_no, sku: o.sku, qty: o.qty, inspection: o.inspection })),
    confirmedAt: isoOrNull(m.confirmed_at),
    doneAt: isoOrNull(m.done_at),
    createdAt: iso(m.created_at),
    version: Number(m.version),
  };
}

export async function returnOrderInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<ReturnOrderInfo> {
  const r = await db.maybe<Record<string, unknown>>(
    `SELECT r.*, k.sku, k.name AS sku_name, w.name AS warehouse, m.master_no, m.status AS master_status, m.currency FROM receipt_return_orders r
       JOIN receipt_return_masters m ON m.id = r.master_id AND m.tenant_id = r.tenant_id
       JOIN warehouses w ON w.id = m.warehouse_id AND w.tenant_id = m.tenant_id
       JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id
      WHERE r.id = $1 AND r.tenant_id = $2`,
    [id, tenantId],
  );
  if (!r) throw notFound(lang);
  return {
    id: String(r.id),
    returnNo: String(r.return_no),
    orderRef: String(r.order_ref),
    skuId: String(r.sku_id),
    sku: String(r.sku),
    skuName: String(r.sku_name),
    qty: Number(r.qty),
    customerReason: r.customer_reason as ReturnCustomerReason,
    inspection: r.inspection as ReturnInspection,
    payer: (r.payer as ReturnPayer | null) ?? null,
    amount: r.payer ? money(Number(r.qty) * Number(r.unit_price)) : 0,
    currency: String(r.currency),
    dispute: r.dispute as ReturnDisputeState,
    disputeReason: String(r.dispute_reason),
    warehouse: String(r.warehouse),
    masterId: String(r.master_id),
    masterNo: String(r.master_no),
    masterStatus: r.master_status as ReturnMasterStatus,
    returnedAt: iso(r.returned_at),
    inspectedAt: iso(r.inspected_at),
  };
}

export async function returnCompensation(db: Db, tenantId: string, id: string, lang: Language): Promise<Compensation> {
  const m = await masterRow(db, tenantId, id, lang);
  const items = await db.query<{ id: string; return_no: string; sku: string; name: string; qty: number; inspection: ReturnInspection; payer: ReturnPayer; amount: string; dispute: ReturnDisputeState; dispute_reason: string }>(
    `SELECT r.id, r.return_no, k.sku, k.name, r.qty, r.inspection, r.payer, r.qty * r.unit_price AS amount, r.dispute, r.dispute_reason FROM receipt_return_orders r
       JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id
      WHERE r.master_id = $1 AND r.tenant_id = $2 AND r.payer IS NOT NULL ORDER BY r.return_no`,
    [id, tenantId],
  );
  const sum = (payer: ReturnPayer) => money(items.filter((i) => i.payer === payer).reduce((a, i) => a + Number(i.amount), 0));
  return {
    masterId: String(m.id),
    currency: String(m.currency),
    platformAmount: sum('platform'),
    supplierAmount: sum('supplier'),
    items: items.map((i) => ({ id: i.id, returnNo: i.return_no, sku: i.sku, skuName: i.name, qty: i.qty, inspection: i.inspection, payer: i.payer, amount: money(i.amount), dispute: i.dispute, disputeReason: i.dispute_reason })),
  };
}

export async function returnOutbound(db: Db, tenantId: string, id: string, lang: Language): Promise<ReturnOutbound> {
  const m = await masterRow(db, tenantId, id, lang);
  const t = await db.one<{ qty: number; skus: number }>(
    `SELECT coalesce(sum(qty), 0)::int AS qty, count(DISTINCT sku_id)::int AS skus FROM receipt_return_orders WHERE master_id = $1 AND tenant_id = $2 AND inspection <> 'sellable'`,
    [id, tenantId],
  );
  const status = m.status as ReturnMasterStatus;
  return {
    masterId: String(m.id),
    outboundNo: String(m.outbound_no),
    state: status === 'done' ? 'delivered' : status === 'confirmed' ? 'inTransit' : 'pending',
    warehouse: String(m.warehouse),
    shipTo: (m.ship_to as string | null) ?? null,
    qty: t.qty,
    skus: t.skus,
    leftAt: isoOrNull(m.confirmed_at),
    deliveredAt: isoOrNull(m.done_at),
  };
}

export async function returnOutboundSkus(db: Db, tenantId: string, id: string, lang: Language, page: number, pageSize: number): Promise<ReturnOutboundSkuPage> {
  await masterRow(db, tenantId, id, lang);
  const rows = await db.query<{ sku_id: string; sku: string; name: string; qty: number; total: number }>(
    `SELECT r.sku_id, k.sku, k.name, sum(r.qty)::int AS qty, (count(*) OVER ())::int AS total FROM receipt_return_orders r JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id
      WHERE r.master_id = $1 AND r.tenant_id = $2 AND r.inspection <> 'sellable' GROUP BY r.sku_id, k.sku, k.name ORDER BY k.sku LIMIT $3 OFFSET $4`,
    [id, tenantId, pageSize, (page - 1) * pageSize],
  );
  const total = rows[0]?.total ?? (await db.one<{ n: number }>(`SELECT count(DISTINCT sku_id)::int AS n FROM receipt_return_orders WHERE master_id = $1 AND tenant_id = $2 AND inspection <> 'sellable'`, [id, tenantId])).n;
  return { rows: rows.map((r) => ({ skuId: r.sku_id, sku: r.sku, skuName: r.name, qty: r.qty })), total, page, pageSize };
}

type Body = { id: string; version: number; items?: { itemId: string; reason: string }[] };

const act = (action: ReturnMasterAction) => async ({ db, user, body, now }: { db: Db; user: { id: string; displayName: string; tenant: { id: string }; lang: Language }; body: Body; now: Date }) => {
  await db.transaction((tx) => actOnReturnMaster(tx, action, { tenantId: user.tenant.id, id: body.id, version: body.version, lang: user.lang, by: { id: user.id, name: user.displayName }, now, items: body.items }));
  return returnMasterInfo(db, user.tenant.id, body.id, user.lang);
};

export const returnRefundHandlers: readonly HandlerEntry[] = [
  defineHandler(searchReturnOrders, async ({ db, user, body }) => (await returnOrderListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getReturnOrder, ({ db, user, params }) => returnOrderInfo(db, user.tenant.id, params.id, user.lang)),
  defineHandler(searchReturnMasters, async ({ db, user, body }) => (await returnMasterListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getReturnMaster, ({ db, user, params }) => returnMasterInfo(db, user.tenant.id, params.id, user.lang)),
  defineHandler(getReturnCompensation, ({ db, user, params }) => returnCompensation(db, user.tenant.id, params.id, user.lang)),
  defineHandler(getReturnOutbound, ({ db, user, params }) => returnOutbound(db, user.tenant.id, params.id, user.lang)),
  defineHandler(getReturnOutboundSkus, ({ db, user, params, query }) => returnOutboundSkus(db, user.tenant.id, params.id, user.lang, query.page ?? 1, query.pageSize ?? 20)),
  defineHandler(confirmReturnMaster, act('confirm')),
  defineHandler(disputeReturnItems, act('dispute')),
];
