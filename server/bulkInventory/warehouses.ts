// The bulk warehouse handlers (src/contract/bulkInventory/warehouse.ts, stock.ts): the lists, one warehouse,
// create, update, and the type and option calls. Every query names the caller's tenant and the
// type 'bulk' (another type's id answers SYS_NOT_FOUND). Create and update run in one
// transaction. Create: the same request id again answers the warehouse it made; a code any live
// warehouse of the tenant has (any case) is refused. Update: a save that changes nothing succeeds
// without a new version (a retry is not a conflict); otherwise the version read must be the
// row's (BULK_WAREHOUSE_STALE).
import type { Language } from '../../src/contract';
import {
  bulkOptionLabels,
  bulkTypeLabels,
  createBulkWarehouse,
  getBulkWarehouse,
  getBulkWarehouseOptions,
  getBulkWarehouseTypes,
  searchBulkStock,
  searchBulkWarehouses,
  updateBulkWarehouse,
  bulkOptions,
  type BulkWarehouse,
} from '../../src/contract/bulkInventory';
import type { Db } from '../db/db';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { randomBytes } from 'node:crypto';
import { isUniqueViolation, notFound } from '../asset';
import { bulkStockListDefinition } from './list-stock';
import { bulkWarehouseListDefinition } from './list-warehouses';
import { bulkRefusals } from './messages';

interface BulkDbRow {
  id: string;
  code: string;
  name: string;
  bulk_type: BulkWarehouse['bulkType'];
  bulk_options: string[];
  country: string;
  city: string;
  address_line1: string;
  contact_name: string;
  contact_phone: string;
  currency: string;
  status: BulkWarehouse['status'];
  remark: string;
  sku_count: number;
  on_hand: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT w.*, st.sku_count, st.on_hand FROM warehouses w
  CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE s.on_hand > 0)::int AS sku_count, coalesce(sum(s.on_hand), 0)::int AS on_hand
                        FROM inventory_stock s WHERE s.warehouse_id = w.id AND s.tenant_id = w.tenant_id) st
 WHERE w.tenant_id = $1 AND w.type = 'bulk' AND w.deleted_at IS NULL`;

const out = (r: BulkDbRow): BulkWarehouse => ({
  id: r.id,
  code: r.code,
  name: r.name,
  bulkType: r.bulk_type,
  // stored in any order; answered in the options' own order
  options: bulkOptions.filter((o) => r.bulk_options.includes(o)),
  palletStorage: r.bulk_options.includes('palletStorage'),
  coldChain: r.bulk_options.includes('coldChain'),
  hazardousGoods: r.bulk_options.includes('hazardousGoods'),
  country: r.country,
  city: r.city,
  addressLine1: r.address_line1,
  contactName: r.contact_name,
  contactPhone: r.contact_phone,
  currency: r.currency,
  status: r.status,
  remark: r.remark,
  skuCount: Number(r.sku_count),
  onHand: Number(r.on_hand),
  version: r.version,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

async function oneWarehouse(db: Db, tenantId: string, id: string, lang: Language): Promise<BulkWarehouse> {
  const row = await db.maybe<BulkDbRow>(`${SELECT} AND w.id = $2`, [tenantId, id]);
  if (!row) throw notFound(lang);
  return out(row);
}

const byRequest = (db: Db, tenantId: string, requestId: string) => db.maybe<BulkDbRow>(`${SELECT} AND w.request_id = $2`, [tenantId, requestId]);

const codeTaken = async (db: Db, tenantId: string, code: string, exceptId = '') =>
  (await db.maybe('SELECT 1 FROM warehouses WHERE tenant_id = $1 AND lower(code) = lower($2) AND deleted_at IS NULL AND id <> $3', [tenantId, code, exceptId])) !== undefined;

/** The columns a create or update writes, from the validated body. */
const columnsOf = (b: { name: string; bulkType: string; options: readonly string[]; country: string; city: string; addressLine1: string; contactName: string; contactPhone: string; currency: string; status: string; remark: string }) => ({
  name: b.name,
  bulk_type: b.bulkType,
  bulk_options: bulkOptions.filter((o) => b.options.includes(o)),
  country: b.country,
  city: b.city,
  address_line1: b.addressLine1,
  contact_name: b.contactName,
  contact_phone: b.contactPhone,
  currency: b.currency,
  status: b.status,
  remark: b.remark,
});

const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join(',') === b.join(',') : a === b);

export const bulkWarehouseHandlers: readonly HandlerEntry[] = [
  defineHandler(searchBulkWarehouses, async ({ db, user, body }) => (await bulkWarehouseListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(searchBulkStock, async ({ db, user, body }) => (await bulkStockListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getBulkWarehouse, ({ db, user, params }) => oneWarehouse(db, user.tenant.id, params.id, user.lang)),

  defineHandler(getBulkWarehouseTypes, async () => bulkTypeLabels.options()),

  defineHandler(getBulkWarehouseOptions, async () => bulkOptionLabels.options()),

  defineHandler(createBulkWarehouse, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    try {
      return await db.transaction(async (tx) => {
        const made = await byRequest(tx, tenantId, body.requestId);
        if (made) return out(made);
        if (await codeTaken(tx, tenantId, body.code)) throw bulkRefusals.codeTaken(user.lang, body.code);
        // in capitals like a code (the record's title shows the id; see seed.ts)
        const id = `WHB-${randomBytes(6).toString('hex').toUpperCase()}`;
        const values = columnsOf(body);
        const columns = Object.keys(values);
        await tx.query(
          `INSERT INTO warehouses (id, tenant_id, code, type, request_id, ${columns.join(', ')}, created_at, created_by, updated_at, updated_by)
           VALUES ($1, $2, $3, 'bulk', $4, ${columns.map((_, i) => `$${i + 5}`).join(', ')}, $${columns.length + 5}, $${columns.length + 6}, $${columns.length + 5}, $${columns.length + 6})`,
          [id, tenantId, body.code, body.requestId, ...Object.values(values), now, user.id],
        );
        return oneWarehouse(tx, tenantId, id, user.lang);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // a twin request committed first: answer what it made; else the code was taken meanwhile
      const made = await byRequest(db, tenantId, body.requestId);
      if (made) return out(made);
      throw bulkRefusals.codeTaken(user.lang, body.code);
    }
  }),

  defineHandler(updateBulkWarehouse, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const tenantId = user.tenant.id;
      const row = await tx.maybe<Record<string, unknown> & { id: string; version: number }>(
        "SELECT * FROM warehouses WHERE tenant_id = $1 AND id = $2 AND type = 'bulk' AND deleted_at IS NULL FOR UPDATE",
        [tenantId, params.id],
      );
      if (!row) throw notFound(user.lang);
      const changed = Object.entries(columnsOf(body)).filter(([k, v]) => !same(row[k], v));
      if (changed.length === 0) return oneWarehouse(tx, tenantId, row.id, user.lang);
      if (body.version !== row.version) throw bulkRefusals.stale(user.lang);
      await tx.query(
        `UPDATE warehouses SET ${changed.map(([k], i) => `${k} = $${i + 3}`).join(', ')}, version = version + 1, updated_at = $${changed.length + 3}, updated_by = $${changed.length + 4}
          WHERE id = $1 AND tenant_id = $2`,
        [row.id, tenantId, ...changed.map(([, v]) => v), now, user.id],
      );
      return oneWarehouse(tx, tenantId, row.id, user.lang);
    }),
  ),
];
