// CSV as RFC 4180 with the leniency spreadsheet programs have: the delimiter is the comma,
// semicolon (European Excel) or tab that occurs most in the header record (an Excel "sep=;"
// first line wins), records end at CRLF, LF or a lone CR, a quote inside an unquoted field is
// literal, and text after a closing quote is kept. A quote that never closes is an error: otherwise
// the rest of the file would silently become one cell. Row numbers count records, as a
// spreadsheet program shows them (a quoted line break does not start a new row).
import { SpreadsheetError } from './errors';
import { columnName, type RowSink } from './rows';

export interface CsvOptions {
  maxColumns: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const CANDIDATES = [',', ';', '\t'];
const SEP_LINE = /^sep=(.)\r?\n?/;

/** The delimiter the header record (up to the first line break outside quotes) uses most. */
export function detectDelimiter(text: string, from = 0): string {
  const counts = [0, 0, 0];
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (!quoted && (c === LF || c === CR)) break;
    else if (!quoted) {
      const k = CANDIDATES.indexOf(text[i]);
      if (k >= 0) counts[k]++;
    }
  }
  let best = 0;
  for (let k = 1; k < counts.length; k++) if (counts[k] > counts[best]) best = k;
  return CANDIDATES[best];
}

export function scanCsv(text: string, onRow: RowSink, options: CsvOptions): void {
  const { maxColumns } = options;
  let i = 0;
  let delimiter: string;
  const sep = SEP_LINE.exec(text.slice(0, 8));
  if (sep) {
    delimiter = sep[1];
    i = sep[0].length;
  } else {
    delimiter = detectDelimiter(text);
  }
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  let record = 1;
  let cells: string[] = [];
  let column = 0;
  let hasText = false;

  for (;;) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      field = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) throw new SpreadsheetError('unclosedQuote', `quote opened in record ${record} never closes`, { row: record });
        if (text.charCodeAt(q + 1) === QUOTE) {
          field += text.slice(from, q + 1);
          from = q + 2;
          continue;
        }
        field += text.slice(from, q);
        i = q + 1;
        break;
      }
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === d || c === LF || c === CR) break;
        j++;
      }
      if (j > i) field += text.slice(i, j);
      i = j;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === d || c === LF || c === CR) break;
        j++;
      }
      field = text.slice(i, j);
      i = j;
    }

    if (field !== '') {
      if (column >= maxColumns) {
        throw new SpreadsheetError('tooWide', `record ${record} column ${columnName(column)} past ${maxColumns}`, {
          row: record,
          column: columnName(column),
          limit: maxColumns,
        });
      }
      cells.push(field);
      hasText = true;
    } else if (column < maxColumns) {
      // Empty fields past the limit are dropped rather than kept: a line of a million commas
      // must not become a million-element array.
      cells.push('');
    }
    column++;

    if (i >= n) {
      if (hasText) onRow(record, cells, undefined);
      return;
    }
    const c = text.charCodeAt(i);
    if (c === d) {
      i++;
      continue;
    }
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    if (hasText) onRow(record, cells, undefined);
    if (i >= n) return;
    record++;
    cells = [];
    column = 0;
    hasText = false;
  }
}
