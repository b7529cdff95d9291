// The one table every list uses: a react-aria-components Table inside RAC's Virtualizer with a
// TableLayout, so 100k client-side rows keep a constant number of rows in the DOM (the Table
// element is the scroll container; its header row stays sticky). Sorting (controlled), multiple
// selection with checkboxes, column resizing (widths reported on release) and grid keyboard
// navigation come from RAC; Enter or a click on a row opens it through `onRowAction` or `rowHref`.
// Props only: every text (aria label, empty text, error text) arrives already translated.
//
// Cost model (measured with e2e/ui-kit/harness and bench/scroll-rows.ts): RAC builds a collection node
// for every row and cell, so mounting or re-sorting N client-side rows is O(N) (100k rows: several
// seconds), and its TableLayout re-walks the rows up to the scrolled position when the user
// scrolls into new territory. Lists are server-paged (keyset pages of at most 200 rows), where
// none of this is visible. Keep `columns` stable (memoised): a new array re-renders every row.
import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  ColumnResizer,
  ResizableTableContainer,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import { CellText } from './CellText';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface DataColumn<T> {
  key: string;
  title: string;
  /** Initial width in px (the user can resize; see `onColumnResize`). */
  width?: number;
  minWidth?: number;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Marks the column that names the row for screen readers (the first column by default). */
  rowHeader?: boolean;
  /** Cell content; by default the row's field `key` as a string. */
  render?(row: T): ReactNode;
  /** Plain text of the cell for type-ahead and announcements when `render` returns markup. */
  text?(row: T): string;
  /**
   * The cells show data (codes, names, numbers, dates as stored), not words of the screen: marked
   * translate="no", which the zh-CN language crawl skips (decision 022). Labels stay unmarked.
   */
  data?: boolean;
}

export interface DataTableError {
  message: string;
  retryLabel: string;
  onRetry(): void;
}

export interface DataTableProps<T> {
  ariaLabel: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey(row: T): string;
  sort?: TableSort | null;
  onSortChange?(sort: TableSort): void;
  selectionMode?: 'multiple' | 'none';
  /** Selected row keys, or 'all'. */
  selectedKeys?: Iterable<string> | 'all';
  onSelectionChange?(keys: Set<string> | 'all'): void;
  /** Enter or a click on a row (not on its checkbox). */
  onRowAction?(key: string): void;
  /** Rows that are links (client-side routing through RAC's RouterProvider when one is set). */
  rowHref?(row: T): string | undefined;
  onColumnResize?(key: string, width: number): void;
  /** Label of the resize handle of a column. */
  resizeLabel?(columnTitle: string): string;
  loading?: boolean;
  /** Status text while loading (also shown in place of the rows when there are none yet). */
  loadingText?: string;
  error?: DataTableError | null;
  emptyText: string;
  /** Height of the scrolling area in px (default 480). */
  height?: number;
  rowHeight?: number;
  headingHeight?: number;
  className?: string;
  testId?: string;
}

const SELECT_COLUMN = '__select';

/** Above this many rows a reordered `rows` rebuilds the body instead of moving rows (see below). */
const REBUILD_ABOVE = 20_000;

/**
 * Whether going from `prev` to `next` (row keys) moves rows relative to each other or inserts many.
 * React commits a moved or inserted keyed child with a walk over its following siblings, which
 * is quadratic when tens of thousands of rows move (a re-sort of 100k rows takes minutes);
 * rebuilding the collection from scratch is linear. Removals and appends stay incremental.
 */
export function needsRebuild(prev: readonly string[], next: readonly string[], threshold = REBUILD_ABOVE): boolean {
  if (next.length <= threshold || prev.length === 0) return false;
  const at = new Map<string, number>();
  prev.forEach((k, i) => at.set(k, i));
  let last = -1;
  let inserted = 0;
  for (let i = 0; i < next.length; i++) {
    const j = at.get(next[i]);
    if (j === undefined) {
      if (i < prev.length && ++inserted > threshold) return true;
      continue;
    }
    if (j < last) return true;
    last = j;
  }
  return false;
}

/** A generation number for the table body that changes when `rows` is reordered (large lists only). */
function useBodyGeneration<T>(rows: T[], rowKey: (row: T) => string): number {
  const [track, setTrack] = useState(() => ({ rows, keys: rows.length > REBUILD_ABOVE ? rows.map(rowKey) : [], generation: 0 }));
  if (track.rows !== rows) {
    const large = rows.length > REBUILD_ABOVE || track.keys.length > 0;
    const keys = large ? rows.map(rowKey) : [];
    const rebuild = large && needsRebuild(track.keys, keys);
    setTrack({ rows, keys, generation: rebuild ? track.generation + 1 : track.generation });
    return rebuild ? track.generation + 1 : track.generation;
  }
  return track.generation;
}

const cellText = <T,>(column: DataColumn<T>, row: T): string => {
  if (column.text) return column.text(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
};

/** A plain-text cell ellipsises and shows its whole text on hover and focus (CellText); markup is the column's own. */
function cellContent<T>(column: DataColumn<T>, row: T): ReactNode {
  const content = column.render ? column.render(row) : cellText(column, row);
  return typeof content === 'string' && content !== '' ? <CellText text={content} /> : content;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    ariaLabel,
    columns,
    rows,
    rowKey,
    sort,
    onSortChange,
    selectionMode = 'none',
    selectedKeys,
    onSelectionChange,
    onRowAction,
    rowHref,
    onColumnResize,
    resizeLabel,
    loading = false,
    loadingText,
    error,
    emptyText,
    height = 480,
    rowHeight = 40,
    headingHeight = 44,
    className,
    testId,
  } = props;

  const selecting = selectionMode === 'multiple';
  const bodyGeneration = useBodyGeneration(rows, rowKey);
  const allColumns = useMemo(
    () => (selecting ? [{ key: SELECT_COLUMN, title: '' } as DataColumn<T>, ...columns] : columns),
    [columns, selecting],
  );
  const rowHeaderKey = (columns.find((c) => c.rowHeader) ?? columns[0])?.key;
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight }), [rowHeight, headingHeight]);

  const handleResizeEnd = useCallback(
    (widths: Map<Key, number | string>) => {
      if (!onColumnResize) return;
      for (const c of columns) {
        const w = widths.get(c.key);
        if (typeof w === 'number' && Math.round(w) !== c.width) onColumnResize(c.key, Math.round(w));
      }
    },
    [columns, onColumnResize],
  );

  const sortDescriptor: SortDescriptor | undefined = sort ? { column: sort.column, direction: sort.direction } : undefined;
  const selection: Selection | undefined =
    selectedKeys === undefined ? undefined : selectedKeys === 'all' ? 'all' : new Set<Key>(selectedKeys);

  const wrapperClass = ['data-table', className].filter(Boolean).join(' ');

  if (error) {
    return (
      <div className={wrapperClass} data-testid={testId}>
        <div className="dt-error" role="alert">
          <p>{error.message}</p>
          <Button variant="secondary" onPress={error.onRetry}>
            {error.retryLabel}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={wrapperClass} aria-busy={loading} data-testid={testId} data-loading={loading || undefined}>
      {loading && rows.length > 0 && loadingText ? (
        <div className="dt-status" role="status">
          {loadingText}
        </div>
      ) : null}
      <ResizableTableContainer className="dt-container" onResizeEnd={handleResizeEnd}>
        <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
          <Table
            aria-label={ariaLabel}
            className="dt-table"
            style={{ height }}
            selectionMode={selecting ? 'multiple' : 'none'}
            selectionBehavior="toggle"
            selectedKeys={selection}
            onSelectionChange={
              onSelectionChange
                ? (keys) => onSelectionChange(keys === 'all' ? 'all' : new Set([...keys].map(String)))
                : undefined
            }
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange ? (d) => onSortChange({ column: String(d.column), direction: d.direction }) : undefined}
            onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
          >
            <TableHeader className="dt-header" columns={allColumns}>
              {(column) =>
                column.key === SELECT_COLUMN ? (
                  <Column id={SELECT_COLUMN} className="dt-column dt-select" width={44} minWidth={44}>
                    <Checkbox slot="selection" className="dt-checkbox">
                      <CheckboxBox />
                    </Checkbox>
                  </Column>
                ) : (
                  <Column
                    id={column.key}
                    className={`dt-column align-${column.align ?? 'start'}`}
                    allowsSorting={!!column.sortable}
                    isRowHeader={column.key === rowHeaderKey}
                    defaultWidth={column.width ?? null}
                    minWidth={column.minWidth ?? 60}
                    textValue={column.title}
                  >
                    {({ allowsSorting, sortDirection }) => (
                      <div className="dt-column-inner">
                        <span className="dt-column-title">{column.title}</span>
                        {allowsSorting ? (
                          <span className="dt-sort" aria-hidden="true" data-direction={sortDirection ?? 'none'}>
                            {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                          </span>
                        ) : null}
                        <ColumnResizer className="dt-resizer" aria-label={resizeLabel ? resizeLabel(column.title) : undefined} />
                      </div>
                    )}
                  </Column>
                )
              }
            </TableHeader>
            <TableBody
              key={bodyGeneration}
              className="dt-body"
              items={rows}
              dependencies={[allColumns]}
              renderEmptyState={() => (
                <div className="dt-empty" role={loading ? 'status' : undefined}>
                  {loading ? (loadingText ?? '') : emptyText}
                </div>
              )}
            >
              {(row) => {
                const id = rowKey(row);
                return (
                  <Row id={id} className="dt-row" columns={allColumns} href={rowHref?.(row)} textValue={rowHeaderKey ? undefined : id}>
                    {(column) =>
                      column.key === SELECT_COLUMN ? (
                        <Cell className="dt-cell dt-select">
                          <Checkbox slot="selection" className="dt-checkbox">
                            <CheckboxBox />
                          </Checkbox>
                        </Cell>
                      ) : (
                        <Cell className={`dt-cell align-${column.align ?? 'start'}`} textValue={cellText(column, row)} translate={column.data ? 'no' : undefined}>
                          {cellContent(column, row)}
                        </Cell>
                      )
                    }
                  </Row>
                );
              }}
            </TableBody>
          </Table>
        </Virtualizer>
      </ResizableTableContainer>
    </div>
  );
}

function CheckboxBox() {
  return (
    <span className="checkbox-box" aria-hidden="true">
      <svg viewBox="0 0 18 18" className="checkbox-mark">
        <polyline points="3.5 9.5 7.5 13 14.5 5" />
      </svg>
    </span>
  );
}
