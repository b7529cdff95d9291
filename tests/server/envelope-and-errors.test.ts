// The shape of every /back/ answer, security headers everywhere, errors without internals,
// unknown paths, size limits and the OpenAPI document.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints, envelopeSchema, getTerms, LANG_HEADER } from '../../src/contract';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers';
import { defineHandler } from '../../server/back/handler';
import { msg } from '../../server/http/messages';
import { allHandlers } from '../../server/areas';
import { createHarness, ORIGIN, type Harness } from './harness';

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('X-Frame-Options')).toBe('DENY');
  expect(headers.get('Referrer-Policy')).toBe('same-origin');
};

const noInternals = (text: string) => {
  expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|node_modules|Error:|SELECT |INSERT |UPDATE |relation "|syntax error/);
};

describe('envelope, headers and errors', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness();
    cookie = await h.signIn('supplier1');
  });
  afterAll(() => h?.close());

  it('answers { code, message, data } as JSON, not cacheable, for success and failure', async () => {
    const ok = await h.call('GET', '/common/app/user/terms', { cookie });
    expect(envelopeSchema.strict().parse(ok.envelope).code).toBe('0');
    expect(ok.headers.get('Content-Type')).toContain('application/json');
    expect(ok.headers.get('Cache-Control')).toBe('no-store');
    const failed = await h.call('GET', '/common/app/user/terms');
    expect(envelopeSchema.strict().parse(failed.envelope).code).toBe('SYS_UNAUTHORIZED');
    expect(failed.envelope.message.length).toBeGreaterThan(0);
  });

  it('sets the security headers on API answers, errors, the gateway and SPA pages', async () => {
    const answers = [
      await h.request('/back/common/app/user/terms', { headers: { Cookie: cookie } }),
      await h.request('/back/common/app/user/terms'),
      await h.request('/back/nothing/here'),
      await h.request('/gateway/login'),
      await h.request('/gateway/login.css'),
      await h.request('/order/list'),
      await h.request('/back/openapi.json'),
    ];
    for (const response of answers) expectSecurityHeaders(response.headers);
  });

  it('answers an unknown /back/ path or method with 404 SYS_NOT_FOUND', async () => {
    for (const [method, path] of [
      ['GET', '/nothing/here'],
      ['POST', '/common/app/user/terms'],
      ['GET', ''],
    ] as const) {
      const answer = await h.call(method, path, { cookie });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.envelope.code).toBe('SYS_NOT_FOUND');
    }
  });

  it('answers a malformed JSON body with 400 and no parser internals', async () => {
    const answer = await h.call('POST', '/common/app/user/acceptTerms', { cookie, rawBody: '{"version": "2026-01",' });
    expect(answer.status).toBe(400);
    expect(answer.envelope).toEqual({ code: 'SYS_INVALID_REQUEST', message: 'The request body is not valid JSON.', data: null });
    noInternals(answer.text);
  });

  it('names the field and the issue on a validation failure, without a stack', async () => {
    const answer = await h.call('POST', '/common/app/user/acceptTerms', { cookie, body: { version: 7 } });
    expect(answer.status).toBe(400);
    expect(answer.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(answer.envelope.message).toMatch(/body\.version: .*expected string/);
    noInternals(answer.text);
    const unknownQuery = await h.call('GET', '/common/app/user/terms', { cookie, query: { debug: '1' } });
    expect(unknownQuery.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(unknownQuery.envelope.message).toContain('"debug"');
  });

  it('refuses a body over 1 MB with 413 SYS_PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ version: 'x'.repeat(1024 * 1024 + 10) });
    const answer = await h.call('POST', '/common/app/user/acceptTerms', { cookie, rawBody: big });
    expect(answer.status).toBe(413);
    expect(answer.envelope.code).toBe('SYS_PAYLOAD_TOO_LARGE');
    // also when no Content-Length announces it (a streamed body)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const response = await h.request('/back/common/app/user/acceptTerms', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: stream,
      // @ts-expect-error undici needs duplex for a stream body
      duplex: 'half',
    });
    expect(response.status).toBe(413);
  });

  it('reads a body announced by Content-Length in one go, and still refuses one longer than the limit', async () => {
    const headers = { Cookie: cookie, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const body = JSON.stringify({ version: 'no-such-version' });
    const announced = await h.request('/back/common/app/user/acceptTerms', {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    });
    // the body was read and validated: the version is refused, not the body
    expect(await announced.json()).toMatchObject({ code: 'SYS_INVALID_REQUEST', message: msg('termsVersion', 'en') });
    const big = JSON.stringify({ version: 'x'.repeat(1024 * 1024 + 10) });
    const understated = await h.request('/back/common/app/user/acceptTerms', { method: 'POST', headers: { ...headers, 'Content-Length': '20' }, body: big });
    expect(understated.status).toBe(413);
  });

  it('compresses JSON answers the client accepts (brotli, else gzip), the same JSON once decoded; small ones go out as they are', async () => {
    const plain = await h.request('/back/openapi.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(10_000);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const packed = await h.request('/back/openapi.json', { headers: { 'Accept-Encoding': accept } });
      expect(packed.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(packed.headers.get('Content-Type')).toContain('application/json');
      const bytes = Buffer.from(await packed.arrayBuffer());
      expect(bytes.length).toBeLessThan(text.length / 3);
      expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8')).toBe(text);
    }
    const small = await h.request('/back/common/app/user/terms', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(((await small.json()) as { code: string }).code).toBe('SYS_UNAUTHORIZED');
  });

  it('answers SYS_INTERNAL_ERROR without stack or SQL when a handler fails, and logs it', async () => {
    const broken = await createHarness({
      handlers: allHandlers.map((entry) =>
        entry.id === getTerms.id
          ? defineHandler(getTerms, async ({ db }) => {
              await db.query('SELECT * FROM no_such_table');
              return { version: 'x', accepted: true, acceptedAt: null };
            })
          : entry,
      ),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const brokenCookie = await broken.signIn('supplier1');
      const answer = await broken.call('GET', '/common/app/user/terms', { cookie: brokenCookie });
      expect(answer.status).toBe(500);
      expect(answer.envelope).toEqual({ code: 'SYS_INTERNAL_ERROR', message: expect.any(String), data: null });
      noInternals(answer.text);
      expect(answer.text).not.toContain('no_such_table');
      expectSecurityHeaders(answer.headers);
      expect(log).toHaveBeenCalled();
      // a Chinese screen is told in Chinese (the portal sends its language with every call)
      const zh = await broken.call('GET', '/common/app/user/terms', { cookie: brokenCookie, headers: { [LANG_HEADER]: 'zh-CN' } });
      expect(zh.envelope).toEqual({ code: 'SYS_INTERNAL_ERROR', message: '服务器出错，请重试。', data: null });
      expect(answer.envelope.message).toBe('Something went wrong on the server. Please try again.');
    } finally {
      log.mockRestore();
      await broken.close();
    }
  });

  it('refuses to start when an endpoint has no handler, or a handler has no endpoint', async () => {
    const { createWharfApp } = await import('../../server/app');
    expect(() => createWharfApp({ db: h.db, handlers: allHandlers.filter((e) => e.id !== 'common.terms') })).toThrow(/without a handler: common\.terms/);
    expect(() => createWharfApp({ db: h.db, handlers: [...allHandlers, { id: 'ghost.endpoint', handle: async () => null }] })).toThrow(/unknown endpoints: ghost\.endpoint/);
  });

  it('serves an OpenAPI 3.1 document listing every endpoint, without a session', async () => {
    const response = await h.request('/back/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>> };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, ...op })));
    for (const endpoint of allEndpoints) {
      const op = operations.find((o) => o.operationId === endpoint.id);
      expect(op, endpoint.id).toBeDefined();
      expect(op!.method).toBe(endpoint.method.toLowerCase());
      expect(op!.path).toBe(`/back${endpoint.path}`);
      if (endpoint.body) expect(op!.requestBody, endpoint.id).toBeDefined();
    }
    expect(operations.length).toBe(h.routes.length);
    expect(doc.paths['/back/api/scm-app/seller/option/{name}']?.get.operationId).toBe('common.option.seller');
  });
});
