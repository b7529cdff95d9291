// What the readers hand on: rows of text cells with the row number the user sees in their
// spreadsheet program, so that validation errors can say "row 17, column C".

export interface SpreadsheetRow {
  /** 1-based: the worksheet's row number, or the CSV record number (header = 1). */
  rowNumber: number;
  /** Cell texts by 0-based column; gaps are ''. */
  cells: string[];
  /** Columns whose cell held a formula; the cell text is its cached result. Absent when none. */
  formulaColumns?: number[];
}

/** Receives each non-blank row in order. `cells` belongs to the receiver. */
export type RowSink = (rowNumber: number, cells: string[], formulaColumns: number[] | undefined) => void;

/** Spreadsheet column letters of a 0-based column index: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
