// Migration 030: saved views of the stock list stored while its sku condition was a text (before
// decision 027) hold a one-code list afterwards, so they apply again; a text no code can be is
// dropped, other lists' themes and other conditions are left alone, and running it twice changes
// nothing more.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Theme } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';
import { caller } from './helpers';

const migration = readFileSync(new URL('../../../server/db/migrations/030_stock_sku_theme_codes.sql', import.meta.url), 'utf8');

describe('migration 030: the stock sku of saved views becomes a list of codes', () => {
  let h: Harness;
  let cookie: string;
  let sku: string;
  beforeAll(async () => {
    h = await createHarness();
    cookie = await h.signIn('supplier1');
    sku = (await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 ORDER BY sku LIMIT 1', [h.seeded.tenantIds.harbor])).sku;
  });
  afterAll(() => h?.close());

  // what a saved view held before decision 027: the save call now refuses it, so it is written as stored then
  let n = 0;
  const save = async (bizType: string, name: string, conditions: Record<string, unknown>) => {
    const user = await h.db.one<{ id: string; tenant_id: string }>("SELECT id, tenant_id FROM users WHERE account = 'supplier1'");
    const id = `th_m030_${n++}`;
    await h.db.query(
      `INSERT INTO themes (id, tenant_id, user_id, biz_type, name, conditions, columns, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, '[]', $7, $7)`,
      [id, user.tenant_id, user.id, bizType, name, JSON.stringify(conditions), new Date('2026-11-01T00:00:00Z')],
    );
    return { id, updatedAt: '2026-11-01T00:00:00.000Z' };
  };
  const themes = async (bizType: string) => (await h.call<Theme[]>('GET', '/common/app/themes', { cookie, query: { bizType } })).envelope.data;
  const search = (conditions: Record<string, unknown>) => caller(h, cookie).post('/inventory/search', { conditions, pageSize: 20 });

  it('rewrites a text sku into a one-code list, drops one no code can be, leaves the rest', async () => {
    const one = await save('inventory.inventory', 'One sku (old)', { sku: ` ${sku} `, stockStatus: ['inStock'] });
    const blank = await save('inventory.inventory', 'Blank sku (old)', { sku: '  ', name: 'Gloves' });
    const notCode = await save('inventory.inventory', 'Not a code (old)', { sku: 'ab%cd ef' });
    const list = await save('inventory.inventory', 'A list already', { sku: [sku] });
    const other = await save('separate.control', 'Another list', { sku: sku });
    expect((await search((await themes('inventory.inventory')).find((t) => t.id === one.id)!.conditions)).envelope.code).toBe('SYS_INVALID_REQUEST');

    await h.db.exec(migration);
    const after = new Map((await themes('inventory.inventory')).map((t) => [t.id, t]));
    expect(after.get(one.id)?.conditions).toEqual({ sku: [sku], stockStatus: ['inStock'] });
    expect(after.get(blank.id)?.conditions).toEqual({ name: 'Gloves' });
    expect(after.get(notCode.id)?.conditions).toEqual({});
    expect(after.get(list.id)?.conditions).toEqual({ sku: [sku] });
    expect(after.get(one.id)?.updatedAt).toBe(one.updatedAt);
    expect((await themes('separate.control')).find((t) => t.id === other.id)?.conditions).toEqual({ sku });

    // the view applies again: its search validates and finds the sku
    const answer = await search(after.get(one.id)!.conditions);
    expect(answer.envelope.code, answer.text.slice(0, 200)).toBe('0');
    expect((answer.envelope.data as { rows: { sku: string }[] }).rows.map((r) => r.sku).every((s) => s === sku)).toBe(true);

    // twice is once
    const before = JSON.stringify(await themes('inventory.inventory'));
    await h.db.exec(migration);
    expect(JSON.stringify(await themes('inventory.inventory'))).toBe(before);
  });
});
