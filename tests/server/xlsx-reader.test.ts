// The spreadsheet reader on well-formed files: real workbooks written by exceljs (shared strings,
// rich text, numbers, booleans, dates, formulas with cached results, gaps), hand-written parts
// in shapes other writers produce (inline strings, prefixed elements, escapes, phonetic runs,
// cells without references, hidden first sheets), content sniffing, and 10^4 mixed rows.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../server/imports/xlsx/read';
import { columnName } from '../../server/imports/xlsx/rows';
import { sniff } from '../../server/imports/xlsx/sniff';
import { excelWorkbook, handXlsx, refusal, writeZip } from './xlsx-fixtures';

describe('xlsx written by exceljs', () => {
  it('reads shared strings, rich text, numbers, booleans, dates, formulas and gaps', async () => {
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['Name', 'Qty', 'Price', 'Active', 'Total', 'Listed', 'Label']);
      sheet.addRow([
        'Apple & <pear> "quoted"',
        3,
        -1.25,
        true,
        { formula: 'B2*C2', result: -3.75 },
        new Date(Date.UTC(2024, 0, 31)),
        { richText: [{ text: 'bo', font: { bold: true } }, { text: 'ld' }] },
      ]);
      sheet.getCell('A4').value = '中文名称';
      sheet.getCell('D4').value = false;
      sheet.getCell('G4').value = 'far right';
      sheet.getCell('C5').value = '=1+1';
      sheet.getCell('E5').value = { formula: 'A4&"!"', result: '中文名称!' };
    });
    const sheet = readSpreadsheet(bytes);
    expect(sheet.kind).toBe('xlsx');
    expect(sheet.header).toEqual(['Name', 'Qty', 'Price', 'Active', 'Total', 'Listed', 'Label']);
    expect(sheet.headerRowNumber).toBe(1);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['Apple & <pear> "quoted"', '3', '-1.25', 'TRUE', '-3.75', '45322', 'bold'], formulaColumns: [4] },
      // Row 3 is blank and not reported; row numbers stay those of the sheet.
      { rowNumber: 4, cells: ['中文名称', '', '', 'FALSE', '', '', 'far right'] },
      // A text cell that looks like a formula is text; a real formula yields its cached result.
      { rowNumber: 5, cells: ['', '', '=1+1', '', '中文名称!', '', ''], formulaColumns: [4] },
    ]);
  });

  it('pads short rows to the header and keeps extra cells to the right', async () => {
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['A', 'B', 'C']);
      sheet.addRow(['only a']);
      sheet.addRow(['a', 'b', 'c', 'd', 'e']);
    });
    expect(readSpreadsheet(bytes).rows.map((r) => r.cells)).toEqual([
      ['only a', '', ''],
      ['a', 'b', 'c', 'd', 'e'],
    ]);
  });

  it('reads 10^4 rows of mixed content exactly', async () => {
    const expected: string[][] = [];
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['SKU', 'Name', 'Qty', 'Price', 'Active', 'Note']);
      for (let i = 1; i <= 10_000; i++) {
        const name = i % 3 === 0 ? `产品 ${i}` : `Item <${i}> & "co"`;
        const note = i % 5 === 0 ? '' : i % 7 === 0 ? `=HYPERLINK("x${i}")` : `line1\nline2 ${i}`;
        sheet.addRow([`SKU-${i}`, name, i * 3, i / 4, i % 2 === 0, note]);
        const cells = [`SKU-${i}`, name, String(i * 3), String(i / 4), i % 2 === 0 ? 'TRUE' : 'FALSE', note];
        expected.push(cells);
      }
    });
    const sheet = readSpreadsheet(bytes);
    expect(sheet.rows).toHaveLength(10_000);
    expect(sheet.rows.map((r) => r.cells)).toEqual(expected);
    expect(sheet.rows[9_999].rowNumber).toBe(10_001);
    expect(sheet.rows.some((r) => r.formulaColumns)).toBe(false);
  });
});

describe('hand-written xlsx parts', () => {
  it('reads inline strings, str/e/d types, escapes, entities and phonetic runs', () => {
    const bytes = handXlsx({
      sharedStrings: [
        '<si><t>Head&amp;er</t></si>',
        '<si><r><t>Rich </t></r><r><rPr><b/></rPr><t xml:space="preserve">text </t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>',
        '<si><t>a_x000D_b _x005F_x000D_ &#x4E2D;&#25991; &lt;&gt;&quot;&apos;</t></si>',
        '<si/>',
      ],
      sheet:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Second</t></is></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c><c r="C2" t="s"><v>3</v></c></row>' +
        '<row r="3"><c r="A3" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r></is></c><c r="B3" t="e"><v>#N/A</v></c>' +
        '<c r="C3" t="d"><v>2024-01-31T00:00:00Z</v></c><c r="D3" t="str"><f>A3</f><v>x &amp; y</v></c>' +
        '<c r="E3" t="n"><v>1.5E-3</v></c><c r="F3"><v><![CDATA[<cdata & raw>]]></v></c></row>',
    });
    const sheet = readSpreadsheet(bytes);
    expect(sheet.header).toEqual(['Head&er', 'Second']);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['Rich text ', 'a\rb _x000D_ 中文 <>"\''] },
      { rowNumber: 3, cells: ['inline', '#N/A', '2024-01-31T00:00:00Z', 'x & y', '1.5E-3', '<cdata & raw>'], formulaColumns: [3] },
    ]);
  });

  it('follows cells and rows without references and accepts prefixed elements', () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
  <x:sheetData>
    <x:row><x:c t="inlineStr"><x:is><x:t>A</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>B</x:t></x:is></x:c></x:row>
    <x:row>
      <x:c><x:v>1</x:v></x:c>
      <x:c><x:v>2</x:v></x:c>
    </x:row>
    <!-- a comment <row> -->
    <x:row r="7"><x:c r="B7" t="b"><x:v>1</x:v></x:c></x:row>
  </x:sheetData>
</x:worksheet>`;
    const read = readSpreadsheet(handXlsx({ sheet }));
    expect(read.header).toEqual(['A', 'B']);
    expect(read.rows).toEqual([
      { rowNumber: 2, cells: ['1', '2'] },
      { rowNumber: 7, cells: ['', 'TRUE'] },
    ]);
  });

  it('reads the first visible worksheet through the relationships, not sheet1.xml by name', () => {
    const workbook = `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>
      <sheet name="Lists" sheetId="1" state="hidden" r:id="rId1"/><sheet name="Chart" sheetId="2" r:id="rId3"/><sheet name="Data" sheetId="3" r:id="rId2"/>
    </sheets></workbook>`;
    const rels = `<Relationships>
      <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
      <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/./data.xml"/>
      <Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet" Target="chartsheets/sheet1.xml"/>
    </Relationships>`;
    const bytes = handXlsx({
      workbook,
      rels,
      sheet: '<row r="1"><c t="inlineStr"><is><t>hidden list</t></is></c></row>',
      extra: [{ name: 'xl/worksheets/data.xml', data: '<worksheet><sheetData><row r="3"><c r="A3"><v>42</v></c></row></sheetData></worksheet>' }],
    });
    const read = readSpreadsheet(bytes);
    expect(read.header).toEqual(['42']);
    expect(read.headerRowNumber).toBe(3);
  });

  it('refuses a sheet with no header row, a missing worksheet and a DOCTYPE', () => {
    refusal(() => readSpreadsheet(handXlsx({ sheet: '<row r="1"><c r="A1" s="3"/></row>' })), 'noSheet');
    refusal(() => readSpreadsheet(handXlsx({ sheet: '' })), 'noSheet');
    const withoutSheet = writeZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook><sheets/></workbook>' },
    ]);
    refusal(() => readSpreadsheet(withoutSheet), 'noSheet');
    const doctype = handXlsx({ sheet: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet><sheetData/></worksheet>' });
    refusal(() => readSpreadsheet(doctype), 'corrupt');
  });

  it('refuses rows out of order, references to missing shared strings and unclosed sheet data', () => {
    refusal(() => readSpreadsheet(handXlsx({ sheet: '<row r="2"><c><v>1</v></c></row><row r="2"><c><v>1</v></c></row>' })), 'corrupt');
    refusal(() => readSpreadsheet(handXlsx({ sheet: '<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>1</v></c></row>' })), 'corrupt');
    refusal(() => readSpreadsheet(handXlsx({ sheet: '<row r="1"><c r="A1" t="s"><v>5</v></c></row>', sharedStrings: ['<si><t>x</t></si>'] })), 'corrupt');
    refusal(() => readSpreadsheet(handXlsx({ sheet: '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c><v>1</v></c></row>' })), 'corrupt');
  });

  it('enforces the row and column limits and says where', () => {
    const rows = Array.from({ length: 6 }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`).join('');
    expect(readSpreadsheet(handXlsx({ sheet: rows }), { maxRows: 5 }).rows).toHaveLength(5);
    const tooMany = refusal(() => readSpreadsheet(handXlsx({ sheet: rows }), { maxRows: 4 }), 'tooManyRows');
    expect(tooMany.text('en')).toContain('4');

    const wide = handXlsx({ sheet: '<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="XFD2"><v>1</v></c></row>' });
    const error = refusal(() => readSpreadsheet(wide), 'tooLarge');
    expect(error.text('en')).toBe('Row 2 has a value in column XFD, beyond the 256 columns we read.');
    expect(error.text('zh-CN')).toContain('第 2 行');
    // Styled but empty cells far to the right are not data.
    const styled = handXlsx({ sheet: '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="2"/></row>' });
    expect(readSpreadsheet(styled).header).toEqual(['1']);
  });

  it('names columns like a spreadsheet', () => {
    expect([0, 2, 25, 26, 27, 701, 702, 16_383].map(columnName)).toEqual(['A', 'C', 'Z', 'AA', 'AB', 'ZZ', 'AAA', 'XFD']);
  });
});

describe('content sniffing', () => {
  it('detects an xlsx whatever it is called or declared to be', async () => {
    const bytes = await excelWorkbook((sheet) => sheet.addRow(['Name']));
    const dir = mkdtempSync(join(tmpdir(), 'wharf-sniff-'));
    try {
      // The reader has no parameter for a file name or MIME type: there is nothing to trust.
      const renamed = join(dir, 'products.csv');
      writeFileSync(renamed, bytes);
      expect(sniff(readFileSync(renamed)).kind).toBe('xlsx');
      expect(readSpreadsheet(readFileSync(renamed)).kind).toBe('xlsx');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // @ts-expect-error readSpreadsheet takes no declared name or type
    readSpreadsheet(bytes, { fileName: 'x.csv', mimeType: 'text/csv' });
  });

  it('refuses PNG, PDF, legacy xls, other zips, binaries and empty files with a reason', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(refusal(() => readSpreadsheet(png), 'unsupportedType').key).toBe('unsupportedType');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
    expect(refusal(() => readSpreadsheet(pdf), 'unsupportedType').key).toBe('unsupportedType');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    const xls = refusal(() => readSpreadsheet(ole), 'unsupportedType');
    expect(xls.key).toBe('legacyXls');
    expect(xls.text('en')).toContain('.xls');
    expect(xls.text('zh-CN')).toContain('.xls');
    const docx = writeZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<document/>' },
    ]);
    expect(refusal(() => readSpreadsheet(docx), 'unsupportedType').key).toBe('notWorkbook');
    const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    expect(refusal(() => readSpreadsheet(emptyZip), 'unsupportedType').key).toBe('notWorkbook');
    expect(refusal(() => readSpreadsheet(Buffer.alloc(0)), 'unsupportedType').key).toBe('empty');
    expect(refusal(() => readSpreadsheet(Buffer.from(' \r\n\t')), 'unsupportedType').key).toBe('empty');
    expect(refusal(() => readSpreadsheet(Buffer.from('a,b\n1,\0')), 'unsupportedType').key).toBe('unsupportedType');
  });

  it('names text that is not a table as not a spreadsheet: notes, a web page, SVG, JSON, control characters, a header of one field', () => {
    const texts = [
      'Shopping list\nmilk\neggs\n',
      '<!DOCTYPE html><html><body><table><tr><td>SKU</td><td>Qty</td></tr></table></body></html>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '  {"sku": "A1", "qty": 3}',
      '[{"sku": "A1", "qty": 3}]',
      'SKU,Qty\nA1,3\x1b[0m\n',
      '\n\nWarehouse code\nUS-LAX01\n',
    ];
    for (const text of texts) {
      const error = refusal(() => readSpreadsheet(Buffer.from(text)), 'unsupportedType');
      expect(error.key, text).toBe('notSpreadsheet');
      expect(error.text('en')).toContain('This file is not a spreadsheet (.xlsx or .csv)');
      expect(error.text('zh-CN')).toContain('此文件不是电子表格（.xlsx 或 .csv）');
    }
    // tables: comma, semicolon (after Excel's sep= line), tab, a bracketed header cell, blank lines first
    for (const text of ['SKU,Qty\nA1,3', 'sep=;\nSKU;Qty\nA1;3', 'SKU\tQty\nA1\t3', '[SKU],Qty\nA1,3', '\r\n\r\n"Name, full",Qty\nA,1']) {
      expect(readSpreadsheet(Buffer.from(text)).kind, text).toBe('csv');
    }
    // a quoted delimiter does not make a one-field header a table
    expect(refusal(() => readSpreadsheet(Buffer.from('"a,b"\n1\n')), 'unsupportedType').key).toBe('notSpreadsheet');
  });

  it('tells a GBK-encoded CSV apart from a binary file', () => {
    // "名称,数量" in GBK: not UTF-8, no NUL bytes.
    const gbk = Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0a]);
    const error = refusal(() => readSpreadsheet(gbk), 'unsupportedType');
    expect(error.key).toBe('notUtf8');
    expect(error.text('zh-CN')).toContain('CSV UTF-8');
  });
});
