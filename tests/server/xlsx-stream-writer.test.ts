// The export's xlsx writer: the file opens in exceljs and in the import pipeline's reader with every
// cell as written; it waits for a slow file (bounded memory); a failing file fails the export
// instead of hanging it.
import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../server/imports/xlsx/read';
import { columnName, XlsxStreamWriter, type XlsxCell, type XlsxExtraSheet } from '../../server/jobs/xlsx-stream-writer';

/** Writes rows through the writer into memory; returns the file. */
async function fileOf(sheetName: string, rows: XlsxCell[][], extra: XlsxExtraSheet[] = []): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const writer = new XlsxStreamWriter(sink, sheetName, extra);
  await writer.start();
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  return Buffer.concat(chunks);
}

const texts = ['plain', 'a & b < c > d "e"', '  spaced  ', 'line one\nline two', '中文 ✓ 🚢', "'=1+2", '</t></is></c><c>', ''];

describe('XlsxStreamWriter', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a file both readers open, every cell as written, across many batches and 30 columns', async () => {
    const width = 30;
    const header = Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
    const rows: XlsxCell[][] = [header];
    for (let r = 0; r < 4000; r++) {
      rows.push(Array.from({ length: width }, (_, c) => (c === 0 ? r : c === 1 ? r % 2 === 0 : c === 2 ? -r / 4 : `${texts[(r + c) % texts.length]}${c > 3 ? ` ${r}` : ''}`)));
    }
    const bytes = await fileOf('Orders & more', rows);

    const ours = readSpreadsheet(new Uint8Array(bytes), { maxRows: 10_000 });
    expect(ours.header).toEqual(header);
    expect(ours.rows).toHaveLength(4000);
    for (const [i, row] of ours.rows.entries()) {
      const want = rows[i + 1]!;
      expect(row.cells[0], `row ${i} number`).toBe(String(want[0]));
      expect(row.cells[3], `row ${i} text`).toBe(String(want[3]));
      expect(row.cells[width - 1], `row ${i} last column`).toBe(String(want[width - 1]));
    }

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Orders & more');
    expect(sheet.rowCount).toBe(4001);
    const row = sheet.getRow(8);
    const want = rows[7]!;
    expect(row.getCell(1).value).toBe(want[0]);
    expect(row.getCell(2).value).toBe(want[1]);
    expect(row.getCell(3).value).toBe(want[2]);
    expect(row.getCell(4).value).toBe(want[3]);
    expect(sheet.getRow(4001).getCell(width).value).toBe(rows[4000]![width - 1]);
  });

  it('writes date cells with their format, and extra sheets after the streamed one (decision 024)', async () => {
    // 46083 = 2026-03-02; .5 = noon
    const rows: XlsxCell[][] = [['When', 'Day'], [{ serial: 46083.5, format: 'datetime' }, { serial: 46083, format: 'date' }]];
    const about: XlsxExtraSheet = { name: 'About & more', rows: [['List', 'Orders'], [], ['At', { serial: 46083.25, format: 'datetime' }]] };
    const bytes = await fileOf('Data', rows, [about]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Data', 'About & more']);
    const [when, day] = [workbook.worksheets[0]!.getCell('A2'), workbook.worksheets[0]!.getCell('B2')];
    expect([when.type, when.numFmt, (when.value as Date).toISOString()]).toEqual([ExcelJS.ValueType.Date, 'yyyy-mm-dd hh:mm:ss', '2026-03-02T12:00:00.000Z']);
    expect([day.type, day.numFmt, (day.value as Date).toISOString()]).toEqual([ExcelJS.ValueType.Date, 'yyyy-mm-dd', '2026-03-02T00:00:00.000Z']);
    const extra = workbook.worksheets[1]!;
    expect(extra.getCell('B1').value).toBe('Orders');
    expect((extra.getCell('B3').value as Date).toISOString()).toBe('2026-03-02T06:00:00.000Z');
    // the import pipeline's reader still takes the data sheet (the first), dates as their serials
    const ours = readSpreadsheet(new Uint8Array(bytes));
    expect(ours.header).toEqual(['When', 'Day']);
    expect(ours.rows[0]!.cells).toEqual(['46083.5', '46083']);
  });

  it('leaves null cells out and keeps empty text', async () => {
    const bytes = await fileOf('S', [['a', 'b', 'c'], [null, '', 'x']]);
    const sheet = readSpreadsheet(new Uint8Array(bytes));
    expect(sheet.rows[0]!.cells).toEqual(['', '', 'x']);
  });

  it('waits for a slow file: what the file has not taken stays small', async () => {
    let buffered = 0;
    let peak = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        setTimeout(done, 1);
      },
    });
    const writer = new XlsxStreamWriter(slow, 'S');
    await writer.start();
    for (let r = 0; r < 20_000; r++) {
      await writer.addRow([r, randomBytes(32).toString('hex'), `${Math.sin(r)}`]);
      buffered = slow.writableLength;
      peak = Math.max(peak, buffered);
    }
    await writer.finish();
    // about 1.5 MB went to the file (random text barely compresses); without waiting, most of it
    // would sit in the stream
    // (measured: about 17 KB, one chunk over the 16 KB mark; 313 KB when the writer did not wait)
    expect(peak).toBeLessThan(64 * 1024);
  }, 60_000);

  it('fails, rather than hangs, when the file fails mid-way', async () => {
    let written = 0;
    const failing = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, done) {
        written += chunk.length;
        setTimeout(() => done(written > 40_000 ? new Error('ENOSPC: no space left on device') : null), 0);
      },
    });
    failing.on('error', () => undefined);
    const writer = new XlsxStreamWriter(failing, 'S');
    const run = (async () => {
      await writer.start();
      for (let r = 0; r < 50_000; r++) await writer.addRow([r, `text ${r} ${Math.random()}`]);
      await writer.finish();
    })();
    await expect(run).rejects.toThrow(/ENOSPC/);
    writer.abort();
  }, 30_000);
});
