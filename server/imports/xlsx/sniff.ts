// What an upload is, decided from its bytes alone. The file name, extension and MIME type the
// browser sent are never consulted: they are chosen by whoever sends the file. An xlsx is a ZIP
// whose central directory (read and checked against the limits, nothing inflated yet) has the
// two parts every workbook has; text is accepted as CSV when it decodes as UTF-8 (or UTF-16 with
// a byte order mark, which Excel's "Unicode text" writes), has no NUL and looks like a table
// (csvTextProblem: not markup or JSON, no control characters, a header record with at least two
// fields; every import template has two or more required columns, so a one-field header can never
// be one); everything else is refused with the most useful reason we can tell. Text that is not a
// table is "not a spreadsheet", never a missing column.
import { SpreadsheetError } from './errors';
import { readZipDirectory, type ZipDirectory, type ZipLimits } from './zip';

export type Sniffed = { kind: 'xlsx'; directory: ZipDirectory } | { kind: 'csv'; text: string };

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_OTHER_STARTS = [
  [0x50, 0x4b, 0x05, 0x06], // an empty archive
  [0x50, 0x4b, 0x07, 0x08], // a spanned archive
];
/** OLE2 compound file: Excel 97-2003, and also Office's wrapper around a password-protected xlsx. */
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Binary formats that can be pure ASCII at the start and would otherwise pass as text. */
const TEXT_LIKE_BINARIES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic[i]) return false;
  return true;
}

const refuse = (key: 'unsupportedType' | 'legacyXls' | 'notWorkbook' | 'notUtf8' | 'empty' | 'notSpreadsheet', detail: string) => new SpreadsheetError(key, detail);

/** How much of a text the CSV check reads (the header and the first records are what it judges). */
const TEXT_CHECK_CHARS = 64 * 1024;
// C0 controls other than tab, LF and CR, and DEL: no spreadsheet program writes them into a CSV
const CONTROL = /[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/;
const SEP_LINE = /^sep=.\r?\n?/;

/** Why decoded text is not a CSV table, or null when it is one (see the header comment). */
export function csvTextProblem(text: string): string | null {
  const head = text.slice(0, TEXT_CHECK_CHARS);
  const start = head.trimStart();
  if (start.startsWith('<')) return 'markup (HTML, XML or SVG)';
  if (start.startsWith('{')) return 'JSON object';
  if (start.startsWith('[')) {
    try {
      JSON.parse(text);
      return 'JSON array';
    } catch {
      // a header cell in brackets: go on
    }
  }
  if (CONTROL.test(head)) return 'control characters in text';
  // the header record: the first line with something in it, after Excel's "sep=" line
  const body = start.replace(SEP_LINE, '');
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) return null;
    else if (!quoted && (c === '\n' || c === '\r')) break;
  }
  return 'header record without a field delimiter';
}

function decodeText(bytes: Uint8Array): string {
  // TextDecoder drops the byte order mark it recognises, so "\uFEFFName" never reaches a header.
  if (startsWith(bytes, UTF16LE_BOM) || startsWith(bytes, UTF16BE_BOM)) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      throw refuse('unsupportedType', `invalid ${encoding} text`);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Binary files have NUL bytes early; text without them is most likely GBK or Latin-1, which
    // the user can fix by saving as CSV UTF-8.
    const head = bytes.subarray(0, 64 * 1024);
    throw head.includes(0) ? refuse('unsupportedType', 'binary content') : refuse('notUtf8', 'text is not valid UTF-8');
  }
  return text;
}

export function sniff(bytes: Uint8Array, zipLimits: Partial<ZipLimits> = {}): Sniffed {
  if (bytes.length === 0) throw refuse('empty', 'no bytes');
  if (startsWith(bytes, OLE_HEADER)) throw refuse('legacyXls', 'OLE compound file (xls or encrypted xlsx)');
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    const directory = readZipDirectory(bytes, zipLimits);
    const missing = WORKBOOK_PARTS.filter((name) => !directory.entries.has(name));
    if (missing.length > 0) throw refuse('notWorkbook', `zip without ${missing.join(', ')}`);
    return { kind: 'xlsx', directory };
  }
  if (ZIP_OTHER_STARTS.some((magic) => startsWith(bytes, magic))) throw refuse('notWorkbook', 'zip without entries');
  if (TEXT_LIKE_BINARIES.some((magic) => startsWith(bytes, magic))) throw refuse('unsupportedType', 'known binary document');
  const text = decodeText(bytes);
  if (text.includes('\0')) throw refuse('unsupportedType', 'NUL in text');
  if (!/\S/.test(text)) throw refuse('empty', 'only white space');
  const problem = csvTextProblem(text);
  if (problem) throw refuse('notSpreadsheet', problem);
  return { kind: 'csv', text };
}
