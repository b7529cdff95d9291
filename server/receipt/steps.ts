// The steps of a request and its inbounds that the handlers, the platform's job and the seed share,
// each in the caller's transaction (the stock each moves: stock.ts).
//   createInbound  a draft inbound of what the request reserved and no inbound holds yet (else, when
//                  that is all on inbounds, of the backorder), from the supplier's active own,
//                  third-party, bonded or overseas warehouse that has the most of it available
//                  (ties: the warehouse code); one carton per line, weighed from the sku.
//   createAllInbounds  ship all: every open quantity, each line from the warehouse with the most of
//                  it available, one draft inbound per warehouse.
//   settleRequest  a request past its answer (acknowledged, in transit, part received, received)
//                  takes the status its inbounds give it: in transit while one is shipped and not
//                  counted; else received when no line is open, part received when one is and
//                  something was received; else acknowledged.
//   receiveInbound the platform's count (src/contract/receipt/counting.ts): each line's good and
//                  damaged quantities, the good ones onto the platform warehouse, a receipt number.
import type { Language } from '../../src/contract';
import { countInbound } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { newId } from '../inventory';
import { receiptRefusals } from './messages';
import { receiveInboundStock } from './stock';
import { closeIfSettled, postReceipt } from './receipt-steps';

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replaceAll('-', '');

/** The next number of the day for the tenant: <prefix><yymmdd><n>, n from 1. */
export async function nextNo(tx: Db, tenantId: string, prefix: 'IB' | 'RQ' | 'WR', now: Date): Promise<string> {
  const head = `${prefix}${yymmdd(now)}`;
  const [table, column] = prefix === 'RQ' ? ['receipt_requests', 'request_no'] : prefix === 'IB' ? ['receipt_inbounds', 'inbound_no'] : ['receipt_inbounds', 'receipt_no'];
  // one past the day's highest number, not its count: the seed numbers its records by their place in
  // its run (RQ<day>117 can be a day's only one), so a count could hand out a number already taken
  const row = await tx.one<{ n: number }>(
    `SELECT coalesce(max(substr(${column}, $3)::int), 0) AS n FROM ${table} WHERE tenant_id = $1 AND ${column} LIKE $2 AND substr(${column}, $3) ~ '^[0-9]{1,9}$'`,
    [tenantId, `${head}%`, head.length + 1],
  );
  return `${head}${String(row.n + 1).padStart(3, '0')}`;
}

interface OpenLine {
  id: string;
  sku_id: string;
  reserved_qty: number;
  backorder_qty: number;
  on_inbounds: number;
  weight_g: number;
}

/** The request's lines with what inbounds not cancelled hold of each. */
async function linesOf(tx: Db, tenantId: string, requestId: string): Promise<OpenLine[]> {
  return tx.query<OpenLine>(
    `SELECT rl.id, rl.sku_id, rl.reserved_qty, rl.backorder_qty, k.weight_g,
            coalesce((SELECT sum(il.qty) FROM receipt_inbound_lines il JOIN receipt_inbounds i ON i.id = il.inbound_id
                       WHERE il.request_line_id = rl.id AND i.status <> 'cancelled'), 0)::int AS on_inbounds
       FROM receipt_request_lines rl JOIN skus k ON k.id = rl.sku_id AND k.tenant_id = rl.tenant_id
      WHERE rl.request_id = $1 AND rl.tenant_id = $2 ORDER BY rl.line_no`,
    [requestId, tenantId],
  );
}

/** What a new inbound of the request would carry, per request line (empty: nothing to ship). */
export async function toShipOf(tx: Db, tenantId: string, requestId: string): Promise<{ line: OpenLine; qty: number }[]> {
  const lines = await linesOf(tx, tenantId, requestId);
  const now = lines.map((line) => ({ line, qty: Math.max(line.reserved_qty - line.on_inbounds, 0) })).filter((x) => x.qty > 0);
  if (now.length > 0) return now;
  return lines.map((line) => ({ line, qty: Math.max(line.reserved_qty + line.backorder_qty - line.on_inbounds, 0) })).filter((x) => x.qty > 0);
}

/** A draft line of the quantity, its carton weighed from the sku (the weight redeclareCartons gives too). */
const draftLine = (line: OpenLine, qty: number): DraftInboundLine => ({ requestLineId: line.id, skuId: line.sku_id, qty, weightKg: Math.round((line.weight_g * qty) / 10) / 100 + 0.5 });

/** `seed` names the id and the ship-from warehouse (the demo seed's own choice). */
export async function createInbound(tx: Db, tenantId: string, requestId: string, lang: Language, now: Date, seed?: { id: string; from: string }): Promise<string> {
  const lines = await toShipOf(tx, tenantId, requestId);
  if (lines.length === 0) throw receiptRefusals.nothingToShip(lang);
  // the seed names its ship-from (stock no group allots), so the pick's query is not run for it
  const from = seed?.from ?? (await pickShipFrom(tx, tenantId, lines.map((l) => ({ skuId: l.line.sku_id, qty: l.qty }))));
  if (!from) throw receiptRefusals.noShipFrom(lang);
  const draft = lines.map(({ line, qty }) => draftLine(line, qty));
  return insertDraftInbound(tx, tenantId, requestId, from, draft, now, seed?.id);
}

/**
 * Ship all (`outbound-all`): every open quantity of the request (reserved and backordered, not on an
 * inbound yet), each line from the warehouse that has the most of it available (pickShipFrom on the
 * line alone), one draft inbound per warehouse; answers their ids. Refused whole when nothing is open
 * or a line has no warehouse with any of it.
 */
export async function createAllInbounds(tx: Db, tenantId: string, requestId: string, lang: Language, now: Date): Promise<string[]> {
  const open = (await linesOf(tx, tenantId, requestId)).map((line) => ({ line, qty: Math.max(line.reserved_qty + line.backorder_qty - line.on_inbounds, 0) })).filter((x) => x.qty > 0);
  if (open.length === 0) throw receiptRefusals.nothingToShip(lang);
  const byWarehouse = new Map<string, DraftInboundLine[]>();
  for (const { line, qty } of open) {
    const from = await pickShipFrom(tx, tenantId, [{ skuId: line.sku_id, qty }]);
    if (!from) throw receiptRefusals.noShipFrom(lang);
    byWarehouse.set(from, [...(byWarehouse.get(from) ?? []), draftLine(line, qty)]);
  }
  const ids: string[] = [];
  for (const [from, lines] of byWarehouse) ids.push(await insertDraftInbound(tx, tenantId, requestId, from, lines, now));
  return ids;
}

/** Each line's carton weighed again from its sku, as createInbound weighs a new one (after the dock found them wrong). */
export async function redeclareCartons(tx: Db, inboundId: string): Promise<void> {
  await tx.query(
    `UPDATE receipt_inbound_lines l SET carton_weight_kg = round(k.weight_g * l.qty / 10.0) / 100 + 0.5 FROM skus k WHERE k.id = l.sku_id AND k.tenant_id = l.tenant_id AND l.inbound_id = $1`,
    [inboundId],
  );
}

/** The request states an inbound can be made in (past the answer, not closed). */
export const INBOUND_REQUEST_STATES: readonly string[] = ['acknowledged', 'delayRequested', 'inTransit', 'partReceived'];

/**
 * The supplier's active own, third-party, bonded or overseas warehouse that has the most of these
 * lines available (ties: the warehouse code); undefined when none has any.
 */
export async function pickShipFrom(tx: Db, tenantId: string, lines: readonly { skuId: string; qty: number }[]): Promise<string | undefined> {
  const from = await tx.maybe<{ id: string }>(
    `SELECT w.id FROM warehouses w
       LEFT JOIN inventory_stock s ON s.warehouse_id = w.id AND s.tenant_id = w.tenant_id AND s.sku_id = ANY($2::text[])
      WHERE w.tenant_id = $1 AND w.status = 'active' AND w.type IN ('own', 'thirdParty', 'bonded', 'overseas')
      GROUP BY w.id, w.code
     HAVING coalesce(sum(greatest(s.on_hand - s.locked - s.isolated, 0)), 0) > 0
      ORDER BY coalesce(sum(least(greatest(s.on_hand - s.locked - s.isolated, 0), (SELECT q FROM unnest($2::text[], $3::int[]) AS t(k, q) WHERE t.k = s.sku_id))), 0) DESC, w.code
      LIMIT 1`,
    [tenantId, lines.map((l) => l.skuId), lines.map((l) => l.qty)],
  );
  return from?.id;
}

export interface DraftInboundLine {
  requestLineId: string;
  skuId: string;
  qty: number;
  weightKg: number;
  /** The carton's number from an uploaded file (none: shown as <inbound no>-C<line no>). */
  cartonNo?: string | null;
}

/** A draft inbound of the request from the warehouse with these lines (one carton each); answers its id. */
export async function insertDraftInbound(tx: Db, tenantId: string, requestId: string, fromWarehouseId: string, lines: readonly DraftInboundLine[], now: Date, id = newId('ib')): Promise<string> {
  const inboundNo = await nextNo(tx, tenantId, 'IB', now);
  await tx.query(
    `INSERT INTO receipt_inbounds (id, tenant_id, inbound_no, request_id, from_warehouse_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'draft', $6, $6)`,
    [id, tenantId, inboundNo, requestId, fromWarehouseId, now],
  );
  for (const [i, l] of lines.entries()) {
    await tx.query(
      `INSERT INTO receipt_inbound_lines (id, tenant_id, inbound_id, line_no, request_line_id, sku_id, qty, carton_weight_kg, carton_no) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [`${id}-${i + 1}`, tenantId, id, i + 1, l.requestLineId, l.skuId, l.qty, l.weightKg, l.cartonNo ?? null],
    );
  }
  return id;
}

export async function settleRequest(tx: Db, tenantId: string, requestId: string, now: Date): Promise<void> {
  const r = await tx.one<{ status: string; in_transit: boolean; received: boolean; open: number }>(
    `SELECT r.status,
            EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = r.id AND i.status IN ('shipped', 'rejectedAtDock')) AS in_transit,
            EXISTS (SELECT 1 FROM receipt_inbounds i WHERE i.request_id = r.id AND i.status IN ('received', 'closed')) AS received,
            (SELECT coalesce(sum(greatest(rl.reserved_qty + rl.backorder_qty - coalesce((SELECT sum(il.qty) FROM receipt_inbound_lines il JOIN receipt_inbounds i ON i.id = il.inbound_id
                                  WHERE il.request_line_id = rl.id AND i.status IN ('shipped', 'rejectedAtDock', 'received', 'closed')), 0), 0)), 0)
               FROM receipt_request_lines rl WHERE rl.request_id = r.id)::int AS open
       FROM receipt_requests r WHERE r.id = $1 AND r.tenant_id = $2 FOR UPDATE`,
    [requestId, tenantId],
  );
  if (!['acknowledged', 'inTransit', 'partReceived', 'received'].includes(r.status)) return;
  const to = r.in_transit ? 'inTransit' : r.received ? (r.open === 0 ? 'received' : 'partReceived') : 'acknowledged';
  if (to !== r.status) await tx.query('UPDATE receipt_requests SET status = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND tenant_id = $2', [requestId, tenantId, to, now]);
}

export interface ShippedInbound {
  id: string;
  tenant_id: string;
  request_id: string;
  tracking_no: string;
}

/** The platform counts a shipped inbound: the receipt, the stock, the request's status. */
export async function receiveInbound(tx: Db, inbound: ShippedInbound, now: Date, wrongSku?: { skuId: string; qty: number }): Promise<void> {
  const lines = await tx.query<{ id: string; line_no: number; sku_id: string; qty: number; carton_weight_kg: string }>('SELECT id, line_no, sku_id, qty, carton_weight_kg FROM receipt_inbound_lines WHERE inbound_id = $1 ORDER BY line_no', [inbound.id]);
  const counted = countInbound(inbound.tracking_no, lines.map((l) => l.qty));
  for (const [i, l] of lines.entries()) {
    await tx.query('UPDATE receipt_inbound_lines SET received_good = $2, received_damaged = $3 WHERE id = $1', [l.id, counted[i].good, counted[i].damaged]);
  }
  const platform = await tx.one<{ warehouse_id: string }>('SELECT warehouse_id FROM receipt_requests WHERE id = $1', [inbound.request_id]);
  await receiveInboundStock(tx, inbound.tenant_id, platform.warehouse_id, lines.map((l, i) => ({ sku_id: l.sku_id, qty: counted[i].good })), now);
  const receiptNo = await nextNo(tx, inbound.tenant_id, 'WR', now);
  await tx.query(`UPDATE receipt_inbounds SET status = 'received', received_at = $2, receipt_no = $3, version = version + 1, updated_at = $2 WHERE id = $1`, [inbound.id, now, receiptNo]);
  // slice 2: the receipt as a record of its own, with its differences (receipt-steps.ts)
  const head = await tx.one<{ inbound_no: string }>('SELECT inbound_no FROM receipt_inbounds WHERE id = $1', [inbound.id]);
  const counts = lines.map((l, i) => ({ ...l, good: counted[i].good, damaged: counted[i].damaged }));
  await postReceipt(tx, { ...inbound, inbound_no: head.inbound_no, warehouse_id: platform.warehouse_id }, receiptNo, counts, now, wrongSku);
  // a count with no difference has nothing left to settle
  await closeIfSettled(tx, inbound.id, now);
  await settleRequest(tx, inbound.tenant_id, inbound.request_id, now);
}

export interface NewRequest {
  id: string;
  tenantId: string;
  requestNo: string;
  warehouseId: string;
  deliveryType: string;
  /** When the platform issues it: the acknowledge window opens then and closes 48 h later. */
  at: Date;
  deliverBy: Date;
  lines: readonly { skuId: string; qty: number }[];
}

/** The platform issues a receipt request (open) with its lines, ids `<id>-<n>` (the seed, a price inquiry's award). */
export async function openRequest(tx: Db, r: NewRequest): Promise<void> {
  await tx.query(
    `INSERT INTO receipt_requests (id, tenant_id, request_no, warehouse_id, delivery_type, status, ack_opens_at, ack_closes_at, deliver_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $6, $6)`,
    [r.id, r.tenantId, r.requestNo, r.warehouseId, r.deliveryType, r.at, new Date(r.at.getTime() + 2 * 86_400_000), r.deliverBy],
  );
  for (const [n, l] of r.lines.entries()) {
    await tx.query(`INSERT INTO receipt_request_lines (id, tenant_id, request_id, line_no, sku_id, requested_qty) VALUES ($1, $2, $3, $4, $5, $6)`, [`${r.id}-${n + 1}`, r.tenantId, r.id, n + 1, l.skuId, l.qty]);
  }
}
