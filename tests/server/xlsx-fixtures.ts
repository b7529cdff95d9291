// Fixtures for the spreadsheet reader tests: a tiny ZIP writer that can lie (declared sizes,
// flags, methods, entry counts, zip64 and multi-disk markers), a hand-written xlsx built on it
// for XML shapes exceljs never writes, and real workbooks written by exceljs.
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import '../../server/jobs/exceljs-compat';
import { SpreadsheetError } from '../../server/imports/xlsx/errors';
import type { SpreadsheetErrorCode } from '../../server/imports/xlsx/messages';

export interface FixtureEntry {
  name: string;
  data: Uint8Array | string;
  /** 0 stored, 8 deflate (default). */
  method?: 0 | 8;
  /** Written in the headers instead of `method`; the data is still what `method` produced. */
  methodNumber?: number;
  /** Extra general purpose flags (1 = encrypted). */
  flags?: number;
  /** Written instead of the real uncompressed size. */
  declaredSize?: number;
  /** Written instead of the real compressed size (the real data is still written). */
  declaredCompressedSize?: number;
  crc?: number;
  /** Written in the local header instead of `name`. */
  localName?: string;
}

export interface FixtureZipOptions {
  /** Written in the end record instead of the real count. */
  declaredEntryCount?: number;
  diskNumber?: number;
  /** Puts a ZIP64 end of central directory locator before the end record. */
  zip64Locator?: boolean;
  comment?: string;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

export function writeZip(entries: FixtureEntry[], options: FixtureZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : Buffer.from(e.data);
    const method = e.method ?? 8;
    const body = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(e.name, 'utf8');
    const localName = Buffer.from(e.localName ?? e.name, 'utf8');
    const flags = 0x0800 | (e.flags ?? 0);
    const methodNumber = e.methodNumber ?? method;
    const crc = e.crc ?? crc32(raw);
    const compressed = e.declaredCompressedSize ?? body.length;
    const size = e.declaredSize ?? raw.length;
    const local = Buffer.concat([
      u32(0x04034b50), u16(20), u16(flags), u16(methodNumber), u16(0), u16(0x21),
      u32(crc), u32(compressed), u32(size), u16(localName.length), u16(0), localName, body,
    ]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50), u16(20), u16(20), u16(flags), u16(methodNumber), u16(0), u16(0x21),
        u32(crc), u32(compressed), u32(size), u16(name.length), u16(0), u16(0), u16(0), u16(0), u32(0), u32(offset), name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const count = options.declaredEntryCount ?? entries.length;
  const disk = options.diskNumber ?? 0;
  const locator = options.zip64Locator ? Buffer.concat([u32(0x07064b50), u32(0), u32(0), u32(0), u32(1)]) : Buffer.alloc(0);
  const end = Buffer.concat([
    u32(0x06054b50), u16(disk), u16(disk), u16(count), u16(count), u32(central.length), u32(offset), u16(comment.length), comment,
  ]);
  return Buffer.concat([...locals, central, locator, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

export interface HandXlsx {
  /** The inside of <sheetData>, or a whole worksheet document when it starts with "<?xml". */
  sheet: string;
  /** Shared strings as whole <si> elements. */
  sharedStrings?: string[];
  workbook?: string;
  rels?: string;
  /** More entries (or replacements, by name). */
  extra?: FixtureEntry[];
}

export function worksheetXml(sheetData: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`;
}

/** An xlsx written by hand: the parts a reader needs and nothing else. */
export function handXlsx(spec: HandXlsx): Buffer {
  const entries: FixtureEntry[] = [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'xl/workbook.xml', data: spec.workbook ?? WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: spec.rels ?? RELS },
    { name: 'xl/worksheets/sheet1.xml', data: spec.sheet.startsWith('<?xml') ? spec.sheet : worksheetXml(spec.sheet) },
  ];
  if (spec.sharedStrings) {
    entries.push({
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${spec.sharedStrings.join('')}</sst>`,
    });
  }
  for (const extra of spec.extra ?? []) {
    const at = entries.findIndex((e) => e.name === extra.name);
    if (at >= 0) entries[at] = extra;
    else entries.push(extra);
  }
  return writeZip(entries);
}

/** A real workbook written by exceljs; `fill` adds the content. */
export async function excelWorkbook(fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Data'), workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Runs `read`, expects a SpreadsheetError with `code`, and returns it. */
export function refusal(read: () => unknown, code: SpreadsheetErrorCode): SpreadsheetError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetError);
    const e = error as SpreadsheetError;
    expect(e.code, e.detail).toBe(code);
    expect(e.text('en')).not.toMatch(/\{\w+\}/);
    expect(e.text('zh-CN')).not.toMatch(/\{\w+\}/);
    return e;
  }
  throw new Error(`expected a ${code} refusal, but the read succeeded`);
}
