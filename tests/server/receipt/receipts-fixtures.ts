// Matrix fixtures of the receipt calls of slice 2 (tests/server/fixtures.ts gathers them): a valid
// call for supplier1, an object of tenant B for the tenant matrix, and a fresh receipt with an open
// difference for the answers (make-receipt.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { harborId } from './make';
import { freshReceipt } from './make-receipt';

type Ctx = { db: Db; tenantId: string; userId: string };

async function openDifference(db: Db, tenantId: string) {
  const r = await freshReceipt(db, tenantId, { digit: '1' });
  return r.differences[0];
}

/** An image of the tenant (the row only: the evidence call checks whose it is). */
async function image(db: Db, tenantId: string): Promise<string> {
  const id = `img_t_${randomBytes(5).toString('hex')}`;
  const user = await db.one<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
  await db.query(`INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at) VALUES ($1, $2, 'other', 'image/png', 'carton.png', 68, 1, 1, $3, now())`, [id, tenantId, user.id]);
  return id;
}

/** A sku with stock in the platform warehouse FBA-ONT8: every supplier tenant has one of that code, and
 * the tenant matrix takes a parameter that differs from the valid input's as tenant B's marker. */
async function batchOf(db: Db, tenantId: string) {
  return db.one<{ sku: string; code: string }>(
    `SELECT k.sku, w.code FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.type = 'platform' JOIN skus k ON k.id = s.sku_id WHERE s.tenant_id = $1 AND w.code = 'FBA-ONT8' ORDER BY k.sku LIMIT 1`,
    [tenantId],
  );
}

export const receiptDifferenceFixtures = {
  'receipt.differenceSearch': { input: { body: { conditions: { type: 'short' }, pageSize: 20 } } },
  'receipt.receiptSearch': { input: { body: { conditions: { settleable: false }, pageSize: 20 } } },
  'receipt.receiptInfo': {
    input: { params: { id: 'wr-ib-harbor-w001' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshReceipt(db, tenantId)).receiptId } }),
  },
  'receipt.differenceInfo': {
    input: { params: { id: 'wr-ib-harbor-w001-d1' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await openDifference(db, tenantId)).id } }),
  },
  'receipt.differenceAct': {
    input: { body: { id: 'wr-ib-harbor-w002-d1', version: 1, action: 'accept', note: '' } },
    prepare: async ({ db }: { db: Db }) => {
      const d = await openDifference(db, await harborId(db));
      return { body: { id: d.id, version: d.version, action: 'dispute', note: 'The carton weighed as declared.' } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const d = await openDifference(db, tenantId);
      return { body: { id: d.id, version: d.version, action: 'accept', note: '' } };
    },
  },
  'receipt.differenceEvidence': {
    input: { body: { id: 'wr-ib-harbor-w003-d1', version: 1, imageId: 'img_x', target: 'carton', onArrival: false } },
    prepare: async ({ db }: { db: Db }) => {
      const tenantId = await harborId(db);
      const d = await openDifference(db, tenantId);
      return { body: { id: d.id, version: d.version, imageId: await image(db, tenantId), target: 'carton', onArrival: false } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const d = await openDifference(db, tenantId);
      return { body: { id: d.id, version: d.version, imageId: await image(db, tenantId), target: 'line', onArrival: false } };
    },
  },
  'receipt.inventorySearch': { input: { body: { conditions: {}, pageSize: 20 } } },
  'receipt.inventoryBatch': {
    input: { params: { sku: 'HA-0001', warehouseKey: 'FBA-ONT8' } },
    prepare: async ({ db }: { db: Db }) => {
      const b = await batchOf(db, await harborId(db));
      return { params: { sku: b.sku, warehouseKey: b.code } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const b = await batchOf(db, tenantId);
      return { params: { sku: b.sku, warehouseKey: b.code } };
    },
  },
} satisfies Record<string, Fixture>;
