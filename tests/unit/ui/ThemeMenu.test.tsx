import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ThemeMenu, type ThemeMenuLabels } from '../../../src/ui/ThemeMenu';
import { all, byText, cleanup, one, press, render, type } from './render';

afterEach(cleanup);

const labels: ThemeMenuLabels = {
  button: 'Views', menu: 'Saved views', defaultMark: '(default)', modifiedMark: '(modified)', noView: 'No view', noViewNote: '(all rows, default columns)', update: (n) => `Save changes to "${n}"`, saveAs: 'Save current view as…', manage: 'Manage views…', manageTitle: 'Saved views',
  saveAsTitle: 'Save view', renameTitle: 'Rename view', name: 'Name', nameRequired: 'Enter a name', save: 'Save', cancel: 'Cancel', close: 'Close',
  rename: 'Rename', setDefault: 'Set as default', delete: 'Delete', deleteTitle: 'Delete view?', deleteMessage: (n) => `Delete "${n}"?`, none: 'No saved views',
};
const themes = [
  { id: 't1', name: 'Mine', isDefault: true },
  { id: 't2', name: 'Late orders', isDefault: false },
];
const handlers = () => ({ onApply: vi.fn(), onClear: vi.fn(), onUpdate: vi.fn(), onSaveAs: vi.fn(), onRename: vi.fn(), onDelete: vi.fn(), onSetDefault: vi.fn() });

const openMenu = async (container: HTMLElement) => {
  await press(one(container, '[data-testid=theme-menu-button]'));
  return one(document.body, '[role=menu]')!;
};
const submitForm = async (el: Element) => {
  const form = el.closest('form')!;
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};

describe('ThemeMenu', () => {
  it('lists the views, marks the default and the active one, applies a view', async () => {
    const h = handlers();
    const { container } = await render(<ThemeMenu themes={themes} activeId="t2" {...h} labels={labels} />);
    expect(one(container, '[data-testid=theme-menu-button]')!.textContent).toContain('Views: Late orders');
    const menu = await openMenu(container);
    const items = all(menu, '[role=menuitemradio], [role=menuitem]');
    expect(items.map((i) => i.textContent)).toEqual(['No view (all rows, default columns)', 'Mine (default)', '✓Late orders', 'Save current view as…', 'Manage views…']);
    expect(items[2].getAttribute('aria-checked')).toBe('true');
    await press(items[1]);
    expect(h.onApply).toHaveBeenCalledWith('t1');
  });

  it('"No view" is checked when no view is active, and clears the applied one', async () => {
    const h = handlers();
    const { container } = await render(<ThemeMenu themes={themes} activeId="none" {...h} labels={labels} />);
    expect(one(container, '[data-testid=theme-menu-button]')!.textContent).toBe('Views ▾');
    const items = all(await openMenu(container), '[role=menuitemradio]');
    expect(items[0].getAttribute('aria-checked')).toBe('true');
    expect(items[0].textContent).toBe('✓No view (all rows, default columns)');
    await press(items[0]);
    expect(h.onClear).toHaveBeenCalledTimes(1);
    expect(h.onApply).not.toHaveBeenCalled();
  });

  it('"No view" clears an applied view', async () => {
    const h = handlers();
    const { container } = await render(<ThemeMenu themes={themes} activeId="t1" {...h} labels={labels} />);
    const items = all(await openMenu(container), '[role=menuitemradio]');
    expect(items[0].getAttribute('aria-checked')).toBe('false');
    await press(items[0]);
    expect(h.onClear).toHaveBeenCalledTimes(1);
  });

  it('says when the active view was modified; choosing it again applies it again', async () => {
    const h = handlers();
    const { container } = await render(<ThemeMenu themes={themes} activeId="t2" activeModified {...h} labels={labels} />);
    expect(one(container, '[data-testid=theme-menu-button]')!.textContent).toContain('Views: Late orders (modified)');
    const menu = await openMenu(container);
    const items = all(menu, '[role=menuitemradio], [role=menuitem]');
    expect(items.map((i) => i.textContent)).toEqual(['No view (all rows, default columns)', 'Mine (default)', '✓Late orders (modified)', 'Save changes to "Late orders"', 'Save current view as…', 'Manage views…']);
    await press(items[3]);
    expect(h.onUpdate).toHaveBeenCalledWith('t2');
    await press(all(await openMenu(container), '[role=menuitemradio]')[2]);
    expect(h.onApply).toHaveBeenCalledWith('t2');
  });

  it('save as: asks a name (required) and hands it over trimmed', async () => {
    const h = handlers();
    const { container } = await render(<ThemeMenu themes={themes} {...h} labels={labels} />);
    await press(byText(await openMenu(container), '[role=menuitem]', 'Save current view as…'));
    const dlg = one(document.body, '[data-testid=theme-name-dialog]')!;
    const input = one(dlg, 'input') as HTMLInputElement;
    await submitForm(input);
    expect(h.onSaveAs).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(one(dlg, '.field-error')!.textContent).toBe('Enter a name');
    await type(input, '  Big buyers ');
    await submitForm(input);
    expect(h.onSaveAs).toHaveBeenCalledWith('Big buyers');
    expect(one(document.body, '[data-testid=theme-name-dialog]')).toBeNull();
  });

  it('manage: rename, set default and delete after confirmation', async () => {
    const h = handlers();
    const { container } = await render(<ThemeMenu themes={themes} {...h} labels={labels} />);
    await press(byText(await openMenu(container), '[role=menuitem]', 'Manage views…'));
    const manage = () => one(document.body, '[data-testid=theme-manage]')!;
    const row = (id: string) => one(manage(), `[data-id=${id}]`)!;
    expect(one(row('t1'), '[data-testid=theme-default]')!.hasAttribute('disabled')).toBe(true);
    await press(one(row('t2'), '[data-testid=theme-default]'));
    expect(h.onSetDefault).toHaveBeenCalledWith('t2');

    await press(one(row('t2'), '[data-testid=theme-rename]'));
    const input = one(document.body, '[data-testid=theme-name-dialog] input') as HTMLInputElement;
    expect(input.value).toBe('Late orders');
    await type(input, 'Very late');
    await submitForm(input);
    expect(h.onRename).toHaveBeenCalledWith('t2', 'Very late');

    await press(one(row('t1'), '[data-testid=theme-delete]'));
    const confirm = one(document.body, '[role=alertdialog]')!;
    expect(confirm.textContent).toContain('Delete "Mine"?');
    expect(h.onDelete).not.toHaveBeenCalled();
    await press(one(confirm, '[data-testid=confirm-ok]'));
    expect(h.onDelete).toHaveBeenCalledWith('t1');
  });
});
