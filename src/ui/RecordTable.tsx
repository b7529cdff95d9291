// A record's plain table (a product's skus, its price history, a batch's items): columns declared
// once (header, cell, whether the cell names the row), in the box that scrolls it sideways on a
// narrow window. For the few rows a record holds; a list with paging, sorting and columns the
// user picks is the list kit's DataTable.
import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';

export interface RecordColumn<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** The cell that names its row (a row header for screen readers); usually the first. */
  rowHeader?: boolean;
  /** The cell holds a code or a name people typed: the browser must not translate it. */
  noTranslate?: boolean | ((row: T) => boolean);
  testId?: string;
}

export interface RecordTableProps<T> {
  label: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Test ids and data attributes of a row. */
  rowProps?(row: T): Record<`data-${string}`, string | undefined>;
}

export function RecordTable<T>({ label, columns, rows, rowKey, rowProps }: RecordTableProps<T>) {
  return (
    <TableScroll label={label}>
      <table className="record-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((c) => {
                const noTranslate = typeof c.noTranslate === 'function' ? c.noTranslate(row) : c.noTranslate;
                const props = { translate: noTranslate ? ('no' as const) : undefined, 'data-testid': c.testId };
                return c.rowHeader ? (
                  <th key={c.key} scope="row" {...props}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} {...props}>
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
