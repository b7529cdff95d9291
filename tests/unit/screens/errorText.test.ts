// What a screen shows for a failed call: toMachineError keeps the server's message only for
// envelope errors and a message key for the rest (the developer text goes to `detail`), and
// errorText shows the server's message, else the screen's fallback, else the key in the user's
// language. The failures are produced by the real call()/download() over a stubbed fetch, so a
// service that starts putting developer text somewhere else shows up here.
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { CallError, ClientCode, call, download } from '../../../src/services';
import { toMachineError, type MachineError } from '../../../src/machines/support/errors';
import { errorText } from '../../../src/screens/errorText';
import { envelope, file, item, setup, stubFetch } from '../services/helpers';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);

/** The zh-CN catalog keyed by source text (the mocked msg`` uses the source text as the id). */
function zhCatalog(): Record<string, string> {
  const po = fs.readFileSync('src/locales/zh-CN/messages.po', 'utf8');
  const out: Record<string, string> = {};
  for (const block of po.split(/\n\n+/)) {
    const id = block.match(/^msgid "(.*)"$/m)?.[1];
    const str = block.match(/^msgstr "(.*)"$/m)?.[1];
    if (id && str) out[id] = str;
  }
  return out;
}

const failureOf = async (p: Promise<unknown>): Promise<MachineError> => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CallError);
  return toMachineError(e);
};

// Developer text that no screen may show (what the defect put on screen).
const developerText = /HTTP \d{3}|without an envelope|fetch failed|Failed to fetch|test\.item|test\.file|not an envelope|ETIMEDOUT|timeout of/i;

beforeEach(() => {
  setup();
  i18n.load({ en: {}, 'zh-CN': zhCatalog() });
  i18n.activate('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toMachineError: each kind of failure', () => {
  it('an envelope refusal keeps the server message verbatim and nothing else', async () => {
    stubFetch(() => envelope('ORDER_LOCKED', null, '订单已被锁定 <b>&amp;</b>'));
    const e = await failureOf(call(item, { params: { id: '1' } }));
    expect(e).toStrictEqual({ code: 'ORDER_LOCKED', message: '订单已被锁定 <b>&amp;</b>', kind: 'envelope' });
  });

  it('an envelope without a message carries the generic key', async () => {
    stubFetch(() => envelope('BIZ_X', null, ''));
    const e = await failureOf(call(item, { params: { id: '1' } }));
    expect(e).toStrictEqual({ code: 'BIZ_X', message: '', kind: 'envelope', messageKey: 'common.message.unexpectedError' });
  });

  it('HTTP 503 with a text body: no message, networkError key, the status kept in detail', async () => {
    stubFetch(() => new Response('Service Unavailable', { status: 503, headers: { 'content-type': 'text/plain' } }));
    const e = await failureOf(call(item, { params: { id: '1' } }));
    expect(e).toMatchObject({ code: 'HTTP_503', message: '', kind: 'http', messageKey: 'common.message.networkError' });
    expect(e.detail).toBe('test.item: HTTP 503 without an envelope');
  });

  it.each([
    ['fetch failed (Node, connection reset)', Object.assign(new TypeError('fetch failed'), { cause: new Error('read ECONNRESET') })],
    ['Failed to fetch (browser offline)', new TypeError('Failed to fetch')],
  ])('%s: no message, networkError key', async (_, thrown) => {
    stubFetch(() => Promise.reject(thrown));
    const e = await failureOf(call(item, { params: { id: '1' } }));
    expect(e).toMatchObject({ code: ClientCode.network, message: '', kind: 'network', messageKey: 'common.message.networkError' });
    expect(e.detail).toBeTruthy();
  });

  it('truncated JSON: no message, badResponse key', async () => {
    stubFetch(() => new Response('{"code":"0","data":{"id"', { status: 200, headers: { 'content-type': 'application/json' } }));
    const e = await failureOf(call(item, { params: { id: '1' } }));
    expect(e).toMatchObject({ code: ClientCode.badResponse, message: '', kind: 'parse', messageKey: 'common.message.badResponse' });
  });

  it('a time-out: no message, timeout key, the runtime text in detail', async () => {
    stubFetch(() => Promise.reject(new TypeError('connect ETIMEDOUT: connection timed out')));
    const e = await failureOf(call(item, { params: { id: '1' } }));
    expect(e).toMatchObject({ code: ClientCode.timeout, message: '', kind: 'timeout', messageKey: 'common.message.timeout', detail: 'connect ETIMEDOUT: connection timed out' });
  });

  it('a JSON reply without a message where a file was expected: downloadFailed key', async () => {
    stubFetch(() => new Response(JSON.stringify({ code: '0', message: '', data: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const e = await failureOf(download(file, { params: { id: '1' } }));
    expect(e).toMatchObject({ code: ClientCode.notFile, message: '', kind: 'parse', messageKey: 'common.message.downloadFailed' });
    expect(e.detail).toMatch(/not a file/);
  });

  it('client-side failures and foreign errors: the generic key', () => {
    expect(toMachineError(new CallError('parse', ClientCode.invalidInput, 'test.item: invalid body: x'))).toMatchObject({ message: '', messageKey: 'common.message.unexpectedError', detail: 'test.item: invalid body: x' });
    expect(toMachineError(new CallError('aborted', ClientCode.aborted, 'aborted'))).toMatchObject({ message: '', messageKey: 'common.message.unexpectedError' });
    expect(toMachineError(new RangeError('boom'))).toStrictEqual({ code: 'UNKNOWN', message: '', kind: 'unknown', messageKey: 'common.message.unexpectedError', detail: 'boom' });
    expect(toMachineError('odd')).toMatchObject({ code: 'UNKNOWN', message: '', kind: 'unknown', detail: 'odd' });
  });
});

describe('errorText', () => {
  const network = toMachineError(new CallError('network', ClientCode.network, 'fetch failed'));
  const server: MachineError = { code: 'ORDER_LOCKED', message: 'The order is locked.', kind: 'envelope' };

  it("shows the server's message verbatim, even with a fallback", () => {
    expect(errorText(server)).toBe('The order is locked.');
    expect(errorText(server, 'The order could not be loaded.')).toBe('The order is locked.');
  });

  it("prefers the screen's fallback to the key when the server said nothing", () => {
    expect(errorText(network, 'The order could not be loaded.')).toBe('The order could not be loaded.');
  });

  it('translates the key in both locales', () => {
    const cases: [MachineError, string, string][] = [
      [network, 'The server could not be reached. Check your connection and try again.', '无法连接服务器'],
      [toMachineError(new CallError('http', 'HTTP_503', 'x: HTTP 503 without an envelope')), 'The server could not be reached. Check your connection and try again.', '无法连接服务器'],
      [toMachineError(new CallError('timeout', ClientCode.timeout, 'timeout of 60000ms exceeded')), 'The server took too long to answer. Try again.', '服务器响应超时，请重试。'],
      [toMachineError(new CallError('parse', ClientCode.badResponse, 'x: the answer is not an envelope')), 'The server sent an answer the portal does not understand.', '服务器返回了无法识别的响应。'],
      [toMachineError(new Error('boom')), 'Something went wrong. Please try again.', '出现了问题，请重试。'],
    ];
    for (const [error, en, zh] of cases) {
      i18n.activate('en');
      expect(errorText(error)).toBe(en);
      i18n.activate('zh-CN');
      expect(errorText(error)).toContain(zh);
      expect(errorText(error)).not.toMatch(/[A-Za-z]{3}/);
    }
  });

  it('is never empty and never developer text, also for a missing error', async () => {
    expect(errorText(null)).toBe('Something went wrong. Please try again.');
    expect(errorText(undefined, 'Fallback.')).toBe('Fallback.');
    const failures: Array<() => Response | Promise<Response>> = [
      () => new Response('Service Unavailable', { status: 503, headers: { 'content-type': 'text/plain' } }),
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('{"code":', { status: 200, headers: { 'content-type': 'application/json' } }),
      () => Promise.reject(new TypeError('connect ETIMEDOUT')),
    ];
    for (const respond of failures) {
      stubFetch(respond);
      const text = errorText(await failureOf(call(item, { params: { id: '1' } })));
      expect(text).not.toBe('');
      expect(text).not.toMatch(developerText);
    }
  });
});
