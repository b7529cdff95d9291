// download(): files, Content-Disposition names, a JSON reply instead of a file (spec section 8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, download, filenameFromDisposition } from '../../../src/services';
import { envelope, file, json, setup, stubFetch } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('download()', () => {
  let rec: ReturnType<typeof setup>;
  beforeEach(() => {
    rec = setup('seller');
  });

  it('returns the blob and the file name; flavour rewriting applies', async () => {
    const { seen } = stubFetch(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx`,
          },
        }),
    );
    const { blob, filename } = await download(file, { params: { id: '42' } });
    expect(seen[0].url).toBe('/back/api/scm-app/seller/export/42');
    expect(seen[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(filename).toBe('导出.xlsx');
    expect(blob.size).toBe(4);
    expect(rec.notices).toEqual([]);
  });

  it('a JSON envelope instead of a file: its message is shown as an error, rejects', async () => {
    stubFetch(() => envelope('EXPORT_NOT_READY', null, 'The export is still running'));
    const err = await download(file, { params: { id: '42' } }).catch((e: CallError) => e);
    expect(err).toBeInstanceOf(CallError);
    expect(err).toMatchObject({ kind: 'envelope', code: 'EXPORT_NOT_READY' });
    expect(rec.notices).toEqual([{ tone: 'error', message: 'The export is still running' }]);
  });

  it('a JSON reply with code "0" is still not a file: message shown, rejects', async () => {
    stubFetch(() => json({ code: '0', message: 'nothing to export', data: null }));
    const err = await download(file, { params: { id: '42' } }).catch((e: CallError) => e);
    expect(err).toMatchObject({ kind: 'envelope' });
    expect(rec.notices).toEqual([{ tone: 'error', message: 'nothing to export' }]);
  });

  it('a JSON reply without a message: downloadFailed key', async () => {
    stubFetch(() => json({ error: true }, 500));
    await download(file, { params: { id: '42' } }).catch(() => undefined);
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.downloadFailed' }]);
  });

  it('SYS_UNAUTHORIZED as JSON during a download still goes to the gateway', async () => {
    stubFetch(() => envelope('SYS_UNAUTHORIZED', { gateway: '/gateway' }, '', 401));
    await download(file, { params: { id: '42' } }).catch(() => undefined);
    expect(rec.gateways).toHaveLength(1);
    expect(rec.notices).toEqual([]);
  });

  it('a non-JSON error status: kind http, downloadFailed', async () => {
    stubFetch(() => new Response('gone', { status: 410, headers: { 'content-type': 'text/plain' } }));
    const err = await download(file, { params: { id: '42' } }).catch((e: CallError) => e);
    expect(err).toMatchObject({ kind: 'http', code: 'HTTP_410' });
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.downloadFailed' }]);
  });

  it('aborted: no notification', async () => {
    stubFetch((req) => new Promise((_, reject) => req.signal?.addEventListener('abort', () => reject(req.signal?.reason))));
    const ac = new AbortController();
    const p = download(file, { params: { id: '1' } }, { signal: ac.signal }).catch((e: CallError) => e);
    ac.abort();
    expect(await p).toMatchObject({ kind: 'aborted' });
    expect(rec.notices).toEqual([]);
  });
});

describe('filenameFromDisposition()', () => {
  it.each([
    [null, 'download'],
    ['attachment', 'download'],
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename="q\\"uote.txt"', 'q"uote.txt'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ["attachment; filename=\"fallback.pdf\"; filename*=utf-8''real.pdf", 'real.pdf'],
  ])('%s -> %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});
