// Code lookups for the pickers (common.lookupSearch, common.lookupResolve; decision 027): the
// caller's tenant's codes only, codes starting with the text first, a pasted list split into the
// codes found (as stored, matched without case) and the ones named unknown; a kind is refused to a
// role that grants none of the groups taking it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCodes, searchCodes, type CodeOption } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';

describe('code lookups', () => {
  let h: Harness;
  let supplier1: string;
  let skuA: CodeOption;
  let skuB: string;
  const search = (cookie: string, kind: string, text: string, limit = 20) =>
    h.call<{ items: CodeOption[]; more: boolean }>('POST', searchCodes.path.replace('{kind}', kind), { cookie, body: { text, limit } });
  const resolve = (cookie: string, kind: string, codes: string[]) =>
    h.call<{ found: CodeOption[]; unknown: string[] }>('POST', resolveCodes.path.replace('{kind}', kind), { cookie, body: { codes } });

  beforeAll(async () => {
    h = await createHarness();
    supplier1 = await h.signIn('supplier1');
    skuA = await h.db.one<CodeOption>(`SELECT sku AS code, name FROM skus WHERE tenant_id = $1 ORDER BY sku LIMIT 1 OFFSET 3`, [h.seeded.tenantIds.harbor]);
    skuB = (await h.db.one<{ sku: string }>(`SELECT sku FROM skus WHERE tenant_id = $1 AND sku NOT IN (SELECT sku FROM skus WHERE tenant_id = $2) LIMIT 1`, [h.seeded.tenantIds.pacific, h.seeded.tenantIds.harbor])).sku;
  });
  afterAll(() => h.close());

  it('searches the tenant codes: codes starting with the text first, then names containing it', async () => {
    const prefix = skuA.code.slice(0, 3);
    const answer = await search(supplier1, 'sku', prefix.toLowerCase(), 50);
    expect(answer.envelope.code).toBe('0');
    const items = answer.envelope.data.items;
    expect(items.length).toBeGreaterThan(0);
    const starts = items.map((i) => i.code.toLowerCase().startsWith(prefix.toLowerCase()));
    // every code that starts with the text comes before any that only matches by name
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
    const expected = await h.db.query<{ sku: string }>(`SELECT sku FROM skus WHERE tenant_id = $1 AND (sku ILIKE $2 OR name ILIKE $3)`, [h.seeded.tenantIds.harbor, `${prefix}%`, `%${prefix}%`]);
    expect(answer.envelope.data.more).toBe(expected.length > 50);
    expect(items.length).toBe(Math.min(expected.length, 50));
  });

  it('finds a code by its name and never answers another tenant code', async () => {
    const byName = await search(supplier1, 'sku', skuA.name.slice(0, 12), 50);
    expect(byName.envelope.data.items.map((i) => i.code)).toContain(skuA.code);
    const foreign = await search(supplier1, 'sku', skuB, 50);
    expect(foreign.envelope.data.items.map((i) => i.code)).not.toContain(skuB);
  });

  it('limits the answer and says there are more', async () => {
    const answer = await search(supplier1, 'sku', '', 2);
    expect(answer.envelope.data.items).toHaveLength(2);
    expect(answer.envelope.data.more).toBe(true);
  });

  it('treats % and _ in the text literally', async () => {
    const answer = await search(supplier1, 'warehouse', '%', 50);
    expect(answer.envelope.data.items).toEqual([]);
  });

  it('resolves a pasted list: found codes as stored, unknown and foreign ones named, repeats once', async () => {
    const answer = await resolve(supplier1, 'sku', [skuA.code.toLowerCase(), 'NO-SUCH-SKU', skuB, skuA.code]);
    expect(answer.envelope.code).toBe('0');
    expect(answer.envelope.data).toEqual({ found: [skuA], unknown: ['NO-SUCH-SKU', skuB] });
  });

  it('resolves warehouse, shop and carrier codes of the tenant', async () => {
    for (const [kind, table] of [['warehouse', 'warehouses'], ['shop', 'carts'], ['carrier', 'carriers']] as const) {
      const row = await h.db.one<CodeOption>(`SELECT code, name FROM ${table} WHERE tenant_id = $1 ORDER BY code LIMIT 1`, [h.seeded.tenantIds.harbor]);
      const answer = await resolve(supplier1, kind, [row.code]);
      expect(answer.envelope.data, kind).toEqual({ found: [row], unknown: [] });
    }
  });

  it('refuses a kind to a role that grants none of its groups, and answers one it grants', async () => {
    await h.db.query(`UPDATE roles SET groups = '{asset}', manage_groups = '{}' WHERE name = 'Viewer' AND tenant_id = $1`, [h.seeded.tenantIds.harbor]);
    const viewer = await h.signIn('viewer1');
    const sku = await search(viewer, 'sku', '');
    expect([sku.status, sku.envelope.code]).toEqual([403, 'SYS_FORBIDDEN']);
    const resolved = await resolve(viewer, 'sku', [skuA.code]);
    expect([resolved.status, resolved.envelope.code]).toEqual([403, 'SYS_FORBIDDEN']);
    const warehouse = await search(viewer, 'warehouse', '');
    expect(warehouse.envelope.code).toBe('0');
  });

  it('refuses an unknown kind, an empty list and more than 500 codes', async () => {
    expect((await search(supplier1, 'order', '')).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await resolve(supplier1, 'sku', [])).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await resolve(supplier1, 'sku', Array.from({ length: 501 }, (_, i) => `C${i}`))).envelope.code).toBe('SYS_INVALID_REQUEST');
  });
});
