// The react-aria date field (decision 022): segments in the screen's locale, the value a plain
// string, no native date input and no native validation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from 'react-aria-components';
import { DateTimeField, fromDateValue, toDateValue } from '../../../src/ui/DateTimeField';
import { all, cleanup, key, one, render } from './render';

afterEach(cleanup);

const segments = (root: ParentNode) => all(root, '[role=spinbutton]').map((s) => `${s.getAttribute('data-type')}=${s.textContent}`);

describe('DateTimeField', () => {
  it('reads and writes plain strings: minutes for date-times, days for dates; unreadable text is empty', () => {
    expect(fromDateValue(toDateValue('2026-11-27T09:05', 'datetime-local'), 'datetime-local')).toBe('2026-11-27T09:05');
    expect(fromDateValue(toDateValue('2026-11-27T09:05:59', 'datetime-local'), 'datetime-local')).toBe('2026-11-27T09:05');
    expect(fromDateValue(toDateValue('2026-11-27', 'date'), 'date')).toBe('2026-11-27');
    for (const bad of ['', '2026-13-01', 'tomorrow', '2026-11']) expect(toDateValue(bad, 'date'), bad).toBeNull();
    expect(fromDateValue(null, 'date')).toBe('');
  });

  it("orders its segments by the screen's locale, 24-hour; no native input the user sees or the browser validates", async () => {
    const field = (locale: string) => (
      <I18nProvider locale={locale}>
        <DateTimeField label="Start" value="2026-11-27T09:05" onChange={() => {}} isRequired testId="f" />
      </I18nProvider>
    );
    const en = await render(field('en'));
    expect(segments(en.container)).toEqual(['month=11', 'day=27', 'year=2026', 'hour=09', 'minute=05']);
    // react-aria keeps a hidden native input for form autofill only: out of the tab order, and
    // never `required`, so the browser has no bubble to show
    const native = all(en.container, 'input[type=date], input[type=datetime-local]');
    expect(native.every((i) => i.getAttribute('tabindex') === '-1' && !i.hasAttribute('required'))).toBe(true);
    expect(all(en.container, 'input[required]')).toHaveLength(0);
    await cleanup();
    const zh = await render(field('zh-CN'));
    expect(segments(zh.container).map((s) => s.split('=')[0])).toEqual(['year', 'month', 'day', 'hour', 'minute']);
  });

  it('a changed segment reports the whole value; the error is the screen\'s own message', async () => {
    const onChange = vi.fn();
    const { container } = await render(
      <I18nProvider locale="en">
        <DateTimeField type="date" label="Invoice date" value="2026-11-27" onChange={onChange} isRequired errorMessage="Enter the invoice date." />
      </I18nProvider>,
    );
    await key(one(container, '[role=spinbutton][data-type=day]'), 'ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
    expect(one(container, '.field-error')!.textContent).toBe('Enter the invoice date.');
  });
});
