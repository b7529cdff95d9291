import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditForm, type EditFormProps } from '../../../src/ui/EditForm';
import { cleanup, one, press, render } from './render';

afterEach(cleanup);

const base: Omit<EditFormProps, 'children'> = {
  onSubmit: () => {},
  onCancel: () => {},
  saving: false,
  labels: { save: 'Save', saving: 'Saving…', cancel: 'Cancel', stale: 'Changed meanwhile', reload: 'Reload' },
  stale: false,
  errorText: null,
  testIds: { form: 'f-form', stale: 'f-stale', failure: 'f-error', cancel: 'f-cancel', save: 'f-save' },
};
const field = <input name="x" />;

describe('EditForm', () => {
  it('submitting calls onSubmit and does not navigate; Cancel calls onCancel', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    await render(
      <EditForm {...base} onSubmit={onSubmit} onCancel={onCancel}>
        {field}
      </EditForm>,
    );
    const form = one(document.body, '[data-testid=f-form]') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => void form.dispatchEvent(event));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(form.noValidate).toBe(true);
    expect(one(form, '[role=alert]')).toBeNull();
    expect(one(form, '[data-testid=f-save]')!.getAttribute('type')).toBe('submit');
    await press(one(form, '[data-testid=f-cancel]'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while saving: Save is pending with its busy label, Cancel disabled', async () => {
    await render(
      <EditForm {...base} saving>
        {field}
      </EditForm>,
    );
    const save = one(document.body, '[data-testid=f-save]')!;
    expect(save.textContent).toBe('Saving…');
    expect(save.hasAttribute('data-pending')).toBe(true);
    expect(one(document.body, '[data-testid=f-cancel]')!.hasAttribute('disabled')).toBe(true);
  });

  it('a stale save: the text and a reload button as a warning alert, before the fields', async () => {
    const onReload = vi.fn();
    await render(
      <EditForm {...base} stale onReload={onReload} errorText="ignored while stale">
        {field}
      </EditForm>,
    );
    const alert = one(document.body, '[data-testid=f-stale]')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toBe('notice warning');
    expect(alert.textContent).toContain('Changed meanwhile');
    expect(one(document.body, '[data-testid=f-error]')).toBeNull();
    expect(one(document.body, '[data-testid=f-form]')!.firstElementChild).toBe(alert);
    await press(one(alert, 'button'));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('a refused save: its text as an error alert; no reload button without onReload', async () => {
    await render(
      <EditForm {...base} errorText="The default channel must be chosen">
        {field}
      </EditForm>,
    );
    const alert = one(document.body, '[data-testid=f-error]')!;
    expect(alert.className).toBe('notice error');
    expect(alert.textContent).toBe('The default channel must be chosen');
    await cleanup();
    await render(
      <EditForm {...base} stale>
        {field}
      </EditForm>,
    );
    expect(one(document.body, '[data-testid=f-stale] button')).toBeNull();
  });
});
