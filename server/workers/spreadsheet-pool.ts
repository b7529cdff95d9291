// The server thread's side of the spreadsheet worker (spreadsheet-thread-body.ts): one worker
// thread, started on first use, that parses upload bodies and reads spreadsheets while this
// thread keeps answering requests. Calls are queued in the worker in order. When the worker dies
// (a bug, memory), its pending calls fail and the next call starts a new one; open sheets of the
// dead worker are gone, and their imports fail with "could not be read" (a new upload works).
import { Worker } from 'node:worker_threads';
import { SpreadsheetError } from '../imports/xlsx/errors';
import type { ReadOptions } from '../imports/xlsx/read';
import type { Failure, OpenedSheet, Reply, Request, Results } from './protocol';

/** A multipart body the form parser refused (answered 400, not as a server fault). */
export class MalformedFormError extends Error {}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function errorOf(failure: Failure): Error {
  if (failure.kind === 'spreadsheet') return new SpreadsheetError(failure.key, failure.detail, failure.vars);
  if (failure.kind === 'malformedForm') return new MalformedFormError(failure.detail);
  return new Error(`spreadsheet worker: ${failure.message}`);
}

function failAll(error: Error): void {
  for (const call of pending.values()) call.reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./spreadsheet-thread.mjs', import.meta.url));
  w.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(errorOf(reply.failure));
    // an idle worker does not keep the process alive (tests, shutdown)
    if (pending.size === 0) w.unref();
  });
  const gone = (error: Error) => {
    if (worker === w) worker = undefined;
    failAll(error);
  };
  w.on('error', gone);
  w.on('exit', (code) => gone(new Error(`spreadsheet worker exited with code ${code}`)));
  w.unref();
  worker = w;
  return w;
}

function call<K extends Request['op']>(request: Extract<Request, { op: K }>, transfer: ArrayBuffer[] = []): Promise<Results[K]> {
  const w = started();
  const id = nextId++;
  return new Promise<Results[K]>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    w.ref();
    w.postMessage({ id, request }, transfer);
  });
}

/** Starts the worker ahead of the first upload (its start-up loads the reader, a few hundred ms). */
export function warmSpreadsheetWorker(): Promise<void> {
  return call({ op: 'close', handle: 0 }).then(() => undefined);
}

/** A copy of `bytes` in an ArrayBuffer of their own (a Buffer's `slice` would share its pool). */
const copyOf = (bytes: Uint8Array): ArrayBuffer => Uint8Array.prototype.slice.call(bytes).buffer as ArrayBuffer;

/** An ArrayBuffer holding exactly `bytes`: theirs when they fill it, else a copy. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  return copyOf(bytes);
}

/**
 * multipart/form-data as a plain object, parsed in the worker: repeated fields become arrays,
 * files become File. `bytes` is moved to the worker (unusable here afterwards).
 */
export async function parseMultipartOffThread(bytes: Uint8Array, contentType: string): Promise<Record<string, unknown>> {
  const buffer = ownBuffer(bytes);
  const fields = await call({ op: 'multipart', bytes: buffer, contentType }, [buffer]);
  const out: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const had = Object.prototype.hasOwnProperty.call(out, name) ? out[name] : undefined;
    const next = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
    // an own property even for "__proto__", so the input checks see (and refuse) it
    Object.defineProperty(out, name, { value: next, enumerable: true, writable: true, configurable: true });
  };
  for (const [name, value] of fields) add(name, typeof value === 'string' ? value : new File([value.bytes], value.name, { type: value.type }));
  return out;
}

/** The kind of a spreadsheet by content, or the SpreadsheetError that refuses it. `bytes` stay usable. */
export function sniffSpreadsheetOffThread(bytes: Uint8Array): Promise<Results['sniff']> {
  const copy = copyOf(bytes);
  return call({ op: 'sniff', bytes: copy }, [copy]);
}

/** A sheet read in the worker, its rows fetched in slices; close it when done. `bytes` are moved. */
export interface SheetReader extends Omit<OpenedSheet, 'handle'> {
  rows(start: number, count: number): Promise<Results['rows']>;
  close(): Promise<void>;
}

export async function openSheetOffThread(bytes: Uint8Array, options?: ReadOptions): Promise<SheetReader> {
  const buffer = ownBuffer(bytes);
  const { handle, ...sheet } = await call({ op: 'open', bytes: buffer, options }, [buffer]);
  return {
    ...sheet,
    rows: (start, count) => call({ op: 'rows', handle, start, count }),
    close: () => call({ op: 'close', handle }).then(() => undefined),
  };
}
