// The rows of a worksheet part (xl/worksheets/sheetN.xml), read with the tag scanner in one pass
// over <sheetData>. Each <c r="B3" t=".."> yields text:
//   s          the shared string at the index in <v>
//   str, e, d  the text in <v> (a formula's string result, an error like #N/A, an ISO date)
//   inlineStr  the text of <is> (<t>, or rich-text runs)
//   b          TRUE / FALSE
//   n or none  the number exactly as written (dates are serial numbers; the validator converts)
// A cell with <f> yields its cached result (formulas are never evaluated) and its column is
// reported in formulaColumns. Cells without r follow the previous one; gaps become ''. Rows with
// no text are not reported: Excel writes formatting-only rows, and they are not data.
import { SpreadsheetError } from './errors';
import { columnName, type RowSink } from './rows';
import { XmlScanner } from './xml-scanner';
import { decodeOoxmlEscapes } from './xml-text';

export interface WorksheetOptions {
  /** Cells with text at or past this 0-based column are refused (memory: a row is an array). */
  maxColumns: number;
}

const MAX_EXCEL_COLUMNS = 16_384;
const MAX_EXCEL_ROWS = 1_048_576;

const TYPE_NUMBER = 0;
const TYPE_SHARED = 1;
const TYPE_STRING = 2;
const TYPE_INLINE = 3;
const TYPE_BOOLEAN = 4;
const TYPE_OTHER_TEXT = 5;

const corrupt = (detail: string) => new SpreadsheetError('corrupt', `worksheet: ${detail}`);

/** The cell type code of the value range [start, end) of a t attribute. */
function cellType(xml: string, start: number, end: number): number {
  const length = end - start;
  const c = xml.charCodeAt(start);
  if (length === 1) {
    if (c === 115 /* s */) return TYPE_SHARED;
    if (c === 98 /* b */) return TYPE_BOOLEAN;
    if (c === 101 /* e */ || c === 100 /* d */) return TYPE_OTHER_TEXT;
    return TYPE_NUMBER;
  }
  if (length === 3 && xml.startsWith('str', start)) return TYPE_STRING;
  if (length === 9 && xml.startsWith('inlineStr', start)) return TYPE_INLINE;
  return TYPE_NUMBER;
}

/** 0-based column of a cell reference like "AB12" in [start, end); -1 when it has no letters. */
function referenceColumn(xml: string, start: number, end: number): number {
  let column = 0;
  let i = start;
  for (; i < end; i++) {
    const c = xml.charCodeAt(i);
    if (c >= 65 && c <= 90) column = column * 26 + (c - 64);
    else if (c >= 97 && c <= 122) column = column * 26 + (c - 96);
    else break;
    if (column > MAX_EXCEL_COLUMNS) return MAX_EXCEL_COLUMNS;
  }
  return i === start ? -1 : column - 1;
}

/** A decimal integer in [start, end), or -1 when it is not one. */
function parseIndex(xml: string, start: number, end: number): number {
  if (end <= start || end - start > 9) return -1;
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = xml.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

export function scanWorksheet(xml: string, shared: readonly string[], onRow: RowSink, options: WorksheetOptions): void {
  const s = new XmlScanner(xml, 'worksheet');
  const { maxColumns } = options;

  let found = false;
  while (!found && s.next()) found = !s.closing && s.is('sheetData');
  if (!found) throw corrupt('no sheetData');
  if (s.selfClosing) return;

  let rowNumber = 0;
  let cells: string[] = [];
  let hasText = false;
  let formulas: number[] | undefined;
  let nextColumn = 0;

  let inCell = false;
  let column = 0;
  let type = TYPE_NUMBER;
  let value: string | undefined;
  let inline: string | undefined;
  let hasFormula = false;
  let inInline = false;
  let inPhonetic = false;

  const finishCell = () => {
    let text: string;
    switch (type) {
      case TYPE_SHARED: {
        if (value === undefined || value === '') {
          text = '';
          break;
        }
        const index = parseIndex(value, 0, value.length);
        if (index < 0 || index >= shared.length) throw corrupt(`row ${rowNumber}: shared string ${JSON.stringify(value)} does not exist`);
        text = shared[index];
        break;
      }
      case TYPE_BOOLEAN:
        text = value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : (value ?? '');
        break;
      case TYPE_INLINE:
        text = decodeOoxmlEscapes(inline ?? value ?? '');
        break;
      case TYPE_STRING:
        text = decodeOoxmlEscapes(value ?? '');
        break;
      default:
        text = value ?? '';
    }
    if (text !== '') {
      if (column >= maxColumns) {
        throw new SpreadsheetError('tooWide', `row ${rowNumber} column ${columnName(column)} past ${maxColumns}`, {
          row: rowNumber,
          column: columnName(column),
          limit: maxColumns,
        });
      }
      while (cells.length < column) cells.push('');
      cells.push(text);
      hasText = true;
    }
    if (hasFormula && column < maxColumns) (formulas ??= []).push(column);
  };

  while (s.next()) {
    if (s.closing) {
      if (s.is('c')) {
        if (inCell) finishCell();
        inCell = false;
      } else if (s.is('row')) {
        if (hasText) onRow(rowNumber, cells, formulas);
        cells = [];
        hasText = false;
        formulas = undefined;
      } else if (s.is('is')) {
        inInline = false;
      } else if (s.is('rPh')) {
        inPhonetic = false;
      } else if (s.is('sheetData')) {
        return;
      }
      continue;
    }

    if (s.is('v')) {
      if (inCell) value = s.selfClosing ? '' : s.readText();
    } else if (s.is('c')) {
      const r = s.attributeIndex('r');
      let at = nextColumn;
      if (r >= 0) {
        at = referenceColumn(xml, s.valueStart(r), s.valueEnd(r));
        if (at < 0 || at >= MAX_EXCEL_COLUMNS) throw corrupt(`row ${rowNumber}: bad cell reference ${s.attribute('r')}`);
        if (at < nextColumn) throw corrupt(`row ${rowNumber}: cell ${s.attribute('r')} is out of order`);
      }
      column = at;
      nextColumn = at + 1;
      const t = s.attributeIndex('t');
      type = t >= 0 ? cellType(xml, s.valueStart(t), s.valueEnd(t)) : TYPE_NUMBER;
      inline = undefined;
      hasFormula = false;
      inCell = !s.selfClosing;
      value = inCell ? s.readSimpleElement('<v>', '</v></c>') : undefined;
      if (value !== undefined) {
        finishCell();
        inCell = false;
      }
    } else if (s.is('f')) {
      hasFormula = true;
    } else if (s.is('row')) {
      const r = s.attributeIndex('r');
      const number = r >= 0 ? parseIndex(xml, s.valueStart(r), s.valueEnd(r)) : rowNumber + 1;
      if (number < 1 || number > MAX_EXCEL_ROWS) throw corrupt(`bad row number ${s.attribute('r')} after row ${rowNumber}`);
      if (number <= rowNumber) throw corrupt(`row ${number} after row ${rowNumber}`);
      rowNumber = number;
      nextColumn = 0;
    } else if (s.is('t')) {
      if (inInline && !inPhonetic && !s.selfClosing) inline = (inline ?? '') + s.readText();
    } else if (s.is('is')) {
      inInline = !s.selfClosing;
      inline ??= '';
    } else if (s.is('rPh')) {
      inPhonetic = !s.selfClosing;
    }
  }
  throw corrupt('sheetData is not closed');
}
