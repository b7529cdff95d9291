import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnChooser, type ColumnChooserColumn, type ColumnChooserLabels } from '../../../src/ui/table/ColumnChooser';
import { all, cleanup, one, press, render } from './render';

const labels: ColumnChooserLabels = {
  title: 'Columns',
  save: 'Save',
  cancel: 'Cancel',
  reset: 'Reset',
  visible: (t) => `Show ${t}`,
  moveUp: (t) => `Move ${t} up`,
  moveDown: (t) => `Move ${t} down`,
  up: '↑',
  down: '↓',
};
const defaults: ColumnChooserColumn[] = [
  { key: 'a', title: 'Alpha', width: 100, visible: true },
  { key: 'b', title: 'Beta', width: 120, visible: true },
  { key: 'c', title: 'Gamma', width: 140, visible: false },
];
const current: ColumnChooserColumn[] = [defaults[1], { ...defaults[0], width: 180 }, defaults[2]];

afterEach(cleanup);

const dialog = () => one(document.body, '[data-testid=column-chooser]')!;
const button = (label: string) => one(dialog(), `[aria-label="${label}"]`) ?? all(dialog(), 'button').find((b) => b.textContent === label)!;
const checkbox = (label: string) => one(dialog(), `input[aria-label="${label}"]`) as HTMLInputElement;

describe('ColumnChooser', () => {
  it('is a labelled dialog listing the current order with visibility', async () => {
    await render(<ColumnChooser isOpen columns={current} defaults={defaults} onSave={() => {}} onClose={() => {}} labels={labels} />);
    expect(dialog().getAttribute('role')).toBe('dialog');
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(all(dialog(), '.column-list-item').map((li) => li.dataset.key)).toEqual(['b', 'a', 'c']);
    expect(checkbox('Show Gamma').checked).toBe(false);
    expect((button('Move Beta up') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Move Gamma down') as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves, toggles and saves the whole layout in the new order', async () => {
    const onSave = vi.fn();
    await render(<ColumnChooser isOpen columns={current} defaults={defaults} onSave={onSave} onClose={() => {}} labels={labels} />);
    await press(button('Move Gamma up'));
    await press(button('Move Gamma up'));
    await press(checkbox('Show Gamma'));
    await press(checkbox('Show Beta'));
    await press(button('Save'));
    expect(onSave).toHaveBeenCalledWith([
      { key: 'c', width: 140, visible: true },
      { key: 'b', width: 120, visible: false },
      { key: 'a', width: 180, visible: true },
    ]);
  });

  it('keeps at least one column visible', async () => {
    await render(<ColumnChooser isOpen columns={defaults.map((c) => ({ ...c, visible: c.key === 'a' }))} defaults={defaults} onSave={() => {}} onClose={() => {}} labels={labels} />);
    expect(checkbox('Show Alpha').disabled).toBe(true);
    expect(checkbox('Show Beta').disabled).toBe(false);
  });

  it('reset restores the default order, widths and visibility; cancel closes without saving', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    await render(<ColumnChooser isOpen columns={current} defaults={defaults} onSave={onSave} onClose={onClose} labels={labels} />);
    await press(button('Reset'));
    expect(all(dialog(), '.column-list-item').map((li) => li.dataset.key)).toEqual(['a', 'b', 'c']);
    await press(button('Save'));
    expect(onSave).toHaveBeenCalledWith(defaults.map(({ key, width, visible }) => ({ key, width, visible })));
    await press(button('Cancel'));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', async () => {
    await render(<ColumnChooser isOpen={false} columns={current} defaults={defaults} onSave={() => {}} onClose={() => {}} labels={labels} />);
    expect(one(document.body, '[data-testid=column-chooser]')).toBeNull();
  });
});
