// The spreadsheet worker thread: the CPU-heavy parts of an upload run here, off the thread that
// answers requests (issue 15: a 17 MB CSV held every other request for 6.7 s). It parses
// multipart bodies, decides a file's type by content, inflates and scans xlsx parts or CSV text,
// and keeps a read sheet until the import runner has taken its rows, a slice at a time.
import { parentPort } from 'node:worker_threads';
import { SpreadsheetError } from '../imports/xlsx/errors';
import { readSpreadsheet, type Spreadsheet } from '../imports/xlsx/read';
import { sniff } from '../imports/xlsx/sniff';
import type { Failure, FormFile, Reply, Request, Results } from './protocol';

/** A sheet not asked for in this long was abandoned (its runner died): dropped. */
const SHEET_IDLE_MS = 10 * 60_000;

const sheets = new Map<number, { sheet: Spreadsheet; usedAt: number }>();
let nextHandle = 1;

setInterval(() => {
  const now = Date.now();
  for (const [handle, entry] of sheets) if (now - entry.usedAt > SHEET_IDLE_MS) sheets.delete(handle);
}, 60_000).unref();

class MalformedForm extends Error {}

async function multipart(bytes: ArrayBuffer, contentType: string): Promise<{ value: Results['multipart']; transfer: ArrayBuffer[] }> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch (error) {
    throw new MalformedForm(error instanceof Error ? error.message : String(error));
  }
  const value: Results['multipart'] = [];
  const transfer: ArrayBuffer[] = [];
  for (const [name, entry] of form.entries()) {
    if (typeof entry === 'string') {
      value.push([name, entry]);
      continue;
    }
    const file: FormFile = { name: entry.name, type: entry.type, bytes: await entry.arrayBuffer() };
    transfer.push(file.bytes);
    value.push([name, file]);
  }
  return { value, transfer };
}

function sheetOf(handle: number): Spreadsheet {
  const entry = sheets.get(handle);
  if (!entry) throw new Error(`no open sheet ${handle}`);
  entry.usedAt = Date.now();
  return entry.sheet;
}

async function run(request: Request): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'multipart':
      return multipart(request.bytes, request.contentType);
    case 'sniff':
      return { value: { kind: sniff(new Uint8Array(request.bytes)).kind } satisfies Results['sniff'] };
    case 'open': {
      const sheet = readSpreadsheet(new Uint8Array(request.bytes), request.options);
      const handle = nextHandle++;
      sheets.set(handle, { sheet, usedAt: Date.now() });
      const value: Results['open'] = { handle, kind: sheet.kind, header: sheet.header, headerRowNumber: sheet.headerRowNumber, rowCount: sheet.rows.length };
      return { value };
    }
    case 'rows':
      return { value: sheetOf(request.handle).rows.slice(request.start, request.start + request.count) satisfies Results['rows'] };
    case 'close':
      sheets.delete(request.handle);
      return { value: null };
  }
}

function failureOf(error: unknown): Failure {
  if (error instanceof SpreadsheetError) return { kind: 'spreadsheet', key: error.key, detail: error.detail, vars: error.vars };
  if (error instanceof MalformedForm) return { kind: 'malformedForm', detail: error.message };
  return { kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

const port = parentPort;
if (!port) throw new Error('spreadsheet-thread-body runs in a worker thread');
port.on('message', (message: { id: number; request: Request }) => {
  run(message.request).then(
    ({ value, transfer }) => port.postMessage({ id: message.id, ok: true, value } satisfies Reply, transfer ?? []),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, failure: failureOf(error) } satisfies Reply),
  );
});
