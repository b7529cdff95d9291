import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Thumbnail } from '../../../src/ui/Thumbnail';
import { cleanup, one, press, render } from './render';

afterEach(cleanup);

const props = { src: '/back/api/scm-app/supplier/image/img_1', alt: 'Sweater, front', failedText: 'The image did not load.', retryLabel: 'Retry' };
const fail = (img: Element) => act(async () => void img.dispatchEvent(new Event('error')));

describe('Thumbnail', () => {
  it('is an image of its size with alt text, loaded lazily', async () => {
    const { container } = await render(<Thumbnail {...props} size={120} testId="thumb" />);
    const img = one(container, 'img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['120', '120', 'Sweater, front', 'lazy']);
  });

  it('shows a failed load as an alert with a retry that loads the image again', async () => {
    const { container } = await render(<Thumbnail {...props} size={120} testId="thumb" />);
    await fail(one(container, 'img')!);
    const alert = one(container, '[role=alert]')!;
    expect(alert.textContent).toContain('The image did not load.');
    await press(one(alert, '[data-testid=thumb-retry]'));
    expect(one(container, '[role=alert]')).toBeNull();
    expect(one(container, 'img')!.getAttribute('src')).toBe(props.src);
  });

  it('names the image on the retry of a small thumbnail, whose box holds only the button', async () => {
    const { container } = await render(<Thumbnail {...props} size={40} testId="thumb" />);
    await fail(one(container, 'img')!);
    const retry = one(container, '[data-testid=thumb-retry]')!;
    expect(retry.getAttribute('aria-label')).toBe('Retry: Sweater, front');
    expect(one(container, '.visually-hidden')!.textContent).toBe('The image did not load.');
  });
});
