// saveBlob (src/machines/generic/browserFile.ts): the object URL outlives the click by long enough
// for a busy browser to start the download (it was revoked after 1 s), and is still released.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../src/machines/generic/browserFile';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveBlob', () => {
  it('clicks a download link and keeps its object URL for a minute', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:wharf/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveBlob(new Blob(['x']), 'orders.xlsx');
    expect(create).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:wharf/1', download: 'orders.xlsx' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(30_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:wharf/1');
  });
});
