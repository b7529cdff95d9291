// call() and download(): one request per descriptor through ofetch. The envelope is read whatever
// the HTTP status (ignoreResponseError), ofetch's own retry is off, and the time-out is ours
// (ofetch ignores `timeout` when a signal is given, so both are composed in requestSignal()).
import { ofetch } from 'ofetch';
import type { AnyEndpoint, EndpointData, EndpointInput } from '../contract/kernel/endpoint';
import { CallError, ClientCode } from './errors';
import { serviceConfig } from './config';
import type { CallOptions } from './envelope';
import { asEnvelope, envelopeFailure, settle, transportFailure } from './envelope';
import type { PreparedRequest, RawInput } from './request';
import { callHeaders, prepare, requestSignal, timeoutMessage } from './request';
import { tracked } from './activity';

type ResponseType = 'json' | 'blob';

async function send(ep: AnyEndpoint, req: PreparedRequest, responseType: ResponseType, opts: CallOptions) {
  const s = requestSignal(ep.timeoutMs, opts.signal);
  try {
    const res = await ofetch.raw(req.url, {
      method: req.method,
      body: req.body as Record<string, unknown> | undefined,
      headers: { ...callHeaders(), Accept: responseType === 'json' ? 'application/json' : '*/*' },
      credentials: 'same-origin',
      signal: s.signal,
      ignoreResponseError: true,
      retry: false,
      // JSON is parsed here so that a non-JSON body (a proxy's HTML page) is not an exception.
      responseType: responseType === 'json' ? 'text' : 'blob',
    });
    if (responseType === 'blob') {
      // Read the blob inside the time-out window too.
      return { status: res.status, headers: res.headers, data: res._data as Blob | undefined };
    }
    return { status: res.status, headers: res.headers, data: decodeJson(res._data as string | undefined) };
  } catch (error) {
    throw transportFailure(error, { timedOut: s.timedOut(), callerAborted: s.callerAborted(), timeoutMessage: timeoutMessage(ep.timeoutMs) });
  } finally {
    s.dispose();
  }
}

/** JSON text to a value; undefined for empty or invalid text (settle() reports it). */
export function decodeJson(text: string | undefined | null): unknown {
  if (text === undefined || text === null || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function prepareOrThrow(ep: AnyEndpoint, input: unknown, skipBody = false): PreparedRequest {
  serviceConfig();
  return prepare(ep, input as RawInput, skipBody);
}

/** One call of the contract: validated input, envelope checked, `data` parsed (spec section 8). */
export function call<E extends AnyEndpoint>(ep: E, input: EndpointInput<E>, opts: CallOptions = {}): Promise<EndpointData<E>> {
  // in flight from now (the load indicator waits for a screen's first calls)
  return tracked(async () => {
    const req = prepareOrThrow(ep, input);
    const res = await send(ep, req, 'json', opts);
    return settle(ep, res.data, res.status, opts) as EndpointData<E>;
  });
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function filenameFromDisposition(header: string | null | undefined, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:([\w-]+)'[^']*')?("?)([^";]+)\2/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[3].trim());
    } catch {
      return star[3].trim();
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"])*)"|([^;]+))/i.exec(header);
  const name = plain ? (plain[1] ?? plain[2]).replace(/\\(.)/g, '$1').trim() : '';
  return name || fallback;
}

const isJsonType = (contentType: string | null) => !!contentType && /[/+]json\b/i.test(contentType);

/**
 * A file endpoint: the blob and its file name. A reply in JSON instead of a file is an envelope
 * (usually an error): its message is shown (spec section 8, last row) and the call rejects.
 */
export async function download<E extends AnyEndpoint>(ep: E, input: EndpointInput<E>, opts: CallOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const req = prepareOrThrow(ep, input);
  const res = await send(ep, req, 'blob', opts);
  const blob = (res.data as Blob | undefined) ?? new Blob([]);
  const { effects } = serviceConfig();
  if (isJsonType(res.headers.get('content-type'))) {
    const payload = decodeJson(await blob.text());
    const env = asEnvelope(payload);
    if (env && env.code !== '0') throw envelopeFailure(env, opts, ep);
    const message = env?.message || (payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string' ? (payload as { message: string }).message : '');
    if (!opts.quiet) effects.notify(message ? { tone: 'error', message } : { tone: 'error', messageKey: 'common.message.downloadFailed' });
    // Only a server message makes this an envelope error; without one the text is for developers.
    if (message) throw new CallError('envelope', env?.code ?? ClientCode.notFile, message, env?.data ?? payload);
    throw new CallError('parse', ClientCode.notFile, `${ep.id}: the answer is JSON, not a file`, env?.data ?? payload);
  }
  if (res.status >= 400) {
    effects.notify({ tone: 'error', messageKey: 'common.message.downloadFailed' });
    throw new CallError('http', `HTTP_${res.status}`, `${ep.id}: HTTP ${res.status}`);
  }
  return { blob, filename: filenameFromDisposition(res.headers.get('content-disposition')) };
}
