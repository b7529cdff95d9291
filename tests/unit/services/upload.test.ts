// upload(): multipart through a fake XMLHttpRequest: progress, time zone, envelope rows, time-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError, upload } from '../../../src/services';
import { setup, uploadEp } from './helpers';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  timeout = 0;
  withCredentials = true;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // test drivers
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, payload: unknown) {
    this.status = status;
    this.responseText = typeof payload === 'string' ? payload : JSON.stringify(payload);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('upload()', () => {
  let rec: ReturnType<typeof setup>;
  beforeEach(() => {
    rec = setup('distributor');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  const form = () => {
    const f = new FormData();
    f.append('file', new Blob(['a,b']), 'a.csv');
    f.append('preview', 'true');
    return f;
  };

  it('posts the form with progress, the time zone, the header and the time-out; resolves data', async () => {
    const seen: Array<[number, number]> = [];
    const f = form();
    const p = upload(uploadEp, f, { params: { importType: 'order' }, query: { appId: 'wharf-dms' } }, { onProgress: (l, t) => seen.push([l, t]) });
    const x = FakeXhr.last;
    expect(x.method).toBe('POST');
    expect(x.url).toBe('/back/api/scm-app/distributor/import/order/upload?appId=wharf-dms');
    expect(x.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(x.headers['X-Wharf-Lang']).toBeUndefined();
    expect(x.timeout).toBe(300_000);
    expect(x.withCredentials).toBe(false);
    expect(x.body).toBe(f);
    expect(String(f.get('timezone'))).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
    x.progress(5, 10);
    x.progress(10, 10);
    x.respond(200, { code: '0', message: '', data: { id: 'imp-1' } });
    await expect(p).resolves.toEqual({ id: 'imp-1' });
    expect(seen).toEqual([[5, 10], [10, 10]]);
    expect(rec.notices).toEqual([]);
  });

  it('keeps a time zone the caller set', async () => {
    const f = form();
    f.append('timezone', 'GMT+09:00');
    const p = upload(uploadEp, f, { params: { importType: 'order' } });
    FakeXhr.last.respond(200, { code: '0', message: '', data: { id: 'x' } });
    await p;
    expect(f.getAll('timezone')).toEqual(['GMT+09:00']);
  });

  it("adds none to a form that carries the order upload's timeZone (its strict body refuses timezone)", async () => {
    const f = form();
    f.append('timeZone', 'GMT+09:00');
    const p = upload(uploadEp, f, { params: { importType: 'order' } });
    FakeXhr.last.respond(200, { code: '0', message: '', data: { id: 'x' } });
    await p;
    expect([f.getAll('timeZone'), f.has('timezone')]).toEqual([['GMT+09:00'], false]);
  });

  it('an error envelope (HTTP 413): toast with the message, rejects', async () => {
    const p = upload(uploadEp, form(), { params: { importType: 'order' } });
    FakeXhr.last.respond(413, { code: 'SYS_PAYLOAD_TOO_LARGE', message: 'File too large', data: null });
    await expect(p).rejects.toMatchObject({ kind: 'envelope', code: 'SYS_PAYLOAD_TOO_LARGE' });
    expect(rec.notices).toEqual([{ tone: 'error', message: 'File too large' }]);
  });

  it('save: an empty message shows saveError', async () => {
    const p = upload(uploadEp, form(), { params: { importType: 'order' } }, { save: true });
    FakeXhr.last.respond(400, { code: 'IMPORT_BAD_FILE', message: '', data: null });
    await expect(p).rejects.toBeInstanceOf(CallError);
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.saveError' }]);
  });

  it('SYS_UNAUTHORIZED goes to the gateway', async () => {
    const p = upload(uploadEp, form(), { params: { importType: 'order' } });
    FakeXhr.last.respond(401, { code: 'SYS_UNAUTHORIZED', message: '', data: { gateway: '/gateway' } });
    await expect(p).rejects.toMatchObject({ code: 'SYS_UNAUTHORIZED' });
    expect(rec.gateways).toHaveLength(1);
  });

  it('a bad success answer: parse error', async () => {
    const p = upload(uploadEp, form(), { params: { importType: 'order' } });
    FakeXhr.last.respond(200, { code: '0', message: '', data: { id: 5 } });
    await expect(p).rejects.toMatchObject({ kind: 'parse' });
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.badResponse' }]);
  });

  it('time-out: toast with the time-out message, kind timeout', async () => {
    const p = upload(uploadEp, form(), { params: { importType: 'order' } });
    FakeXhr.last.ontimeout?.();
    await expect(p).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 300000ms exceeded' });
    expect(rec.notices).toEqual([{ tone: 'error', message: 'timeout of 300000ms exceeded' }]);
  });

  it('network error: networkError key', async () => {
    const p = upload(uploadEp, form(), { params: { importType: 'order' } });
    FakeXhr.last.onerror?.();
    await expect(p).rejects.toMatchObject({ kind: 'network' });
    expect(rec.notices).toEqual([{ tone: 'error', messageKey: 'common.message.networkError' }]);
  });

  it('aborted by the caller: xhr aborted, no notification', async () => {
    const ac = new AbortController();
    const p = upload(uploadEp, form(), { params: { importType: 'order' } }, { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toMatchObject({ kind: 'aborted' });
    expect(FakeXhr.last.aborted).toBe(true);
    expect(rec.notices).toEqual([]);
  });

  it('bad input: kind parse, nothing sent', async () => {
    const before = FakeXhr.last;
    await expect(upload(uploadEp, form(), { params: { importType: '' } } as never)).rejects.toMatchObject({ kind: 'parse' });
    expect(FakeXhr.last).toBe(before);
  });
});
