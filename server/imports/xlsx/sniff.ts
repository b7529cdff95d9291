// What an upload is, decided from its bytes alone. The file name, extension and MIME type the
// browser sent are never consulted: they are chosen by whoever sends the file. An xlsx is a ZIP
// whose central directory (read and checked against the limits, nothing inflated yet) has the
// two parts every workbook has; text is accepted as CSV when it decodes as UTF-8 (or UTF-16 with
// a byte order mark, which Excel's "Unicode text" writes) and has no NUL; everything else is
// refused with the most useful reason we can tell.
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

const refuse = (key: 'unsupportedType' | 'legacyXls' | 'notWorkbook' | 'notUtf8' | 'empty', detail: string) => new SpreadsheetError(key, detail);

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
  return { kind: 'csv', text };
}
