// Dev-only harness (not part of the portal build): DataTable with 100,000 generated rows, sorting
// done client-side, selection, row actions and column widths written to window.__harness so the
// ui-kit Playwright spec and bench/scroll-rows.ts can observe them. `?rows=N` changes the count.
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataColumn, type TableSort } from '../../../src/ui/table/DataTable';
import { StatusBadge } from '../../../src/ui/StatusBadge';
import '../../../src/ui/theme.css';

interface OrderRow {
  id: string;
  orderNo: string;
  buyer: string;
  amount: number;
  status: 'open' | 'shipped' | 'cancelled';
  created: string;
}

interface HarnessLog {
  sorts: TableSort[];
  actions: string[];
  selections: (string[] | 'all')[];
  resizes: [string, number][];
  rendered: number;
}

declare global {
  interface Window {
    __harness: HarnessLog;
  }
}
window.__harness = { sorts: [], actions: [], selections: [], resizes: [], rendered: 0 };

const count = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const buyers = ['Harbour Foods', 'Nordic Parts', 'Lumen Retail', 'Kestrel Trading', 'Asterisk GmbH', 'Blue Jay Ltd'];
const statuses: OrderRow['status'][] = ['open', 'shipped', 'cancelled'];

function makeRows(n: number): OrderRow[] {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows: OrderRow[] = new Array(n);
  for (let i = 0; i < n; i++) {
    rows[i] = {
      id: `r${i}`,
      orderNo: `SO-${String(i + 1).padStart(6, '0')}`,
      buyer: buyers[Math.floor(rand() * buyers.length)],
      amount: Math.round(rand() * 100_000) / 100,
      status: statuses[Math.floor(rand() * statuses.length)],
      created: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString().slice(0, 10),
    };
  }
  return rows;
}

const tone = { open: 'info', shipped: 'success', cancelled: 'danger' } as const;
const columns: DataColumn<OrderRow>[] = [
  { key: 'orderNo', title: 'Order no.', width: 160, sortable: true, rowHeader: true },
  { key: 'buyer', title: 'Buyer', width: 200, sortable: true },
  { key: 'amount', title: 'Amount', width: 140, sortable: true, align: 'end', text: (r) => r.amount.toFixed(2) },
  { key: 'status', title: 'Status', width: 140, render: (r) => <StatusBadge tone={tone[r.status]}>{r.status}</StatusBadge>, text: (r) => r.status },
  { key: 'created', title: 'Created', width: 140, sortable: true },
];

function Harness() {
  const all = useMemo(() => makeRows(count), []);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selected, setSelected] = useState<Set<string> | 'all'>(new Set());
  const rows = useMemo(() => {
    if (!sort) return all;
    const k = sort.column as keyof OrderRow;
    const dir = sort.direction === 'ascending' ? 1 : -1;
    return [...all].sort((a, b) => (a[k] < b[k] ? -dir : a[k] > b[k] ? dir : 0));
  }, [all, sort]);
  window.__harness.rendered = rows.length;
  return (
    <>
      <h1>DataTable harness</h1>
      <p data-testid="row-count">{rows.length} rows</p>
      <DataTable
        ariaLabel="Orders"
        testId="orders"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={sort}
        onSortChange={(s) => {
          window.__harness.sorts.push(s);
          setSort(s);
        }}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          window.__harness.selections.push(keys === 'all' ? 'all' : [...keys]);
          setSelected(keys);
        }}
        onRowAction={(key) => window.__harness.actions.push(key)}
        onColumnResize={(key, width) => window.__harness.resizes.push([key, width])}
        resizeLabel={(title) => `Resize ${title}`}
        emptyText="No orders"
        height={520}
      />
    </>
  );
}

const params = new URLSearchParams(location.search);
performance.mark('harness-start');
requestAnimationFrame(function waitForGrid() {
  if (document.querySelector('[role=row][aria-rowindex="2"]')) performance.measure('harness-first-rows', 'harness-start');
  else requestAnimationFrame(waitForGrid);
});
createRoot(document.getElementById('root')!).render(
  params.get('strict') === '0' ? (
    <Harness />
  ) : (
    <StrictMode>
      <Harness />
    </StrictMode>
  ),
);
