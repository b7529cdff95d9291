// The one error type every service rejects with. `kind` says what failed; `code` is the envelope
// code for 'envelope' errors and a client code (CLIENT_*) otherwise; `data` is the envelope's data
// (or the validation issues for 'parse').
export type CallErrorKind = 'envelope' | 'network' | 'timeout' | 'parse' | 'aborted' | 'http';

/** Client-side codes, for failures that never got an envelope. */
export const ClientCode = {
  invalidInput: 'CLIENT_INVALID_INPUT',
  badResponse: 'CLIENT_BAD_RESPONSE',
  network: 'CLIENT_NETWORK_ERROR',
  timeout: 'CLIENT_TIMEOUT',
  aborted: 'CLIENT_ABORTED',
  notFile: 'CLIENT_NOT_A_FILE',
  notConfigured: 'CLIENT_NOT_CONFIGURED',
} as const;

export class CallError extends Error {
  readonly code: string;
  readonly kind: CallErrorKind;
  readonly data?: unknown;
  constructor(kind: CallErrorKind, code: string, message: string, data?: unknown) {
    super(message);
    this.name = 'CallError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

export const isCallError = (e: unknown): e is CallError => e instanceof CallError;
