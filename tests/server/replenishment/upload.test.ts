// The replenishment upload through the import pipeline (server/replenishment/import-orders.ts;
// docs/domain/receipts.md "Slice (built): replenishment upload"): each row is checked against the
// tenant's platform warehouses, active skus and open orders, with its quantity and deliver-by, its
// problems on their columns in both languages and a later row of the same warehouse and sku refused;
// confirm makes one confirmed order per warehouse and deliver-by through the area's steps (the
// user's history rows), once for a double confirm; a row that fails when applied refuses its whole
// order, so nothing is half-written; the same file again is refused (its orders are open); another
// tenant's warehouses, skus and imports are unknown.
import { describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { drainImports } from '../drain-imports';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshOrder } from './make';

const I = '/api/scm-app/supplier/import';
const TYPE = 'replenishmentOrder';
const HEAD = 'Platform warehouse,SKU,Quantity,Deliver by';
const DAY = 86_400_000;
let h: Harness, cookie: string, cookieOther: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh: cookieOther, harbor: tenantId } = s));

const csv = (lines: string[][]) => [HEAD, ...lines.map((l) => l.join(','))].join('\n');
async function upload(text: string): Promise<string> {
  const f = new FormData();
  f.set('file', new File([text], `${TYPE}.csv`));
  f.set('timezone', 'GMT+08:00');
  f.set('preview', '1');
  f.set('bizType', TYPE);
  const up = await h.call<{ id: string }>('POST', `${I}/upload`, { cookie, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  await drainImports(h.db);
  return up.envelope.data.id;
}
const record = async (id: string, who = cookie) => importRecordSchema.parse((await h.call('GET', `${I}/${TYPE}/${id}`, { cookie: who })).envelope.data);
const messages = async (id: string, lang: 'en' | 'zh-CN' = 'en') => {
  const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${I}/${TYPE}/${id}/data/search`, { cookie, headers: { 'X-Wharf-Lang': lang }, body: { conditions: { all: true }, pageSize: 50 } })).envelope.data).rows;
  return Object.fromEntries(rows.filter((r) => r.action === 'error').map((r) => [r.rowNumber, r.errors.map((e) => `${e.column}: ${e.message}`)]));
};
/** A calendar day in GMT+08:00 (the file's time zone), `days` from today. */
const dayIn8 = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

describe('replenishment upload', () => {
  it('checks rows against the tenant’s warehouses, skus and open orders, makes one confirmed order per warehouse and deliver-by, once, nothing half-written', async () => {
    // an open order holds its skus at the first platform warehouse
    const held = await freshOrder(h.db, tenantId, { status: 'suggested' });
    const platforms = await h.db.query<{ id: string; code: string }>("SELECT id, code FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL ORDER BY code LIMIT 2", [tenantId]);
    const [w1, w2] = platforms as [(typeof platforms)[number], (typeof platforms)[number]];
    expect(w1.id).toBe(held.warehouseId);
    const openAt = async (warehouseId: string) =>
      (await h.db.query<{ sku_id: string }>(`SELECT l.sku_id FROM replenishment_order_lines l JOIN replenishment_orders r ON r.id = l.order_id WHERE r.warehouse_id = $1 AND r.status IN ('suggested', 'confirmed')`, [warehouseId])).map((r) => r.sku_id);
    const busy = [...(await openAt(w1.id)), ...(await openAt(w2.id))];
    const free = await h.db.query<{ id: string; sku: string }>("SELECT id, sku FROM skus WHERE tenant_id = $1 AND status = 'active' AND NOT id = ANY($2::text[]) ORDER BY sku LIMIT 5", [tenantId, busy]);
    const [s1, s2, s3, s4, s5] = free as [(typeof free)[number], (typeof free)[number], (typeof free)[number], (typeof free)[number], (typeof free)[number]];
    await h.db.query("UPDATE skus SET status = 'discontinued' WHERE id = $1", [s4.id]);
    const own = await h.db.one<{ code: string }>("SELECT code FROM warehouses WHERE tenant_id = $1 AND type = 'own' ORDER BY code LIMIT 1", [tenantId]);
    const foreignSku = await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 AND sku NOT IN (SELECT sku FROM skus WHERE tenant_id = $2) ORDER BY sku LIMIT 1', [h.seeded.tenantIds.pacific, tenantId]);
    // every seeded tenant has the same platform codes: another tenant's own platform warehouse
    await h.db.query("CREATE TEMP TABLE wh_copy AS SELECT * FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1", [h.seeded.tenantIds.pacific]);
    await h.db.query("UPDATE wh_copy SET id = 'wh-t-upload-foreign', code = 'FBA-FOREIGN9'");
    await h.db.query('INSERT INTO warehouses SELECT * FROM wh_copy');
    const foreignWh = { code: 'FBA-FOREIGN9' };
    const later = dayIn8(30);
    const lines = [
      [w1.code, s1.sku, '5', ''], // 2: order A (14 days on)
      [w1.code.toLowerCase(), s2.sku, '7', ''], // 3: order A's second line (codes read in any case)
      [w2.code, s1.sku, '3', later], // 4: order B, valid; held by an order made meanwhile, so refused when applied
      [w2.code, s3.sku, '2', later], // 5: order B, refused with row 4
      [own.code, s1.sku, '1', ''], // 6: not a platform warehouse
      [w1.code, held.skus[0]!, '1', ''], // 7: an open order holds it
      [w1.code, foreignSku.sku, '0', ''], // 8: another tenant's sku, quantity 0
      [w1.code, s4.sku, '100001', 'soon'], // 9: discontinued, over the maximum, not a date
      [w1.code, s1.sku, '2', ''], // 10: the same warehouse and sku as row 2
      [w2.code, s5.sku, '1', dayIn8(0)], // 11: deliver by today
      [foreignWh.code, s5.sku, '1.5', '2026-02-30'], // 12: another tenant's warehouse, not whole, no such day
    ];
    const id = await upload(csv(lines));
    const checked = await messages(id);
    expect((await record(id)).counts, JSON.stringify(checked)).toMatchObject({ total: 11, create: 4, error: 7 });
    expect(checked).toEqual({
      6: [`warehouse: "${own.code}" is not one of your platform warehouses.`],
      7: [`sku: Replenishment order ${(await h.db.one<{ order_no: string }>('SELECT order_no FROM replenishment_orders WHERE id = $1', [held.id])).order_no} of ${w1.code} already holds this SKU: confirm or cancel that order instead.`],
      8: [`sku: No SKU has the code "${foreignSku.sku}".`, 'qty: The quantity must be a whole number from 1 to 100000, not "0".'],
      9: [`sku: SKU "${s4.sku}" is discontinued.`, 'qty: The quantity must be a whole number from 1 to 100000, not "100001".', 'deliverBy: The deliver-by date must be a date such as 2026-12-31, not "soon".'],
      10: [expect.stringMatching(/^sku: .*row 2/)],
      11: [`deliverBy: The deliver-by date ${dayIn8(0)} must be after today and at most 180 days on.`],
      12: [`warehouse: "${foreignWh.code}" is not one of your platform warehouses.`, 'qty: The quantity must be a whole number from 1 to 100000, not "1.5".', 'deliverBy: The deliver-by date must be a date such as 2026-12-31, not "2026-02-30".'],
    });
    expect((await messages(id, 'zh-CN'))[9]).toEqual([`sku: SKU“${s4.sku}”已停售。`, 'qty: 数量须为 1 至 100000 的整数，“100001”无效。', 'deliverBy: 要求送达日期须为日期，如 2026-12-31，“soon”无效。']);

    // meanwhile the platform suggests s1 at w2: row 4 fails, and row 5 of its order with it
    const blocking = await h.db.one<{ order_no: string }>(
      `WITH o AS (INSERT INTO replenishment_orders (id, tenant_id, order_no, warehouse_id, status, deliver_by, created_at, updated_at)
         VALUES ('rp-t-upload-block', $1, 'RPTBLOCK', $2, 'suggested', now(), now(), now()) RETURNING id, order_no)
       , l AS (INSERT INTO replenishment_order_lines (id, tenant_id, order_id, sku_id, suggested_qty) SELECT 'rp-t-upload-block-1', $1, id, $3, 10 FROM o)
       SELECT order_no FROM o`,
      [tenantId, w2.id, s1.id],
    );
    const before = (await h.db.query<{ id: string }>('SELECT id FROM replenishment_orders WHERE tenant_id = $1', [tenantId])).map((r) => r.id);
    const started = Date.now();
    expect((await h.call('POST', `${I}/${TYPE}/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
    await drainImports(h.db);
    await h.call('POST', `${I}/${TYPE}/${id}/submit`, { cookie, body: {} }); // a double click, answered once
    await drainImports(h.db);
    expect(await record(id)).toMatchObject({ status: 'done', counts: expect.objectContaining({ applied: 2 }) });
    const made = await h.db.query<{ id: string; warehouse_id: string; status: string; version: number; deliver_by: Date; confirmed_by_name: string }>(
      'SELECT id, warehouse_id, status, version, deliver_by, confirmed_by_name FROM replenishment_orders WHERE tenant_id = $1 AND NOT id = ANY($2::text[])',
      [tenantId, before],
    );
    expect(made).toEqual([{ id: expect.any(String), warehouse_id: w1.id, status: 'confirmed', version: 2, deliver_by: expect.any(Date), confirmed_by_name: 'Grace Lin' }]);
    const days = (made[0]!.deliver_by.getTime() - started) / DAY;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    const orderLines = await h.db.query<{ sku_id: string; suggested_qty: number; confirmed_qty: number }>('SELECT sku_id, suggested_qty, confirmed_qty FROM replenishment_order_lines WHERE order_id = $1 ORDER BY id', [made[0]!.id]);
    expect(orderLines).toEqual([
      { sku_id: s1.id, suggested_qty: 5, confirmed_qty: 5 },
      { sku_id: s2.id, suggested_qty: 7, confirmed_qty: 7 },
    ]);
    const history = await h.db.query<{ action: string; to_status: string; actor_name: string }>("SELECT action, to_status, actor_name FROM record_history WHERE record_kind = 'replenishment.order' AND record_id = $1 ORDER BY seq", [made[0]!.id]);
    expect(history).toEqual([
      { action: 'upload', to_status: 'suggested', actor_name: 'Grace Lin' },
      { action: 'confirm', to_status: 'confirmed', actor_name: 'Grace Lin' },
    ]);
    // nothing of order B was written; both its rows say why
    const after = await messages(id);
    expect(after[4]).toEqual([`sku: Replenishment order ${blocking.order_no} of ${w2.code} already holds this SKU: confirm or cancel that order instead.`]);
    expect(after[5]).toEqual(['null: Row 4 of the same replenishment order could not be applied, so this order was not made.']);
    // the record reads as confirmed with the file's quantities
    const info = await h.call<{ status: string; lines: { confirmedQty: number | null }[] }>('GET', `/api/scm-app/supplier/replenishment/warehouse-order/info/${made[0]!.id}`, { cookie });
    expect(info.envelope.data, info.text).toMatchObject({ status: 'confirmed', lines: [{ confirmedQty: 5 }, { confirmedQty: 7 }] });

    // the same row again: the order it made holds the sku now
    const again = await upload(csv([lines[0]!]));
    expect(await messages(again)).toEqual({ 2: [expect.stringMatching(new RegExp(`^sku: Replenishment order RP\\d+ of ${w1.code} already holds this SKU`))] });
    // another tenant reads nothing of this import nor the order
    expect((await h.call('GET', `${I}/${TYPE}/${id}`, { cookie: cookieOther })).status).toBe(404);
    expect((await h.call('GET', `/api/scm-app/supplier/replenishment/warehouse-order/info/${made[0]!.id}`, { cookie: cookieOther })).envelope.code).not.toBe('0');
  });
});
