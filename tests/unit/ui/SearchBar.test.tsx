import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SearchBar, type SearchBarLabels, type SearchFieldSpec, type SearchValues } from '../../../src/ui/SearchBar';
import { all, byText, cleanup, key, one, press, render, type } from './render';

afterEach(cleanup);

const labels: SearchBarLabels = { region: 'Search orders', submit: 'Search', reset: 'Reset', from: 'From', to: 'To', min: 'Min', max: 'Max', any: 'Any' };
const fields: SearchFieldSpec[] = [
  { key: 'orderNo', label: 'Order no.', kind: 'text' },
  { key: 'status', label: 'Status', kind: 'select', options: [{ value: 'open', label: 'Open' }, { value: 'shipped', label: 'Shipped' }] },
  { key: 'warehouse', label: 'Warehouse', kind: 'multiSelect', options: [{ value: 'w1', label: 'North' }, { value: 'w2', label: 'South' }] },
  { key: 'created', label: 'Created', kind: 'dateRange' },
  { key: 'amount', label: 'Amount', kind: 'numberRange' },
];

/** A react-aria date field's segments as 'type=text' (decision 022: no native date input). */
const segmentsOf = (root: ParentNode, testId: string) =>
  all(one(root, `[data-testid=${testId}]`)!, '[role=spinbutton]').map((s) => `${s.getAttribute('data-type')}=${s.textContent}`);
/** A react-aria number field's text box. */
const numberInput = (root: ParentNode, testId: string) => one(root, `[data-testid=${testId}] input`) as HTMLInputElement;

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
    expect(segmentsOf(form, 'search-created-from')).toEqual(['month=1', 'day=1', 'year=2024']);
    expect(one(form, '[data-testid=search-created-to] [role=spinbutton]')!.hasAttribute('data-placeholder')).toBe(true);
    expect(all(form, 'input[type=date]:not([tabindex="-1"]), input[type=number]')).toHaveLength(0);
    expect(numberInput(form, 'search-amount-min').value).toBe('10');
    expect(numberInput(form, 'search-amount-max').value).toBe('20');
  });

  it('reports changes per key with typed values (empty becomes null)', async () => {
    const onChange = vi.fn();
    const values: SearchValues = { created: ['2024-01-01', null] };
    const { container } = await render(<SearchBar fields={fields} values={values} onChange={onChange} onSubmit={() => {}} onReset={() => {}} labels={labels} />);
    await type(inputByLabel(container, 'Order no.'), 'SO-9');
    expect(onChange).toHaveBeenLastCalledWith('orderNo', 'SO-9');
    await key(one(container, '[data-testid=search-created-from] [data-type=day]'), 'ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith('created', ['2024-01-02', null]);
    await type(numberInput(container, 'search-amount-max'), '99.5');
    await key(numberInput(container, 'search-amount-max'), 'Enter');
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
