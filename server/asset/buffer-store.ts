// Writing a warehouse's buffer setting and its change record: shared by the buffer screen's save
// and the buffer import, so both leave the same trail. The caller holds the transaction and has
// locked the current row (or knows there is none).
import type { Db } from '../db/db';
import { newId } from './common';

export interface CurrentBuffer {
  buffer_qty: number | string;
  buffer_ratio: string;
  version: number;
}

export async function lockBuffer(tx: Db, tenantId: string, warehouseId: string): Promise<CurrentBuffer | undefined> {
  return tx.maybe<CurrentBuffer>(
    'SELECT buffer_qty, buffer_ratio, version FROM warehouse_buffer_settings WHERE warehouse_id = $1 AND tenant_id = $2 FOR UPDATE',
    [warehouseId, tenantId],
  );
}

export async function writeBuffer(
  tx: Db,
  who: { tenantId: string; userId: string; userName: string },
  warehouseId: string,
  current: CurrentBuffer | undefined,
  qty: number,
  ratio: string,
  now: Date,
): Promise<void> {
  if (current) {
    await tx.query(
      `UPDATE warehouse_buffer_settings SET buffer_qty = $3, buffer_ratio = $4, version = version + 1, updated_at = $5, updated_by = $6
        WHERE warehouse_id = $1 AND tenant_id = $2`,
      [warehouseId, who.tenantId, qty, ratio, now, who.userId],
    );
  } else {
    await tx.query(
      `INSERT INTO warehouse_buffer_settings (warehouse_id, tenant_id, buffer_qty, buffer_ratio, version, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, 1, $5, $6)`,
      [warehouseId, who.tenantId, qty, ratio, now, who.userId],
    );
  }
  await tx.query(
    `INSERT INTO warehouse_buffer_records (id, tenant_id, warehouse_id, old_qty, new_qty, old_ratio, new_ratio, changed_by, changed_by_name, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [newId('br'), who.tenantId, warehouseId, current ? Number(current.buffer_qty) : null, qty, current?.buffer_ratio ?? null, ratio, who.userId, who.userName, now],
  );
}
