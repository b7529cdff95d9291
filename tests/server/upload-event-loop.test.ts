// A large accepted upload must not freeze the server for everyone else (issue 15). A 20 MB file
// goes through the real HTTP server (@hono/node-server on a free port) as the portal sends it, and
// the import runner reads and checks it, while the event loop's delay is sampled every 5 ms and a
// probe keeps asking for an unrelated static file. Content checks, zip inflation, sheet scanning
// and row checking run in a worker thread or in slices that yield, so the delay other requests see
// stays under 100 ms at the 99th percentile (figures: docs/reliability.md). Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema } from '../../src/contract';
import { ImportRunner } from '../../server/imports/runner';
import { createHarness, type Harness } from './harness';
import { writeZip } from './xlsx-fixtures';

const TARGET_P99_MS = 100;
/** No single stall this long either (before the fix: 7.7 s on PGlite, 1.6 s on PostgreSQL). */
const LONGEST_STALL_MS = 400;
const FILE_BYTES = 20 * 1024 * 1024;

let h: Harness;
let server: Server;
let origin: string;
let cookie: string;
let runner: ImportRunner;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  server = createServer(getRequestListener(h.app.fetch));
  // The client reuses the previous case's keep-alive socket after building the next file; on a
  // loaded machine that can take the server's default 5 s idle timeout, and a request sent on the
  // socket as the server closes it fails with ECONNRESET (seen once in a full run). Both ends are
  // the test's own: keep idle sockets open for longer than any case takes.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = new ImportRunner({ db: h.db, pollMs: 50, log: () => {} });
  await runner.start();
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

const HEADER = ['code', 'name', 'type', 'country', 'city', 'currency', 'status', 'remark'];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
/** Text that does not compress much (a fixed-seed generator: the same file every run). */
function noise(length: number, seed: { s: number }): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    seed.s = (Math.imul(seed.s, 1103515245) + 12345) >>> 0;
    out += ALPHABET[(seed.s >>> 16) % ALPHABET.length];
  }
  return out;
}

/** `count` valid warehouse rows, each with a remark of `remark` characters. */
function warehouseRows(count: number, remark: number): string[][] {
  const seed = { s: 15 };
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    rows.push([`EL${String(i).padStart(6, '0')}`, `Event loop warehouse ${i}`, 'own', 'CN', 'Shenzhen', 'CNY', 'active', noise(remark, seed)]);
  }
  return rows;
}

function csvFile(bytes: number): Blob {
  const rows = warehouseRows(Math.floor((bytes - 100) / 212), 140);
  const lines = [HEADER.join(','), ...rows.map((r) => r.join(','))];
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

/** A deflated xlsx of about 20 MB: 95,000 rows whose remarks hardly compress. */
function xlsxFile(): Blob {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rows = [HEADER, ...warehouseRows(95_000, 260)];
  const sheetRows = rows.map((r, i) => `<row r="${i + 1}">${r.map((v) => `<c t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`;
  const zip = writeZip(
    [
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
      {
        name: 'xl/workbook.xml',
        data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
  return new Blob([new Uint8Array(zip)]);
}

interface Measured {
  p99: number;
  max: number;
  probes: number;
  probeMax: number;
  probeErrors: number;
  status: string;
  total: number;
  seconds: number;
}

/** Uploads the file over HTTP and waits until the runner has read it, sampling the event loop. */
async function uploadAndRead(file: Blob, name: string): Promise<Measured> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let probing = true;
  const probeTimes: number[] = [];
  let probeErrors = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      try {
        const answer = await fetch(`${origin}/gateway/login.css`);
        await answer.arrayBuffer();
        probeTimes.push(performance.now() - started);
      } catch {
        // a keep-alive socket reset while the server did not turn: counted, not thrown
        probeErrors += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  histogram.enable();
  try {
    const form = new FormData();
    form.set('file', new File([file], name));
    form.set('timezone', 'GMT+08:00');
    form.set('preview', '1');
    form.set('bizType', 'warehouse');
    const answer = await fetch(`${origin}/back/api/scm-app/supplier/import/upload`, {
      method: 'POST',
      headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
      body: form,
    });
    const envelope = (await answer.json()) as { code: string; message: string; data: unknown };
    expect(envelope.code, envelope.message).toBe('0');
    const id = importRecordSchema.parse(envelope.data).id;
    let record = importRecordSchema.parse(envelope.data);
    while (!['review', 'failed', 'done'].includes(record.status)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const got = (await (await fetch(`${origin}/back/api/scm-app/supplier/import/warehouse/${id}`, { headers: { Cookie: cookie } })).json()) as { data: unknown };
      record = importRecordSchema.parse(got.data);
    }
    return {
      p99: histogram.percentile(99) / 1e6,
      max: histogram.max / 1e6,
      probes: probeTimes.length,
      probeMax: Math.max(...probeTimes),
      probeErrors,
      status: record.status,
      total: record.counts.total,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    histogram.disable();
    probing = false;
    await probe;
  }
}

const cases = [
  // 212 bytes a row: 98,922 rows (the reader's limit is 100,000)
  { kind: 'csv', file: () => csvFile(FILE_BYTES), rows: Math.floor((FILE_BYTES - 100) / 212) },
  { kind: 'xlsx', file: xlsxFile, rows: 95_000 },
];

describe(`a 20 MB upload keeps the event loop delay under ${TARGET_P99_MS} ms p99 and every stall under ${LONGEST_STALL_MS} ms (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  for (const { kind, file: make, rows } of cases) {
    it(kind, async () => {
      const file = make();
      const m = await uploadAndRead(file, `warehouses.${kind}`);
      console.log(`[event loop] ${kind} ${(file.size / 1048576).toFixed(1)} MB, ${m.total} rows, ${m.status} in ${m.seconds.toFixed(1)} s: delay p99 ${m.p99.toFixed(1)} ms, max ${m.max.toFixed(1)} ms; ${m.probes} probes, slowest ${m.probeMax.toFixed(1)} ms, ${m.probeErrors} failed`);
      expect(m.status).toBe('review');
      expect(m.total).toBe(rows);
      expect(m.p99).toBeLessThan(TARGET_P99_MS);
      expect(m.max).toBeLessThan(LONGEST_STALL_MS);
    }, 300_000);
  }
});
