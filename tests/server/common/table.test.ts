// "Table and theme" (spec section 7): column and condition definitions of a registered list in
// the user's language, the user's column setting, saved themes. Scoped by tenant and user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ColumnSetting, Theme } from '../../../src/contract';
import { registerList } from '../../../server/lists/registry';
import { createHarness, type Harness } from '../harness';

const BIZ = 'test.widgets';
registerList({
  table: {
    bizType: BIZ,
    title: { en: 'Widgets', zh: '部件' },
    columns: [
      { key: 'name', title: { en: 'Name', zh: '名称' }, kind: 'text', width: 200, sortable: true, defaultVisible: true },
      { key: 'secret', title: { en: 'Internal note', zh: '内部备注' }, kind: 'text', width: 150, sortable: false, defaultVisible: false },
      { key: 'qty', title: { en: 'Quantity', zh: '数量' }, kind: 'number', width: 100, sortable: true, defaultVisible: true },
      { key: 'status', title: { en: 'Status', zh: '状态' }, kind: 'status', width: 120, sortable: true, defaultVisible: true, optionName: 'auditStatus' },
    ],
    conditions: [
      { key: 'name', label: { en: 'Name', zh: '名称' }, kind: 'text', defaultVisible: true },
      { key: 'qty', label: { en: 'Quantity', zh: '数量' }, kind: 'numberRange', defaultVisible: false },
      { key: 'status', label: { en: 'Status', zh: '状态' }, kind: 'multiSelect', optionName: 'auditStatus', defaultVisible: true },
    ],
    defaultSort: { field: 'name', order: 'asc' },
  },
  conditionSchema: z.strictObject({ name: z.string().max(50), qty: z.tuple([z.number().nullable(), z.number().nullable()]), status: z.array(z.enum(['a', 'b'])) }),
  page: async () => ({ rows: [], nextCursor: null, total: 0, totalCapped: false }),
});

let h: Harness;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  for (const account of ['supplier1', 'supplier2', 'viewer1']) cookies[account] = await h.signIn(account);
});
afterAll(() => h?.close());

const post = <T>(account: string, path: string, body: unknown) => h.call<T>('POST', `/common/app/theme${path}`, { cookie: cookies[account], body });
const get = <T>(account: string, path: string, query?: Record<string, string>) => h.call<T>('GET', `/common/app${path}`, { cookie: cookies[account], query });
const settingRows = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM table_settings')).n;

describe('columns', () => {
  it('lists every column with titles in the user language', async () => {
    const en = await post<{ key: string; title: string }[]>('supplier1', '/table/getAllTableColumns', { bizType: BIZ });
    expect(en.envelope.code).toBe('0');
    expect(en.envelope.data.map((c) => [c.key, c.title])).toEqual([['name', 'Name'], ['secret', 'Internal note'], ['qty', 'Quantity'], ['status', 'Status']]);
    expect(en.envelope.data[3]).toEqual({ key: 'status', title: 'Status', kind: 'status', width: 120, sortable: true, defaultVisible: true, optionName: 'auditStatus' });
    const zh = await post<{ title: string }[]>('supplier2', '/table/getAllTableColumns', { bizType: BIZ });
    expect(zh.envelope.data.map((c) => c.title)).toEqual(['名称', '内部备注', '数量', '状态']);
  });

  it('answers SYS_NOT_FOUND for an unknown table', async () => {
    for (const path of ['/table/getAllTableColumns', '/table/getDefaultTableColumns']) {
      const answer = await post('supplier1', path, { bizType: 'no.suchTable' });
      expect([answer.status, answer.envelope.code]).toEqual([404, 'SYS_NOT_FOUND']);
      expect(answer.envelope.message).toBe('Unknown table.');
    }
    const zh = await get('supplier2', '/theme/search/getConditionList/no.suchTable');
    expect([zh.envelope.code, zh.envelope.message]).toEqual(['SYS_NOT_FOUND', '未知的表格。']);
    expect((await get('supplier1', '/themes', { bizType: 'no.suchTable' })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('answers the default (defaultVisible columns in order) until customised', async () => {
    const answer = await post<{ columns: ColumnSetting[]; customised: boolean }>('supplier1', '/table/getDefaultTableColumns', { bizType: BIZ });
    expect(answer.envelope.data).toEqual({
      columns: [
        { key: 'name', width: 200, visible: true },
        { key: 'qty', width: 100, visible: true },
        { key: 'status', width: 120, visible: true },
      ],
      customised: false,
    });
  });

  it('stores the user setting, per user, and resets it', async () => {
    const columns = [
      { key: 'qty', width: 90, visible: true },
      { key: 'secret', width: 300, visible: true },
      { key: 'name', width: 200, visible: false },
    ];
    const saved = await post<{ columns: ColumnSetting[]; customised: boolean }>('supplier1', '/table/transformThemeTable', { bizType: BIZ, columns });
    expect(saved.envelope.data).toEqual({ columns, customised: true });
    const again = await post<{ columns: ColumnSetting[]; customised: boolean }>('supplier1', '/table/getDefaultTableColumns', { bizType: BIZ });
    expect(again.envelope.data).toEqual({ columns, customised: true });
    // another user of the same tenant still has the default
    const other = await post<{ customised: boolean }>('viewer1', '/table/getDefaultTableColumns', { bizType: BIZ });
    expect(other.envelope.data.customised).toBe(false);
    const overwritten = await post<{ columns: ColumnSetting[] }>('supplier1', '/table/transformThemeTable', { bizType: BIZ, columns: columns.slice(0, 1) });
    expect(overwritten.envelope.data.columns).toEqual(columns.slice(0, 1));
    expect(await settingRows()).toBe(1);
    const reset = await post<{ columns: ColumnSetting[]; customised: boolean }>('supplier1', '/table/transformThemeTable', { bizType: BIZ, columns: [], reset: true });
    expect(reset.envelope.data.customised).toBe(false);
    expect(reset.envelope.data.columns.map((c) => c.key)).toEqual(['name', 'qty', 'status']);
    expect(await settingRows()).toBe(0);
  });

  it('refuses unknown or repeated keys, widths out of bounds and no visible column; nothing stored', async () => {
    const cases: [unknown[], string | RegExp][] = [
      [[{ key: 'name', width: 100, visible: true }, { key: 'password', width: 100, visible: true }], 'Unknown column: password.'],
      [[{ key: 'name', width: 100, visible: true }, { key: 'name', width: 120, visible: true }], 'Column listed twice: name.'],
      [[{ key: 'name', width: 39, visible: true }], /width/],
      [[{ key: 'name', width: 1201, visible: true }], /width/],
      [[{ key: 'name', width: 100, visible: false }], /not valid/],
    ];
    for (const [columns, message] of cases) {
      const answer = await post('supplier1', '/table/transformThemeTable', { bizType: BIZ, columns });
      expect([answer.status, answer.envelope.code], JSON.stringify(columns)).toEqual([400, 'SYS_INVALID_REQUEST']);
      expect(answer.envelope.message).toMatch(message);
    }
    const zh = await post('supplier2', '/table/transformThemeTable', { bizType: BIZ, columns: [{ key: 'nope', width: 100, visible: true }] });
    expect(zh.envelope.message).toBe('未知的列：nope。');
    expect(await settingRows()).toBe(0);
  });

  it('drops keys of a saved setting that the definition no longer has', async () => {
    const me = await h.db.one<{ tenant_id: string; id: string }>("SELECT tenant_id, id FROM users WHERE account = 'viewer1'");
    await h.db.query("INSERT INTO table_settings (tenant_id, user_id, biz_type, columns, updated_at) VALUES ($1, $2, $3, $4::jsonb, now())", [
      me.tenant_id,
      me.id,
      BIZ,
      JSON.stringify([{ key: 'gone', width: 100, visible: true }, { key: 'qty', width: 100, visible: true }]),
    ]);
    const answer = await post<{ columns: ColumnSetting[] }>('viewer1', '/table/getDefaultTableColumns', { bizType: BIZ });
    expect(answer.envelope.data.columns).toEqual([{ key: 'qty', width: 100, visible: true }]);
    await h.db.query('DELETE FROM table_settings');
  });
});

describe('conditions', () => {
  it('lists every condition with labels in the user language, and the default ones', async () => {
    const all = await get<{ key: string; label: string }[]>('supplier2', `/theme/search/getConditionList/${BIZ}`);
    expect(all.envelope.data).toEqual([
      { key: 'name', label: '名称', kind: 'text', defaultVisible: true },
      { key: 'qty', label: '数量', kind: 'numberRange', defaultVisible: false },
      { key: 'status', label: '状态', kind: 'multiSelect', optionName: 'auditStatus', defaultVisible: true },
    ]);
    const shown = await get<string[]>('supplier1', `/theme/search/getDefaultCondition/${BIZ}`);
    expect(shown.envelope.data).toEqual(['name', 'status']);
  });
});

describe('themes', () => {
  const save = (account: string, body: Record<string, unknown>) => h.call<Theme>('POST', '/common/app/theme', { cookie: cookies[account], body: { bizType: BIZ, ...body } });
  const list = async (account: string) => (await get<Theme[]>(account, '/themes', { bizType: BIZ })).envelope.data;
  const remove = (account: string, id: string) => h.call<{ id: string }>('DELETE', '/common/app/theme', { cookie: cookies[account], query: { id } });

  it('creates, lists (default first, then by name) and moves the default', async () => {
    const b = await save('supplier1', { name: 'beta', conditions: { name: 'x', qty: [1, null] }, columns: [{ key: 'qty', width: 80, visible: true }] });
    expect(b.envelope.code).toBe('0');
    expect(b.envelope.data).toMatchObject({ bizType: BIZ, name: 'beta', isDefault: false, conditions: { name: 'x', qty: [1, null] }, columns: [{ key: 'qty', width: 80, visible: true }] });
    const a = await save('supplier1', { name: 'Alpha' });
    const c = await save('supplier1', { name: 'gamma', isDefault: true });
    expect((await list('supplier1')).map((t) => [t.name, t.isDefault])).toEqual([['gamma', true], ['Alpha', false], ['beta', false]]);
    // a new default clears the previous one
    const b2 = await save('supplier1', { id: b.envelope.data.id, name: 'beta', isDefault: true, conditions: { status: ['a'] } });
    expect(b2.envelope.data).toMatchObject({ id: b.envelope.data.id, isDefault: true, conditions: { status: ['a'] }, columns: [] });
    expect((await list('supplier1')).map((t) => [t.name, t.isDefault])).toEqual([['beta', true], ['Alpha', false], ['gamma', false]]);
    // renaming keeps the id
    const renamed = await save('supplier1', { id: a.envelope.data.id, name: 'Aardvark' });
    expect(renamed.envelope.data).toMatchObject({ id: a.envelope.data.id, name: 'Aardvark' });
    expect(c.envelope.data.id).not.toBe(a.envelope.data.id);
    // themes are per user
    expect(await list('viewer1')).toEqual([]);
    expect(await list('supplier2')).toEqual([]);
  });

  it('refuses a duplicate name with THEME_NAME_TAKEN in the user language', async () => {
    const taken = await save('supplier1', { name: 'BETA' });
    expect([taken.status, taken.envelope.code, taken.envelope.message]).toEqual([409, 'THEME_NAME_TAKEN', 'A view named "BETA" already exists.']);
    const mine = await save('supplier2', { name: '我的视图' });
    expect(mine.envelope.code).toBe('0');
    const zh = await save('supplier2', { name: '我的视图' });
    expect([zh.envelope.code, zh.envelope.message]).toEqual(['THEME_NAME_TAKEN', '名为“我的视图”的视图已存在。']);
    // renaming onto another theme's name is refused too; keeping one's own name is not
    const [first, second] = await list('supplier1');
    expect((await save('supplier1', { id: second.id, name: first.name })).envelope.code).toBe('THEME_NAME_TAKEN');
    expect((await save('supplier1', { id: second.id, name: second.name })).envelope.code).toBe('0');
    // the same name is free for another user
    expect((await save('viewer1', { name: 'beta' })).envelope.code).toBe('0');
  });

  it("validates condition and column keys against the definition; nothing stored", async () => {
    const before = (await list('supplier1')).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ conditions: { password: 'x' } }, /Unknown search condition: password/],
      [{ conditions: { status: ['z'] } }, /search conditions are not valid/],
      [{ conditions: { qty: 'many' } }, /search conditions are not valid/],
      [{ columns: [{ key: 'nope', width: 100, visible: true }] }, /Unknown column: nope/],
    ];
    for (const [body, message] of cases) {
      const answer = await save('supplier1', { name: 'Invalid one', ...body });
      expect([answer.status, answer.envelope.code], JSON.stringify(body)).toEqual([400, 'SYS_INVALID_REQUEST']);
      expect(answer.envelope.message).toMatch(message);
    }
    expect((await list('supplier1')).length).toBe(before);
  });

  it("updates and deletes only the user's own themes", async () => {
    const viewerTheme = (await list('viewer1'))[0];
    const theirs = await save('supplier1', { id: viewerTheme.id, name: 'Hijacked' });
    expect([theirs.status, theirs.envelope.code]).toEqual([404, 'SYS_NOT_FOUND']);
    expect((await save('supplier1', { id: 'th_unknown', name: 'Ghost' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await remove('supplier1', viewerTheme.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await list('viewer1'))[0]).toEqual(viewerTheme);
    const mine = (await list('supplier1'))[0];
    expect((await remove('supplier1', mine.id)).envelope).toMatchObject({ code: '0', data: { id: mine.id } });
    expect((await remove('supplier1', mine.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await list('supplier1')).map((t) => t.id)).not.toContain(mine.id);
  });
});
