// One fixture per endpoint of allEndpoints: a valid input, and for endpoints that address a
// tenant-owned object, how to create such an object in another tenant (tenant B) so the
// tenant-isolation matrix can try to reach it. A new endpoint without a fixture fails the
// matrices at run time, and fails compilation as soon as endpoint ids are literal types.
import { allEndpoints } from '../../src/contract';
import { CURRENT_TERMS_VERSION } from '../../server/config';
import type { Db } from '../../server/db/db';
import type { Fixture } from './fixture-kit';
import { assetFixtures } from './asset/fixtures';
import { inventoryFixtures } from './inventory/fixtures';
import { importFixtures } from './template/fixtures';
import { imageFixtures } from './common/images-fixtures';
import { separationFixtures } from './separate/fixtures';
import { orderFixtures } from './order/fixtures';
import { orderRequestFixtures } from './order/requests-fixtures';
import { appointmentFixtures } from './order/appointments-fixtures';
import { orderReceiptFixtures } from './order/receipts-fixtures';
import { orderExtrasFixtures } from './order/extras-fixtures';
import { platformOrderFixtures } from './order/platform-orders-fixtures';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type EndpointId = (typeof allEndpoints)[number]['id'];

export type { Fixture };

const fixtureTable = {
  'common.getUserInfo': { input: { query: { 'account-type': '3' } } },
  'common.changeLang': { input: { query: { lang: 'en' }, body: {} } },
  'common.getMenu': { input: { query: { k: 'wharf-tof' }, body: {} } },
  'common.option': { input: { params: { name: 'currency' } } },
  'common.currency': { input: {} },
  'common.dashboard': { input: { query: { k: 'wharf-tof' } } },
  'common.logout': { input: { body: {} }, endsSession: true },
  'common.terms': { input: {} },
  'common.acceptTerms': { input: { body: { version: CURRENT_TERMS_VERSION } } },
  'vms.getSellers': { input: {} },
  'vms.getTransactionTypeList': { input: {} },
  'vms.getDeliveryList': { input: {} },
  'vms.getOrderStatusList': { input: {} },
  'vms.getUserInfo': { input: {} },
  // Table and theme, export centre: the export job list (report.exports) is the fixture table.
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
  'export.query': { input: { query: { pageSize: '50' } } },
  'export.download': {
    input: { params: { id: 'ex_fixture_a' } },
    foreignObject: async ({ db, tenantId, userId }) => {
      // supplier1's own finished job, which the valid input downloads
      const a = await supplier1(db);
      await insertSucceededExport(db, a.tenantId, a.userId, 'ex_fixture_a');
      return { params: { id: await insertSucceededExport(db, tenantId, userId, 'ex_fixture_b') } };
    },
  },
  ...assetFixtures,
  ...inventoryFixtures,
  ...importFixtures,
  ...imageFixtures,
  ...separationFixtures,
  ...orderFixtures,
  ...orderRequestFixtures,
  ...appointmentFixtures,
  ...orderReceiptFixtures,
  ...orderExtrasFixtures,
  ...platformOrderFixtures,
} satisfies Record<string, Fixture>;

// Compile-time completeness: endpoint ids are string literals, so a missing fixture is a type
// error here (the run-time test in tenant-permission-matrix.test.ts checks the same).
type MissingFixtures = string extends EndpointId ? never : Exclude<EndpointId, keyof typeof fixtureTable>;
const noMissingFixtures: [MissingFixtures] extends [never] ? true : MissingFixtures = true;
void noMissingFixtures;

export const fixtures: Record<EndpointId, Fixture> = fixtureTable;

export function fixtureFor(id: string): Fixture {
  const fixture = (fixtures as Record<string, Fixture | undefined>)[id];
  if (!fixture) throw new Error(`no fixture for endpoint ${id}: add one to tests/server/fixtures.ts`);
  return fixture;
}

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
