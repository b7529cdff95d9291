// The import pipeline end to end on the real server: upload (multipart) -> the runner reads and
// checks -> review (rows in error in both languages, fix with PUT, drop with DELETE) -> confirm
// -> applied once; plus the safety rules: type by content (text that is no table is "not a
// spreadsheet", never a missing column), size limit, zip bombs, formula cells
// neutralised in the error file, a runner killed between batches, repeated confirms, 10^4 rows.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, importTypes, pageSchema, rowsToChange, type ImportRecord } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { importDefinition } from '../../../server/imports/registry';
import { ImportRunner } from '../../../server/imports/runner';
import { readSpreadsheet } from '../../../server/imports/xlsx/read';
import { createHarness, ORIGIN, type Harness } from '../harness';
import { harborSeparations } from '../separate';
import { writeZip } from '../xlsx-fixtures';

const TYPE = 'warehouseBuffer';
const base = `/api/scm-app/supplier/import`;

let h: Harness;
let supplier1: string;
let supplier2: string;
let viewer1: string;
let codes: string[];

beforeAll(async () => {
  h = await createHarness();
  [supplier1, supplier2, viewer1] = await Promise.all([h.signIn('supplier1'), h.signIn('supplier2'), h.signIn('viewer1')]);
  const rows = await h.db.query<{ code: string }>(
    "SELECT w.code FROM warehouses w JOIN users u ON u.tenant_id = w.tenant_id WHERE u.account = 'supplier1' AND w.deleted_at IS NULL ORDER BY w.code",
  );
  codes = rows.map((r) => r.code);
  // a clean slate: the seed gives some warehouses buffer settings and records
  for (const table of ['warehouse_buffer_records', 'warehouse_buffer_settings']) {
    await h.db.query(`DELETE FROM ${table} WHERE tenant_id = (SELECT tenant_id FROM users WHERE account = 'supplier1')`);
  }
}, 120_000);
afterAll(() => h?.close());

function form(file: Blob, name: string, fields: Record<string, string> = {}): FormData {
  const f = new FormData();
  f.set('file', new File([file], name));
  f.set('timezone', 'GMT+08:00');
  f.set('preview', '1');
  f.set('bizType', TYPE);
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const csv = (lines: string[]) => new Blob([lines.join('\n')], { type: 'text/csv' });

async function upload(body: FormData, cookie = supplier1) {
  return h.call<ImportRecord>('POST', `${base}/upload`, { cookie, body });
}
async function get(id: string, cookie = supplier1) {
  const answer = await h.call('GET', `${base}/${TYPE}/${id}`, { cookie });
  return importRecordSchema.parse(answer.envelope.data);
}
/** Runs the runner until it finds no work. */
async function drain(runner = new ImportRunner({ db: h.db, log: () => {} })) {
  await runner.recover();
  while (await runner.runOnce());
}
async function errorRows(id: string) {
  const answer = await h.call('POST', `${base}/${TYPE}/${id}/data/search`, { cookie: supplier1, body: { conditions: {}, pageSize: 200 } });
  return pageSchema(importRowSchema).parse(answer.envelope.data).rows;
}
async function bufferOf(code: string) {
  return h.db.one<{ buffer_qty: number; buffer_ratio: string; records: number }>(
    `SELECT b.buffer_qty, b.buffer_ratio, (SELECT count(*)::int FROM warehouse_buffer_records r WHERE r.warehouse_id = w.id) AS records
       FROM warehouses w LEFT JOIN warehouse_buffer_settings b ON b.warehouse_id = w.id
      WHERE w.code = $1 AND w.tenant_id = (SELECT tenant_id FROM users WHERE account = 'supplier1')`,
    [code],
  );
}

describe('buffer import: upload, review, fix, drop, confirm', () => {
  let id: string;

  it('reads the file in the background and stops at review with counts and rows in error', async () => {
    const answer = await upload(
      form(
        csv([
          'Warehouse code,Buffer quantity,Buffer ratio (%)',
          `${codes[0]},12,5`,
          `${codes[1]},-3,`,
          `NO-SUCH-WH,4,`,
          `${codes[0]},7,`,
          `${codes[2]},9,150`,
          `${codes[3]},1,`,
        ]),
        'buffers.csv',
      ),
    );
    expect(answer.envelope.code).toBe('0');
    id = answer.envelope.data.id;
    expect(answer.envelope.data.status).toBe('queued');
    await drain();
    const record = await get(id);
    expect(record.status).toBe('review');
    expect(record.counts).toMatchObject({ total: 6, error: 4, dropped: 0, applied: 0 });
    expect(record.counts.create + record.counts.update + record.counts.unchanged).toBe(2);
    const rows = await errorRows(id);
    expect(rows.map((r) => [r.rowNumber, r.errors.map((e) => e.column)])).toEqual([
      [3, ['bufferQty']],
      [4, ['warehouseCode']],
      [5, ['warehouseCode']],
      [6, ['bufferRatio']],
    ]);
    expect(rows[1].errors[0].message).toBe('No warehouse has the code "NO-SUCH-WH".');
    expect(rows[2].errors[0].message).toContain('row 2');
    // nothing is applied before confirm
    expect((await bufferOf(codes[0])).records).toBe(0);
  });

  it('answers the problems in the reader\'s language', async () => {
    await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'zh-CN' }, body: {} });
    const rows = await errorRows(id);
    expect(rows[1].errors[0].message).toBe('没有编码为“NO-SUCH-WH”的仓库。');
    await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'en' }, body: {} });
  });

  it('fixes a row in place (validated again) and drops another', async () => {
    const [bad] = await errorRows(id);
    const stillBad = await h.call('PUT', `${base}/${TYPE}/${id}/data/${bad.id}`, { cookie: supplier1, body: { cells: { bufferQty: 'ten' } } });
    expect(stillBad.envelope.code).toBe('0');
    expect(importRowSchema.parse((stillBad.envelope.data as { row: unknown }).row).action).toBe('error');
    const fixed = await h.call('PUT', `${base}/${TYPE}/${id}/data/${bad.id}`, { cookie: supplier1, body: { cells: { bufferQty: '10' } } });
    const { row, record } = fixed.envelope.data as { row: unknown; record: unknown };
    expect(importRowSchema.parse(row)).toMatchObject({ action: expect.stringMatching(/update|create/), errors: [] });
    expect(importRecordSchema.parse(record).counts.error).toBe(3);

    const rows = await errorRows(id);
    const ratio = rows.find((r) => r.rowNumber === 6)!;
    await h.call('PUT', `${base}/${TYPE}/${id}/data/${ratio.id}`, { cookie: supplier1, body: { cells: { bufferRatio: '15' } } });
    const unknown = rows.find((r) => r.rowNumber === 4)!;
    const dropped = await h.call('DELETE', `${base}/${TYPE}/${id}/data/${unknown.id}`, { cookie: supplier1 });
    expect(importRecordSchema.parse(dropped.envelope.data).counts).toMatchObject({ error: 1, dropped: 1 });
    // dropping again is a retried delete
    expect((await h.call('DELETE', `${base}/${TYPE}/${id}/data/${unknown.id}`, { cookie: supplier1 })).envelope.code).toBe('0');
  });

  it('confirms: the valid rows are applied once; a second confirm applies nothing', async () => {
    const first = await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} });
    expect(importRecordSchema.parse(first.envelope.data).status).toBe('applying');
    const again = await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} });
    expect(again.envelope.code).toBe('0');
    await drain();
    const record = await get(id);
    expect(record.status).toBe('done');
    expect(record.counts.applied).toBe(4);
    expect(await bufferOf(codes[0])).toMatchObject({ buffer_qty: 12, records: 1 });
    expect(await bufferOf(codes[1])).toMatchObject({ buffer_qty: 10, records: 1 });
    expect(await bufferOf(codes[2])).toMatchObject({ buffer_qty: 9, records: 1 });
    expect(Number((await bufferOf(codes[2])).buffer_ratio)).toBe(15);
    await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} });
    await drain();
    expect((await bufferOf(codes[0])).records).toBe(1);
    // a done import can no longer change or be cancelled
    const [left] = await errorRows(id);
    expect((await h.call('PUT', `${base}/${TYPE}/${id}/data/${left.id}`, { cookie: supplier1, body: { cells: {} } })).envelope.code).toBe('SYS_CONFLICT');
    expect((await h.call('PUT', `${base}/${TYPE}/${id}/cancel`, { cookie: supplier1, body: {} })).envelope.code).toBe('SYS_CONFLICT');
  });

  it('lists it in the records, downloads the original file, and hides it from other tenants', async () => {
    const records = await h.call('POST', `${base}/records`, { cookie: supplier1, body: { conditions: { importType: TYPE }, pageSize: 20 } });
    const page = pageSchema(importRecordSchema).parse(records.envelope.data);
    expect(page.rows.map((r) => r.id)).toContain(id);
    const file = await h.call('GET', `${base}/${TYPE}/${id}/file`, { cookie: supplier1 });
    expect(file.status).toBe(200);
    expect(file.text).toContain('NO-SUCH-WH');
    expect((await h.call('GET', `${base}/${TYPE}/${id}`, { cookie: supplier2 })).envelope.code).toBe('SYS_NOT_FOUND');
    const theirs = await h.call('POST', `${base}/records`, { cookie: supplier2, body: { conditions: {}, pageSize: 20 } });
    expect(pageSchema(importRecordSchema).parse(theirs.envelope.data).rows.map((r) => r.id)).not.toContain(id);
  });
});

describe('buffer import: without preview, cancel, permissions', () => {
  it('applies at once when no row is in error and preview is off', async () => {
    const answer = await upload(form(csv(['Warehouse code,Buffer quantity', `${codes[5]},21`]), 'direct.csv', { preview: '0' }));
    await drain();
    const record = await get(answer.envelope.data.id);
    expect(record).toMatchObject({ status: 'done', counts: { applied: 1 } });
    expect((await bufferOf(codes[5])).buffer_qty).toBe(21);
  });

  it('the figure a confirm shows (rowsToChange) is what the apply changes; rows already as stored change nothing, and the result says so', async () => {
    const file = () => csv(['Warehouse code,Buffer quantity', `${codes[17]},41`, `${codes[18]},42`]);
    const review = async (name: string) => {
      const id = (await upload(form(file(), name))).envelope.data.id;
      await drain();
      const reviewed = await get(id);
      expect(reviewed.status).toBe('review');
      expect((await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} })).envelope.code).toBe('0');
      await drain();
      return { reviewed, done: await get(id) };
    };
    const first = await review('first.csv');
    expect(rowsToChange(first.reviewed.counts)).toBe(2);
    expect(first.done).toMatchObject({ status: 'done', counts: { applied: rowsToChange(first.reviewed.counts), unchanged: 0 } });
    // the same rows again: valid, but nothing to change
    const second = await review('second.csv');
    expect(second.reviewed.counts).toMatchObject({ create: 0, update: 0, unchanged: 2, error: 0 });
    expect(rowsToChange(second.reviewed.counts)).toBe(0);
    expect(second.done).toMatchObject({ status: 'done', counts: { applied: 0, unchanged: 2 } });
    expect((await bufferOf(codes[17])).records).toBe(1);
  });

  it('cancels before confirm (nothing applied) and refuses a confirm after it', async () => {
    const answer = await upload(form(csv(['Warehouse code,Buffer quantity', `${codes[6]},33`]), 'cancel.csv'));
    await drain();
    const id = answer.envelope.data.id;
    const cancelled = await h.call('PUT', `${base}/${TYPE}/${id}/cancel`, { cookie: supplier1, body: {} });
    expect(importRecordSchema.parse(cancelled.envelope.data).status).toBe('cancelled');
    expect((await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} })).envelope.code).toBe('SYS_CONFLICT');
    expect((await bufferOf(codes[6])).records).toBe(0);
  });

  it('a view-only role can read imports but not upload; a smuggled form field is refused', async () => {
    const refused = await upload(form(csv(['Warehouse code,Buffer quantity', `${codes[7]},1`]), 'viewer.csv'), viewer1);
    expect([refused.status, refused.envelope.code]).toEqual([403, 'SYS_FORBIDDEN']);
    const smuggled = await upload(form(csv(['Warehouse code,Buffer quantity', `${codes[7]},1`]), 'smuggled.csv', { tenantId: 'other' }));
    expect([smuggled.status, smuggled.envelope.code]).toEqual([400, 'SYS_INVALID_REQUEST']);
  });

  it('reports a file without a required column as failed, in words', async () => {
    const answer = await upload(form(csv(['Code,Qty', 'A,1']), 'wrong-columns.csv'));
    await drain();
    const record = await get(answer.envelope.data.id);
    expect(record.status).toBe('failed');
    expect(record.failure).toContain('Warehouse code');
  });
});

describe('sku cost import', () => {
  it('updates purchase costs by sku code; bad amounts, currencies and unknown skus are errors', async () => {
    const skus = await h.db.query<{ sku: string; purchase_cost: string; currency: string }>(
      "SELECT sku, purchase_cost::text, currency FROM skus WHERE tenant_id = (SELECT tenant_id FROM users WHERE account = 'supplier1') ORDER BY sku LIMIT 3",
    );
    const f = new FormData();
    f.set('file', new File([['SKU,Purchase cost,Currency', `${skus[0].sku},12.34567,`, `${skus[1].sku},0,`, `${skus[2].sku},5,usd`, 'NO-SUCH-SKU,3,'].join('\n')], 'costs.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'skuCost');
    const answer = await upload(f);
    await drain();
    const id = answer.envelope.data.id;
    const record = importRecordSchema.parse((await h.call('GET', `${base}/skuCost/${id}`, { cookie: supplier1 })).envelope.data);
    expect(record.counts).toMatchObject({ total: 4, update: 1, error: 3 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/skuCost/${id}/data/search`, { cookie: supplier1, body: { conditions: {}, pageSize: 20 } })).envelope.data).rows;
    expect(rows.map((r) => r.errors[0].column)).toEqual(['purchaseCost', 'currency', 'sku']);
    await h.call('POST', `${base}/skuCost/${id}/submit`, { cookie: supplier1, body: {} });
    await drain();
    const after = await h.db.one<{ purchase_cost: string; currency: string }>(
      "SELECT purchase_cost::text, currency FROM skus WHERE sku = $1 AND tenant_id = (SELECT tenant_id FROM users WHERE account = 'supplier1')",
      [skus[0].sku],
    );
    expect([Number(after.purchase_cost), after.currency]).toEqual([12.34567, skus[0].currency]);
  });
});

describe('allotment import', () => {
  it('sets allotments by group, sku and shop with the allotment rules; applied ones are recorded and the group marked modified', async () => {
    const tenant = "(SELECT tenant_id FROM users WHERE account = 'supplier1')";
    const pick = await h.db.one<{ group_id: string; group_name: string; cart_code: string; sku: string; available: number; version: number }>(
      `SELECT g.id AS group_id, g.name AS group_name, c.code AS cart_code, s.sku, sum(l.available)::int AS available, g.allot_version AS version
         FROM warehouse_groups g
         JOIN warehouse_group_carts gc ON gc.group_id = g.id JOIN carts c ON c.id = gc.cart_id
         JOIN warehouse_group_warehouses gw ON gw.group_id = g.id
         JOIN inventory_stock_levels l ON l.warehouse_id = gw.warehouse_id AND l.tenant_id = g.tenant_id
         JOIN skus s ON s.id = l.sku_id
        WHERE g.tenant_id = ${tenant} AND g.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_allotments a WHERE a.group_id = g.id AND a.sku_id = s.id)
        GROUP BY g.id, g.name, c.code, s.sku, g.allot_version HAVING sum(l.available) > 5
        ORDER BY g.name, c.code, s.sku LIMIT 1`,
    );
    const stranger = await h.db.one<{ code: string }>(
      `SELECT c.code FROM carts c WHERE c.tenant_id = ${tenant} AND NOT EXISTS (SELECT 1 FROM warehouse_group_carts gc WHERE gc.cart_id = c.id AND gc.group_id = $1) ORDER BY c.code LIMIT 1`,
      [pick.group_id],
    );
    const lines = [
      'Warehouse group,SKU,Shop code,Mode,Value',
      `${pick.group_name},${pick.sku},${pick.cart_code},fixed,5`,
      `${pick.group_name},${pick.sku},${pick.cart_code},ratio,150`,
      `${pick.group_name},${pick.sku},NO-SUCH-SHOP,fixed,1`,
      `${pick.group_name},${pick.sku},${stranger.code},fixed,1`,
      `${pick.group_name},${pick.sku},${pick.cart_code},fixed,4`,
      `${pick.group_name},${pick.sku},${pick.cart_code.toLowerCase()},fixed,${pick.available + 1000}`,
    ];
    const f = new FormData();
    f.set('file', new File([lines.join('\n')], 'allot.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'allot');
    const id = (await upload(f)).envelope.data.id;
    await drain();
    const record = importRecordSchema.parse((await h.call('GET', `${base}/allot/${id}`, { cookie: supplier1 })).envelope.data);
    expect(record.counts).toMatchObject({ total: 6, create: 1, error: 5 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/allot/${id}/data/search`, { cookie: supplier1, body: { conditions: {}, pageSize: 20 } })).envelope.data).rows;
    expect(rows.map((r) => [r.rowNumber, r.errors[0].column])).toEqual([
      [3, 'value'],
      [4, 'shop'],
      [5, 'shop'],
      [6, 'shop'],
      [7, 'value'],
    ]);
    // more than available, and (shop codes compare case-insensitively) the same shop again
    expect(rows[4].errors.map((e) => e.message)).toEqual([expect.stringContaining('more than the'), expect.stringContaining('is already in row 2')]);
    expect(rows[2].errors[0].message).toBe(`Shop ${stranger.code} does not draw its stock from this warehouse group.`);
    await h.call('POST', `${base}/allot/${id}/submit`, { cookie: supplier1, body: {} });
    await drain();
    const allotment = await h.db.one<{ mode: string; value: string; records: number }>(
      `SELECT a.mode, a.value::text, (SELECT count(*)::int FROM allot_records r WHERE r.allotment_id = a.id) AS records
         FROM warehouse_group_allotments a JOIN skus s ON s.id = a.sku_id JOIN carts c ON c.id = a.cart_id
        WHERE a.group_id = $1 AND s.sku = $2 AND c.code = $3`,
      [pick.group_id, pick.sku, pick.cart_code],
    );
    expect([allotment.mode, Number(allotment.value), allotment.records]).toEqual(['fixed', 5, 1]);
    const group = await h.db.one<{ modified: boolean; allot_version: number }>('SELECT modified, allot_version FROM warehouse_groups WHERE id = $1', [pick.group_id]);
    expect(group).toEqual({ modified: true, allot_version: pick.version + 1 });
  });
});

describe('isolation lines import', () => {
  it('sets lines of draft and checked isolations by number, sku and group name (returning them to draft with a history row); refuses the rest', async () => {
    const { separations, freeSku } = harborSeparations;
    const draft = separations.draft;
    const checked = separations.checked;
    const groupName = async (id: string) => (await h.db.one<{ name: string }>('SELECT name FROM warehouse_groups WHERE id = $1', [id])).name;
    const empty = await h.db.one<{ name: string }>(
      `SELECT g.name FROM warehouse_groups g WHERE g.tenant_id = (SELECT tenant_id FROM users WHERE account = 'supplier1')
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) ORDER BY g.name LIMIT 1`,
    );
    const draftGroup = await groupName(draft.lines[0].groupId);
    const apac = await groupName(freeSku.groupId);
    const lines = [
      'Isolation no.,SKU,Warehouse group,Quantity',
      `${draft.code},${draft.lines[0].sku},${draftGroup},${draft.lines[0].qty + 1}`,
      `${checked.code.toLowerCase()},${freeSku.sku},${apac},3`,
      `${separations.inEffect.code},${freeSku.sku},${apac},3`,
      `SEP999999,${freeSku.sku},${apac},3`,
      `${draft.code},NO-SUCH-SKU,${draftGroup},3`,
      `${draft.code},${freeSku.sku},${empty.name},3`,
      `${draft.code},${freeSku.sku},${apac},0`,
      `${checked.code},${freeSku.sku},${apac},4`,
    ];
    const f = new FormData();
    f.set('file', new File([lines.join('\n')], 'isolation.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'separation');
    const id = (await upload(f)).envelope.data.id;
    await drain();
    const record = importRecordSchema.parse((await h.call('GET', `${base}/separation/${id}`, { cookie: supplier1 })).envelope.data);
    expect(record.counts).toMatchObject({ total: 8, create: 1, update: 1, error: 6 });
    const rows = pageSchema(importRowSchema).parse(
      (await h.call('POST', `${base}/separation/${id}/data/search`, { cookie: supplier1, body: { conditions: {}, pageSize: 20 } })).envelope.data,
    ).rows;
    expect(rows.map((r) => [r.rowNumber, r.errors[0].column])).toEqual([
      [4, 'code'],
      [5, 'code'],
      [6, 'sku'],
      [7, 'group'],
      [8, 'qty'],
      [9, 'sku'],
    ]);
    expect(rows[0].errors[0].message).toBe(`Isolation ${separations.inEffect.code} is "In effect": you cannot change its quantities now.`);
    expect(rows[3].errors[0].message).toBe(`Warehouse group "${empty.name}" has no warehouses and cannot be used for isolation.`);
    await h.call('POST', `${base}/separation/${id}/submit`, { cookie: supplier1, body: {} });
    await drain();
    expect(importRecordSchema.parse((await h.call('GET', `${base}/separation/${id}`, { cookie: supplier1 })).envelope.data).counts.applied).toBe(2);

    const state = await h.db.query<{ id: string; status: string; version: number }>('SELECT id, status, version FROM separations WHERE id = ANY($1::text[]) ORDER BY code', [
      [draft.id, checked.id],
    ]);
    expect(state).toEqual([
      { id: draft.id, status: 'draft', version: draft.version + 1 },
      { id: checked.id, status: 'draft', version: checked.version + 1 },
    ]);
    const line = await h.db.one<{ qty: number }>('SELECT qty FROM separation_lines WHERE id = $1', [draft.lines[0].id]);
    expect(line.qty).toBe(draft.lines[0].qty + 1);
    const added = await h.db.one<{ qty: number; groups: number }>(
      `SELECT l.qty, (SELECT count(*)::int FROM separation_groups g WHERE g.separation_id = l.separation_id) AS groups
         FROM separation_lines l WHERE l.separation_id = $1 AND l.sku_id = $2`,
      [checked.id, freeSku.id],
    );
    expect(added).toEqual({ qty: 3, groups: checked.groupIds.length + 1 });
    const history = await h.db.one<{ action: string; from_status: string; to_status: string; actor_name: string; note: { en: string } }>(
      'SELECT action, from_status, to_status, actor_name, note FROM separation_history WHERE separation_id = $1 ORDER BY seq DESC LIMIT 1',
      [checked.id],
    );
    expect(history).toMatchObject({ action: 'updateQty', from_status: 'checked', to_status: 'draft', actor_name: 'Grace Lin' });
    expect(history.note.en).toBe(`Upload: 1 line set (${freeSku.sku} @ ${apac} +3).`);
  });
});

describe('warehouse import', () => {
  it('creates new codes and updates known ones, validated by the contract schema and the warehouse rules', async () => {
    const tenant = "(SELECT tenant_id FROM users WHERE account = 'supplier1')";
    const grouped = await h.db.one<{ code: string }>(
      `SELECT w.code FROM warehouses w JOIN warehouse_group_warehouses gw ON gw.warehouse_id = w.id WHERE w.tenant_id = ${tenant} AND w.status = 'active' ORDER BY w.code LIMIT 1`,
    );
    const loose = await h.db.one<{ code: string; version: number }>(
      `SELECT w.code, w.version FROM warehouses w WHERE w.tenant_id = ${tenant} AND w.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses gw WHERE gw.warehouse_id = w.id) ORDER BY w.code LIMIT 1`,
    );
    const header = 'Warehouse code,Warehouse name,Type,Country,City,Currency,Status,Provider';
    const lines = [
      header,
      'IMP-NEW-1,Imported Warehouse One,own,cn,Ningbo,cny,,',
      `${loose.code},Renamed by import,own,CN,Shenzhen,CNY,active,`,
      'IMP-3PL,Third party without provider,thirdParty,US,Reno,USD,,',
      'IMP-BAD,Bad type,garage,US,Reno,USD,,',
      'IMP-BAD2,Bad country,own,China,Reno,USD,,',
      `${grouped.code},Grouped,own,CN,Shenzhen,CNY,disabled,`,
    ];
    const f = new FormData();
    f.set('file', new File([lines.join('\n')], 'warehouses.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'warehouse');
    const id = (await upload(f)).envelope.data.id;
    await drain();
    const record = importRecordSchema.parse((await h.call('GET', `${base}/warehouse/${id}`, { cookie: supplier1 })).envelope.data);
    expect(record.counts).toMatchObject({ total: 6, create: 1, update: 1, error: 4 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/warehouse/${id}/data/search`, { cookie: supplier1, body: { conditions: {}, pageSize: 20 } })).envelope.data).rows;
    expect(rows.map((r) => [r.rowNumber, r.errors[0].column])).toEqual([
      [4, 'providerName'],
      [5, 'type'],
      [6, 'country'],
      [7, 'status'],
    ]);
    expect(rows[0].errors[0].message).toBe('A third-party warehouse needs the name of its provider.');
    await h.call('POST', `${base}/warehouse/${id}/submit`, { cookie: supplier1, body: {} });
    await drain();
    const created = await h.db.one<{ name: string; country: string; currency: string; status: string }>(
      `SELECT name, country, currency, status FROM warehouses WHERE code = 'IMP-NEW-1' AND tenant_id = ${tenant}`,
    );
    expect(created).toEqual({ name: 'Imported Warehouse One', country: 'CN', currency: 'CNY', status: 'active' });
    const updated = await h.db.one<{ name: string; version: number }>(`SELECT name, version FROM warehouses WHERE code = $1 AND tenant_id = ${tenant}`, [loose.code]);
    expect(updated).toEqual({ name: 'Renamed by import', version: loose.version + 1 });
    expect((await h.db.one<{ status: string }>(`SELECT status FROM warehouses WHERE code = $1 AND tenant_id = ${tenant}`, [grouped.code])).status).toBe('active');
  });
});

describe('template', () => {
  it('downloads in the user\'s language and reads back as an import once filled in', async () => {
    const file = await h.request(`/back${base}/${TYPE}/template/file`, { headers: { Cookie: supplier1 } });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain('template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Warehouse code *', 'Buffer quantity *', 'Buffer ratio (%)']);
    expect(workbook.worksheets[1].name).toBe('Instructions');
    sheet.addRow([codes[20], '44', '']);
    const filled = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await upload(form(new Blob([filled]), 'filled-template.xlsx', { preview: '0' }));
    await drain();
    expect(await get(answer.envelope.data.id)).toMatchObject({ status: 'done', counts: { applied: 1, error: 0 } });
    expect((await bufferOf(codes[20])).buffer_qty).toBe(44);
  });
});

describe('user templates', () => {
  it('picks fields from the business groups; required fields are always in; the download and the reader follow it', async () => {
    const groups = (await h.call('POST', `${base}/warehouse/template/group-fields`, { cookie: supplier1, body: {} })).envelope.data as { key: string; fields: { key: string }[] }[];
    expect(groups.map((g) => g.key)).toEqual(['basic', 'address', 'contact', 'other']);
    expect(groups[1].fields.map((f) => f.key)).toContain('city');
    const fresh = (await h.call('GET', `${base}/template/current`, { cookie: supplier1, query: { bizType: 'warehouse' } })).envelope.data as { fields: string[]; updatedAt: string | null };
    expect(fresh.updatedAt).toBeNull();
    expect(fresh.fields.length).toBe(15);

    const unknown = await h.call('POST', `${base}/warehouse/template`, { cookie: supplier1, body: { fields: ['code', 'shoeSize'] } });
    expect([unknown.status, unknown.envelope.code]).toEqual([400, 'SYS_INVALID_REQUEST']);
    expect(unknown.envelope.message).toContain('shoeSize');
    const refused = await h.call('POST', `${base}/warehouse/template`, { cookie: viewer1, body: { fields: ['city'] } });
    expect(refused.envelope.code).toBe('SYS_FORBIDDEN');

    // a buffer template without the ratio: the required columns stay, in the type's order
    const saved = await h.call('POST', `${base}/${TYPE}/template`, { cookie: supplier1, body: { fields: ['bufferQty'] } });
    expect((saved.envelope.data as { fields: string[] }).fields).toEqual(['warehouseCode', 'bufferQty']);
    const fields = (await h.call('POST', `${base}/${TYPE}/template/fields`, { cookie: supplier1, body: {} })).envelope.data as { key: string }[];
    expect(fields.map((f) => f.key)).toEqual(['warehouseCode', 'bufferQty']);
    const file = await h.request(`/back${base}/${TYPE}/template/file`, { headers: { Cookie: supplier1 } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, 'Warehouse code *', 'Buffer quantity *']);
    workbook.worksheets[0].addRow([codes[21], '61']);
    const answer = await upload(form(new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'two-columns.xlsx', { preview: '0' }));
    await drain();
    expect(await get(answer.envelope.data.id)).toMatchObject({ status: 'done', counts: { applied: 1 } });
    expect((await bufferOf(codes[21])).buffer_qty).toBe(61);
    // another tenant still has the full template
    const theirs = (await h.call('GET', `${base}/template/current`, { cookie: supplier2, query: { bizType: TYPE } })).envelope.data as { fields: string[] };
    expect(theirs.fields).toEqual(['warehouseCode', 'bufferQty', 'bufferRatio']);
  });

  it('answers the allowed values of a list column with labels in both languages', async () => {
    const answer = await h.call('GET', `${base}/select-options/allotMode`, { cookie: supplier1 });
    expect(answer.envelope.data).toEqual([
      { value: 'ratio', label: { en: 'Ratio (percent of available)', zh: '比例（可用库存百分比）' } },
      { value: 'fixed', label: { en: 'Fixed quantity', zh: '固定数量' } },
    ]);
  });
});

describe('upload safety', () => {
  it('checks the type by content: a PNG named .xlsx is refused, a CSV named .xlsx is read', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const refused = await upload(form(new Blob([png]), 'stock.xlsx'));
    expect([refused.status, refused.envelope.code]).toEqual([400, 'SYS_INVALID_REQUEST']);
    expect(refused.envelope.message.length).toBeGreaterThan(10);
    const accepted = await upload(form(csv(['Warehouse code,Buffer quantity', `${codes[8]},2`]), 'really-a-csv.xlsx'));
    expect(accepted.envelope.code).toBe('0');
  });

  it('names a text file that is not a table as not a spreadsheet at once, in the screen\'s language, whatever its name; nothing is stored', async () => {
    const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM imports');
    const notes = new Blob(['Remember to call the warehouse about the buffer\nand the cartons\n'], { type: 'text/csv' });
    for (const [name, lang, text] of [
      ['buffers.csv', 'en', 'This file is not a spreadsheet (.xlsx or .csv).'],
      ['buffers.xlsx', 'zh-CN', '此文件不是电子表格（.xlsx 或 .csv）。'],
    ] as const) {
      const refused = await h.call<ImportRecord>('POST', `${base}/upload`, { cookie: supplier1, body: form(notes, name), headers: { 'X-Wharf-Lang': lang } });
      expect([refused.status, refused.envelope.code, (refused.envelope.data as unknown as { reason: string }).reason]).toEqual([400, 'SYS_INVALID_REQUEST', 'unsupportedType']);
      expect(refused.envelope.message).toContain(text);
      expect(refused.envelope.message).not.toMatch(/column|列/);
    }
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM imports')).n).toBe(before.n);
  });

  it('every import template has at least two required columns (so a one-field CSV header is never one)', () => {
    for (const type of importTypes) expect(importDefinition(type)!.columns.filter((c) => c.required).length, type).toBeGreaterThanOrEqual(2);
  });

  it('refuses a body over the limit with 413 before reading it all', async () => {
    const big = new Uint8Array(26 * 1024 * 1024).fill(0x41);
    const answer = await upload(form(new Blob([big]), 'big.csv'));
    expect(answer.status).toBe(413);
  });

  it('refuses a zip that declares more than the limits before inflating anything', async () => {
    const bomb = writeZip(
      [
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1024), declaredSize: 300 * 1024 * 1024 },
      ],
    );
    const answer = await upload(form(new Blob([new Uint8Array(bomb)]), 'bomb.xlsx'));
    expect([answer.status, answer.envelope.code]).toEqual([400, 'SYS_INVALID_REQUEST']);
    expect(await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM imports WHERE file_name = 'bomb.xlsx'")).toEqual({ n: 0 });
  });

  it('neutralises formula-like cells in the error file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Buffers');
    sheet.addRow(['Warehouse code', 'Buffer quantity']);
    sheet.addRow(['=HYPERLINK("http://evil.example","x")', '1']);
    sheet.addRow(['@SUM(1,2)', '+5']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await upload(form(new Blob([bytes]), 'formulas.xlsx'));
    await drain();
    const id = answer.envelope.data.id;
    const file = await h.request(`/back${base}/${TYPE}/${id}/data/export`, {
      method: 'POST',
      headers: { Cookie: supplier1, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ conditions: {}, pageSize: 20 }),
    });
    expect(file.status).toBe(200);
    const bytes2 = new Uint8Array(await file.arrayBuffer());
    // Excel's own reader (exceljs) opens it, and no cell holds a formula
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes2.slice().buffer);
    const cells = read.worksheets[0].getSheetValues().flat().filter((v) => v !== undefined && v !== null);
    expect(cells.some((v) => typeof v === 'object' && 'formula' in (v as object))).toBe(false);
    // and the text reads back exactly, neutralised
    const sheet2 = readSpreadsheet(bytes2);
    expect(sheet2.header).toEqual(['Row', 'Warehouse code', 'Buffer quantity', 'Buffer ratio (%)', 'Errors']);
    const values = sheet2.rows.flatMap((r) => r.cells);
    for (const v of values) expect(v).not.toMatch(/^[=+\-@\t\r]/);
    expect(values).toContain('\'=HYPERLINK("http://evil.example","x")');
    expect(sheet2.rows.map((r) => r.formulaColumns)).toEqual([undefined, undefined]);
  });
});

describe('idempotent confirm across a killed runner', () => {
  it('a runner that dies between batches leaves whole batches; the next one finishes without duplicates', async () => {
    const lines = ['Warehouse code,Buffer quantity', ...codes.slice(10, 17).map((c, i) => `${c},${100 + i}`)];
    const answer = await upload(form(csv(lines), 'killed.csv'));
    await drain();
    const id = answer.envelope.data.id;
    await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} });
    const killed = new ImportRunner({
      db: h.db,
      applyBatch: 3,
      log: () => {},
      afterBatch: (_, batch) => {
        if (batch === 1) throw new Error('killed');
      },
    });
    await killed.runOnce();
    // the first batch is applied and marked, the rest is not
    const partial = await h.db.one<{ marked: number }>('SELECT count(*) FILTER (WHERE applied_batch IS NOT NULL)::int AS marked FROM import_rows WHERE import_id = $1', [id]);
    expect(partial.marked).toBe(3);
    // a double confirm meanwhile changes nothing
    expect((await h.call('POST', `${base}/${TYPE}/${id}/submit`, { cookie: supplier1, body: {} })).envelope.code).toBe('0');
    // the dead runner's claim goes stale; another runner resumes
    await h.db.query("UPDATE imports SET heartbeat = now() - interval '1 hour' WHERE id = $1", [id]);
    await drain(new ImportRunner({ db: h.db, applyBatch: 3, log: () => {} }));
    const record = await get(id);
    expect(record).toMatchObject({ status: 'done', counts: { applied: 7 } });
    for (const [i, code] of codes.slice(10, 17).entries()) expect(await bufferOf(code)).toMatchObject({ buffer_qty: 100 + i, records: 1 });
  });
});

describe('10^4 rows with mixed errors', () => {
  it('reads and checks them all, citing each bad row', async () => {
    const lines = ['Warehouse code,Buffer quantity,Buffer ratio (%)'];
    for (let i = 0; i < 10_000; i++) {
      const code = i % 7 === 0 ? `GHOST-${i}` : codes[i % codes.length];
      const qty = i % 11 === 0 ? 'abc' : String(i);
      lines.push(`${code},${qty},`);
    }
    const answer = await upload(form(csv(lines), 'ten-thousand.csv'));
    await drain();
    const record = await get(answer.envelope.data.id);
    expect(record.status).toBe('review');
    expect(record.counts.total).toBe(10_000);
    // every row is an error except the first occurrence of each real warehouse code with a good quantity
    expect(record.counts.error).toBeGreaterThan(9_000);
    const ghost = await h.call('POST', `${base}/${TYPE}/${answer.envelope.data.id}/data/search`, {
      cookie: supplier1,
      body: { conditions: { rowNumber: 2 + 7 }, pageSize: 5 },
    });
    const rows = pageSchema(importRowSchema).parse(ghost.envelope.data).rows;
    expect(rows[0].errors.map((e) => e.message)).toContain('No warehouse has the code "GHOST-7".');
    // the error file has every row in error, in order, over several pages of the writer
    const file = await h.request(`/back${base}/${TYPE}/${answer.envelope.data.id}/data/export`, {
      method: 'POST',
      headers: { Cookie: supplier1, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ conditions: {}, pageSize: 20 }),
    });
    const sheet = readSpreadsheet(new Uint8Array(await file.arrayBuffer()));
    expect(sheet.rows).toHaveLength(record.counts.error);
    const numbers = sheet.rows.map((r) => Number(r.cells[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(sheet.rows.find((r) => r.cells[0] === '9')?.cells.at(-1)).toContain('No warehouse has the code "GHOST-7".');
  }, 120_000);
});
