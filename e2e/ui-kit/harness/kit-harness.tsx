// Dev-only gallery of the UI kit (not part of the portal build) for the ui-kit spec's axe and
// keyboard checks: search bar, toolbar, saved views, pager, form fields, tabs, detail parts and
// the dialogs. Callbacks are written to window.__kit.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SearchBar, type SearchValue, type SearchValues } from '../../../src/ui/SearchBar';
import { Toolbar } from '../../../src/ui/Toolbar';
import { Button } from '../../../src/ui/Button';
import { ThemeMenu } from '../../../src/ui/ThemeMenu';
import { Pager } from '../../../src/ui/table/Pager';
import { ColumnChooser, type ColumnChooserColumn } from '../../../src/ui/table/ColumnChooser';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField } from '../../../src/ui/FormField';
import { Tabs } from '../../../src/ui/Tabs';
import { Section } from '../../../src/ui/Section';
import { DescriptionList } from '../../../src/ui/DescriptionList';
import { StatusBadge } from '../../../src/ui/StatusBadge';
import { EmptyState } from '../../../src/ui/EmptyState';
import { ErrorState } from '../../../src/ui/ErrorState';
import { ProgressBar } from '../../../src/ui/ProgressBar';
import '../../../src/ui/theme.css';

declare global {
  interface Window {
    __kit: { events: unknown[][] };
  }
}
window.__kit = { events: [] };
const log = (...e: unknown[]) => window.__kit.events.push(e);

const columnDefaults: ColumnChooserColumn[] = [
  { key: 'orderNo', title: 'Order no.', width: 160, visible: true },
  { key: 'buyer', title: 'Buyer', width: 200, visible: true },
  { key: 'amount', title: 'Amount', width: 120, visible: true },
  { key: 'remark', title: 'Remark', width: 200, visible: false },
];

function Kit() {
  const [values, setValues] = useState<SearchValues>({});
  const [columns, setColumns] = useState(columnDefaults);
  const [chooser, setChooser] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [name, setName] = useState('');
  const [qty, setQty] = useState<number | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [themes, setThemes] = useState([
    { id: 't1', name: 'Mine', isDefault: true },
    { id: 't2', name: 'Late orders', isDefault: false },
  ]);
  return (
    <>
      <h1>UI kit</h1>
      <SearchBar
        fields={[
          { key: 'orderNo', label: 'Order no.', kind: 'text' },
          { key: 'status', label: 'Status', kind: 'select', options: [{ value: 'open', label: 'Open' }, { value: 'shipped', label: 'Shipped' }] },
          { key: 'warehouse', label: 'Warehouse', kind: 'multiSelect', options: [{ value: 'n', label: 'North' }, { value: 's', label: 'South' }] },
          { key: 'created', label: 'Created', kind: 'dateRange' },
          { key: 'amount', label: 'Amount', kind: 'numberRange' },
        ]}
        values={values}
        onChange={(k: string, v: SearchValue) => {
          log('search.change', k, v);
          setValues({ ...values, [k]: v });
        }}
        onSubmit={() => log('search.submit', values)}
        onReset={() => {
          log('search.reset');
          setValues({});
        }}
        labels={{ region: 'Search orders', submit: 'Search', reset: 'Reset', from: 'From', to: 'To', min: 'Min', max: 'Max', any: 'Any' }}
      />
      <Toolbar ariaLabel="Order actions" end={<Button variant="secondary" onPress={() => setChooser(true)}>Columns</Button>}>
        <Button onPress={() => log('new')}>New order</Button>
        <Button variant="danger" onPress={() => setConfirm(true)}>Delete</Button>
        <ThemeMenu
          themes={themes}
          activeId="t1"
          onApply={(id) => log('theme.apply', id)}
          onClear={() => log('theme.clear')}
          onUpdate={(id) => log('theme.update', id)}
          onSaveAs={(n) => setThemes([...themes, { id: `t${themes.length + 1}`, name: n, isDefault: false }])}
          onRename={(id, n) => setThemes(themes.map((t) => (t.id === id ? { ...t, name: n } : t)))}
          onDelete={(id) => setThemes(themes.filter((t) => t.id !== id))}
          onSetDefault={(id) => setThemes(themes.map((t) => ({ ...t, isDefault: t.id === id })))}
          labels={{
            button: 'Views', menu: 'Saved views', defaultMark: '(default)', modifiedMark: '(modified)', noView: 'No view', noViewNote: '(all rows, default columns)', update: (n) => `Save changes to "${n}"`, saveAs: 'Save current view as…', manage: 'Manage views…', manageTitle: 'Saved views',
            saveAsTitle: 'Save view', renameTitle: 'Rename view', name: 'Name', nameRequired: 'Enter a name', save: 'Save', cancel: 'Cancel', close: 'Close',
            rename: 'Rename', setDefault: 'Set as default', delete: 'Delete', deleteTitle: 'Delete view?', deleteMessage: (n) => `Delete "${n}"?`, none: 'No saved views',
          }}
        />
      </Toolbar>
      <Pager hasPrevious={false} hasNext onPrevious={() => log('prev')} onNext={() => log('next')} summary="Showing 1–50 of 1,234" pageSize={50} onPageSizeChange={(n) => log('size', n)} labels={{ region: 'Pages', previous: 'Previous', next: 'Next', pageSize: 'Rows per page' }} />
      <Section title="Edit order" level={2}>
        <TextField label="Buyer name" description="As on the invoice" value={name} onChange={setName} errorMessage={name ? null : 'Enter the buyer name'} />
        <NumberField label="Quantity" value={qty} onChange={setQty} incrementLabel="More" decrementLabel="Less" />
        <SelectField label="Country" value={country} onChange={setCountry} placeholder="Choose a country" options={[{ value: 'cn', label: 'China' }, { value: 'de', label: 'Germany' }]} />
        <TextAreaField label="Remark" value="" onChange={() => {}} />
        <CheckboxField label="Send a copy to the buyer" value={agree} onChange={setAgree} />
      </Section>
      <Tabs
        ariaLabel="Order details"
        tabs={[
          { key: 'info', title: 'Info', content: <DescriptionList items={[{ key: 'no', label: 'Order no.', value: 'SO-000001' }, { key: 'status', label: 'Status', value: <StatusBadge tone="success">Shipped</StatusBadge> }, { key: 'tax', label: 'Tax no.', value: '' }]} /> },
          { key: 'log', title: 'Log', content: <EmptyState title="No log entries" description="Changes to the order appear here." /> },
        ]}
      />
      <p>
        <StatusBadge>Draft</StatusBadge> <StatusBadge tone="info">Open</StatusBadge> <StatusBadge tone="warning">Late</StatusBadge> <StatusBadge tone="danger">Cancelled</StatusBadge>
      </p>
      <ErrorState message="The list could not be loaded." retryLabel="Try again" onRetry={() => log('retry')} />
      <ProgressBar label="Export" value={40} valueText="400 of 1,000 rows" />
      <ProgressBar label="Import" />
      <ColumnChooser
        isOpen={chooser}
        columns={columns}
        defaults={columnDefaults}
        onClose={() => setChooser(false)}
        onSave={(c) => {
          log('columns.save', c);
          setColumns(c.map((s) => ({ ...columnDefaults.find((d) => d.key === s.key)!, ...s })));
          setChooser(false);
        }}
        labels={{ title: 'Columns', save: 'Save', cancel: 'Cancel', reset: 'Reset', visible: (t) => `Show ${t}`, moveUp: (t) => `Move ${t} up`, moveDown: (t) => `Move ${t} down`, up: '↑', down: '↓' }}
      />
      <ConfirmDialog
        isOpen={confirm}
        isDanger
        title="Delete order?"
        message="The order SO-000001 will be deleted."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={() => {
          log('confirm');
          setConfirm(false);
        }}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Kit />
  </StrictMode>,
);
