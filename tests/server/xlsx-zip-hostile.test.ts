// Hostile archives: decompression bombs (honest and lying), too many entries, zip slip names,
// encryption, unknown compression, ZIP64, split archives, truncation, duplicates and headers
// that disagree. Every one is refused with its code before any damage: the directory checks run
// before inflation, and inflation stops at the declared size.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../server/imports/xlsx/read';
import { inflateEntry, isSafeEntryName, readZipDirectory, ZIP_LIMITS } from '../../server/imports/xlsx/zip';
import { excelWorkbook, handXlsx, refusal, writeZip, type FixtureEntry } from './xlsx-fixtures';

const SHEET = '<row r="1"><c t="inlineStr"><is><t>Name</t></is></c></row><row r="2"><c t="inlineStr"><is><t>x</t></is></c></row>';
const MB = 1024 * 1024;

/** A workbook with one more part. */
const withPart = (entry: FixtureEntry) => handXlsx({ sheet: SHEET, extra: [entry] });

describe('decompression bombs', () => {
  it('stops an entry that inflates past its declared size (100 MB from ~100 KB declared as 1 KB)', () => {
    const zeros = Buffer.alloc(100 * MB);
    const bomb = deflateRawSync(zeros, { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const bytes = handXlsx({
      sheet: SHEET,
      extra: [{ name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1024 }],
    });
    // The directory is plausible: 1 KB declared is under every limit, so only the counter can help.
    const directory = readZipDirectory(bytes);
    const entry = directory.entries.get('xl/worksheets/sheet1.xml')!;
    expect(entry.uncompressedSize).toBe(1024);
    const error = refusal(() => inflateEntry(bytes, entry), 'zipBomb');
    expect(error.detail).toContain('inflates past its declared 1024 bytes');
    refusal(() => readSpreadsheet(bytes), 'zipBomb');
  });

  it('refuses 10 GB declared in total before inflating anything', () => {
    // Three entries of 3.5 GB each (without ZIP64 one entry cannot declare more than 4 GB).
    // Their data is a few bytes that could not inflate to that: the refusal comes first.
    const huge = [1, 2, 3].map((n): FixtureEntry => ({ name: `xl/media/image${n}.png`, data: 'tiny', declaredSize: 3_500_000_000 }));
    const bytes = handXlsx({ sheet: SHEET, extra: huge });
    const error = refusal(() => readSpreadsheet(bytes), 'tooLarge');
    expect(error.text('en')).toContain('200 MB');
    expect(error.detail).toContain('10500');
  });

  it('refuses an entry whose declared ratio is a bomb, honest sizes and all', () => {
    const zeros = Buffer.alloc(20 * MB);
    const bytes = withPart({ name: 'xl/media/zeros.bin', data: zeros });
    refusal(() => readZipDirectory(bytes), 'zipBomb');
    // Small parts compress very well and are not ratio-checked.
    expect(() => readZipDirectory(withPart({ name: 'xl/styles.xml', data: Buffer.alloc(ZIP_LIMITS.ratioCheckAbove) }))).not.toThrow();
  });

  it('applies limits given as options', () => {
    const bytes = withPart({ name: 'xl/media/a.bin', data: Buffer.alloc(3000, 1) });
    refusal(() => readSpreadsheet(bytes, { zip: { maxTotalUncompressed: 2000 } }), 'tooLarge');
    const bomb = refusal(() => readSpreadsheet(bytes, { zip: { maxRatio: 2, ratioCheckAbove: 2500 } }), 'zipBomb');
    expect(bomb.detail).toContain('xl/media/a.bin');
    expect(readSpreadsheet(bytes).rows).toHaveLength(1);
  });
});

describe('entry counts', () => {
  it('refuses more entries than the limit from the end record alone', () => {
    const many = Array.from({ length: ZIP_LIMITS.maxEntries + 1 - 4 }, (_, i): FixtureEntry => ({ name: `xl/p/${i}.xml`, data: '', method: 0 }));
    const bytes = handXlsx({ sheet: SHEET, extra: many });
    const error = refusal(() => readSpreadsheet(bytes), 'tooManyEntries');
    expect(error.text('en')).toContain('10000');
    expect(readZipDirectory(handXlsx({ sheet: SHEET, extra: many.slice(1) })).entries.size).toBe(ZIP_LIMITS.maxEntries);
    refusal(() => readSpreadsheet(handXlsx({ sheet: SHEET }), { zip: { maxEntries: 3 } }), 'tooManyEntries');
  });

  it('refuses an end record that miscounts the directory', () => {
    const entries: FixtureEntry[] = [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ];
    refusal(() => readSpreadsheet(writeZip(entries, { declaredEntryCount: 1 })), 'corrupt');
    refusal(() => readSpreadsheet(writeZip(entries, { declaredEntryCount: 3 })), 'corrupt');
  });
});

describe('names', () => {
  it.each(['../../etc/passwd', 'xl/../../x.xml', '/abs', 'a\\b', 'C:/windows/x', 'a\0b'])('refuses %j', (name) => {
    refusal(() => readSpreadsheet(withPart({ name, data: 'x' })), 'badPath');
  });

  it('accepts ordinary part names', () => {
    for (const name of ['[Content_Types].xml', 'xl/worksheets/sheet1.xml', 'docProps/app.xml', 'xl/media/图片 1.png']) {
      expect(isSafeEntryName(name)).toBe(true);
    }
  });

  it('refuses duplicate names and a local header that names another file', () => {
    const dup = writeZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]);
    refusal(() => readSpreadsheet(dup), 'corrupt');
    const mismatch = handXlsx({
      sheet: SHEET,
      extra: [{ name: 'xl/workbook.xml', localName: 'xl/evil.xml', data: '<workbook/>' }],
    });
    refusal(() => readSpreadsheet(mismatch), 'corrupt');
  });
});

describe('archive features we refuse', () => {
  it('refuses encrypted entries', () => {
    const error = refusal(() => readSpreadsheet(withPart({ name: 'xl/secret.xml', data: 'x', flags: 0x0001 })), 'unsupportedType');
    expect(error.key).toBe('unsupportedZip');
  });

  it('refuses compression methods other than stored and deflate', () => {
    refusal(() => readSpreadsheet(withPart({ name: 'xl/b.xml', data: 'x', method: 0, methodNumber: 12 })), 'unsupportedType');
  });

  it('refuses ZIP64 and split archives', () => {
    const entries: FixtureEntry[] = [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ];
    refusal(() => readSpreadsheet(writeZip(entries, { zip64Locator: true })), 'unsupportedType');
    refusal(() => readSpreadsheet(writeZip([...entries, { name: 'xl/big.bin', data: 'x', declaredSize: 0xffffffff }])), 'unsupportedType');
    refusal(() => readSpreadsheet(writeZip(entries, { diskNumber: 1 })), 'unsupportedType');
  });
});

describe('damaged files', () => {
  it('refuses a truncated workbook wherever it is cut', async () => {
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['Name', 'Qty']);
      for (let i = 0; i < 500; i++) sheet.addRow([`item ${i}`, i]);
    });
    expect(readSpreadsheet(bytes).rows).toHaveLength(500);
    for (const length of [30, Math.floor(bytes.length / 2), bytes.length - 30, bytes.length - 1]) {
      refusal(() => readSpreadsheet(bytes.subarray(0, length)), 'corrupt');
    }
  });

  it('refuses damaged compressed data, wrong sizes and a wrong CRC', () => {
    const bytes = Buffer.from(handXlsx({ sheet: SHEET.repeat(1) }));
    const directory = readZipDirectory(bytes);
    const entry = directory.entries.get('xl/worksheets/sheet1.xml')!;
    const damaged = Buffer.from(bytes);
    const dataStart = entry.localHeaderOffset + 30 + entry.name.length;
    for (let i = 0; i < 8; i++) damaged[dataStart + i] ^= 0xff;
    refusal(() => readSpreadsheet(damaged), 'corrupt');

    refusal(() => readSpreadsheet(withPart({ name: 'xl/worksheets/sheet1.xml', data: worksheet(SHEET), declaredSize: 5000 })), 'corrupt');
    refusal(() => readSpreadsheet(withPart({ name: 'xl/worksheets/sheet1.xml', data: worksheet(SHEET), crc: 1234 })), 'corrupt');
    refusal(() => readSpreadsheet(withPart({ name: 'xl/a.bin', data: 'abc', method: 0, declaredSize: 4 })), 'corrupt');
    refusal(() => readSpreadsheet(withPart({ name: 'xl/a.bin', data: 'abc', declaredCompressedSize: 1_000_000 })), 'corrupt');
  });

  it('finds the end record behind an archive comment', () => {
    const bytes = writeZip(
      [
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'xl/workbook.xml', data: '<workbook/>' },
        { name: 'xl/worksheets/sheet1.xml', data: worksheet(SHEET) },
      ],
      { comment: 'PK\u0005\u0006 a comment that contains a fake signature' },
    );
    expect(readSpreadsheet(bytes).header).toEqual(['Name']);
  });
});

function worksheet(sheetData: string): string {
  return `<worksheet><sheetData>${sheetData}</sheetData></worksheet>`;
}
