// CSV through the spreadsheet reader: RFC 4180 quoting (doubled quotes, delimiters and line
// breaks inside quotes), a byte order mark, the delimiter taken from the header record (comma,
// semicolon, tab, or Excel's "sep=" line), UTF-16 "Unicode text", record numbers as row numbers,
// blank records, limits and an unclosed quote.
import { describe, expect, it } from 'vitest';
import { detectDelimiter } from '../../server/imports/xlsx/csv';
import { readSpreadsheet } from '../../server/imports/xlsx/read';
import { refusal } from './xlsx-fixtures';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('CSV', () => {
  it('reads quotes, doubled quotes, embedded delimiters and line breaks, and a BOM', () => {
    const text = '\uFEFFName,Note,Qty\r\n"Apple, red","He said ""hi""\r\nsecond line",3\r\nplain,=1+1,"4"\r\n';
    const sheet = readSpreadsheet(csv(text));
    expect(sheet.kind).toBe('csv');
    expect(sheet.header).toEqual(['Name', 'Note', 'Qty']);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['Apple, red', 'He said "hi"\r\nsecond line', '3'] },
      // Formula-looking text is just text here; exports and error files neutralise it on the way out.
      { rowNumber: 3, cells: ['plain', '=1+1', '4'] },
    ]);
  });

  it('takes the delimiter from the header record', () => {
    expect(readSpreadsheet(csv('Name;Price;Note\nA;1,5;"x;y"\n')).rows[0].cells).toEqual(['A', '1,5', 'x;y']);
    expect(readSpreadsheet(csv('Name\tPrice\nA\t1,5\n')).rows[0].cells).toEqual(['A', '1,5']);
    expect(readSpreadsheet(csv('sep=;\nName,x;Price\nA;1\n')).header).toEqual(['Name,x', 'Price']);
    expect(detectDelimiter('"a;b;c",d\n1;2;3;4')).toBe(',');
    expect(detectDelimiter('single column\n1,2')).toBe(',');
  });

  it('counts records, not lines, skips blank records, and pads to the header', () => {
    const text = 'A,B,C\n\n"multi\nline",2\n,,\nlast\rold mac,x\n';
    const sheet = readSpreadsheet(csv(text));
    expect(sheet.rows).toEqual([
      { rowNumber: 3, cells: ['multi\nline', '2', ''] },
      { rowNumber: 5, cells: ['last', '', ''] },
      { rowNumber: 6, cells: ['old mac', 'x', ''] },
    ]);
  });

  it('is lenient with stray quotes like spreadsheet programs, but not with an unclosed one', () => {
    expect(readSpreadsheet(csv('A,B\n5" screen,"quoted"tail\n')).rows[0].cells).toEqual(['5" screen', 'quotedtail']);
    const error = refusal(() => readSpreadsheet(csv('A,B\n1,2\n3,"never closed\n4,5\n')), 'corrupt');
    expect(error.key).toBe('unclosedQuote');
    expect(error.text('en')).toBe('A quotation mark opened in row 3 is never closed.');
  });

  it('reads UTF-16 text with a byte order mark (Excel "Unicode text")', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('名称\t数量\r\n苹果\t3\r\n', 'utf16le')]);
    const sheet = readSpreadsheet(utf16);
    expect(sheet.header).toEqual(['名称', '数量']);
    expect(sheet.rows).toEqual([{ rowNumber: 2, cells: ['苹果', '3'] }]);
  });

  it('enforces the row and column limits', () => {
    const rows = ['H,I', ...Array.from({ length: 10 }, (_, i) => `${i},x`)].join('\n');
    expect(readSpreadsheet(csv(rows), { maxRows: 10 }).rows).toHaveLength(10);
    refusal(() => readSpreadsheet(csv(rows), { maxRows: 9 }), 'tooManyRows');
    // A million empty fields are dropped, not stored; a value past the limit is refused.
    expect(readSpreadsheet(csv(`A${','.repeat(1_000_000)}\n1\n`)).header).toHaveLength(256);
    const wide = refusal(() => readSpreadsheet(csv(`A${','.repeat(300)}x\n`)), 'tooLarge');
    expect(wide.vars).toMatchObject({ row: 1, column: 'KO', limit: 256 });
  });

  it('reads 10^4 records with mixed content', () => {
    const lines = ['SKU,Name,Qty,Note'];
    const expected: string[][] = [];
    for (let i = 1; i <= 10_000; i++) {
      const name = i % 2 ? `产品 ${i}` : `Item, "${i}"`;
      const note = i % 3 ? '' : `a\nb${i}`;
      lines.push([`SKU-${i}`, `"${name.replace(/"/g, '""')}"`, String(i), note ? `"${note}"` : ''].join(','));
      expected.push([`SKU-${i}`, name, String(i), note]);
    }
    const sheet = readSpreadsheet(csv(lines.join('\r\n')));
    expect(sheet.rows.map((r) => r.cells)).toEqual(expected);
    expect(sheet.rows[9_999].rowNumber).toBe(10_001);
  });
});
