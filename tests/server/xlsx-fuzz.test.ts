// Robustness: whatever the bytes, the reader either returns rows or throws a SpreadsheetError.
// Any other exception (a TypeError from an unchecked offset, a RangeError from a bad length)
// would surface as a 500 instead of a message the user can act on. Inputs: a valid workbook with
// random bytes overwritten, valid zips around random XML, and random CSV-ish text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpreadsheetError } from '../../server/imports/xlsx/errors';
import { readSpreadsheet } from '../../server/imports/xlsx/read';
import { excelWorkbook, handXlsx } from './xlsx-fixtures';

function readsOrRefuses(bytes: Uint8Array): void {
  try {
    readSpreadsheet(bytes, { maxRows: 1000 });
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
  }
}

const XML_PIECES = ['<row r="1">', '<row>', '</row>', '<c r="A1" t="s">', '<c t="inlineStr">', '<c r="ZZ9">', '</c>', '<v>', '</v>', '<v>0</v>', '<is>', '</is>', '<t>', '</t>', '<f/>', '<x:row r="2">', '&amp;', '&#x0;', '&#99999999;', '_x000D_', '<![CDATA[', ']]>', '<!--', '-->', '<?pi ?>', '"', "'", '=', '<', '>', '/', 'a', ' '];

describe('malformed input never escapes as anything but a SpreadsheetError', () => {
  it('survives random byte overwrites of a real workbook', async () => {
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['Name', 'Qty', 'Note']);
      for (let i = 0; i < 50; i++) sheet.addRow([`item ${i}`, i, { formula: 'B2+1', result: i + 1 }]);
    });
    // Half the edits land in the last 400 bytes: the central directory and its end record.
    const position = fc.oneof(fc.nat(bytes.length - 1), fc.integer({ min: bytes.length - 400, max: bytes.length - 1 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(position, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), (edits) => {
        const copy = Buffer.from(bytes);
        for (const [at, value] of edits) copy[at] = value;
        readsOrRefuses(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('survives random worksheet and shared-string XML inside a valid archive', () => {
    const xml = fc.array(fc.oneof(fc.constantFrom(...XML_PIECES), fc.string({ maxLength: 4 })), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(xml, xml, (sheetData, sharedItem) => {
        readsOrRefuses(handXlsx({ sheet: sheetData, sharedStrings: [sharedItem] }));
        readsOrRefuses(handXlsx({ sheet: `<?xml version="1.0"?><worksheet>${sheetData}` }));
      }),
      { numRuns: 500 },
    );
  });

  it('survives random delimited text', () => {
    const text = fc.array(fc.constantFrom('a', '"', ',', ';', '\t', '\n', '\r', ' ', '中', '\uFEFF', 'sep=;'), { maxLength: 60 }).map((p) => p.join(''));
    fc.assert(
      fc.property(text, (t) => {
        readsOrRefuses(Buffer.from(t, 'utf8'));
      }),
      { numRuns: 500 },
    );
  });

  it('still reads the unmodified workbook', async () => {
    const bytes = await excelWorkbook((sheet) => sheet.addRow(['only']));
    expect(readSpreadsheet(bytes).header).toEqual(['only']);
  });
});
