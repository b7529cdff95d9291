// Multipart uploads through XMLHttpRequest (fetch has no upload progress). Same URL building,
// envelope handling and time-out as call(); the form gets the time zone when it has none.
import type { AnyEndpoint, EndpointData, EndpointInput } from '../contract/kernel/endpoint';
import { serviceConfig } from './config';
import type { CallOptions } from './envelope';
import { settle, transportFailure } from './envelope';
import { decodeJson } from './call';
import type { RawInput } from './request';
import { callHeaders, isTimeoutReason, prepare, timeoutMessage } from './request';
import { timezoneOffset } from './time';

export interface UploadOptions extends CallOptions {
  onProgress?(loaded: number, total: number): void;
}

export function upload<E extends AnyEndpoint>(
  ep: E,
  form: FormData,
  input: Omit<EndpointInput<E>, 'body'>,
  opts: UploadOptions = {},
): Promise<EndpointData<E>> {
  return new Promise<EndpointData<E>>((resolve, reject) => {
    let url: string;
    try {
      serviceConfig();
      url = prepare(ep, input as RawInput, true).url;
    } catch (e) {
      reject(e);
      return;
    }
    // the pipeline's uploads spell it `timezone`, the order upload `timeZone` (spec section 7): a form
    // that carries either is left as it is
    if (!form.has('timezone') && !form.has('timeZone')) form.append('timezone', timezoneOffset());

    const state = { timedOut: false, callerAborted: false, timeoutMessage: timeoutMessage(ep.timeoutMs) };
    const fail = (error: unknown) => {
      cleanup();
      reject(transportFailure(error, state));
    };
    if (opts.signal?.aborted) {
      state.callerAborted = !isTimeoutReason(opts.signal.reason);
      fail(opts.signal.reason);
      return;
    }

    const xhr = new XMLHttpRequest();
    let abortReason: unknown;
    const onCallerAbort = () => {
      abortReason = opts.signal?.reason;
      state.callerAborted = !isTimeoutReason(abortReason);
      xhr.abort();
    };
    function cleanup() {
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    xhr.open(ep.method, url, true);
    for (const [k, v] of Object.entries(callHeaders())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = false; // same-origin cookies only, as credentials: 'same-origin'
    xhr.timeout = ep.timeoutMs;
    if (opts.onProgress && xhr.upload) {
      const onProgress = opts.onProgress;
      xhr.upload.onprogress = (e: ProgressEvent) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    }
    xhr.onload = () => {
      cleanup();
      try {
        resolve(settle(ep, decodeJson(xhr.responseText), xhr.status, opts) as EndpointData<E>);
      } catch (e) {
        reject(e);
      }
    };
    xhr.ontimeout = () => {
      state.timedOut = true;
      fail(new Error(state.timeoutMessage));
    };
    xhr.onabort = () => fail(abortReason ?? new Error('aborted'));
    xhr.onerror = () => fail(new Error('network error'));
    xhr.send(form);
  });
}
