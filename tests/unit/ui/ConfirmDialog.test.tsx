import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { cleanup, key, one, press, render } from './render';

afterEach(cleanup);

const props = { title: 'Delete view?', message: 'The view "Mine" will be deleted.', confirmLabel: 'Delete', cancelLabel: 'Keep', busyLabel: 'Deleting…' };

describe('ConfirmDialog', () => {
  it('is an alertdialog labelled by its title; confirm and cancel call back', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(<ConfirmDialog isOpen {...props} isDanger onConfirm={onConfirm} onCancel={onCancel} />);
    const dlg = one(document.body, '[role=alertdialog]')!;
    const title = document.getElementById(dlg.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Delete view?');
    expect(dlg.textContent).toContain('The view "Mine" will be deleted.');
    expect(one(dlg, '[data-testid=confirm-ok]')!.className).toContain('danger');
    await press(one(dlg, '[data-testid=confirm-ok]'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await press(one(dlg, '[data-testid=confirm-cancel]'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+Enter (or Cmd+Enter) confirms from anywhere in the dialog, not while busy; Enter alone does not', async () => {
    const onConfirm = vi.fn();
    const { rerender } = await render(<ConfirmDialog isOpen {...props} onConfirm={onConfirm} onCancel={() => {}} />);
    const fire = async (init: KeyboardEventInit) => {
      const { act } = await import('react');
      await act(async () => {
        one(document.body, '[data-testid=confirm-cancel]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }));
      });
    };
    await fire({ ctrlKey: true });
    await fire({ metaKey: true });
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await rerender(<ConfirmDialog isOpen {...props} busy onConfirm={onConfirm} onCancel={() => {}} />);
    await fire({ ctrlKey: true });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('Escape cancels', async () => {
    const onCancel = vi.fn();
    await render(<ConfirmDialog isOpen {...props} onConfirm={() => {}} onCancel={onCancel} />);
    await key(one(document.body, '[role=alertdialog]'), 'Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('busy: buttons disabled, busy label, Escape ignored, error shown as alert', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(<ConfirmDialog isOpen {...props} busy errorMessage="Could not delete" onConfirm={onConfirm} onCancel={onCancel} />);
    const dlg = one(document.body, '[role=alertdialog]')!;
    const ok = one(dlg, '[data-testid=confirm-ok]')!;
    expect(ok.textContent).toBe('Deleting…');
    expect(ok.hasAttribute('data-pending')).toBe(true);
    expect(one(dlg, '[data-testid=confirm-cancel]')!.hasAttribute('disabled')).toBe(true);
    await press(ok);
    await key(dlg, 'Escape');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(one(dlg, '[role=alert]')!.textContent).toBe('Could not delete');
  });

  it('closed: nothing rendered', async () => {
    await render(<ConfirmDialog isOpen={false} {...props} onConfirm={() => {}} onCancel={() => {}} />);
    expect(one(document.body, '[role=alertdialog]')).toBeNull();
  });
});
