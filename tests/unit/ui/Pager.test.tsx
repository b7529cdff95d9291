import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../../../src/ui/table/Pager';
import { cleanup, one, all, press, render, type } from './render';

afterEach(cleanup);
const labels = { region: 'Pages', previous: 'Previous', next: 'Next', pageSize: 'Rows per page' };

describe('Pager', () => {
  it('previous/next enabled by the keyset flags; summary and page size shown', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const onPageSizeChange = vi.fn();
    const { container } = await render(
      <Pager hasPrevious={false} hasNext onPrevious={onPrevious} onNext={onNext} summary="Showing 1–50 of 1,234" pageSize={50} onPageSizeChange={onPageSizeChange} labels={labels} />,
    );
    const nav = one(container, 'nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Pages');
    expect(one(nav, '[role=status]')!.textContent).toBe('Showing 1–50 of 1,234');
    const prev = one(nav, '[data-testid=pager-previous]')!;
    expect(prev.hasAttribute('disabled')).toBe(true);
    await press(prev);
    expect(onPrevious).not.toHaveBeenCalled();
    await press(one(nav, '[data-testid=pager-next]'));
    expect(onNext).toHaveBeenCalledTimes(1);
    const select = one(nav, 'select') as HTMLSelectElement;
    expect(all(select, 'option').map((o) => o.textContent)).toEqual(['20', '50', '100', '200']);
    expect(select.value).toBe('50');
    await type(select, '200');
    expect(onPageSizeChange).toHaveBeenCalledWith(200);
  });

  it('busy disables everything', async () => {
    const { container } = await render(<Pager hasPrevious hasNext busy onPrevious={() => {}} onNext={() => {}} summary="" pageSize={20} onPageSizeChange={() => {}} labels={labels} />);
    expect(all(container, 'button').every((b) => b.hasAttribute('disabled'))).toBe(true);
    expect((one(container, 'select') as HTMLSelectElement).disabled).toBe(true);
  });
});
