import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField } from '../../../src/ui/FormField';
import { byText, cleanup, one, press, render, type } from './render';

afterEach(cleanup);

const described = (el: Element) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

describe('form fields', () => {
  it('TextField: label, description, value and change', async () => {
    const onChange = vi.fn();
    const { container } = await render(<TextField label="Name" description="As on the invoice" value="Ann" onChange={onChange} />);
    const input = one(container, 'input') as HTMLInputElement;
    expect(document.getElementById(input.getAttribute('aria-labelledby') ?? '')?.textContent ?? one(container, 'label')!.textContent).toBe('Name');
    expect(input.value).toBe('Ann');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(described(input)).toEqual(['As on the invoice']);
    await type(input, 'Bo');
    expect(onChange).toHaveBeenCalledWith('Bo');
  });

  it('TextField: errorMessage makes it invalid and is described and inside a live region', async () => {
    const { container } = await render(<TextField label="Name" description="Hint" errorMessage="Required" value="" onChange={() => {}} />);
    const input = one(container, 'input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(expect.arrayContaining(['Hint', 'Required']));
    expect(one(container, '.field-error')!.closest('[aria-live=polite]')).not.toBeNull();
  });

  it('TextAreaField renders a textarea with the error', async () => {
    const { container } = await render(<TextAreaField label="Remark" value="x" errorMessage="Too long" onChange={() => {}} />);
    const ta = one(container, 'textarea')!;
    expect(ta.getAttribute('aria-invalid')).toBe('true');
    expect(described(ta)).toEqual(['Too long']);
  });

  it('NumberField: null is empty; typed numbers come out as numbers on blur', async () => {
    const onChange = vi.fn();
    const { container } = await render(<NumberField label="Qty" value={null} onChange={onChange} errorMessage="Must be positive" incrementLabel="More" decrementLabel="Less" />);
    const input = one(container, 'input') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(one(container, '[aria-label=More]')).not.toBeNull();
    await type(input, '12');
    await (async () => {
      const { act } = await import('react');
      await act(async () => {
        input.dispatchEvent(new FocusEvent('blur', { bubbles: false }));
        input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      });
    })();
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('SelectField: shows the chosen label and reports a choice', async () => {
    const onChange = vi.fn();
    const options = [{ value: 'cn', label: 'China' }, { value: 'de', label: 'Germany' }];
    const { container } = await render(<SelectField label="Country" value="cn" options={options} onChange={onChange} errorMessage="Pick one" />);
    expect(one(container, '.select-value')!.textContent).toBe('China');
    expect(one(container, '.field-error')!.textContent).toBe('Pick one');
    await press(one(container, 'button'));
    await press(byText(document.body, '[role=option]', 'Germany'));
    expect(onChange).toHaveBeenCalledWith('de');
  });

  it('SelectField: a data option is marked translate="no" in the list and once chosen; a label option is not', async () => {
    const options = [{ value: '', label: 'No default' }, { value: 'dhl', label: 'DHL-EXP · DHL Express Worldwide', data: true }];
    const { container } = await render(<SelectField label="Default channel" value="dhl" options={options} onChange={() => {}} />);
    expect(one(container, '.select-value [translate="no"]')?.textContent).toBe('DHL-EXP · DHL Express Worldwide');
    await press(one(container, 'button'));
    expect(byText(document.body, '[role=option]', 'DHL-EXP · DHL Express Worldwide')!.querySelector('[translate="no"]')).not.toBeNull();
    expect(byText(document.body, '[role=option]', 'No default')!.querySelector('[translate]')).toBeNull();
  });

  it('CheckboxField: checked state, change and error', async () => {
    const onChange = vi.fn();
    const { container } = await render(<CheckboxField label="Active" value={false} onChange={onChange} errorMessage="Must accept" />);
    const input = one(container, 'input[type=checkbox]') as HTMLInputElement;
    expect(input.checked).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(['Must accept']);
    await press(one(container, 'label'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
