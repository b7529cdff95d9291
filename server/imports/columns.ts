// Template columns on the server: matching a file's header row to the columns (by key or by the
// title in either language, so a template downloaded in Chinese reads the same), and the checks
// every column has (required, one of its options, length).
import type { ImportColumn } from '../../src/contract';
import type { RowProblem } from './definition';
import { importProblem, importText } from './messages';

export const MAX_CELL_LENGTH = 1000;

const normal = (s: string) => s.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** For each column, the index of its cell in the file's rows; or the column the file lacks. */
export function mapHeader(header: readonly string[], columns: readonly ImportColumn[]): { index: Map<string, number> } | { missing: ImportColumn } {
  const positions = new Map<string, number>();
  header.forEach((h, i) => {
    const n = normal(h);
    if (n && !positions.has(n)) positions.set(n, i);
  });
  const index = new Map<string, number>();
  for (const c of columns) {
    const at = positions.get(normal(c.key)) ?? positions.get(normal(c.title.en)) ?? positions.get(normal(c.title.zh));
    if (at !== undefined) index.set(c.key, at);
    else if (c.required) return { missing: c };
  }
  return { index };
}

/** A file row as cells by column key (absent columns are ''). */
export function cellsOf(row: readonly string[], columns: readonly ImportColumn[], index: Map<string, number>): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const c of columns) {
    const at = index.get(c.key);
    cells[c.key] = at === undefined ? '' : (row[at] ?? '').trim();
  }
  return cells;
}

export const columnVars = (c: ImportColumn) => ({ column: c.title.en, columnZh: c.title.zh });

/** Required, options and length: the checks that need no data. */
export function basicProblems(columns: readonly ImportColumn[], cells: Record<string, string>): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const c of columns) {
    const v = cells[c.key] ?? '';
    if (v === '') {
      if (c.required) problems.push(importProblem(c.key, 'required', columnVars(c)));
      continue;
    }
    if (v.length > MAX_CELL_LENGTH) problems.push(importProblem(c.key, 'tooLong', { ...columnVars(c), max: MAX_CELL_LENGTH }));
    else if (c.options && !c.options.includes(v)) problems.push(importProblem(c.key, 'notOption', { ...columnVars(c), options: c.options.join(', ') }));
  }
  return problems;
}

export const missingColumnText = (c: ImportColumn) => importText('missingColumn', columnVars(c));
