// The spreadsheet reader of the bulk-import pipeline: bytes in, header and rows of text out, or a
// SpreadsheetError. The kind is decided by content (sniff.ts); an xlsx is checked against the
// zip limits before anything is inflated, and only the three parts we need are inflated (the
// workbook and its relationships are a few KB, then the shared strings and the first sheet).
// Parts are decoded to strings once and scanned without building a document tree.
//
// The first non-blank row is the header. Data rows are padded with '' to the header's width, so
// a validator can index any header column; extra cells to the right are kept for it to report.
//
// Cell text comes back exactly as the file holds it, formula-looking text included. Anything that
// writes it into a spreadsheet again (error files, exports) goes through server/lists/neutralise.ts.
import { isAscii } from 'node:buffer';
import { SpreadsheetError } from './errors';
import { scanCsv } from './csv';
import type { RowSink, SpreadsheetRow } from './rows';
import { readSharedStrings } from './shared-strings';
import { scanWorksheet } from './sheet';
import { sniff } from './sniff';
import { findWorkbookParts } from './workbook';
import { inflateEntry, type ZipDirectory, type ZipLimits } from './zip';

export interface ReadLimits {
  /** Data rows (not counting the header). More is refused as soon as row maxRows + 1 is met. */
  maxRows: number;
  /** Columns read; text further right is refused. Excel 2003's limit, far beyond any template. */
  maxColumns: number;
}

export const READ_LIMITS: Readonly<ReadLimits> = { maxRows: 100_000, maxColumns: 256 };

export interface ReadOptions extends Partial<ReadLimits> {
  zip?: Partial<ZipLimits>;
}

export interface Spreadsheet {
  kind: 'xlsx' | 'csv';
  header: string[];
  /** Row number of the header, usually 1. */
  headerRowNumber: number;
  rows: SpreadsheetRow[];
}

/**
 * XML parts are UTF-8 in practice; the spec also allows UTF-16 with a byte order mark. A worksheet
 * is usually pure ASCII (its text lives in the shared strings), and copying ASCII bytes into a
 * one-byte string is much cheaper than UTF-8 decoding.
 */
function partText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (isAscii(bytes)) return bytes.toString('latin1');
  return new TextDecoder('utf-8').decode(bytes);
}

function readPart(bytes: Uint8Array, directory: ZipDirectory, name: string): string {
  const entry = directory.entries.get(name);
  if (!entry) throw new SpreadsheetError('noSheet', `no part ${name}`);
  return partText(inflateEntry(bytes, entry));
}

function readXlsx(bytes: Uint8Array, directory: ZipDirectory, onRow: RowSink, limits: ReadLimits): void {
  const has = (name: string) => directory.entries.has(name);
  const workbook = readPart(bytes, directory, 'xl/workbook.xml');
  const rels = has('xl/_rels/workbook.xml.rels') ? readPart(bytes, directory, 'xl/_rels/workbook.xml.rels') : undefined;
  const parts = findWorkbookParts(workbook, rels, has);
  const shared = parts.sharedStrings === undefined ? [] : readSharedStrings(readPart(bytes, directory, parts.sharedStrings));
  scanWorksheet(readPart(bytes, directory, parts.sheet), shared, onRow, limits);
}

export function readSpreadsheet(bytes: Uint8Array, options: ReadOptions = {}): Spreadsheet {
  const limits: ReadLimits = {
    maxRows: options.maxRows ?? READ_LIMITS.maxRows,
    maxColumns: options.maxColumns ?? READ_LIMITS.maxColumns,
  };
  const sniffed = sniff(bytes, options.zip);

  let header: string[] | undefined;
  let headerRowNumber = 0;
  const rows: SpreadsheetRow[] = [];
  const onRow: RowSink = (rowNumber, cells, formulaColumns) => {
    if (header === undefined) {
      header = cells;
      headerRowNumber = rowNumber;
      return;
    }
    if (rows.length >= limits.maxRows) {
      throw new SpreadsheetError('tooManyRows', `more than ${limits.maxRows} data rows (row ${rowNumber})`, { limit: limits.maxRows });
    }
    const width = header.length;
    while (cells.length < width) cells.push('');
    while (cells.length > width && cells[cells.length - 1] === '') cells.pop();
    rows.push(formulaColumns === undefined ? { rowNumber, cells } : { rowNumber, cells, formulaColumns });
  };

  if (sniffed.kind === 'xlsx') readXlsx(bytes, sniffed.directory, onRow, limits);
  else scanCsv(sniffed.text, onRow, limits);

  if (header === undefined) throw new SpreadsheetError('noSheet', 'no non-blank row');
  return { kind: sniffed.kind, header, headerRowNumber, rows };
}
