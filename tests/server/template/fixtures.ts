// Fixtures of the import endpoints for the CSRF/auth and tenant/permission matrices (spread into
// tests/server/fixtures.ts). Imports and their rows are created directly in the database with
// fixed ids, one import per call that changes its state (submit and cancel each get their own),
// so the inputs stay repeatable: fixing a row with the cells it has, dropping a dropped row,
// confirming an import being applied and cancelling a cancelled one all succeed again.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const T0 = '2026-01-20T00:00:00Z';
const TYPE = 'warehouseBuffer';

async function tenantA(db: Db): Promise<{ tenantId: string; userId: string }> {
  const row = await db.one<{ tenant_id: string; id: string }>("SELECT tenant_id, id FROM users WHERE account = 'supplier1'");
  return { tenantId: row.tenant_id, userId: row.id };
}

/** A reviewable import `im_fx_<name>` with a valid row 2, an error row 3 and a row 4 to drop. */
async function ensureImport(db: Db, tenantId: string, userId: string, name: string): Promise<void> {
  const id = `im_fx_${name}`;
  await db.query(
    `INSERT INTO imports (id, tenant_id, user_id, user_name, import_type, file_name, file_size, time_zone, lang, preview, status, progress, total, count_update, count_error, created_at)
     VALUES ($1, $2, $3, 'Fixture user', $4, $5, 9, 'GMT+08:00', 'en', true, 'review', 100, 3, 1, 2, $6)
     ON CONFLICT DO NOTHING`,
    [id, tenantId, userId, TYPE, `buffers-${name}.csv`, T0],
  );
  await db.query("INSERT INTO file_parts (file_id, part, bytes) VALUES ($1, 0, convert_to('a,b\n1,2\n', 'UTF8')) ON CONFLICT DO NOTHING", [id]);
  const rows: [number, Record<string, string>, string, unknown[]][] = [
    [2, { warehouseCode: 'FX-NOPE-1', bufferQty: '5', bufferRatio: '' }, 'update', []],
    [3, { warehouseCode: 'FX-NOPE-2', bufferQty: 'x', bufferRatio: '' }, 'error', [{ column: 'bufferQty', en: 'bad', zh: '错' }]],
    [4, { warehouseCode: 'FX-NOPE-3', bufferQty: '1', bufferRatio: '' }, 'error', [{ column: 'warehouseCode', en: 'bad', zh: '错' }]],
  ];
  for (const [n, cells, action, errors] of rows) {
    await db.query(
      `INSERT INTO import_rows (id, import_id, tenant_id, row_number, cells, action, errors, row_key)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8) ON CONFLICT DO NOTHING`,
      [`${id}_${n}`, id, tenantId, n, JSON.stringify(cells), action, JSON.stringify(errors), cells.warehouseCode.toLowerCase()],
    );
  }
}

const names = ['a', 'a_submit', 'a_cancel'];

const foreign = (input: (id: string) => RouteInput) => async ({ db, tenantId, userId }: { db: Db; tenantId: string; userId: string }) => {
  const a = await tenantA(db);
  for (const name of names) await ensureImport(db, a.tenantId, a.userId, name);
  await ensureImport(db, tenantId, userId, 'b');
  return input('im_fx_b');
};
const byImport = foreign((id) => ({ params: { importType: TYPE, id } }));
const byRow = (n: number) => foreign((id) => ({ params: { importType: TYPE, id, rowId: `${id}_${n}` } }));

const tableQuery = { conditions: {}, pageSize: 20 };

/** A small CSV upload, built at every read so each call sends a fresh form. */
const uploadInput: RouteInput = Object.defineProperty({}, 'body', {
  get: () => {
    const form = new FormData();
    form.set('file', new File(['Warehouse code,Buffer quantity\nFX-a,3\n'], 'buffers.csv', { type: 'text/csv' }));
    form.set('timezone', 'GMT+08:00');
    form.set('preview', '1');
    form.set('bizType', TYPE);
    return form;
  },
  enumerable: true,
});

export const importFixtures = {
  'import.upload': { input: uploadInput },
  'import.get': { input: { params: { importType: TYPE, id: 'im_fx_a' } }, foreignObject: byImport },
  'import.rowSearch': { input: { params: { importType: TYPE, id: 'im_fx_a' }, body: tableQuery }, foreignObject: byImport },
  'import.rowGet': { input: { params: { importType: TYPE, id: 'im_fx_a', rowId: 'im_fx_a_3' } }, foreignObject: byRow(3) },
  'import.rowUpdate': {
    input: { params: { importType: TYPE, id: 'im_fx_a', rowId: 'im_fx_a_3' }, body: { cells: { bufferQty: 'x' } } },
    foreignObject: byRow(3),
  },
  'import.rowDelete': { input: { params: { importType: TYPE, id: 'im_fx_a', rowId: 'im_fx_a_4' } }, foreignObject: byRow(4) },
  'import.rowExport': { input: { params: { importType: TYPE, id: 'im_fx_a' }, body: tableQuery }, foreignObject: byImport },
  'import.submit': { input: { params: { importType: TYPE, id: 'im_fx_a_submit' }, body: {} }, foreignObject: byImport },
  'import.cancel': { input: { params: { importType: TYPE, id: 'im_fx_a_cancel' }, body: {} }, foreignObject: byImport },
  'import.records': { input: { body: { ...tableQuery, conditions: { importType: TYPE } } } },
  'import.file': { input: { params: { importType: TYPE, id: 'im_fx_a' } }, foreignObject: byImport },
  'import.columns': { input: { params: { importType: TYPE } } },
  'import.template': { input: { params: { importType: TYPE } } },
  'import.groupBizFields': { input: { params: { importType: TYPE }, body: {} } },
  'import.templateFields': { input: { params: { importType: TYPE }, body: { templateType: 'default' } } },
  'import.createTemplate': { input: { params: { importType: TYPE }, body: { fields: ['warehouseCode', 'bufferQty', 'bufferRatio'] } } },
  'import.currentTemplate': { input: { query: { bizType: TYPE } } },
  'import.selectOptions': { input: { params: { type: 'warehouseType' } } },
} satisfies Record<string, Fixture>;
