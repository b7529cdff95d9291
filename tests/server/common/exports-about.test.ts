// Exports say what they hold (decision 024): the produced xlsx, read back with exceljs, has the
// column titles in the requester's language, moments as date-time cells in the requester's time
// zone (the same moment is another calendar day in Shanghai than in Los Angeles), calendar dates
// as date cells, labels instead of codes, and an "About this export" sheet with the list, the
// requester, the filter in words, the sort and the columns. A time zone the server does not know
// is refused in the user's language.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateRangeSchema, type ExportJob } from '../../../src/contract';
import { ExportRunner } from '../../../server/jobs/export-runner';
import { ZoneClock } from '../../../server/jobs/export-cells';
import { dateRange, equals, inList, textContains } from '../../../server/lists/conditions';
import { defineKeysetList } from '../../../server/lists/define';
import { registerList } from '../../../server/lists/registry';
import { sql } from '../../../server/lists/sql';
import { createHarness, type Harness } from '../harness';

const BIZ = 'test.aboutThings';

registerList(
  defineKeysetList({
    table: {
      bizType: BIZ,
      title: { en: 'Shipments under test', zh: '测试发货' },
      columns: [
        { key: 'name', title: { en: 'Name', zh: '名称' }, kind: 'text', width: 200, sortable: true, defaultVisible: true },
        { key: 'platform', title: { en: 'Platform', zh: '平台' }, kind: 'status', width: 100, sortable: false, defaultVisible: true, optionName: 'platform' },
        { key: 'country', title: { en: 'Country', zh: '国家' }, kind: 'status', width: 100, sortable: false, defaultVisible: true, optionName: 'country' },
        { key: 'placedAt', title: { en: 'Placed at', zh: '下单时间' }, kind: 'datetime', width: 160, sortable: true, defaultVisible: true },
        { key: 'dueOn', title: { en: 'Due on', zh: '到期日' }, kind: 'date', width: 120, sortable: false, defaultVisible: true },
      ],
      conditions: [
        { key: 'name', label: { en: 'Name', zh: '名称' }, kind: 'text', defaultVisible: true },
        { key: 'platform', label: { en: 'Platform', zh: '平台' }, kind: 'select', optionName: 'platform', defaultVisible: true },
        { key: 'countries', label: { en: 'Countries', zh: '国家' }, kind: 'multiSelect', optionName: 'country', defaultVisible: true },
        { key: 'placed', label: { en: 'Placed', zh: '下单日期' }, kind: 'dateRange', defaultVisible: true },
      ],
      defaultSort: { field: 'name', order: 'asc' },
    },
    conditionSchema: z.strictObject({ name: z.string().max(50), platform: z.string().max(20), countries: z.array(z.string().max(8)).max(20), placed: dateRangeSchema }),
    select: sql`t.id, t.name, t.platform, t.country, t.placed_at, t.due_on::text AS due_on`,
    from: sql`about_things t`,
    idColumn: sql`t.id`,
    sortable: { name: sql`t.name`, placedAt: sql`t.placed_at` },
    where: (caller, c) => [
      sql`t.tenant_id = ${caller.tenantId}`,
      textContains(sql`t.name`, c.name),
      equals(sql`t.platform`, c.platform),
      inList(sql`t.country`, c.countries),
      dateRange(sql`t.placed_at`, c.placed),
    ],
    mapRow: (r) => ({ id: String(r.id), name: String(r.name), platform: r.platform, country: r.country, placedAt: new Date(r.placed_at as string).toISOString(), dueOn: r.due_on }),
  }),
);

let h: Harness;
let dataDir: string;
const cookies: Record<string, string> = {};
// 16:30 UTC on 1 March: already 2 March in Shanghai (UTC+8), still 1 March in Los Angeles (UTC-8)
const NEAR_MIDNIGHT = '2026-03-01T16:30:00Z';

beforeAll(async () => {
  h = await createHarness();
  dataDir = mkdtempSync(join(tmpdir(), 'wharf-exports-about-'));
  for (const account of ['supplier1', 'supplier2']) cookies[account] = await h.signIn(account);
  await h.db.exec('CREATE TABLE about_things (id text PRIMARY KEY, tenant_id text NOT NULL, name text NOT NULL, platform text, country text, placed_at timestamptz NOT NULL, due_on date)');
  const { harbor, pacific } = h.seeded.tenantIds;
  await h.db.exec(`INSERT INTO about_things VALUES
    ('a1', '${harbor}', 'alpha', 'lazada', 'PH', '${NEAR_MIDNIGHT}', '2026-03-05'),
    ('a2', '${harbor}', 'beta', 'amazon', 'US', '2026-02-20T10:00:00Z', NULL),
    ('b1', '${pacific}', 'gamma', 'lazada', 'PH', '${NEAR_MIDNIGHT}', '2026-03-05')`);
});
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const start = (account: string, body: Record<string, unknown>) => h.call<ExportJob>('POST', '/api/scm-app/supplier/export', { cookie: cookies[account], body });
const COLUMNS = ['name', 'platform', 'country', 'placedAt', 'dueOn'];

/** Starts an export, runs it and opens the file. */
async function exported(account: string, body: Record<string, unknown>): Promise<ExcelJS.Workbook> {
  const answer = await start(account, { bizType: BIZ, columns: COLUMNS, ...body });
  expect(answer.envelope.code, answer.envelope.message).toBe('0');
  expect(await new ExportRunner({ db: h.db, dataDir, log: () => undefined }).runOnce()).toBe(true);
  const response = await h.request(`/back/api/scm-app/supplier/export/${answer.envelope.data.id}`, { headers: { Cookie: cookies[account]! } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return workbook;
}

const values = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('the data sheet', () => {
  it('writes moments as date-time cells in the requester time zone, dates as dates, labels for codes', async () => {
    const shanghai = await exported('supplier1', { conditions: { platform: 'lazada' }, timeZone: 'Asia/Shanghai' });
    const sheet = shanghai.worksheets[0]!;
    expect(sheet.name).toBe('Shipments under test');
    expect(values(sheet)[0]).toEqual(['Name', 'Platform', 'Country', 'Placed at', 'Due on']);
    const row = sheet.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]).toEqual(['alpha', 'Lazada', 'Philippines']);
    const placed = row.getCell(4);
    expect(placed.type).toBe(ExcelJS.ValueType.Date);
    // exceljs reads a serial as that wall-clock time in UTC
    expect((placed.value as Date).toISOString()).toBe('2026-03-02T00:30:00.000Z');
    expect(placed.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const due = row.getCell(5);
    expect(due.type).toBe(ExcelJS.ValueType.Date);
    expect((due.value as Date).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(due.numFmt).toBe('yyyy-mm-dd');
    expect(values(sheet)).toHaveLength(2);

    const losAngeles = await exported('supplier1', { conditions: { platform: 'lazada' }, timeZone: 'America/Los_Angeles' });
    const there = losAngeles.worksheets[0]!.getRow(2);
    expect((there.getCell(4).value as Date).toISOString()).toBe('2026-03-01T08:30:00.000Z');
    // a calendar date is the same day in every zone
    expect((there.getCell(5).value as Date).toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('writes titles and labels in the requester language (supplier2 works in Chinese)', async () => {
    const zh = await exported('supplier2', { conditions: {}, timeZone: 'Asia/Shanghai' });
    const rows = values(zh.worksheets[0]!);
    expect(rows[0]).toEqual(['名称', '平台', '国家', '下单时间', '到期日']);
    expect(rows[1]!.slice(0, 3)).toEqual(['gamma', '来赞达', '菲律宾']);
    expect(zh.worksheets[1]!.name).toBe('导出说明');
  });

  it('writes a request without a time zone in UTC', async () => {
    const utc = await exported('supplier1', { conditions: { name: 'alpha' } });
    expect((utc.worksheets[0]!.getRow(2).getCell(4).value as Date).toISOString()).toBe('2026-03-01T16:30:00.000Z');
    expect(values(utc.worksheets[1]!)).toContainEqual(['Time zone', 'UTC']);
  });
});

describe('the "About this export" sheet', () => {
  it('names the list, requester, time, filter in words, sort and columns', async () => {
    const workbook = await exported('supplier1', {
      conditions: { name: '  ', platform: 'lazada', countries: ['PH', 'US'], placed: ['2026-02-01', null] },
      sort: { field: 'placedAt', order: 'desc' },
      columns: ['platform', 'name', 'placedAt'],
      timeZone: 'Asia/Shanghai',
    });
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Shipments under test', 'About this export']);
    const about = workbook.worksheets[1]!;
    const rows = values(about);
    expect(rows[0]).toEqual(['List', 'Shipments under test']);
    expect(rows[1]).toEqual(['Requested by', 'Grace Lin']);
    expect(rows[2]![0]).toBe('Requested at');
    // the request came at 08:00 UTC (the harness clock): 16:00 in Shanghai, as a date-time cell
    const at = about.getRow(3).getCell(2);
    expect(at.type).toBe(ExcelJS.ValueType.Date);
    expect((at.value as Date).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(rows.slice(3)).toEqual([
      ['Time zone', 'Asia/Shanghai'],
      ['Sort', 'Placed at, descending'],
      // the blank name sets no restriction and is left out; codes read as labels
      ['Filter'],
      ['Platform', 'Lazada'],
      ['Countries', 'Philippines, United States'],
      ['Placed', 'from 2026-02-01'],
      ['Columns'],
      [1, 'Platform'],
      [2, 'Name'],
      [3, 'Placed at'],
    ]);
    // the data sheet holds what the about sheet says: the columns in that order
    expect(values(workbook.worksheets[0]!)[0]).toEqual(['Platform', 'Name', 'Placed at']);
  });

  it('says when there is no filter, and the default sort, in Chinese for a Chinese requester', async () => {
    const rows = values((await exported('supplier2', { conditions: {}, timeZone: 'America/Los_Angeles' })).worksheets[1]!);
    expect(rows).toContainEqual(['筛选条件', '无：列表的全部行']);
    expect(rows).toContainEqual(['排序', '名称, 升序']);
    expect(rows).toContainEqual(['申请人', 'Wei Zhang']);
  });
});

describe('refusals', () => {
  it('refuses a time zone the server does not know, in the user language, and queues nothing', async () => {
    const count = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs')).n;
    const before = await count();
    for (const [account, zone, message] of [
      ['supplier1', 'Mars/Olympus', 'Unknown time zone: Mars/Olympus.'],
      ['supplier1', 'UTC+8', 'Unknown time zone: UTC+8.'],
      ['supplier2', 'Asia/Nowhere', '未知的时区：Asia/Nowhere。'],
    ] as const) {
      const answer = await start(account, { bizType: BIZ, columns: ['name'], timeZone: zone });
      expect(answer.envelope.code, zone).toBe('SYS_INVALID_REQUEST');
      expect(answer.envelope.message).toBe(message);
    }
    expect(await count()).toBe(before);
  });
});

describe('ZoneClock', () => {
  it('follows daylight saving: the same wall-clock hour on both sides of the change', () => {
    const clock = new ZoneClock('America/Los_Angeles');
    const serialAt = (iso: string) => clock.serial(Date.parse(iso));
    // 8 March 2026, 02:00 PST -> 03:00 PDT: noon local is 20:00 UTC before, 19:00 UTC after
    const before = serialAt('2026-03-07T20:00:00Z');
    const after = serialAt('2026-03-08T19:00:00Z');
    expect(after - before).toBeCloseTo(1, 9);
    expect(new ZoneClock('Asia/Kathmandu').offsetAt(Date.parse('2026-03-01T00:00:00Z'))).toBe((5 * 60 + 45) * 60_000);
  });
});
