// `__proto__` as a key (issue 15): JSON.parse makes it an ordinary key, but assigning it to a plain
// object sets the prototype instead, so a record of conditions (export.start, theme.save) lost it
// silently and the call succeeded, while another unknown key (`tenantId`) was refused. Now it is
// refused everywhere (JSON bodies at any depth, query strings, form fields) with
// SYS_INVALID_REQUEST naming the field, nothing is stored, and Object.prototype stays clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, snapshotDb, type Harness } from './harness';

let h: Harness;
let supplier1: string;
beforeAll(async () => {
  h = await createHarness();
  supplier1 = await h.signIn('supplier1');
});
afterAll(() => h?.close());

const polluted = () => ({}) as Record<string, unknown>;

async function expectRefused(method: string, path: string, options: { rawBody?: string; query?: Record<string, string>; body?: FormData }, field: string) {
  const before = await snapshotDb(h.db);
  const answer = await h.call(method, path, { cookie: supplier1, ...options });
  expect([answer.status, answer.envelope.code], `${method} ${path}`).toEqual([400, 'SYS_INVALID_REQUEST']);
  expect(answer.envelope.message).toContain(field);
  expect(await snapshotDb(h.db), `${method} ${path} changed data`).toBe(before);
  expect(polluted().isAdmin, 'Object.prototype polluted').toBeUndefined();
}

describe('a __proto__ key is refused like any other unknown key', () => {
  it('in the conditions of an export (where tenantId is refused too)', async () => {
    const path = '/api/scm-app/supplier/export';
    const body = (conditions: string) => `{"bizType":"report.exports","columns":["title"],"conditions":${conditions}}`;
    const tenantId = await h.call('POST', path, { cookie: supplier1, rawBody: body('{"tenantId":"x"}') });
    expect(tenantId.envelope.code).toBe('SYS_INVALID_REQUEST');
    await expectRefused('POST', path, { rawBody: body('{"__proto__":{"isAdmin":true}}') }, 'body.conditions.__proto__');
    await expectRefused('POST', path, { rawBody: body('{"status":"succeeded","__proto__":{"status":"failed"}}') }, 'body.conditions.__proto__');
  });

  it('in the conditions of a saved view', async () => {
    const rawBody = '{"bizType":"report.exports","name":"Proto","isDefault":false,"conditions":{"__proto__":{"isAdmin":true}},"columns":[{"key":"title","width":200,"visible":true}]}';
    await expectRefused('POST', '/common/app/theme', { rawBody }, 'body.conditions.__proto__');
  });

  it('deep inside a body', async () => {
    const rawBody = '{"bizType":"report.exports","columns":["title"],"sort":{"field":"createdAt","order":"desc","x":[{"__proto__":{"isAdmin":true}}]}}';
    await expectRefused('POST', '/api/scm-app/supplier/export', { rawBody }, 'body.sort.x.0.__proto__');
  });

  it('in a query string', async () => {
    await expectRefused('GET', '/api/scm-app/supplier/exports/query', { query: JSON.parse('{"__proto__":"x","pageSize":"5"}') as Record<string, string> }, 'query.__proto__');
  });

  it('as a form field of an upload', async () => {
    const form = new FormData();
    form.set('file', new File(['code,name\nA,B\n'], 'w.csv'));
    form.set('timezone', 'GMT+08:00');
    form.set('preview', '1');
    form.set('bizType', 'warehouse');
    form.set('__proto__', 'x');
    await expectRefused('POST', '/api/scm-app/supplier/import/upload', { body: form }, 'body.__proto__');
  });
});
