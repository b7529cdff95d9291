// The matrices' "nothing changed" check must see every kind of write: an insert, an update that
// keeps the row count, a delete; and must not see a read or a write that was rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantChanges } from './change-log';
import { createHarness, snapshotDb, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('snapshotDb', () => {
  it('changes on insert, same-count update and delete, not on reads', async () => {
    const start = await snapshotDb(h.db);
    await h.db.query('SELECT count(*) FROM users');
    expect(await snapshotDb(h.db)).toBe(start);

    await h.db.query("UPDATE tenants SET name = name || '' WHERE id = (SELECT min(id) FROM tenants)");
    const afterUpdate = await snapshotDb(h.db);
    expect(afterUpdate).not.toBe(start);

    await h.db.query("INSERT INTO login_attempts (account, ip, succeeded, attempted_at) VALUES ('x', '127.0.0.9', false, now())");
    const afterInsert = await snapshotDb(h.db);
    expect(afterInsert).not.toBe(afterUpdate);

    await h.db.query("DELETE FROM login_attempts WHERE ip = '127.0.0.9'");
    const afterDelete = await snapshotDb(h.db);
    expect(afterDelete).not.toBe(afterInsert);

    // a write the transaction rolls back is no change
    await expect(
      h.db.transaction(async (tx) => {
        await tx.query("UPDATE tenants SET name = name || '' WHERE id = (SELECT min(id) FROM tenants)");
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await snapshotDb(h.db)).toBe(afterDelete);
  });

  it('tells which tenant a write touched', async () => {
    const { harbor, pacific } = h.seeded.tenantIds;
    const [a, b] = [await tenantChanges(h.db, harbor), await tenantChanges(h.db, pacific)];
    await h.db.query("UPDATE warehouses SET remark = remark || '' WHERE id = (SELECT min(id) FROM warehouses WHERE tenant_id = $1)", [harbor]);
    expect(await tenantChanges(h.db, harbor)).not.toBe(a);
    expect(await tenantChanges(h.db, pacific)).toBe(b);
  });
});
