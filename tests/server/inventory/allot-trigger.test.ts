// Allotment and trigger through the real pipeline: the allotment screen (keyset by sku), the rules
// of a save (ratios <= 100 %, fixed <= group available, cart in the group, allotVersion) with
// their codes and en/zh messages and nothing written, the allot records, and the trigger: diff ->
// apply -> not modified, an apply of a stale diff refused, the records of the push.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allotRecordSchema,
  getGroupAllotment,
  pageSchema,
  triggerDiffSchema,
  triggerRecordRowSchema,
  triggerLineSchema,
  type AllotSkuRow,
  type TriggerDiff,
} from '../../../src/contract';
import { seedIds, seedTenants, seedUsers } from '../../../server/db/seed';
import { inventoryPlanOf } from '../../../server/inventory/seed';
import { sellableOf } from '../../../server/inventory/allot-math';
import { createHarness, type Harness } from '../harness';
import { caller, expectRefused, expectStockSumsConsistent, snapshotInventory } from './helpers';

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));
const harbor = inventoryPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids;
const pacific = inventoryPlanOf('pacific', seedTenants, seedUsers, tenantIds, userIds).ids;

type AllotAnswer = { group: { allotVersion: number; modified: boolean }; carts: { id: string }[]; page: { rows: AllotSkuRow[]; nextCursor: string | null; total: number } };

describe('allotment and trigger', () => {
  let h: Harness;
  let en: ReturnType<typeof caller>;
  let zh: ReturnType<typeof caller>;
  beforeAll(async () => {
    h = await createHarness();
    en = caller(h, await h.signIn('supplier1'));
    zh = caller(h, await h.signIn('supplier2'));
  });
  afterAll(() => h?.close());

  const allot = async (who: ReturnType<typeof caller>, groupId: string, query: Record<string, string> = {}) => {
    const answer = await who.get<AllotAnswer>(`/warehouse-groups/${groupId}/allot`, query);
    expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
    return getGroupAllotment.response.parse(answer.envelope.data) as AllotAnswer;
  };
  /** A sku of the group with at least `min` available and no allotment yet. */
  const freeSku = async (groupId: string, min: number) => {
    let cursor: string | undefined;
    for (;;) {
      const a = await allot(en, groupId, { allotted: 'false', pageSize: '200', ...(cursor ? { cursor } : {}) });
      const row = a.page.rows.find((r) => r.available >= min);
      if (row) return { row, carts: a.carts, version: a.group.allotVersion };
      if (!a.page.nextCursor) throw new Error('no free sku');
      cursor = a.page.nextCursor;
    }
  };

  it('the allotment screen: keyset pages by sku cover the group, sellable as the rules compute it', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let total = 0;
    do {
      const a = await allot(en, harbor.groups.apac.id, { pageSize: '100', ...(cursor ? { cursor } : {}) });
      total = a.page.total;
      for (const row of a.page.rows) {
        seen.push(row.sku);
        expect(row.onHand).toBe(row.locked + row.isolated + row.available);
        const expected = sellableOf(row.available, row.allotments.map((x) => ({ cartId: x.cartId, mode: x.mode, value: x.value })));
        for (const x of row.allotments) expect(x.sellable).toBe(expected.byCart.get(x.cartId));
        expect(row.sharedQty).toBe(expected.shared);
        expect(row.ratioSum).toBeLessThanOrEqual(100);
        expect(row.fixedSum).toBeLessThanOrEqual(row.available);
        // seeded and pushed: the channels have what the rules compute
        for (const x of row.allotments) expect(x.pushedQty).toBe(x.sellable);
      }
      cursor = a.page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
    const allotted = await allot(en, harbor.groups.apac.id, { allotted: 'true', pageSize: '200' });
    expect(allotted.page.rows.length).toBeGreaterThan(50);
    expect(allotted.page.rows.every((r) => r.allotments.length > 0)).toBe(true);
    const filtered = await allot(en, harbor.groups.apac.id, { sku: harbor.apacSku });
    expect(filtered.page.rows.map((r) => r.sku)).toContain(harbor.apacSku);
  });

  it('refuses ratios over 100 % and fixed over available (en and zh), a cart of another group, a stale version; nothing written', async () => {
    const { row, carts, version } = await freeSku(harbor.groups.na.id, 50);
    const [c1, c2] = carts;
    const before = await snapshotInventory(h.db);
    const put = (body: unknown) => en.put(`/warehouse-groups/${harbor.groups.na.id}/allot`, body);

    const ratio = await put({ allotVersion: version, items: [{ skuId: row.skuId, allotments: [{ cartId: c1.id, mode: 'ratio', value: 60 }, { cartId: c2.id, mode: 'ratio', value: 40.01 }] }] });
    expectRefused(ratio, 'INVENTORY_ALLOT_RATIO_OVER_100', 400, new RegExp(`The ratios of SKU ${row.sku} add up to 100\\.01%, more than 100%\\.`));
    expect(ratio.envelope.data).toMatchObject({ skuId: row.skuId, ratioSum: 100.01 });

    const fixed = await put({
      allotVersion: version,
      items: [{ skuId: row.skuId, allotments: [{ cartId: c1.id, mode: 'fixed', value: row.available }, { cartId: c2.id, mode: 'fixed', value: 1 }] }],
    });
    expectRefused(fixed, 'INVENTORY_ALLOT_EXCEEDS_AVAILABLE', 400, new RegExp(`add up to ${row.available + 1}, more than the ${row.available} available`));

    const stranger = await put({ allotVersion: version, items: [{ skuId: row.skuId, allotments: [{ cartId: harbor.apacCartId, mode: 'ratio', value: 10 }] }] });
    expectRefused(stranger, 'INVENTORY_CART_NOT_IN_GROUP', 400, /does not draw its stock from this warehouse group/);

    const stale = await put({ allotVersion: version - 1, items: [] });
    expectRefused(stale, 'INVENTORY_ALLOT_VERSION_STALE', 409, /allotment was changed by someone else/);

    const decimals = await put({ allotVersion: version, items: [{ skuId: row.skuId, allotments: [{ cartId: c1.id, mode: 'ratio', value: 10.005 }] }] });
    expect(decimals.envelope.code).toBe('SYS_INVALID_REQUEST');
    const wholeUnits = await put({ allotVersion: version, items: [{ skuId: row.skuId, allotments: [{ cartId: c1.id, mode: 'fixed', value: 1.5 }] }] });
    expect(wholeUnits.envelope.code).toBe('SYS_INVALID_REQUEST');
    const foreignSku = await put({ allotVersion: version, items: [{ skuId: pacific.apacSkuId, allotments: [] }] });
    expect(foreignSku.envelope.code).toBe('SYS_NOT_FOUND');

    // the same rules in Chinese for supplier2's tenant
    const zhFree = await zh.get<AllotAnswer>(`/warehouse-groups/${pacific.groups.na.id}/allot`, { allotted: 'false', pageSize: '200' });
    const zhRow = zhFree.envelope.data.page.rows.find((r) => r.available >= 10)!;
    const [z1, z2] = zhFree.envelope.data.carts;
    const zhRatio = await zh.put(`/warehouse-groups/${pacific.groups.na.id}/allot`, {
      allotVersion: zhFree.envelope.data.group.allotVersion,
      items: [{ skuId: zhRow.skuId, allotments: [{ cartId: z1.id, mode: 'ratio', value: 70 }, { cartId: z2.id, mode: 'ratio', value: 31 }] }],
    });
    expectRefused(zhRatio, 'INVENTORY_ALLOT_RATIO_OVER_100', 400, new RegExp(`SKU ${zhRow.sku} 的分配比例合计 101\\.00%，超过 100%`));
    const zhFixed = await zh.put(`/warehouse-groups/${pacific.groups.na.id}/allot`, {
      allotVersion: zhFree.envelope.data.group.allotVersion,
      items: [{ skuId: zhRow.skuId, allotments: [{ cartId: z1.id, mode: 'fixed', value: zhRow.available + 5 }] }],
    });
    expectRefused(zhFixed, 'INVENTORY_ALLOT_EXCEEDS_AVAILABLE', 400, new RegExp(`超过仓库组的可用库存 ${zhRow.available}`));
    const zhStale = await zh.put(`/warehouse-groups/${pacific.groups.na.id}/allot`, { allotVersion: 99, items: [] });
    expectRefused(zhStale, 'INVENTORY_ALLOT_VERSION_STALE', 409, /库存分配已被他人修改/);
    const zhStranger = await zh.put(`/warehouse-groups/${pacific.groups.na.id}/allot`, {
      allotVersion: zhFree.envelope.data.group.allotVersion,
      items: [{ skuId: zhRow.skuId, allotments: [{ cartId: pacific.apacCartId, mode: 'fixed', value: 1 }] }],
    });
    expectRefused(zhStranger, 'INVENTORY_CART_NOT_IN_GROUP', 400, /未绑定该仓库组/);

    expect(await snapshotInventory(h.db)).toBe(before);
    await expectStockSumsConsistent(h.db);
  });

  it('a save appends allot records (old -> new), bumps allotVersion, marks the group modified; unchanged values change nothing', async () => {
    const groupId = harbor.groups.apac.id;
    const { row, carts, version } = await freeSku(groupId, 100);
    const [c1, c2, c3] = carts;
    const first = await en.put<{ group: { allotVersion: number; modified: boolean }; changedCount: number; rows: AllotSkuRow[] }>(`/warehouse-groups/${groupId}/allot`, {
      allotVersion: version,
      items: [{ skuId: row.skuId, allotments: [{ cartId: c1.id, mode: 'fixed', value: 10 }, { cartId: c2.id, mode: 'ratio', value: 50 }, { cartId: c3.id, mode: 'ratio', value: 25.5 }] }],
    });
    expect(first.envelope.code, first.text.slice(0, 300)).toBe('0');
    expect(first.envelope.data).toMatchObject({ changedCount: 3, group: { allotVersion: version + 1, modified: true } });
    const saved = first.envelope.data.rows[0];
    const rest = row.available - 10;
    expect(saved.allotments.map((a) => [a.cartId, a.sellable]).sort()).toEqual(
      [[c1.id, 10], [c2.id, Math.floor(rest * 0.5)], [c3.id, Math.floor((rest * 2550) / 10_000)]].sort(),
    );
    expect(saved.allotments.every((a) => a.pushedQty === null)).toBe(true);
    const modified = await en.get<{ id: string }[]>('/warehouse-groups/modified');
    expect(modified.envelope.data.map((g) => g.id)).toContain(groupId);

    // the same values again: no record, no version bump
    const before = await snapshotInventory(h.db);
    const again = await en.put<{ changedCount: number; group: { allotVersion: number } }>(`/warehouse-groups/${groupId}/allot`, {
      allotVersion: version + 1,
      items: [{ skuId: row.skuId, allotments: [{ cartId: c3.id, mode: 'ratio', value: 25.5 }, { cartId: c1.id, mode: 'fixed', value: 10 }, { cartId: c2.id, mode: 'ratio', value: 50 }] }],
    });
    expect(again.envelope.data).toMatchObject({ changedCount: 0, group: { allotVersion: version + 1 } });
    expect(await snapshotInventory(h.db)).toBe(before);

    // change one, drop one: two records (a minute later, so the records order by time)
    h.clock.advance(60_000);
    const second = await en.put<{ changedCount: number; rows: AllotSkuRow[] }>(`/warehouse-groups/${groupId}/allot`, {
      allotVersion: version + 1,
      items: [{ skuId: row.skuId, allotments: [{ cartId: c1.id, mode: 'fixed', value: 20 }, { cartId: c2.id, mode: 'ratio', value: 50 }] }],
    });
    expect(second.envelope.data.changedCount).toBe(2);
    const ids = saved.allotments.map((a) => a.id);
    const records = await en.get<{ records: unknown[]; truncated: boolean }>('/allot/record', { id: ids });
    expect(records.envelope.code).toBe('0');
    const list = records.envelope.data.records.map((r) => allotRecordSchema.parse(r));
    expect(list).toHaveLength(5);
    expect(list.every((r) => r.changedByName === 'Grace Lin' && r.sku === row.sku)).toBe(true);
    const c1Records = list.filter((r) => r.cartId === c1.id);
    expect(c1Records.map((r) => [r.oldMode, r.oldValue, r.newMode, r.newValue])).toEqual([
      ['fixed', 10, 'fixed', 20],
      [null, null, 'fixed', 10],
    ]);
    expect(list.find((r) => r.cartId === c3.id && r.newMode === null)).toMatchObject({ oldMode: 'ratio', oldValue: 25.5, newValue: null });
    // one id as a plain string
    const single = await en.get<{ records: unknown[] }>('/allot/record', { id: ids[0] });
    expect(single.envelope.data.records).toHaveLength(2);
    // a removed allotment keeps its history; an unknown or foreign id is not found
    expect((await en.get('/allot/record', { id: [ids[2], 'al_nope'] })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await en.get('/allot/record', { id: pacific.firstAllotmentId })).envelope.code).toBe('SYS_NOT_FOUND');
    // the records list (inventory.allotRecords) pages the same rows
    await expectStockSumsConsistent(h.db);
  });

  it('trigger: the diff shows the changes, apply pushes them and the group is no longer modified', async () => {
    const groupId = harbor.groups.apac.id;
    const diffAnswer = await en.get<TriggerDiff>('/trigger/diff', { warehouseGroupId: groupId });
    const diff = triggerDiffSchema.parse(diffAnswer.envelope.data);
    // from the test above: a fixed 20 and a ratio 50 are new, the removed ratio was never pushed
    expect(diff.lines.map((l) => l.change).sort()).toEqual(['new', 'new']);
    expect(diff.groups).toEqual([expect.objectContaining({ id: groupId, modified: true, lineCount: 2 })]);
    expect(diff.newCount).toBe(2);

    const applied = await en.post<{ recordId: string; lineCount: number; warehouseGroupIds: string[] }>('/trigger/apply', { token: diff.token, warehouseGroupId: groupId });
    expect(applied.envelope.code, applied.text.slice(0, 300)).toBe('0');
    expect(applied.envelope.data).toMatchObject({ lineCount: 2, warehouseGroupIds: [groupId] });

    const after = triggerDiffSchema.parse((await en.get('/trigger/diff', { warehouseGroupId: groupId })).envelope.data);
    expect(after.lines).toEqual([]);
    expect(after.groups[0]).toMatchObject({ modified: false, lineCount: 0 });
    const modified = await en.get<{ id: string }[]>('/warehouse-groups/modified');
    expect(modified.envelope.data.map((g) => g.id)).not.toContain(groupId);
    const group = await en.get<{ modified: boolean; lastPushedAt: string }>(`/warehouse-group/${groupId}`);
    expect(group.envelope.data).toMatchObject({ modified: false, lastPushedAt: expect.any(String) });

    // the record and its lines
    const record = await en.get<{ lines: unknown[]; lineCount: number; createdByName: string; groupNames: string }>(`/trigger/records/${applied.envelope.data.recordId}`);
    expect(record.envelope.data).toMatchObject({ lineCount: 2, createdByName: 'Grace Lin', groupNames: 'Asia Pacific' });
    const lines = record.envelope.data.lines.map((l) => triggerLineSchema.parse(l));
    expect(lines.map((l) => [l.cartId, l.skuId, l.oldQty, l.newQty])).toEqual(diff.lines.map((l) => [l.cartId, l.skuId, l.oldQty, l.newQty]));
    const page = pageSchema(triggerRecordRowSchema).parse((await en.post('/trigger/records/query', { pageSize: 3 })).envelope.data);
    expect(page.rows[0].id).toBe(applied.envelope.data.recordId);
    expect(page.rows.map((r) => r.createdAt)).toEqual([...page.rows.map((r) => r.createdAt)].sort().reverse());
    await expectStockSumsConsistent(h.db);
  });

  it('an apply with a stale diff is refused (en and zh) and writes nothing; the fresh diff applies', async () => {
    const groupId = harbor.groups.na.id;
    const seen = triggerDiffSchema.parse((await en.get('/trigger/diff', { warehouseGroupId: groupId })).envelope.data);
    expect(seen.lines.length).toBeGreaterThan(0);
    expect(seen.groups[0]).toMatchObject({ id: groupId, modified: true });

    // someone changes the allotment meanwhile
    const { row, carts, version } = await freeSku(groupId, 100);
    const change = await en.put(`/warehouse-groups/${groupId}/allot`, { allotVersion: version, items: [{ skuId: row.skuId, allotments: [{ cartId: carts[0].id, mode: 'fixed', value: 7 }] }] });
    expect(change.envelope.code).toBe('0');

    const before = await snapshotInventory(h.db);
    const stale = await en.post('/trigger/apply', { token: seen.token, warehouseGroupId: groupId });
    expectRefused(stale, 'TRIGGER_DIFF_CHANGED', 409, /no longer the ones shown/);
    const zhSeen = triggerDiffSchema.parse((await zh.get('/trigger/diff', { warehouseGroupId: pacific.groups.na.id })).envelope.data);
    const zhStale = await zh.post('/trigger/apply', { token: `${zhSeen.token}x`, warehouseGroupId: pacific.groups.na.id });
    expectRefused(zhStale, 'TRIGGER_DIFF_CHANGED', 409, /待推送的变更已发生变化/);
    // a token of another scope is stale too
    expectRefused(await en.post('/trigger/apply', { token: seen.token }), 'TRIGGER_DIFF_CHANGED', 409, /apply again/);
    expect(await snapshotInventory(h.db)).toBe(before);

    const fresh = triggerDiffSchema.parse((await en.get('/trigger/diff', { warehouseGroupId: groupId })).envelope.data);
    expect(fresh.lines.length).toBe(seen.lines.length + 1);
    expect(fresh.lines.some((l) => l.skuId === row.skuId && l.change === 'new' && l.newQty === 7)).toBe(true);
    const applied = await en.post<{ lineCount: number }>('/trigger/apply', { token: fresh.token, warehouseGroupId: groupId });
    expect(applied.envelope.data.lineCount).toBe(fresh.lines.length);
    // releases are gone from the channel, the rest has the new quantities
    const pushed = await h.db.query<{ cart_id: string; sku_id: string; quantity: number }>('SELECT cart_id, sku_id, quantity FROM channel_stock WHERE group_id = $1', [groupId]);
    const byKey = new Map(pushed.map((p) => [`${p.cart_id}/${p.sku_id}`, p.quantity]));
    for (const l of fresh.lines) expect(byKey.get(`${l.cartId}/${l.skuId}`) ?? null).toBe(l.newQty);
    expect(triggerDiffSchema.parse((await en.get('/trigger/diff', { warehouseGroupId: groupId })).envelope.data).lines).toEqual([]);
    await expectStockSumsConsistent(h.db);
  });

  it('the whole-tenant diff covers the modified groups only once their lines are pushed; an empty apply writes nothing', async () => {
    const all = triggerDiffSchema.parse((await en.get('/trigger/diff')).envelope.data);
    // Europe is still modified with lines; the groups pushed above are not listed
    expect(all.groups.map((g) => g.id)).toEqual([harbor.groups.eu.id]);
    expect(all.lines.every((l) => l.warehouseGroupId === harbor.groups.eu.id)).toBe(true);
    const applied = await en.post<{ lineCount: number; warehouseGroupIds: string[] }>('/trigger/apply', { token: all.token });
    expect(applied.envelope.data).toMatchObject({ lineCount: all.lines.length, warehouseGroupIds: [harbor.groups.eu.id] });
    const empty = triggerDiffSchema.parse((await en.get('/trigger/diff')).envelope.data);
    expect(empty).toMatchObject({ lines: [], groups: [] });
    const before = await snapshotInventory(h.db);
    const noop = await en.post<{ recordId: string | null; lineCount: number }>('/trigger/apply', { token: empty.token });
    expect(noop.envelope.data).toMatchObject({ recordId: null, lineCount: 0 });
    expect(await snapshotInventory(h.db)).toBe(before);
    expect((await en.get<unknown[]>('/warehouse-groups/modified')).envelope.data).toEqual([]);
  });

  it('trigger records: keyset search with filters; a foreign record is not found', async () => {
    const rows: string[] = [];
    let cursor: string | null = null;
    do {
      const page = pageSchema(triggerRecordRowSchema).parse((await en.post('/trigger/records/query', { pageSize: 2, cursor, sort: { field: 'lineCount', order: 'asc' } })).envelope.data);
      rows.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.length).toBe(6 + 3);
    const byGroup = pageSchema(triggerRecordRowSchema).parse((await en.post('/trigger/records/query', { conditions: { warehouseGroup: 'China Direct' } })).envelope.data);
    expect(byGroup.rows).toHaveLength(2);
    const bySku = pageSchema(triggerRecordRowSchema).parse((await en.post('/trigger/records/query', { conditions: { sku: harbor.apacSku } })).envelope.data);
    expect(bySku.rows.length).toBeGreaterThanOrEqual(1);
    const byDate = pageSchema(triggerRecordRowSchema).parse((await en.post('/trigger/records/query', { conditions: { createdAt: ['2026-02-16', '2026-02-16'] } })).envelope.data);
    expect(byDate.rows.map((r) => r.groupNames)).toEqual(['China Direct']);
    expect((await en.get(`/trigger/records/${pacific.firstTriggerRecordId}`)).envelope.code).toBe('SYS_NOT_FOUND');
  });
});
