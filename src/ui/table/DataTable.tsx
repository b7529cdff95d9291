// The one table every list uses: a react-aria-components Table inside RAC's Virtualizer with a
// TableLayout, so 100k client-side rows keep a constant number of rows in the DOM (the Table
// element is the scroll container; its header row stays sticky). Sorting (controlled), multiple
// selection with checkboxes, column resizing (widths reported on release) and grid keyboard
// navigation come from RAC; Enter or a click on a row opens it through `onRowAction` or `rowHref`.
// Props only: every text (aria label, empty text, error text) arrives already translated.
//
// Keyboard (docs/architecture.md, "Keyboard"): the rows are a roving focus (RAC's grid: one tab
// stop, ArrowUp/ArrowDown between rows, Enter opens). j and k move down and up like the arrows
// (handed to RAC as arrow keys, so its virtualised scrolling follows); with focus nowhere (on the
// page body) j or k puts focus on the first table of the page (its last focused row, else the
// first). Typing in a field never triggers them. `focusKey` puts focus back on a row once it is
// shown (the row the user opened, on coming back), or on the row now at its place.
//
// Cost model (measured with e2e/ui-kit/harness and bench/scroll-rows.ts): RAC builds a collection node
// for every row and cell, so mounting or re-sorting N client-side rows is O(N) (100k rows: several
// seconds), and its TableLayout re-walks the rows up to the scrolled position when the user
// scrolls into new territory. Lists are server-paged (keyset pages of at most 200 rows), where
// none of this is visible. Keep `columns` stable (memoised): a new array re-renders every row.
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
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
import { focusIsLost } from '../focus';

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
  /**
   * A row to put focus on once the rows are shown, when focus is nowhere (the row the user opened
   * last, on coming back to the list); its index is used when the row is gone (the next one).
   */
  focusRow?: { key: string; index: number } | null;
  /** Height of the scrolling area in px (default 480). */
  height?: number;
  rowHeight?: number;
  headingHeight?: number;
  className?: string;
  testId?: string;
}

const SELECT_COLUMN = '__select';

/** j / k as ArrowDown / ArrowUp. */
const VIM_KEYS: Record<string, string> = { j: 'ArrowDown', k: 'ArrowUp' };

/** A key press meant for a field (typing), not for the page's shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"], [role="spinbutton"]');
}

const plainKey = (e: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && e.key in VIM_KEYS;

/** Row navigation keys of a table (j/k as arrows) and the page's j/k into its first table. */
function useRowKeys(wrapper: RefObject<HTMLDivElement | null>) {
  // with focus on the page body, j or k enters the page's first table
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !plainKey(e) || !focusIsLost()) return;
      const grid = wrapper.current?.querySelector<HTMLElement>('[role="grid"]');
      if (!grid || document.querySelector('.data-table [role="grid"]') !== grid) return;
      e.preventDefault();
      grid.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wrapper]);
  // inside the table, j and k are the arrows (RAC's grid moves the focus and scrolls)
  return useCallback((e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!plainKey(e) || isTyping(e.target)) return;
    const target = e.target as HTMLElement;
    if (!target.closest('[role="grid"]')) return;
    e.preventDefault();
    e.stopPropagation();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: VIM_KEYS[e.key], code: VIM_KEYS[e.key], bubbles: true, cancelable: true }));
  }, []);
}

/** Frames to wait for the virtualised row to be drawn before falling back to the grid (about 1 s). */
const FOCUS_ROW_FRAMES = 60;

/**
 * Puts focus on `row` (or the row now at its index) once it is shown, when focus is nowhere.
 * Done once, but only once it was really tried: a re-render before the next frame (the screen's
 * table settings or themes answering right after the rows: `rowKey` is a new function each
 * time) cancels the pending frame and the next effect tries again; and the virtualised row may be
 * drawn a few frames after the rows arrive, so the row is waited for before the grid takes focus
 * (focusing the grid first put focus on RAC's first row, or left it on the grid with no row).
 */
function useFocusRow<T>(wrapper: RefObject<HTMLDivElement | null>, rows: T[], rowKey: (row: T) => string, row: { key: string; index: number } | null | undefined) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !row || rows.length === 0) return;
    const key = rows.some((r) => rowKey(r) === row.key) ? row.key : rowKey(rows[Math.min(row.index, rows.length - 1)]);
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      // focus is somewhere already (the user moved it): leave it there
      if (!focusIsLost()) {
        done.current = true;
        return;
      }
      const grid = wrapper.current?.querySelector<HTMLElement>('[role="grid"]');
      const el = grid?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(key)}"]`);
      if (el || tries++ >= FOCUS_ROW_FRAMES) {
        done.current = true;
        (el ?? grid)?.focus();
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [wrapper, rows, rowKey, row]);
}

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
    focusRow,
  } = props;
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const onRowKeys = useRowKeys(wrapperRef);
  useFocusRow(wrapperRef, rows, rowKey, focusRow);

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
    <div className={wrapperClass} aria-busy={loading} data-testid={testId} data-loading={loading || undefined} ref={wrapperRef} onKeyDownCapture={onRowKeys}>
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
