// Parts of the /back/ pipeline that no common endpoint uses yet: multipart uploads, file answers,
// path parameters with a literal sibling route, public endpoints and answers outside the schema.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoint, type AnyEndpoint } from '../../src/contract';
import { allHandlers } from '../../server/areas';
import { defineHandler } from '../../server/back/handler';
import { createHarness, ORIGIN, type Harness } from './harness';

const upload = endpoint({
  id: 'probe.upload',
  method: 'POST',
  path: '/api/scm-app/supplier/probe/upload',
  summary: 'probe: multipart upload',
  changes: 'own',
  multipart: true,
  body: z.strictObject({ file: z.instanceof(File), timezone: z.string().regex(/^GMT[+-]\d{1,2}$/) }),
  response: z.object({ name: z.string(), size: z.number(), timezone: z.string() }),
});
const download = endpoint({
  id: 'probe.download',
  method: 'GET',
  path: '/api/scm-app/supplier/probe/{id}',
  summary: 'probe: file answer',
  params: z.strictObject({ id: z.string() }),
  response: z.unknown(),
  file: true,
});
const literal = endpoint({
  id: 'probe.literal',
  method: 'GET',
  path: '/api/scm-app/supplier/probe/search',
  summary: 'probe: literal sibling of {id}',
  response: z.object({ literal: z.literal(true) }),
});
const publicCall = endpoint({
  id: 'probe.public',
  method: 'GET',
  path: '/common/app/probe/public',
  summary: 'probe: no session needed',
  auth: 'public',
  response: z.object({ signedIn: z.boolean() }),
});
const badAnswer = endpoint({
  id: 'probe.bad',
  method: 'GET',
  path: '/common/app/probe/bad',
  summary: 'probe: answers outside its schema',
  response: z.object({ count: z.number() }),
});
const leaky = endpoint({
  id: 'probe.leaky',
  method: 'GET',
  path: '/common/app/probe/leaky',
  summary: 'probe: returns a column the schema does not name',
  response: z.object({ account: z.string() }),
});

const probes = [upload, download, literal, publicCall, badAnswer, leaky] as unknown as AnyEndpoint[];

describe('pipeline probes', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness({
      endpoints: [...allEndpoints, ...probes],
      handlers: [
        ...allHandlers,
        defineHandler(upload, async ({ body }) => ({ name: body.file.name, size: body.file.size, timezone: body.timezone })),
        defineHandler(download, async ({ params }) => new Response(`file ${params.id}`, { headers: { 'Content-Type': 'text/csv' } })),
        defineHandler(literal, async () => ({ literal: true as const })),
        defineHandler(publicCall, async ({ user }) => ({ signedIn: !!user })),
        defineHandler(badAnswer, async () => ({ count: 'many' }) as unknown as { count: number }),
        defineHandler(leaky, async ({ db, user }) =>
          db.one<{ account: string }>('SELECT account, password_hash FROM users WHERE id = $1', [user.id]),
        ),
      ],
    });
    cookie = await h.signIn('supplier1');
  });
  afterAll(() => h?.close());

  const multipart = (form: FormData, headers: Record<string, string> = {}) =>
    h.request('/back/api/scm-app/supplier/probe/upload', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', ...headers },
      body: form,
    });

  it('accepts a multipart upload and validates its fields', async () => {
    const form = new FormData();
    form.append('file', new File(['a,b\n1,2\n'], 'stock.csv', { type: 'text/csv' }));
    form.append('timezone', 'GMT+8');
    const ok = await multipart(form);
    expect(await ok.json()).toEqual({ code: '0', message: 'OK', data: { name: 'stock.csv', size: 8, timezone: 'GMT+8' } });

    const bad = new FormData();
    bad.append('file', new File(['x'], 'x.csv'));
    bad.append('timezone', 'Mars');
    bad.append('tenantId', 'other');
    const refused = (await (await multipart(bad)).json()) as { code: string; message: string };
    expect(refused.code).toBe('SYS_INVALID_REQUEST');
    expect(refused.message).toContain('body.timezone');
  });

  it('refuses a JSON body on a multipart endpoint as CSRF', async () => {
    const answer = await h.call('POST', '/api/scm-app/supplier/probe/upload', { cookie, body: { timezone: 'GMT+8' } });
    expect(answer.envelope.code).toBe('SYS_CSRF_REJECTED');
  });

  it('passes a file answer through, with the security headers', async () => {
    const response = await h.request('/back/api/scm-app/supplier/probe/42', { headers: { Cookie: cookie } });
    expect(response.headers.get('Content-Type')).toBe('text/csv');
    expect(await response.text()).toBe('file 42');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('routes a literal path before a parameterised sibling, on every flavour', async () => {
    for (const flavour of ['supplier', 'seller', 'distributor']) {
      const answer = await h.call('GET', `/api/scm-app/${flavour}/probe/search`, { cookie });
      expect(answer.envelope.data, flavour).toEqual({ literal: true });
    }
  });

  it('answers a public endpoint without a session', async () => {
    expect((await h.call('GET', '/common/app/probe/public')).envelope).toMatchObject({ code: '0', data: { signedIn: false } });
    expect((await h.call('GET', '/common/app/probe/public', { cookie })).envelope.data).toEqual({ signedIn: true });
  });

  it('turns an answer outside the response schema into SYS_INTERNAL_ERROR', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await h.call('GET', '/common/app/probe/bad', { cookie });
      expect(answer.status).toBe(500);
      expect(answer.envelope.code).toBe('SYS_INTERNAL_ERROR');
      expect(answer.text).not.toContain('many');
    } finally {
      log.mockRestore();
    }
  });

  it('drops columns the response schema does not name', async () => {
    const answer = await h.call('GET', '/common/app/probe/leaky', { cookie });
    expect(answer.envelope.data).toEqual({ account: 'supplier1' });
    expect(answer.text).not.toContain('scrypt');
  });
});
