// `npm run new:area -- <group> [--list <path>] [--info <path>] [--title <English>] [--title-zh <中文>]`
// scaffolds a route group from the area kit (docs/adding-an-area.md, decision 019): a read-only
// list of the group's records with search, columns, saved views and export (the list spec), a
// record screen whose decisions are a table of actions (approve; reject with a required note: the
// record-with-actions kit), the server's table, seed, list and handlers, and their tests (the
// matrices' fixtures, a server test, the machine's model test). It writes the area's folders and
// the registration lines, fills the Chinese catalog for the texts it wrote, and prints what to do
// next. The output passes typecheck, lint and the tests as generated; the records are the
// starting point to rename and reshape into the area's real objects (write docs/domain/<group>.md
// first). `--dry-run` lists the files without writing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const valued = new Set(['--list', '--info', '--title', '--title-zh']);
const g = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
const dryRun = args.includes('--dry-run');

function fail(message) {
  console.error(`new:area: ${message}`);
  process.exit(2);
}

if (!g || !/^[a-z][A-Za-z]+$/.test(g)) fail('give the route group, as the spec spells it: npm run new:area -- customs');
const groupsFile = fs.readFileSync(path.join(ROOT, 'src/contract/kernel/groups.ts'), 'utf8');
if (!new RegExp(`'${g}'`).test(groupsFile)) fail(`"${g}" is not a route group of the spec (src/contract/kernel/groups.ts)`);
for (const dir of [`src/contract/${g}`, `server/${g}`, `src/screens/${g}`]) if (fs.existsSync(path.join(ROOT, dir))) fail(`${dir} exists: the area is already there`);

const listPath = flag('list', 'list');
const infoPath = flag('info', 'info');
const G = g[0].toUpperCase() + g.slice(1);
const UP = g.replace(/([A-Z])/g, '_$1').toUpperCase();
const snake = g.replace(/([A-Z])/g, '_$1').toLowerCase();
// the group's own name in both languages (the menu's, src/screens/groupNames.ts and its catalog)
// makes the default title: a Chinese screen must not carry the English group name (the zh-CN crawl
// refuses Latin words that are not data)
const groupNameEn = fs.readFileSync(path.join(ROOT, 'src/screens/groupNames.ts'), 'utf8').match(new RegExp(`\\b${g}: msg\`([^\`]+)\``))?.[1] ?? G;
const catalogZh = fs.readFileSync(path.join(ROOT, 'src/locales/zh-CN/messages.po'), 'utf8');
const groupNameZh = catalogZh.match(new RegExp(`msgid "${groupNameEn}"\\nmsgstr "([^"]+)"`))?.[1];
const titleEn = flag('title', `${groupNameEn} records`);
const titleZh = flag('title-zh', groupNameZh ? `${groupNameZh}记录` : undefined);
if (!titleZh) fail(`no Chinese name for "${groupNameEn}" in src/locales/zh-CN/messages.po: give --title-zh`);
const bizType = `${g}.${listPath}`;
const table = `${snake}_records`;
const prefix = snake.slice(0, 3);

const migrations = fs.readdirSync(path.join(ROOT, 'server/db/migrations')).filter((f) => /^\d{3}_/.test(f));
const nextMigration = String(Math.max(...migrations.map((f) => Number(f.slice(0, 3)))) + 1).padStart(3, '0');

// ---------------------------------------------------------------- contract
const contractRecords = `// The /${g} group's records (docs/domain/${g}.md), scaffolded by \`npm run new:area\`: a list
// (${bizType}: search, columns, saved views, export) and a record that waits for a decision:
// pending -> approved, or rejected with a note. Deciding carries the version read
// (${UP}_RECORD_STALE); a record decided meanwhile is refused (${UP}_RECORD_DECIDED).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/${g}/record';

/** A record's statuses (their words: labels.ts, also the option dictionary ${g}RecordStatus). */
export const ${g}RecordStatuses = ['pending', 'approved', 'rejected'] as const;
export const ${g}RecordStatusSchema = z.enum(${g}RecordStatuses);
export type ${G}RecordStatus = z.infer<typeof ${g}RecordStatusSchema>;

export const ${g}Decisions = ['approve', 'reject'] as const;
export type ${G}Decision = (typeof ${g}Decisions)[number];

export const ${G}ErrorCode = {
  stale: '${UP}_RECORD_STALE',
  decided: '${UP}_RECORD_DECIDED',
} as const;

export const ${UP}_NOTE_MAX = 200;

export const ${g}RecordList = defineListSpec({
  bizType: '${bizType}',
  title: ['${titleEn}', '${titleZh}'],
  fields: {
    /** One record by its id: the record screen reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    code: { type: z.string(), title: ['No.', '编号'], width: 150, sortable: true, filter: 'text' },
    name: { type: z.string(), title: ['Name', '名称'], width: 220, filter: 'text' },
    status: { type: ${g}RecordStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: '${g}RecordStatus', filter: { kind: 'select', schema: ${g}RecordStatusSchema } },
    amount: { type: z.number(), title: ['Amount', '金额'], kind: 'money', currencyKey: 'currency', width: 140, sortable: true },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 90, hidden: true },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    note: { type: z.string(), title: ['Note', '备注'], width: 220 },
    decidedBy: { type: z.string().nullable(), title: ['Decided by', '处理人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export const ${g}RecordSchema = ${g}RecordList.row;
export type ${G}Record = z.infer<typeof ${g}RecordSchema>;

export const search${G}Records = endpoint({
  id: '${g}.recordSearch',
  method: 'POST',
  path: \`\${P}/search\`,
  summary: 'The tenant’s ${g} records (table query, keyset page) for /${g}/${listPath}',
  body: ${g}RecordList.query,
  response: ${g}RecordList.page,
});

export const get${G}Record = endpoint({
  id: '${g}.recordInfo',
  method: 'GET',
  path: \`\${P}/info/{id}\`,
  summary: 'One ${g} record (/${g}/${infoPath}/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: ${g}RecordSchema,
});

export const decide${G}Record = endpoint({
  id: '${g}.recordDecide',
  method: 'POST',
  path: \`\${P}/decide\`,
  summary: 'pending -> approved, or rejected with a note, once, with the version read',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), decision: z.enum(${g}Decisions), note: z.string().trim().max(${UP}_NOTE_MAX) })
    .refine((b) => b.decision !== 'reject' || b.note.length > 0, { message: 'a note is required to reject', path: ['note'] }),
  response: ${g}RecordSchema,
});

export const ${g}Tables = [${g}RecordList.table] as const;
export const ${g}Endpoints = [search${G}Records, get${G}Record, decide${G}Record] as const;
`;

const contractLabels = `// The /${g} domain's values in both languages (kernel/labels.ts): the option dictionary, the
// server's messages and exports, and the screens read this set.
import { defineLabels } from '../kernel/labels';
import type { ${G}RecordStatus } from './records';

export const ${g}RecordStatusLabels = defineLabels<${G}RecordStatus>({
  pending: ['Pending review', '待审核'],
  approved: ['Approved', '已通过'],
  rejected: ['Rejected', '已驳回'],
});
`;

// a group whose menu has more entries than the list is built in slices: its menu shows the list only
const menuEntries = (groupsFile.match(new RegExp(`\\n  ${g}: \\[([^\\]]*)\\]`))?.[1] ?? '').split(',').map((e) => e.trim()).filter(Boolean);
const menuLine = menuEntries.length > 1 ? `\n  // built in slices: the menu shows the list (the record opens from it)\n  menu: ['${listPath}'],` : '';

// what the portal's shell knows of the area (decision 035): no endpoint, no schema
const contractShell = `// What the portal's shell knows of the /${g} group (kernel/area.ts): its option dictionary's
// name and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const ${g}Shell = defineAreaShell({
  name: '${g}',
  options: ['${g}RecordStatus'],${menuLine}
  // the list's search is sent as POST and only reads
  readsByPost: ['${g}.recordSearch'],
});
`;

const contractManifest = `// The /${g} group's contract.
import { defineContractArea } from '../kernel/area';
import { ${g}RecordStatusLabels } from './labels';
import { ${g}Endpoints } from './records';
import { ${g}Shell } from './shell';

export const ${g}Area = defineContractArea({
  shell: ${g}Shell,
  groups: { ${g}: '${g}' },
  endpoints: ${g}Endpoints,
  options: { ${g}RecordStatus: ${g}RecordStatusLabels },
});
`;

const contractIndex = `// The /${g} group's public contract exports.
export * from './records';
export * from './labels';
export { ${g}Area } from './manifest';
export * from './shell';
`;

// ---------------------------------------------------------------- server
const migration = `-- The /${g} group's records (docs/domain/${g}.md), scaffolded by \`npm run new:area\`: pending
-- until decided (approved, or rejected with a note); the version moves on with each change.
CREATE TABLE ${table} (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  amount numeric(14, 2) NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  decided_by_name text,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, code),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX ${table}_created_idx ON ${table} (tenant_id, created_at, id);
CREATE INDEX ${table}_status_idx ON ${table} (tenant_id, status, created_at, id);
`;

const serverList = `// The ${g} record list (${bizType}): its fields are declared once in the contract's list spec
// (${g}RecordList); here is the SQL of each. Registered at import.
import { ${g}RecordList } from '../../src/contract/${g}';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const ${g}RecordListDefinition = registerList(
  defineSpecList(${g}RecordList, {
    from: sql\`${table} r\`,
    id: sql\`r.id\`,
    fields: {
      id: sql\`r.id\`,
      code: sql\`r.code\`,
      name: sql\`r.name\`,
      status: sql\`r.status\`,
      amount: sql\`r.amount\`,
      currency: sql\`r.currency\`,
      createdAt: sql\`r.created_at\`,
      note: sql\`r.note\`,
      decidedBy: sql\`r.decided_by_name\`,
      version: sql\`r.version\`,
    },
    scope: (caller) => [sql\`r.tenant_id = \${caller.tenantId}\`],
  }),
);
`;

const serverHandlers = `// The /${g} record handlers (src/contract/${g}/records.ts): the list, one record, and a decision.
// Deciding runs the record-with-actions kit in one transaction: the record is locked, its status
// and version checked (a stale or already decided one changes nothing), the decision and its note
// written with a history row. The same decision repeated by the one who made it is answered as made.
import type { Language } from '../../src/contract';
import { decide${G}Record, get${G}Record, search${G}Records, ${G}ErrorCode, type ${G}Decision, type ${G}Record, type ${G}RecordStatus } from '../../src/contract/${g}';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { bi, textOf } from '../separate';
import { ${g}RecordListDefinition } from './list-records';

const records: RecordTable<${G}Decision, ${G}RecordStatus> = {
  kind: '${g}.record',
  table: '${table}',
  transitions: { approve: { from: ['pending'], to: 'approved' }, reject: { from: ['pending'], to: 'rejected' } },
  notFound,
  decided: (lang) => new ApiError(${G}ErrorCode.decided, textOf(bi('This record was already decided. Nothing was changed.', '该记录已处理，本次操作未做任何更改。'), lang), 409, null),
  stale: (lang) => new ApiError(${G}ErrorCode.stale, textOf(bi('This record was changed by someone else. Reload it and try again.', '该记录已被他人修改，请刷新后重试。'), lang), 409, null),
};

async function oneRecord(db: Db, user: { id: string; lang: Language; tenant: { id: string } }, id: string): Promise<${G}Record> {
  const page = await ${g}RecordListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

export const ${g}RecordHandlers: readonly HandlerEntry[] = [
  defineHandler(search${G}Records, async ({ db, user, body }) => (await ${g}RecordListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(get${G}Record, ({ db, user, params }) => oneRecord(db, user, params.id)),

  defineHandler(decide${G}Record, async ({ db, user, body, now }) => {
    const to: ${G}RecordStatus = body.decision === 'approve' ? 'approved' : 'rejected';
    await db.transaction((tx) =>
      applyRecordAction(tx, records, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: body.decision,
        version: body.version,
        note: body.note,
        now,
        set: { note: body.note, decided_by_name: user.displayName, decided_at: now },
        repeated: (row) => row.status === to && row.version === body.version + 1 && row.decided_by_name === user.displayName,
      }),
    );
    return oneRecord(db, user, body.id);
  }),
];
`;

const serverSeed = `// Deterministic demo records of the /${g} group for every supplier tenant: a mix of pending,
// approved and rejected, spread over the last weeks. Re-running adds nothing.
import type { SeedContext } from '../db/seed-context';

const NAMES = ['Spring restock', 'Holiday bundle', 'Warehouse transfer', 'Price correction', 'Carrier surcharge', 'Sample shipment'];
const PER_TENANT = 24;

export async function seed${G}Records({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    for (let i = 1; i <= PER_TENANT; i++) {
      const status = i % 3 === 0 ? 'approved' : i % 4 === 0 ? 'rejected' : 'pending';
      const created = new Date(anchor.getTime() - i * 86_400_000);
      await db.query(
        \`INSERT INTO ${table} (id, tenant_id, code, name, status, amount, currency, created_at, note, decided_by_name, decided_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING\`,
        [
          \`${prefix}-\${tenant.key}-\${String(i).padStart(4, '0')}\`,
          tenantId,
          \`${UP.slice(0, 3)}\${String(i).padStart(6, '0')}\`,
          \`\${NAMES[i % NAMES.length]} \${i}\`,
          status,
          ((i * 7919) % 100_000) / 100 + 10,
          tenant.currency,
          created,
          status === 'rejected' ? 'Missing documents' : '',
          status === 'pending' ? null : 'Platform',
          status === 'pending' ? null : new Date(created.getTime() + 3_600_000),
          status === 'pending' ? 1 : 2,
        ],
      );
    }
  }
}
`;

const serverManifest = `// The /${g} group on the server: its records (list, one record, a decision) and their demo seed.
import { defineServerArea } from '../back/area';
import { ${g}RecordHandlers } from './records';
import { seed${G}Records } from './seed';

export const ${g}Server = defineServerArea({ name: '${g}', handlers: ${g}RecordHandlers, seed: seed${G}Records });
`;

const serverIndex = `// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { ${g}RecordListDefinition } from './list-records';
`;

// ---------------------------------------------------------------- client
const resourceIndex = `// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { ${g}RecordResource } from './records';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [${g}RecordResource as unknown as AnyResource];
`;

const resource = `// ${titleEn} (/${g}/${listPath}): the server's customisable table \`${bizType}\` (search,
// columns, saved views, export, keyset pager). A row opens the record (/${g}/${infoPath}/:id).
import { msg } from '@lingui/core/macro';
import { get${G}Record, search${G}Records, type ${G}Record } from '../../contract/${g}/records';
import { defineResource, tableSearch } from '../types';

export const ${g}RecordResource = defineResource<${G}Record>({
  key: '${bizType}',
  bizType: '${bizType}',
  title: msg\`${titleEn}\`,
  endpoints: { search: search${G}Records, get: get${G}Record },
  fetchPage: tableSearch<${G}Record>(search${G}Records),
  rowId: (row) => row.id,
  detailPath: (row) => \`/${infoPath}/\${encodeURIComponent(row.id)}\`,
  listPath: '/${listPath}',
  examples: {
    row: {
      id: '${prefix}-harbor-0001',
      code: '${UP.slice(0, 3)}000001',
      name: 'Holiday bundle 1',
      status: 'pending',
      amount: 89.19,
      currency: 'USD',
      createdAt: '2026-02-28T00:00:00.000Z',
      note: '',
      decidedBy: null,
      version: 1,
    },
  },
});
`;

const machine = `// One ${g} record and its decision (/${g}/${infoPath}/:id; contract src/contract/${g}/records.ts), on
// the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each
// state means). While pending it can be approved (a confirmation) or rejected with a required
// note; a decision someone else made first (${UP}_RECORD_STALE, _DECIDED) asks for a reload.
import { call } from '../../services';
import { decide${G}Record, get${G}Record, ${G}ErrorCode, ${UP}_NOTE_MAX, type ${G}Decision, type ${G}Record } from '../../contract/${g}/records';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../generic/recordActions.machine';

const pending = (record: ${G}Record) => record.status === 'pending';
const decide = ({ key, version, action, note }: RecordSubmitInput<${G}Decision>, signal: AbortSignal) =>
  call(decide${G}Record, { body: { id: key, version, decision: action, note } }, { signal, save: true });

export const ${g}RecordSpec: RecordActionsSpec<${G}Record, ${G}Decision> = {
  id: '${g}Record',
  load: (id, signal) => call(get${G}Record, { params: { id } }, { signal, quiet: true }),
  actions: {
    approve: { allowed: pending, submit: decide },
    reject: { allowed: pending, note: { required: true, max: ${UP}_NOTE_MAX }, submit: decide },
  },
  staleCodes: [${G}ErrorCode.stale, ${G}ErrorCode.decided],
};

export const ${g}RecordMachine = createRecordActionsMachine(${g}RecordSpec);
`;

const routes = `// The /${g} group (spec section 2): the record list and one record. The first route is the group's
// landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { RecordInfoScreen } from './RecordInfoScreen';
import { RecordListScreen } from './RecordListScreen';

export const routes: ScreenRoute[] = [
  { path: '${listPath}', title: msg\`${titleEn}\`, component: RecordListScreen },
  { path: '${infoPath}/:id', title: msg\`${titleEn}: one record\`, component: RecordInfoScreen, hidden: true },
];
`;

const listScreen = `// /${g}/${listPath}: the tenant's ${g} records (server table ${bizType}: search, columns, saved views,
// export, keyset pager). A row opens the record.
import { ${g}RecordResource } from '../../resources/${g}/records';
import { ListScreen } from '../generic/ListScreen';

export function RecordListScreen() {
  return <ListScreen resource={${g}RecordResource} />;
}
`;

const infoScreen = `// /${g}/${infoPath}/:id: one ${g} record, and (while pending) "Approve" and "Reject" with a required
// note. A thin view over record.machine.ts (the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { ${g}RecordStatusLabels } from '../../contract/${g}/labels';
import { ${g}RecordMachine, ${g}RecordSpec } from '../../machines/${g}/record.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function RecordInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/${listPath}" replace />;
  return <RecordInfo key={id} id={id} />;
}

function RecordInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(${g}RecordMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="${g}-record-title" data-testid="${g}-record">
      <h2 id="${g}-record-title">{record ? record.code : t\`Record\`}</h2>
      <nav aria-label={t\`Pages\`}>
        <Link href="/${listPath}" data-testid="${g}-record-back">
          {t\`Back to the list\`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t\`The record could not be loaded.\`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="${g}-record-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={${g}RecordSpec}
                texts={{
                  approve: { label: t\`Approve\`, title: t\`Approve this record?\`, message: t\`The record is approved as it is.\` },
                  reject: { label: t\`Reject\`, title: t\`Reject this record\`, message: t\`Say why; the note is kept on the record.\`, noteLabel: t\`Reason\`, secondary: true, isDanger: true },
                }}
                toolbarLabel={t\`Record actions\`}
                testId="${g}-record"
                refusedText={t\`The server refused the decision.\`}
              />
              <Section title={t\`Record\`} testId="${g}-record-section">
                <DescriptionList
                  testId="${g}-record-fields"
                  items={[
                    { key: 'status', label: t\`Status\`, value: ${g}RecordStatusLabels.text(record.status, i18n.locale) },
                    { key: 'name', label: t\`Name\`, value: record.name },
                    { key: 'amount', label: t\`Amount\`, value: formatMoney(record.amount, record.currency) },
                    { key: 'createdAt', label: t\`Created at\`, value: formatTime(record.createdAt, i18n.locale) },
                    { key: 'note', label: t\`Note\`, value: record.note || '-' },
                    { key: 'decidedBy', label: t\`Decided by\`, value: record.decidedBy ?? '-' },
                  ]}
                />
              </Section>
            </>
          )
        }
      </LoadGate>
    </section>
  );
}
`;

// ---------------------------------------------------------------- tests
const serverFixtures = `// Matrix fixtures of the /${g} calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1, a record of tenant B for the tenant matrix, and a fresh pending record for a decision.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

/** A pending, untouched record of the tenant (the seed gives every supplier tenant some). */
const pending = (db: Db, tenantId: string) =>
  db.one<{ id: string; version: number }>("SELECT id, version FROM ${table} WHERE tenant_id = $1 AND status = 'pending' AND version = 1 ORDER BY id LIMIT 1", [tenantId]);
const harbor = (db: Db) => db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'");
const approve = (r: { id: string; version: number }): RouteInput => ({ body: { id: r.id, version: r.version, decision: 'approve', note: '' } });

export const ${g}Fixtures = {
  '${g}.recordSearch': { input: { body: { conditions: { status: 'pending' }, pageSize: 20 } } },
  '${g}.recordInfo': {
    input: { params: { id: '${prefix}-harbor-0001' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await pending(db, tenantId)).id } }),
  },
  '${g}.recordDecide': {
    input: approve({ id: '${prefix}-harbor-0001', version: 1 }),
    prepare: async ({ db }: { db: Db }) => approve(await pending(db, (await harbor(db)).id)),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => approve(await pending(db, tenantId)),
  },
} satisfies Record<string, Fixture>;
`;

const serverTest = `// The /${g} records (src/contract/${g}/records.ts): seeded per supplier tenant, listed by status
// and code; a decision needs a note to reject, checks the version, happens once (a repeat by the
// same user is answered as made), leaves a history row, and changes nothing of another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${g}RecordSchema, type ${G}Record } from '../../../src/contract/${g}';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/${g}/record';
let h: Harness;
let cookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

async function search(conditions: Record<string, unknown>) {
  const r = await h.call<{ rows: ${G}Record[]; total: number }>('POST', \`\${P}/search\`, { cookie, body: { conditions, pageSize: 200, exactTotal: true } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
}
const decide = (body: Record<string, unknown>) => h.call<${G}Record>('POST', \`\${P}/decide\`, { cookie, body });

describe('${g} records', () => {
  it('are seeded for the tenant and listed by status and code', async () => {
    const all = await search({});
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows.every((r) => ${g}RecordSchema.safeParse(r).success)).toBe(true);
    const pendingRows = await search({ status: 'pending' });
    expect(pendingRows.rows.length).toBeGreaterThan(0);
    expect(pendingRows.rows.every((r) => r.status === 'pending')).toBe(true);
    const one = pendingRows.rows[0];
    expect((await search({ code: one.code })).rows.map((r) => r.id)).toContain(one.id);
  });

  it('a decision needs a note to reject, checks the version, happens once and is kept in the history', async () => {
    const [r] = (await search({ status: 'pending' })).rows;
    expect((await decide({ id: r.id, version: r.version, decision: 'reject', note: '  ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await decide({ id: r.id, version: r.version + 1, decision: 'approve', note: '' })).envelope.code).toBe('${UP}_RECORD_STALE');
    const ok = await decide({ id: r.id, version: r.version, decision: 'reject', note: 'Missing invoice' });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'rejected', note: 'Missing invoice', decidedBy: 'Grace Lin', version: r.version + 1 });
    const again = await decide({ id: r.id, version: r.version, decision: 'reject', note: 'Missing invoice' });
    expect(again.envelope.data).toMatchObject({ status: 'rejected', version: r.version + 1 });
    expect((await decide({ id: r.id, version: r.version + 1, decision: 'approve', note: '' })).envelope.code).toBe('${UP}_RECORD_DECIDED');
    const history = await h.db.query("SELECT action, from_status, to_status FROM record_history WHERE record_kind = '${g}.record' AND record_id = $1", [r.id]);
    expect(history).toEqual([{ action: 'reject', from_status: 'pending', to_status: 'rejected' }]);
  });

  it('another tenant’s record is not found and stays pending', async () => {
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM ${table} WHERE tenant_id <> $1 AND status = 'pending' LIMIT 1", [tenantId]);
    expect((await h.call('GET', \`\${P}/info/\${theirs.id}\`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await decide({ id: theirs.id, version: theirs.version, decision: 'approve', note: '' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM ${table} WHERE id = $1', [theirs.id])).status).toBe('pending');
  });
});
`;

const modelTest = `// The ${g} record machine (/${g}/${infoPath}/:id) on the record-with-actions kit: a pending record
// offers approve and reject (a note required), a decided one nothing; each decision is sent once
// with the version read (record-actions-suite.ts checks the kit's rules).
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { decide${G}Record, ${G}ErrorCode, type ${G}Record } from '../../../src/contract/${g}/records';
import { ${g}RecordMachine, ${g}RecordSpec } from '../../../src/machines/${g}/record.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const record = (status: ${G}Record['status'], version = 1): ${G}Record => ({
  id: '${prefix}-harbor-0001',
  code: '${UP.slice(0, 3)}000001',
  name: 'Holiday bundle 1',
  status,
  amount: 89.19,
  currency: 'USD',
  createdAt: '2026-02-28T00:00:00.000Z',
  note: status === 'rejected' ? 'Missing invoice' : '',
  decidedBy: status === 'pending' ? null : 'Grace Lin',
  version,
});
const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('${g} record machine', () => {
  recordActionsModelTests({
    spec: ${g}RecordSpec,
    machine: ${g}RecordMachine,
    key: '${prefix}-harbor-0001',
    loaded: [record('pending'), record('approved', 2)],
    submitted: [record('rejected', 2)],
    stale: new CallError('envelope', ${G}ErrorCode.decided, 'This record was already decided.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Missing invoice', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => decide${G}Record.body?.safeParse({ id: i.key, version: i.version, decision: i.action, note: i.note }).success === true,
  });
});
`;

// ---------------------------------------------------------------- write
const files = {
  [`src/contract/${g}/records.ts`]: contractRecords,
  [`src/contract/${g}/labels.ts`]: contractLabels,
  [`src/contract/${g}/shell.ts`]: contractShell,
  [`src/contract/${g}/manifest.ts`]: contractManifest,
  [`src/contract/${g}/index.ts`]: contractIndex,
  [`server/db/migrations/${nextMigration}_${snake}.sql`]: migration,
  [`server/${g}/list-records.ts`]: serverList,
  [`server/${g}/records.ts`]: serverHandlers,
  [`server/${g}/seed.ts`]: serverSeed,
  [`server/${g}/manifest.ts`]: serverManifest,
  [`server/${g}/index.ts`]: serverIndex,
  [`src/resources/${g}/records.ts`]: resource,
  [`src/resources/${g}/index.ts`]: resourceIndex,
  [`src/machines/${g}/record.machine.ts`]: machine,
  [`src/screens/${g}/routes.tsx`]: routes,
  [`src/screens/${g}/RecordListScreen.tsx`]: listScreen,
  [`src/screens/${g}/RecordInfoScreen.tsx`]: infoScreen,
  [`tests/server/${g}/fixtures.ts`]: serverFixtures,
  [`tests/server/${g}/records.test.ts`]: serverTest,
  [`tests/model/${g}/record.test.ts`]: modelTest,
};

/** One registration: a file, the line after which to add, what to add (skipped when present). */
const registrations = [
  ['src/contract/areas.ts', /import \{ \w+Area \} from '\.\/\w+\/manifest';\n(?![\s\S]*import \{ \w+Area \} from)/, `import { ${g}Area } from './${g}/manifest';\n`],
  ['src/contract/areas.ts', /export const contractAreas = \[([^\]]*)\]/, (m, list) => `export const contractAreas = [${list}, ${g}Area]`],
  // the shell's line (decision 035): the same order as areas.ts, checked when areas.ts loads
  ['src/contract/shell.ts', /import \{ \w+Shell \} from '\.\/\w+\/shell';\n(?![\s\S]*import \{ \w+Shell \} from)/, `import { ${g}Shell } from './${g}/shell';\n`],
  ['src/contract/shell.ts', /export const areaShells = \[([^\]]*)\]/, (m, list) => `export const areaShells = [${list}, ${g}Shell]`],
];

/** The Chinese of every text the generated screens write (lingui ids are the English). */
const zh = {
  [titleEn]: titleZh,
  [`${titleEn}: one record`]: `${titleZh}详情`,
  Record: '记录',
  Pages: '页面',
  'Back to the list': '返回列表',
  'The record could not be loaded.': '记录加载失败。',
  Approve: '通过',
  'Approve this record?': '通过此记录？',
  'The record is approved as it is.': '记录将按当前内容通过。',
  Reject: '驳回',
  'Reject this record': '驳回此记录',
  'Say why; the note is kept on the record.': '请说明原因；备注会保存在记录上。',
  Reason: '原因',
  'Record actions': '记录操作',
  'The server refused the decision.': '服务器拒绝了此操作。',
  Status: '状态',
  Name: '名称',
  Amount: '金额',
  'Created at': '创建时间',
  Note: '备注',
  'Decided by': '处理人',
};

function register() {
  for (const [file, where, what] of registrations) {
    const full = path.join(ROOT, file);
    const text = fs.readFileSync(full, 'utf8');
    const added = typeof what === 'function' ? text.replace(where, what) : text.replace(where, (m) => `${m}${what}`);
    if (added === text) fail(`could not register in ${file} (its layout changed: add the line by hand, see docs/adding-an-area.md)`);
    fs.writeFileSync(full, added);
  }
}

// every Chinese text written must be Chinese: a Latin word left in one (an English name pasted
// into --title-zh) would show on a zh-CN screen
const latin = Object.values(zh).filter((text) => /[A-Za-z]{2,}/.test(text));
if (latin.length) fail(`Chinese texts with Latin words: ${latin.join(', ')} (give --title-zh in Chinese)`);

function translate() {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: ROOT, stdio: 'ignore' });
  const po = path.join(ROOT, 'src/locales/zh-CN/messages.po');
  let text = fs.readFileSync(po, 'utf8');
  for (const [en, cn] of Object.entries(zh)) {
    const id = JSON.stringify(en).slice(1, -1);
    text = text.replace(`msgid "${id}"\nmsgstr ""`, `msgid "${id}"\nmsgstr "${cn}"`);
  }
  fs.writeFileSync(po, text);
}

for (const [file, text] of Object.entries(files)) {
  console.log(`${dryRun ? 'would write' : 'write'} ${file} (${text.split('\n').length - 1} lines)`);
  if (dryRun) continue;
  fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, file), text);
}
if (!dryRun) {
  register();
  translate();
}
console.log(`
${dryRun ? 'Would register' : 'Registered'} /${g} in src/contract/areas.ts and src/contract/shell.ts (the server's areas,
the resources of the model tests and the matrices' fixtures are found by folder).
Next: write docs/domain/${g}.md, rename the records into the area's objects, then
  npm run typecheck && npm run lint && npm run check:areas && npm run lingui:check
  npx vitest run tests/server/${g} tests/model/${g} tests/server/csrf-auth-matrix.test.ts tests/server/tenant-permission-matrix.test.ts
`);
