// Building a request from a descriptor and an input: validation, URL (base path, flavour
// rewriting, query string), body; and the time-out + caller-signal composition.
import type { AnyEndpoint } from '../contract/kernel/endpoint';
import { BASE_PATH, fillPath } from '../contract/kernel/endpoint';
import { flavourPath } from '../contract/kernel/variants';
import type { z } from 'zod';
import { CallError, ClientCode } from './errors';
import { serviceConfig, serviceLanguage } from './config';
import { LANG_HEADER } from '../contract/common/common';

export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

export interface PreparedRequest {
  url: string;
  method: AnyEndpoint['method'];
  /** Parsed body (JSON requests); undefined when the endpoint has none. */
  body?: unknown;
}

export const REQUESTED_WITH = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** The headers every call sends: the CSRF marker and the screen's language when one is set. */
export function callHeaders(): Record<string, string> {
  const lang = serviceLanguage();
  return lang ? { ...REQUESTED_WITH, [LANG_HEADER]: lang } : { ...REQUESTED_WITH };
}

function parsePart(ep: AnyEndpoint, part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) {
    if (value !== undefined && value !== null) {
      throw new CallError('parse', ClientCode.invalidInput, `${ep.id}: ${part} given but the endpoint takes none`);
    }
    return undefined;
  }
  let r = schema.safeParse(value);
  // An omitted object (all fields optional, or `{}` bodies) is sent as an empty object.
  if (!r.success && value === undefined) r = schema.safeParse({});
  if (!r.success) {
    throw new CallError('parse', ClientCode.invalidInput, `${ep.id}: invalid ${part}: ${r.error.message}`, r.error.issues);
  }
  return r.data;
}

/** Query string: undefined/null skipped, arrays repeated, objects as JSON, the rest as strings. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    const values = Array.isArray(v) ? v : [v];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      sp.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/** The URL of an endpoint for the configured flavour: base URL + /back + path + query. */
export function endpointUrl(ep: AnyEndpoint, params: unknown, query: unknown): string {
  const { baseUrl = '', flavour } = serviceConfig();
  let path: string;
  try {
    path = fillPath(ep.path, params as Record<string, unknown> | undefined);
  } catch (e) {
    throw new CallError('parse', ClientCode.invalidInput, `${ep.id}: ${(e as Error).message}`);
  }
  return `${baseUrl}${BASE_PATH}${flavourPath(path, flavour)}${queryString(query as Record<string, unknown> | undefined)}`;
}

/** Validates params, query and (unless `skipBody`) body with the descriptor's schemas. */
export function prepare(ep: AnyEndpoint, input: RawInput | undefined, skipBody = false): PreparedRequest {
  const i = input ?? {};
  const params = parsePart(ep, 'params', ep.params, i.params);
  const query = parsePart(ep, 'query', ep.query, i.query);
  const body = skipBody ? undefined : parsePart(ep, 'body', ep.body, i.body);
  return { url: endpointUrl(ep, params, query), method: ep.method, body };
}

export const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;

/** Mentions a time-out (ours, an AbortSignal.timeout(), a proxy's wording). */
export const mentionsTimeout = (message: string) => /time[- ]?out|timed out/i.test(message);

export const isTimeoutReason = (reason: unknown) => (reason as { name?: string } | undefined)?.name === 'TimeoutError';

/**
 * One signal for a request: aborted when the caller's signal aborts or when `ms` elapse.
 * Works without AbortSignal.any (Node 20, older browsers). `dispose()` clears the timer and the
 * listener; `timedOut()` / `callerAborted()` tell why it fired.
 */
export function requestSignal(ms: number, caller?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = ms > 0 && !controller.signal.aborted
    ? setTimeout(() => {
        timedOut = true;
        const err = new Error(timeoutMessage(ms));
        err.name = 'TimeoutError';
        controller.abort(err);
      }, ms)
    : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** The caller aborted (an AbortSignal.timeout() of the caller counts as a time-out). */
    callerAborted: () => !timedOut && !!caller?.aborted && !isTimeoutReason(caller.reason),
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}
