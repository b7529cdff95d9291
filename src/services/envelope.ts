// The error catalogue of spec section 8: what the client does with an answer (envelope) or a
// transport failure. Every failure path rejects with a CallError; notices go through
// effects.notify and carry a server message verbatim or a message key, never translated text.
import type { AnyEndpoint } from '../contract/kernel/endpoint';
import { isChangingCall } from '../contract/shell';
import { ErrorCode, SIGN_IN_GATEWAY, SUCCESS, envelopeSchema, redirectDataSchema, unauthorizedDataSchema } from '../contract/kernel/envelope';
import type { Envelope } from '../contract/kernel/envelope';
import type { Notice } from '../contract/kernel/messages';
import { CallError, ClientCode } from './errors';
import { serviceConfig } from './config';
import { mentionsTimeout } from './request';

export interface CallOptions {
  signal?: AbortSignal;
  /** a save: on failure notify server message or common.message.saveError */
  save?: boolean;
  /**
   * The caller shows the failure itself (inline, with its retry). A changing call then shows no
   * toast; a load still shows a server message as an error toast, as spec section 8 says for every
   * code with a message (issue 18 item 3). Which calls are loads comes from the contract (`isLoad`),
   * never from the caller, so no quiet read can miss it.
   */
  quiet?: boolean;
}

/**
 * A call that only reads: a GET, a call of no group that `changes: 'nothing'`, or a read a route
 * group sends as POST (its shell's `readsByPost`: table searches, lookups, counts). A quiet one
 * still toasts the server's message.
 */
export const isLoad = (ep: Pick<AnyEndpoint, 'id' | 'method' | 'changes'> | undefined): boolean => !!ep && !isChangingCall(ep);

const notify = (n: Notice) => serviceConfig().effects.notify(n);

/** Where the browser is now, for the gateway's return address ('/' outside a browser). */
function currentPath(): string {
  const loc = typeof location === 'undefined' ? undefined : location;
  return loc ? `${loc.pathname}${loc.search}` : '/';
}

export function gatewayUrl(gateway: string): string {
  const sep = gateway.includes('?') ? '&' : '?';
  return `${gateway}${sep}returnTo=${encodeURIComponent(currentPath())}`;
}

/** Reads an envelope; undefined when the payload is not one. */
export function asEnvelope(payload: unknown): Envelope | undefined {
  const r = envelopeSchema.safeParse(payload);
  return r.success ? (r.data as Envelope) : undefined;
}

/**
 * A non-"0" envelope: redirect, gateway, or a notice (rows 1-3 and 5 of section 8). SYS_UNAUTHORIZED
 * always leaves for the gateway, with the way back (returnTo): at the address the answer names,
 * else at the configured one (SIGN_IN_GATEWAY by default); it is never only a toast.
 */
export function envelopeFailure(env: Envelope, opts: CallOptions = {}, ep?: Pick<AnyEndpoint, 'id' | 'method' | 'changes'>): CallError {
  const { effects } = serviceConfig();
  const err = new CallError('envelope', env.code, env.message, env.data);
  if (env.code === ErrorCode.redirect) {
    const r = redirectDataSchema.safeParse(env.data);
    if (r.success) {
      effects.navigate(r.data.redirectTo);
      return err;
    }
  }
  if (env.code === ErrorCode.unauthorized) {
    // the answer's gateway address, else the known one: always to the gateway, and back after
    const r = unauthorizedDataSchema.safeParse(env.data);
    effects.toGateway(gatewayUrl(r.success ? r.data.gateway : (serviceConfig().gateway ?? SIGN_IN_GATEWAY)));
    return err;
  }
  // a quiet load: the message as a toast (the notifier never shows one message twice), the screen
  // keeps its inline failure and retry; a quiet load without a message is only inline
  if (opts.quiet && !(isLoad(ep) && env.message)) return err;
  if (opts.save) {
    notify(env.message ? { tone: 'error', message: env.message } : { tone: 'error', messageKey: 'common.message.saveError' });
  } else {
    // The spec shows a toast for codes with a message; a code without one still must not fail
    // silently, so the code itself is shown.
    notify({ tone: 'error', message: env.message || env.code });
  }
  return err;
}

/** Code "0": `data` parsed with the descriptor's response schema (a mismatch is shown). */
export function successData(ep: AnyEndpoint, env: Envelope): unknown {
  const r = ep.response.safeParse(env.data);
  if (!r.success) {
    notify({ tone: 'error', messageKey: 'common.message.badResponse' });
    throw new CallError('parse', ClientCode.badResponse, `${ep.id}: response does not match its schema: ${r.error.message}`, r.error.issues);
  }
  return r.data;
}

/** A decoded answer (any HTTP status): the envelope decides; not an envelope is an error. */
export function settle(ep: AnyEndpoint, payload: unknown, status: number, opts: CallOptions = {}): unknown {
  const env = asEnvelope(payload);
  if (!env) {
    if (status >= 400) {
      notify({ tone: 'error', messageKey: opts.save ? 'common.message.saveError' : 'common.message.networkError' });
      throw new CallError('http', `HTTP_${status}`, `${ep.id}: HTTP ${status} without an envelope`, payload);
    }
    notify({ tone: 'error', messageKey: 'common.message.badResponse' });
    throw new CallError('parse', ClientCode.badResponse, `${ep.id}: the answer is not an envelope`, payload);
  }
  if (env.code === SUCCESS) return successData(ep, env);
  throw envelopeFailure(env, opts, ep);
}

export interface TransportState {
  timedOut: boolean;
  callerAborted: boolean;
  timeoutMessage: string;
}

/** A request that got no answer: aborted (silent), timed out, or a network error. */
export function transportFailure(error: unknown, state: TransportState): CallError {
  if (error instanceof CallError) return error;
  if (state.callerAborted) return new CallError('aborted', ClientCode.aborted, 'aborted', error);
  const e = error as { message?: string; name?: string; cause?: { message?: string; name?: string } } | undefined;
  const message = e?.cause?.message || e?.message || String(error);
  const isTimeout = state.timedOut || e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError' || mentionsTimeout(message);
  if (isTimeout) {
    const shown = state.timedOut ? state.timeoutMessage : message;
    notify({ tone: 'error', message: shown });
    return new CallError('timeout', ClientCode.timeout, shown, error);
  }
  notify({ tone: 'error', messageKey: 'common.message.networkError' });
  return new CallError('network', ClientCode.network, message, error);
}
