// The receipt uploads through the import pipeline (server/receipt/import-inbounds.ts and
// import-outbound-orders.ts; docs/domain/receipts.md "Slice (built): receipt uploads"): each row is
// checked against the tenant's requests, warehouses, skus and stock with its problems on their
// columns in both languages; confirm makes one draft inbound per request and ship-from warehouse
// (one draft outbound order per warehouse, purpose and ship-to) through the screens' steps, once
// for a double confirm; a row that fails when applied refuses its whole inbound or order, so
// nothing is half-written; the same file again makes nothing twice; another tenant's requests,
// skus and imports are unknown.
import { describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { drainImports } from '../drain-imports';
import { freshRequest, stockWithAvailable } from './make';
import { platformStock } from './outbound-make';

const I = '/api/scm-app/supplier/import';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const csv = (head: string, lines: string[][]) => [head, ...lines.map((l) => l.join(','))].join('\n');
async function upload(type: string, text: string, who = cookie): Promise<string> {
  const f = new FormData();
  f.set('file', new File([text], `${type}.csv`));
  f.set('timezone', 'GMT+08:00');
  f.set('preview', '1');
  f.set('bizType', type);
  const up = await h.call<{ id: string }>('POST', `${I}/upload`, { cookie: who, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  await drainImports(h.db);
  return up.envelope.data.id;
}
const record = async (type: string, id: string, who = cookie) => importRecordSchema.parse((await h.call('GET', `${I}/${type}/${id}`, { cookie: who })).envelope.data);
const rowsOf = async (type: string, id: string, lang: 'en' | 'zh-CN' = 'en') =>
  pageSchema(importRowSchema).parse((await h.call('POST', `${I}/${type}/${id}/data/search`, { cookie, headers: { 'X-Wharf-Lang': lang }, body: { conditions: { all: true }, pageSize: 50 } })).envelope.data).rows;
const messages = (rows: Awaited<ReturnType<typeof rowsOf>>) => Object.fromEntries(rows.filter((r) => r.action === 'error').map((r) => [r.rowNumber, r.errors.map((e) => `${e.column}: ${e.message}`)]));
async function confirmTwice(type: string, id: string) {
  expect((await h.call('POST', `${I}/${type}/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
  await drainImports(h.db);
  await h.call('POST', `${I}/${type}/${id}/submit`, { cookie, body: {} }); // a double click, answered once
  await drainImports(h.db);
}

const INBOUND_HEAD = 'Request no.,SKU,Quantity,Carton no.,Carton weight (kg),Ship-from warehouse';

describe('receipt uploads', () => {
  it('inbounds: rows checked against the request, one draft per request and ship-from warehouse, nothing half-written, nothing twice', async () => {
    // three different skus with stock in an own warehouse
    const picked: (Awaited<ReturnType<typeof stockWithAvailable>> & { code: string })[] = [];
    for (let skip = 0; picked.length < 3; skip++) {
      const s = await stockWithAvailable(h.db, tenantId, 10, skip);
      if (!picked.some((p) => p.sku_id === s.sku_id)) picked.push({ ...s, code: (await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE id = $1', [s.sku_id])).sku });
    }
    const [s1, s2, s3] = picked as [(typeof picked)[number], (typeof picked)[number], (typeof picked)[number]];
    const noOf = async (id: string) => (await h.db.one<{ request_no: string }>('SELECT request_no FROM receipt_requests WHERE id = $1', [id])).request_no;
    const a = await freshRequest(h.db, tenantId, { status: 'acknowledged', qty: 5, skuId: s1.sku_id });
    const b = await freshRequest(h.db, tenantId, { status: 'acknowledged', qty: 4, skuId: s2.sku_id });
    // request B has a second line: both rows pass the check; the second fails when applied
    await h.db.query('INSERT INTO receipt_request_lines (id, tenant_id, request_id, line_no, sku_id, requested_qty, reserved_qty) VALUES ($1, $2, $3, 2, $4, 4, 4)', [`${b.id}-2`, tenantId, b.id, s3.sku_id]);
    const open = await freshRequest(h.db, tenantId, { status: 'open', qty: 5, skuId: s1.sku_id });
    const d = await freshRequest(h.db, tenantId, { status: 'acknowledged', qty: 2, skuId: s2.sku_id });
    const foreign = await h.db.one<{ request_no: string }>(
      'SELECT request_no FROM receipt_requests WHERE tenant_id = $1 AND request_no NOT IN (SELECT request_no FROM receipt_requests WHERE tenant_id = $2) ORDER BY request_no LIMIT 1',
      [h.seeded.tenantIds.pacific, tenantId],
    );
    const own = await h.db.one<{ code: string }>('SELECT code FROM warehouses WHERE id = $1', [s2.warehouse_id]);
    const [A, B, OPEN, D] = [await noOf(a.id), await noOf(b.id), await noOf(open.id), await noOf(d.id)];
    const lines = [
      [A, s1.code, '3', 'CTN-A1', '2.5', ''], // 2: made, from the warehouse with the most
      [B, s2.code, '2', 'CTN-B1', '', own.code], // 3: valid, refused with row 4 when applied
      [B, s3.code, '4', 'CTN-B2', '1', own.code], // 4: valid, over the open quantity when applied
      [OPEN, s1.code, '1', 'C', '', ''], // 5: an open request
      ['RQ-NOPE', s1.code, '1', 'C', '', ''], // 6
      [foreign.request_no, s1.code, '1', 'C', '', ''], // 7: another tenant's request
      [D, s1.code, '1', 'C8', '', ''], // 8: not on the request
      [D, s2.code, '3', 'C9', '', ''], // 9: over the open quantity
      [A, s1.code, 'x', 'CTN-A1', '-1', 'NOPE'], // 10: the same carton, bad quantity, weight and warehouse
      [D, '', '', '', '', ''], // 11: required
      [D, s2.code, '2', 'C12', '', own.code], // 12: made
      [D, s2.code, '1', 'C13', '', own.code], // 13: over what row 12 left open
    ];
    const id = await upload('receiptInbound', csv(INBOUND_HEAD, lines));
    const checked = messages(await rowsOf('receiptInbound', id));
    expect((await record('receiptInbound', id)).counts, JSON.stringify(checked)).toMatchObject({ total: 12, create: 4, error: 8 });
    expect(checked).toEqual({
      5: [`requestNo: Request ${OPEN} is open: no inbound can be made for it now.`],
      6: ['requestNo: No receipt request of yours has the number "RQ-NOPE".'],
      7: [`requestNo: No receipt request of yours has the number "${foreign.request_no}".`],
      8: [`sku: Request ${D} has no line of SKU "${s1.code}".`],
      9: [`qty: The quantity 3 is more than is open for this SKU on request ${D} (2, counting the rows above).`],
      10: [
        'qty: Quantity is not valid: "x".',
        'cartonWeight: The carton weight must be a positive number of kilograms with at most 2 decimals, not "-1".',
        'fromWarehouse: "NOPE" is not one of your active own, third-party, bonded or overseas warehouses.',
        'cartonNo: The same Carton no. "CTN-A1" is already in row 2.',
      ],
      11: ['sku: SKU is required.', 'qty: Quantity is required.', 'cartonNo: Carton no. is required.'],
      13: [`qty: The quantity 1 is more than is open for this SKU on request ${D} (0, counting the rows above).`],
    });
    expect(messages(await rowsOf('receiptInbound', id, 'zh-CN'))).toMatchObject({
      5: [`requestNo: 入库申请 ${OPEN} 当前为「待确认」，现在不能为其创建入库单。`],
      9: [`qty: 数量 3 超过该 SKU 在入库申请 ${D} 中的未发数量（2，已计入上方各行）。`],
    });

    // meanwhile B's second line is answered on the screen: row 4 is over its open quantity now
    await h.db.query('UPDATE receipt_request_lines SET reserved_qty = 1 WHERE id = $1', [`${b.id}-2`]);
    const versionA = (await h.db.one<{ version: number }>('SELECT version FROM receipt_requests WHERE id = $1', [a.id])).version;
    await confirmTwice('receiptInbound', id);
    expect(await record('receiptInbound', id)).toMatchObject({ status: 'done', counts: expect.objectContaining({ applied: 2, error: 10 }) });
    const made = await h.db.query<{ inbound_no: string; status: string; from_warehouse_id: string; qty: number; carton_no: string; carton_weight_kg: string }>(
      `SELECT i.inbound_no, i.status, i.from_warehouse_id, l.qty, l.carton_no, l.carton_weight_kg FROM receipt_inbounds i JOIN receipt_inbound_lines l ON l.inbound_id = i.id WHERE i.request_id = $1`,
      [a.id],
    );
    expect(made).toEqual([{ inbound_no: expect.stringMatching(/^IB\d{9}$/), status: 'draft', from_warehouse_id: expect.any(String), qty: 3, carton_no: 'CTN-A1', carton_weight_kg: '2.50' }]);
    const request = await h.db.one<{ version: number; action: string; actor_name: string }>(
      `SELECT r.version, h.action, h.actor_name FROM receipt_requests r JOIN record_history h ON h.record_id = r.id WHERE r.id = $1 ORDER BY h.at DESC, h.seq DESC LIMIT 1`,
      [a.id],
    );
    expect(request).toEqual({ version: versionA + 1, action: 'createInbound', actor_name: 'Grace Lin' });
    // nothing of B's inbound was written; both its rows say why
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM receipt_inbounds WHERE request_id = $1', [b.id])).n).toBe(0);
    const after = messages(await rowsOf('receiptInbound', id));
    expect(after[3]).toEqual(['null: Row 4 of the same request could not be applied, so no inbound of it was made from this file.']);
    expect(after[4]).toEqual([`qty: The quantity 4 is more than is open for this SKU on request ${B} (1, counting the rows above).`]);
    // the inbound reads with the file's carton
    const info = await h.call<{ cartons: { cartonNo: string; weightKg: number }[] }>('GET', `/api/scm-app/supplier/receipt/inbound/info/${(await h.db.one<{ id: string }>('SELECT id FROM receipt_inbounds WHERE request_id = $1', [a.id])).id}`, { cookie });
    expect(info.envelope.data.cartons ?? info.text).toEqual([expect.objectContaining({ cartonNo: 'CTN-A1', weightKg: 2.5 })]);

    // the same row again: only 2 are open now, nothing twice
    const again = await upload('receiptInbound', csv(INBOUND_HEAD, [lines[0]!]));
    expect(messages(await rowsOf('receiptInbound', again))).toEqual({ 2: [`qty: The quantity 3 is more than is open for this SKU on request ${A} (2, counting the rows above).`] });
    // another tenant reads nothing of this import
    expect((await h.call('GET', `${I}/receiptInbound/${id}`, { cookie: cookieZh })).status).toBe(404);
  });

  it('outbound orders: rows checked against the platform stock and warehouses, one draft per warehouse, purpose and ship-to, nothing half-written', async () => {
    const p1 = await platformStock(h.db, tenantId, 6);
    const p2 = await h.db.one<{ sku: string; sku_id: string; available: number }>(
      `SELECT k.sku, s.sku_id, (s.on_hand - s.locked - s.isolated)::int AS available FROM inventory_stock s JOIN skus k ON k.id = s.sku_id
        WHERE s.warehouse_id = $1 AND s.sku_id <> $2 AND s.on_hand - s.locked - s.isolated >= 2 ORDER BY k.sku LIMIT 1`,
      [p1.warehouse_id, p1.sku_id],
    );
    const code = async (warehouseId: string) => (await h.db.one<{ code: string }>('SELECT code FROM warehouses WHERE id = $1', [warehouseId])).code;
    const wh = await code(p1.warehouse_id);
    const own = await h.db.one<{ id: string; code: string }>(`SELECT id, code FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code LIMIT 1`, [tenantId]);
    const foreignSku = await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 AND sku NOT IN (SELECT sku FROM skus WHERE tenant_id = $2) ORDER BY sku LIMIT 1', [h.seeded.tenantIds.pacific, tenantId]);
    const available = p1.on_hand - p1.locked - p1.isolated;
    const lines = [
      [wh, p1.sku, '5', 'return', own.code], // 2: the return order
      [wh, p1.sku, '1', '报废', ''], // 3: the scrap order (its Chinese label)
      [wh, p2.sku, '2', 'return', own.code], // 4: valid, over the available when applied (its order refused)
      [own.code, p1.sku, '1', 'scrap', ''], // 5: not a platform warehouse
      [wh, p1.sku, String(available + 1), 'return', wh], // 6: over the available, ship-to a platform warehouse
      [wh, p1.sku, '1', 'return', ''], // 7: a return without ship-to
      [wh, foreignSku.sku, '1', 'scrap', own.code], // 8: another tenant's sku; scrap with a ship-to
      [wh, p1.sku, '1', 'keep', ''], // 9: no such purpose
    ];
    const head = 'Platform warehouse,SKU,Quantity,Purpose,Ship-to warehouse';
    const id = await upload('receiptOutboundOrder', csv(head, lines));
    expect((await record('receiptOutboundOrder', id)).counts).toMatchObject({ total: 8, create: 3, error: 5 });
    expect(messages(await rowsOf('receiptOutboundOrder', id))).toEqual({
      5: [`warehouse: "${own.code}" is not one of your platform warehouses.`],
      6: [`qty: The quantity ${available + 1} is more than ${wh} has available of this SKU (${available}).`, `shipTo: "${wh}" is not one of your active own, third-party, bonded or overseas warehouses.`],
      7: ['shipTo: A return needs the warehouse it goes to.'],
      8: [`sku: No SKU has the code "${foreignSku.sku}".`, 'shipTo: A scrap order has no ship-to warehouse: leave it empty.'],
      9: ['purpose: Purpose must be return (to one of your warehouses) or scrap, not "keep".'],
    });
    expect(messages(await rowsOf('receiptOutboundOrder', id, 'zh-CN'))[7]).toEqual(['shipTo: 退回须填写收货仓库。']);

    // meanwhile p2's stock is locked by another order: row 4 fails, and row 2 of its order with it
    await h.db.query('UPDATE inventory_stock SET locked = locked + $3 WHERE warehouse_id = $1 AND sku_id = $2', [p1.warehouse_id, p2.sku_id, p2.available]);
    const before = (await h.db.query<{ id: string }>('SELECT id FROM receipt_outbound_orders WHERE tenant_id = $1', [tenantId])).map((r) => r.id);
    await confirmTwice('receiptOutboundOrder', id);
    await h.db.query('UPDATE inventory_stock SET locked = locked - $3 WHERE warehouse_id = $1 AND sku_id = $2', [p1.warehouse_id, p2.sku_id, p2.available]);
    expect(await record('receiptOutboundOrder', id)).toMatchObject({ status: 'done', counts: expect.objectContaining({ applied: 1 }) });
    const made = await h.db.query<{ status: string; purpose: string; ship_to_id: string | null; warehouse_id: string; sku_id: string; qty: number }>(
      `SELECT o.status, o.purpose, o.ship_to_id, o.warehouse_id, l.sku_id, l.qty FROM receipt_outbound_orders o JOIN receipt_outbound_order_lines l ON l.order_id = o.id
        WHERE o.tenant_id = $1 AND NOT o.id = ANY($2::text[])`,
      [tenantId, before],
    );
    expect(made).toEqual([{ status: 'draft', purpose: 'scrap', ship_to_id: null, warehouse_id: p1.warehouse_id, sku_id: p1.sku_id, qty: 1 }]);
    const after = messages(await rowsOf('receiptOutboundOrder', id));
    expect(after[2]).toEqual(['null: Row 4 of the same outbound order could not be applied, so this order was not made.']);
    expect(after[4]![0]).toMatch(/^qty: The quantity 2 is more than .* has available of this SKU \(0\)\.$/);
    // the draft locks nothing: p1's row is as it was
    expect(await h.db.one('SELECT locked FROM inventory_stock WHERE warehouse_id = $1 AND sku_id = $2', [p1.warehouse_id, p1.sku_id])).toEqual({ locked: p1.locked });
    expect((await h.call('GET', `${I}/receiptOutboundOrder/${id}`, { cookie: cookieZh })).status).toBe(404);
  });
});
