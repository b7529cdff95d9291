import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SearchBar, type SearchBarLabels, type SearchFieldSpec, type SearchValues } from '../../../src/ui/SearchBar';
import { all, byText, cleanup, one, press, render, type } from './render';

afterEach(cleanup);

const labels: SearchBarLabels = { region: 'Search orders', submit: 'Search', reset: 'Reset', from: 'From', to: 'To', min: 'Min', max: 'Max', any: 'Any' };
const fields: SearchFieldSpec[] = [
  { key: 'orderNo', label: 'Order no.', kind: 'text' },
  { key: 'status', label: 'Status', kind: 'select', options: [{ value: 'open', label: 'Open' }, { value: 'shipped', label: 'Shipped' }] },
  { key: 'warehouse', label: 'Warehouse', kind: 'multiSelect', options: [{ value: 'w1', label: 'North' }, { value: 'w2', label: 'South' }] },
  { key: 'created', label: 'Created', kind: 'dateRange' },
  { key: 'amount', label: 'Amount', kind: 'numberRange' },
];

const inputByLabel = (root: ParentNode, text: string) => {
  const label = all(root, 'label').find((l) => l.textContent === text)!;
  return document.getElementById(label.getAttribute('for')!) as HTMLInputElement;
};

describe('SearchBar', () => {
  it('renders one labelled control per condition inside a search landmark', async () => {
    const values: SearchValues = { orderNo: 'SO-1', status: 'shipped', warehouse: ['w1', 'w2'], created: ['2024-01-01', null], amount: [10, 20] };
    const { container } = await render(<SearchBar fields={fields} values={values} onChange={() => {}} onSubmit={() => {}} onReset={() => {}} labels={labels} />);
    const form = one(container, 'form[role=search]')!;
    expect(form.getAttribute('aria-label')).toBe('Search orders');
    expect(inputByLabel(form, 'Order no.').value).toBe('SO-1');
    expect(one(form, '[data-testid=search-status] .select-value')!.textContent).toBe('Shipped');
    expect(one(form, '[data-testid=search-warehouse] .select-value')!.textContent).toContain('North');
    expect(all(form, 'legend').map((l) => l.textContent)).toEqual(['Created', 'Amount']);
    const created = one(form, '[data-testid=search-created]')!;
    expect(inputByLabel(created, 'From').value).toBe('2024-01-01');
    expect(inputByLabel(created, 'To').value).toBe('');
    const amount = one(form, '[data-testid=search-amount]')!;
    expect(inputByLabel(amount, 'Min').value).toBe('10');
    expect(inputByLabel(amount, 'Max').value).toBe('20');
  });

  it('reports changes per key with typed values (empty becomes null)', async () => {
    const onChange = vi.fn();
    const values: SearchValues = { created: ['2024-01-01', null] };
    const { container } = await render(<SearchBar fields={fields} values={values} onChange={onChange} onSubmit={() => {}} onReset={() => {}} labels={labels} />);
    await type(inputByLabel(container, 'Order no.'), 'SO-9');
    expect(onChange).toHaveBeenLastCalledWith('orderNo', 'SO-9');
    const created = one(container, '[data-testid=search-created]')!;
    await type(inputByLabel(created, 'To'), '2024-02-01');
    expect(onChange).toHaveBeenLastCalledWith('created', ['2024-01-01', '2024-02-01']);
    await type(inputByLabel(created, 'From'), '');
    expect(onChange).toHaveBeenLastCalledWith('created', null);
    const amount = one(container, '[data-testid=search-amount]')!;
    await type(inputByLabel(amount, 'Max'), '99.5');
    expect(onChange).toHaveBeenLastCalledWith('amount', [null, 99.5]);
  });

  it('a select choice goes out as its value; "Any" clears it', async () => {
    const onChange = vi.fn();
    const { container } = await render(<SearchBar fields={fields} values={{ status: 'open' }} onChange={onChange} onSubmit={() => {}} onReset={() => {}} labels={labels} />);
    await press(one(container, '[data-testid=search-status] button'));
    await press(byText(document.body, '[role=option]', 'Shipped'));
    expect(onChange).toHaveBeenLastCalledWith('status', 'shipped');
    await press(one(container, '[data-testid=search-status] button'));
    await press(byText(document.body, '[role=option]', 'Any'));
    expect(onChange).toHaveBeenLastCalledWith('status', null);
  });

  it('submit (Enter / search button) calls onSubmit once without navigating; reset calls onReset', async () => {
    const onSubmit = vi.fn();
    const onReset = vi.fn();
    const { container } = await render(<SearchBar fields={fields} values={{}} onChange={() => {}} onSubmit={onSubmit} onReset={onReset} labels={labels} />);
    const form = one(container, 'form')! as HTMLFormElement;
    const ev = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(ev);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(ev.defaultPrevented).toBe(true);
    expect(one(form, '[data-testid=search-submit]')!.getAttribute('type')).toBe('submit');
    await press(one(form, '[data-testid=search-reset]'));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
