// Shared fixtures for the service tests: a recording effects object, a stubbed fetch and a
// few descriptors exercising params, query, body, time-outs and files.
import { vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../src/contract/kernel/endpoint';
import type { Notice } from '../../../src/contract/kernel/messages';
import type { AccountType, Flavour } from '../../../src/contract/kernel/variants';
import { configureServices } from '../../../src/services';

export interface Recorded {
  notices: Notice[];
  navigations: string[];
  gateways: string[];
}

export function setup(flavour: Flavour = 'supplier', accountType: AccountType = 3): Recorded {
  const rec: Recorded = { notices: [], navigations: [], gateways: [] };
  configureServices({
    flavour,
    accountType,
    appId: 'wharf-test',
    effects: {
      notify: (n) => rec.notices.push(n),
      navigate: (u) => rec.navigations.push(u),
      toGateway: (u) => rec.gateways.push(u),
    },
  });
  return rec;
}

export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Responder = (req: SeenRequest) => Response | Promise<Response>;

export const json = (payload: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json', ...headers } });

export const envelope = (code: string, data: unknown = null, message = '', status = 200) => json({ code, message, data }, status);

/** Stubs global fetch; every request is recorded and answered by `responder`. */
export function stubFetch(responder: Responder) {
  const seen: SeenRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    seen.push(req);
    return responder(req);
  });
  vi.stubGlobal('fetch', fn);
  return { seen, fn };
}

/** A fetch that never answers and rejects with the signal's reason when aborted (like browsers). */
export function hangingFetch() {
  return stubFetch(
    (req) =>
      new Promise<Response>((_, reject) => {
        const s = req.signal;
        if (s?.aborted) reject(s.reason);
        s?.addEventListener('abort', () => reject(s.reason ?? new DOMException('aborted', 'AbortError')));
      }),
  );
}

export const item = endpoint({
  id: 'test.item',
  method: 'GET',
  path: '/api/scm-app/supplier/things/{id}',
  summary: 'test',
  params: z.strictObject({ id: z.string().min(1) }),
  query: z.strictObject({ page: z.coerce.number().int().optional(), tags: z.array(z.string()).optional() }),
  response: z.object({ id: z.string(), qty: z.number() }),
});

export const save = endpoint({
  id: 'test.save',
  method: 'PUT',
  path: '/api/scm-app/supplier/things/{id}',
  summary: 'test',
  params: z.strictObject({ id: z.string() }),
  body: z.strictObject({ name: z.string().min(1) }),
  response: z.object({ ok: z.boolean() }),
});

export const slow = endpoint({
  id: 'test.slow',
  method: 'POST',
  path: '/api/scm-app/supplier/goods/search',
  summary: 'test',
  body: z.strictObject({}),
  timeoutMs: 30_000,
  response: z.array(z.string()),
});

export const file = endpoint({
  id: 'test.file',
  method: 'GET',
  path: '/api/scm-app/supplier/export/{id}',
  summary: 'test',
  params: z.strictObject({ id: z.string() }),
  file: true,
  timeoutMs: 120_000,
  response: z.unknown(),
});

export const uploadEp = endpoint({
  id: 'test.upload',
  method: 'POST',
  path: '/api/scm-app/supplier/import/{importType}/upload',
  summary: 'test',
  params: z.strictObject({ importType: z.string() }),
  query: z.strictObject({ appId: z.string().optional() }),
  multipart: true,
  timeoutMs: 300_000,
  response: z.object({ id: z.string() }),
});
