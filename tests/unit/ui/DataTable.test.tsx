import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, needsRebuild, type DataColumn } from '../../../src/ui/table/DataTable';
import { all, byText, cleanup, one, press, render, stubLayout } from './render';

interface R {
  id: string;
  name: string;
  qty: number;
}
const rows: R[] = Array.from({ length: 5 }, (_, i) => ({ id: `k${i}`, name: `Item ${i}`, qty: i * 10 }));
const columns: DataColumn<R>[] = [
  { key: 'name', title: 'Name', width: 200, sortable: true },
  { key: 'qty', title: 'Quantity', width: 120, align: 'end', render: (r) => <b data-testid="qty">{r.qty}</b>, text: (r) => String(r.qty) },
];

const base = { ariaLabel: 'Things', columns, rows, rowKey: (r: R) => r.id, emptyText: 'Nothing here' };

beforeAll(() => stubLayout());
afterEach(cleanup);

describe('DataTable', () => {
  it('renders a labelled grid with headers, string cells by default and custom cells through render()', async () => {
    const { container } = await render(<DataTable {...base} />);
    const grid = one(container, '[role=grid]')!;
    expect(grid.getAttribute('aria-label')).toBe('Things');
    expect(grid.getAttribute('aria-rowcount')).toBe('6');
    expect(all(container, '[role=columnheader]').map((h) => h.textContent?.trim().replace(/[↕▲▼]/g, ''))).toEqual(['Name', 'Quantity']);
    expect(byText(container, '[role=rowheader], [role=gridcell]', 'Item 3')).not.toBeNull();
    expect(all(container, '[data-testid=qty]').map((b) => b.textContent)).toContain('40');
    expect(one(container, '.data-table')!.getAttribute('aria-busy')).toBe('false');
  });

  it('only sortable columns sort, and a header press reports the new sort', async () => {
    const onSortChange = vi.fn();
    const { container } = await render(<DataTable {...base} sort={{ column: 'name', direction: 'ascending' }} onSortChange={onSortChange} />);
    const [name, qty] = all(container, '[role=columnheader]');
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(qty.hasAttribute('aria-sort')).toBe(false);
    await press(name);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await press(qty);
    expect(onSortChange).toHaveBeenCalledTimes(1);
  });

  it('multiple selection: a checkbox column, row checkbox and select-all report keys', async () => {
    const onSelectionChange = vi.fn();
    const { container, rerender } = await render(<DataTable {...base} selectionMode="multiple" selectedKeys={[]} onSelectionChange={onSelectionChange} />);
    expect(one(container, '[role=grid]')!.getAttribute('aria-multiselectable')).toBe('true');
    const boxes = all(container, 'input[type=checkbox]');
    expect(boxes.length).toBe(rows.length + 1);
    await press(boxes[2].closest('label'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['k1']));
    await rerender(<DataTable {...base} selectionMode="multiple" selectedKeys={['k1']} onSelectionChange={onSelectionChange} />);
    const row = all(container, '[role=row]').find((r) => r.dataset.key === 'k1')!;
    expect(row.getAttribute('aria-selected')).toBe('true');
    await press(all(container, 'input[type=checkbox]')[0].closest('label'));
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('no checkboxes without selection; a row press calls onRowAction with its key', async () => {
    const onRowAction = vi.fn();
    const { container } = await render(<DataTable {...base} onRowAction={onRowAction} />);
    expect(all(container, 'input[type=checkbox]').length).toBe(0);
    await press(byText(container, '[role=rowheader]', 'Item 2'));
    expect(onRowAction).toHaveBeenCalledWith('k2');
  });

  it('empty: shows emptyText in the grid', async () => {
    const { container } = await render(<DataTable {...base} rows={[]} />);
    expect(one(container, '.dt-empty')!.textContent).toBe('Nothing here');
  });

  it('loading: aria-busy and a status text; with rows the rows stay', async () => {
    const { container, rerender } = await render(<DataTable {...base} rows={[]} loading loadingText="Loading…" />);
    expect(one(container, '.data-table')!.getAttribute('aria-busy')).toBe('true');
    expect(one(container, '.dt-empty[role=status]')!.textContent).toBe('Loading…');
    await rerender(<DataTable {...base} loading loadingText="Loading…" />);
    expect(one(container, '.dt-status[role=status]')!.textContent).toBe('Loading…');
    expect(byText(container, '[role=rowheader]', 'Item 0')).not.toBeNull();
  });

  it('error: an alert with the message and a retry button instead of the grid', async () => {
    const onRetry = vi.fn();
    const { container } = await render(<DataTable {...base} error={{ message: 'Server unreachable', retryLabel: 'Try again', onRetry }} />);
    expect(one(container, '[role=grid]')).toBeNull();
    expect(one(container, '[role=alert]')!.textContent).toContain('Server unreachable');
    await press(byText(container, 'button', 'Try again'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('column resizers carry the given labels', async () => {
    const { container } = await render(<DataTable {...base} resizeLabel={(t) => `Resize ${t}`} />);
    expect(all(container, 'input[type=range]').map((i) => i.getAttribute('aria-label'))).toEqual(['Resize Name', 'Resize Quantity']);
  });
});

describe('needsRebuild (large reorders rebuild the body instead of moving rows)', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);
  it('coming back puts focus on the opened row, even when the screen renders again before the next frame', async () => {
    const frame = () => new Promise((f) => requestAnimationFrame(() => f(null)));
    const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-key') ?? null;
    (document.activeElement as HTMLElement | null)?.blur();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const table = () => <DataTable {...base} rowKey={(r: R) => r.id} focusRow={{ key: 'k2', index: 2 }} />;
    // the rows arrive, and the screen renders again before the next frame (its table settings
    // answer right after the rows): a new rowKey, so the effect's pending frame is cancelled
    act(() => root.render(table()));
    act(() => root.render(table()));
    for (let i = 0; i < 10 && focused() !== 'k2'; i++) await frame();
    expect(focused()).toBe('k2');
    await act(async () => root.unmount());
    container.remove();
  });

  it('small lists never rebuild', () => {
    expect(needsRebuild(keys(10), keys(10).reverse(), 100)).toBe(false);
  });
  it('a reorder of a large list rebuilds; appends, removals and the same order do not', () => {
    const k = keys(500);
    expect(needsRebuild(k, [...k].reverse(), 100)).toBe(true);
    expect(needsRebuild(k, [...k.slice(1), k[0]], 100)).toBe(true);
    expect(needsRebuild(k, [...k], 100)).toBe(false);
    expect(needsRebuild(k, [...k, ...keys(700).slice(500)], 100)).toBe(false);
    expect(needsRebuild(k, k.filter((_, i) => i % 3 !== 0), 100)).toBe(false);
  });
  it('many rows inserted before existing ones rebuild', () => {
    const k = keys(300);
    const fresh = Array.from({ length: 200 }, (_, i) => `n${i}`);
    expect(needsRebuild(k, [...fresh, ...k], 100)).toBe(true);
    expect(needsRebuild(k, [...fresh.slice(0, 5), ...k], 100)).toBe(false);
  });
});
