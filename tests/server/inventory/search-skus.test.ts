// The stock search by several skus (inventory.search, condition `sku` of kind `codes`; decision
// 025): the rows whose sku is one of the list (IN), only the caller's tenant's, and a list that is
// not codes (a wildcard, an empty entry, more than 500) is refused before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConditionList, inventoryRowSchema, pageSchema } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';
import { caller } from './helpers';

const inventoryPage = pageSchema(inventoryRowSchema);

describe('stock search by a list of skus', () => {
  let h: Harness;
  let en: ReturnType<typeof caller>;
  let codes: string[];
  let foreign: string;
  beforeAll(async () => {
    h = await createHarness();
    en = caller(h, await h.signIn('supplier1'));
    codes = (await h.db.query<{ sku: string }>(`SELECT sku FROM skus WHERE tenant_id = $1 ORDER BY sku DESC LIMIT 3`, [h.seeded.tenantIds.harbor])).map((r) => r.sku);
    foreign = (await h.db.one<{ sku: string }>(`SELECT sku FROM skus WHERE tenant_id = $1 AND sku NOT IN (SELECT sku FROM skus WHERE tenant_id = $2) LIMIT 1`, [h.seeded.tenantIds.pacific, h.seeded.tenantIds.harbor])).sku;
  });
  afterAll(() => h?.close());

  it('answers exactly the skus of the list, and none of another tenant', async () => {
    const answer = await en.post('/inventory/search', { conditions: { sku: [...codes, foreign] }, sort: { field: 'sku', order: 'asc' }, pageSize: 50 });
    expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
    const page = inventoryPage.parse(answer.envelope.data);
    expect(page.rows.map((r) => r.sku)).toEqual([...codes].sort());
    expect(page.total).toBe(3);
  });

  it('the condition list offers the sku condition as a list of sku codes (its picker)', async () => {
    const answer = await h.call<{ key: string; kind: string; lookup?: string }[]>('GET', getConditionList.path.replace('{bizType}', 'inventory.inventory'), { cookie: await h.signIn('supplier1') });
    expect(answer.envelope.data.find((c) => c.key === 'sku')).toMatchObject({ kind: 'codes', lookup: 'sku' });
  });

  it('one sku is one row', async () => {
    const page = inventoryPage.parse((await en.post('/inventory/search', { conditions: { sku: [codes[0]] } })).envelope.data);
    expect(page.rows.map((r) => r.sku)).toEqual([codes[0]]);
  });

  it('refuses a list that is not codes', async () => {
    for (const sku of [['%'], [''], codes[0], Array.from({ length: 501 }, (_, i) => `S${i}`)]) {
      const answer = await en.post('/inventory/search', { conditions: { sku } });
      expect(answer.envelope.code, JSON.stringify(sku).slice(0, 40)).toBe('SYS_INVALID_REQUEST');
    }
  });
});
