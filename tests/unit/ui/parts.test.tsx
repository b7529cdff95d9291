import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui/Tabs';
import { ProgressBar } from '../../../src/ui/ProgressBar';
import { DescriptionList } from '../../../src/ui/DescriptionList';
import { Section } from '../../../src/ui/Section';
import { StatusBadge } from '../../../src/ui/StatusBadge';
import { EmptyState } from '../../../src/ui/EmptyState';
import { ErrorState } from '../../../src/ui/ErrorState';
import { Toolbar } from '../../../src/ui/Toolbar';
import { Button } from '../../../src/ui/Button';
import { all, byText, cleanup, one, press, render } from './render';

afterEach(cleanup);

describe('detail-view parts', () => {
  it('Tabs: tablist labelled, selected panel shown, selection reported', async () => {
    const onSelectionChange = vi.fn();
    const tabs = [
      { key: 'info', title: 'Info', content: <p>info body</p> },
      { key: 'log', title: 'Log', content: <p>log body</p> },
    ];
    const { container } = await render(<Tabs ariaLabel="Order" tabs={tabs} selectedKey="info" onSelectionChange={onSelectionChange} />);
    expect(one(container, '[role=tablist]')!.getAttribute('aria-label')).toBe('Order');
    expect(one(container, '[role=tabpanel]')!.textContent).toBe('info body');
    await press(byText(container, '[role=tab]', 'Log'));
    expect(onSelectionChange).toHaveBeenCalledWith('log');
  });

  it('ProgressBar: determinate value with text, indeterminate without value', async () => {
    const { container, rerender } = await render(<ProgressBar label="Export" value={40} valueText="400 of 1,000 rows" />);
    const bar = one(container, '[role=progressbar]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('400 of 1,000 rows');
    expect(document.getElementById(bar.getAttribute('aria-labelledby')!)!.textContent).toBe('Export');
    await rerender(<ProgressBar label="Export" />);
    expect(one(container, '[role=progressbar]')!.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('Section + DescriptionList: labelled section, empty values shown as a dash', async () => {
    const { container } = await render(
      <Section title="Buyer">
        <DescriptionList items={[{ key: 'name', label: 'Name', value: 'Harbour Foods' }, { key: 'tax', label: 'Tax no.', value: '' }]} />
      </Section>,
    );
    const section = one(container, 'section')!;
    expect(document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent).toBe('Buyer');
    expect(all(section, 'dd').map((d) => d.textContent)).toEqual(['Harbour Foods', '—']);
  });

  it('StatusBadge, EmptyState, ErrorState, Toolbar', async () => {
    const onRetry = vi.fn();
    const { container } = await render(
      <>
        <Toolbar ariaLabel="Actions" end={<Button>Export</Button>}>
          <Button>New</Button>
        </Toolbar>
        <StatusBadge tone="success">Shipped</StatusBadge>
        <EmptyState title="No orders" description="Change the conditions" />
        <ErrorState message="Timed out" retryLabel="Retry" onRetry={onRetry} />
      </>,
    );
    expect(one(container, '[role=toolbar]')!.getAttribute('aria-label')).toBe('Actions');
    expect(one(container, '.badge-success')!.textContent).toBe('Shipped');
    expect(one(container, '[data-testid=empty-state]')!.textContent).toContain('No orders');
    expect(one(container, '[role=alert]')!.textContent).toContain('Timed out');
    await press(byText(container, 'button', 'Retry'));
    expect(onRetry).toHaveBeenCalled();
  });
});
