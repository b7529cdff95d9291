// Matrix fixtures of the common calls (user, menu, options, terms, table and theme, the export
// centre): tests/server/fixtures.ts gathers every area's. The export job list (report.exports) is
// the fixture table of the table and theme calls.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENT_TERMS_VERSION } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';

export const commonFixtures = {
  'common.getUserInfo': { input: { query: { 'account-type': '3' } } },
  'common.changeLang': { input: { query: { lang: 'en' }, body: {} } },
  'common.getMenu': { input: { query: { k: 'wharf-tof' }, body: {} } },
  'common.option': { input: { params: { name: 'currency' } } },
  'common.currency': { input: {} },
  'common.dashboard': { input: { query: { k: 'wharf-tof' } } },
  'common.workQueue': { input: { query: { k: 'wharf-tof' } } },
  'common.lookupSearch': { input: { params: { kind: 'sku' }, body: { text: 'a', limit: 20 } } },
  'common.lookupResolve': { input: { params: { kind: 'warehouse' }, body: { codes: ['no-such-code'] } } },
  'common.logout': { input: { body: {} }, endsSession: true },
  'common.terms': { input: {} },
  'common.acceptTerms': { input: { body: { version: CURRENT_TERMS_VERSION } } },
  'common.acknowledgeSigningNotice': { input: { body: {} } },
  'common.taxRates': { input: {} },
  'common.visitRecord': { input: { body: { path: '/asset/warehouse' } } },
  'common.visitStatistics': { input: { query: { days: '30' } } },
  'common.getTaxMoney': { input: { body: { taxCode: 'VAT13', amounts: [100] } } },
  'common.getNoTaxMoney': { input: { body: { amounts: [113] } } },
  'vms.getSellers': { input: {} },
  'vms.getTransactionTypeList': { input: {} },
  'vms.getDeliveryList': { input: {} },
  'vms.getOrderStatusList': { input: {} },
  'vms.getUserInfo': { input: {} },
  'theme.getAllTableColumns': { input: { body: { bizType: 'report.exports' } } },
  'theme.getDefaultTableColumns': { input: { body: { bizType: 'report.exports' } } },
  'theme.transformThemeTable': { input: { body: { bizType: 'report.exports', columns: [{ key: 'title', width: 240, visible: true }] } } },
  'theme.getDefaultCondition': { input: { params: { bizType: 'report.exports' } } },
  'theme.getConditionList': { input: { params: { bizType: 'report.exports' } } },
  'theme.list': { input: { query: { bizType: 'report.exports' } } },
  'theme.save': {
    input: { body: { bizType: 'report.exports', name: 'Fixture view', isDefault: true, conditions: { status: 'succeeded' }, columns: [{ key: 'title', width: 200, visible: true }] } },
    foreignObject: async ({ db, tenantId, userId }) => ({
      body: { id: await insertTheme(db, tenantId, userId, 'th_fixture_b_save'), bizType: 'report.exports', name: 'Taken over by A', isDefault: true },
    }),
  },
  'theme.delete': {
    input: { query: { id: 'th_fixture_a_delete' } },
    foreignObject: async ({ db, tenantId, userId }) => {
      // supplier1's own theme, which the valid input deletes
      const a = await supplier1(db);
      await insertTheme(db, a.tenantId, a.userId, 'th_fixture_a_delete');
      return { query: { id: await insertTheme(db, tenantId, userId, 'th_fixture_b_delete') } };
    },
  },
  'export.start': { input: { body: { bizType: 'report.exports', conditions: { status: 'succeeded' }, sort: { field: 'createdAt', order: 'desc' }, columns: ['title', 'status'] } } },
  'export.tableList': { input: { body: { bizType: 'report.exports', conditions: { status: 'succeeded' } } } },
  'export.saveRequest': { input: { body: { bizType: 'report.exports', columns: ['title', 'status'], name: 'My exports' } } },
  'export.saveProRequest': { input: { body: { bizType: 'inventory.inventory', conditions: {} } } },
  'export.requestSpalding': { input: { body: { bizType: 'report.exports', columns: ['title', 'status', 'createdAt'] } } },
  'export.query': { input: { query: { pageSize: '50' } } },
  'export.statistics': { input: { query: { bizType: 'report.exports', name: 'export' } } },
  'export.download': {
    input: { params: { id: 'ex_fixture_a' } },
    foreignObject: async ({ db, tenantId, userId }) => {
      // supplier1's own finished job, which the valid input downloads
      const a = await supplier1(db);
      await insertSucceededExport(db, a.tenantId, a.userId, 'ex_fixture_a');
      return { params: { id: await insertSucceededExport(db, tenantId, userId, 'ex_fixture_b') } };
    },
  },
} satisfies Record<string, Fixture>;

// ---- tenant-owned objects of the list platform, created directly in the database ----

async function supplier1(db: Db): Promise<{ tenantId: string; userId: string }> {
  return db.one<{ tenantId: string; userId: string }>(`SELECT tenant_id AS "tenantId", id AS "userId" FROM users WHERE account = 'supplier1'`);
}

async function insertTheme(db: Db, tenantId: string, userId: string, id: string): Promise<string> {
  await db.query(
    `INSERT INTO themes (id, tenant_id, user_id, biz_type, name, is_default, conditions, columns, created_at, updated_at)
     VALUES ($1, $2, $3, 'report.exports', $4, false, '{}', '[]', now(), now())`,
    [id, tenantId, userId, `Secret view ${id}`],
  );
  return id;
}

/** A succeeded export job with a small file in a temporary directory. */
async function insertSucceededExport(db: Db, tenantId: string, userId: string, id: string): Promise<string> {
  const dir = join(tmpdir(), `wharf-fixture-exports-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${id}.xlsx`);
  writeFileSync(path, 'PK fixture file');
  await db.query(
    `INSERT INTO export_jobs (id, tenant_id, user_id, biz_type, title, file_name, lang, query, columns, status, progress, row_count, file_path, created_at, finished_at)
     VALUES ($1, $2, $3, 'report.exports', 'Exports', 'exports-20260302-0800.xlsx', 'en', '{}', '["title"]', 'succeeded', 100, 0, $4, now(), now())`,
    [id, tenantId, userId, path],
  );
  return id;
}
