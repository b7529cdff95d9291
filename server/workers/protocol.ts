// Messages between the server's thread and the spreadsheet worker thread (spreadsheet-pool.ts,
// spreadsheet-thread-body.ts). Bytes cross as transferred ArrayBuffers where the sender no longer
// needs them, so a 20 MB upload is moved, not copied, and nothing large is cloned.
import type { ReadOptions } from '../imports/xlsx/read';
import type { SpreadsheetRow } from '../imports/xlsx/rows';
import type { SpreadsheetMessageKey } from '../imports/xlsx/messages';

/** A file field of a multipart body. */
export interface FormFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** A sheet read by the worker and kept there until closed; rows are fetched a slice at a time. */
export interface OpenedSheet {
  handle: number;
  kind: 'xlsx' | 'csv';
  header: string[];
  headerRowNumber: number;
  rowCount: number;
}

export type Request =
  | { op: 'multipart'; bytes: ArrayBuffer; contentType: string }
  | { op: 'sniff'; bytes: ArrayBuffer }
  | { op: 'open'; bytes: ArrayBuffer; options?: ReadOptions }
  | { op: 'rows'; handle: number; start: number; count: number }
  | { op: 'close'; handle: number };

export interface Results {
  /** Fields in body order; a repeated name appears repeatedly. */
  multipart: [string, string | FormFile][];
  sniff: { kind: 'xlsx' | 'csv' };
  open: OpenedSheet;
  rows: SpreadsheetRow[];
  close: null;
}

/** A failure: a spreadsheet the reader refused (shown to the user), a body that is not a form, or a bug. */
export type Failure =
  | { kind: 'spreadsheet'; key: SpreadsheetMessageKey; detail: string; vars: Record<string, string | number> }
  | { kind: 'malformedForm'; detail: string }
  | { kind: 'error'; message: string };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; failure: Failure };
