// Client services (spec section 8): call(), download(), upload(), option dictionaries.
// Imports only src/contract and npm packages; no React.
import type { z } from 'zod';
import type { AnyEndpoint, EndpointData, EndpointInput } from '../contract/endpoint';
import type { Notice } from '../contract/messages';
import type { AccountType, Flavour } from '../contract/variants';
import type { Option, optionNameSchema } from '../contract/common';

export type OptionName = z.infer<typeof optionNameSchema>;

export interface CallOptions {
  signal?: AbortSignal;
  /** a save: on failure notify server message or common.message.saveError */
  save?: boolean;
  /** do not notify on envelope errors (caller handles) */
  quiet?: boolean;
}

export type CallErrorKind = 'envelope' | 'network' | 'timeout' | 'parse' | 'aborted' | 'http';

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

export interface ServiceEffects {
  notify(n: Notice): void;
  navigate(url: string): void;
  toGateway(gatewayUrl: string): void;
}

export interface ServiceConfig {
  flavour: Flavour;
  accountType: AccountType;
  appId: string;
  effects: ServiceEffects;
  /** default '' (same origin) */
  baseUrl?: string;
}

let config: ServiceConfig | undefined;
export function configureServices(c: ServiceConfig): void {
  config = c;
}

const notImplemented = (): never => {
  throw new CallError('parse', 'NOT_IMPLEMENTED', `services not configured ${config ? '' : '(no config)'}`);
};

export function call<E extends AnyEndpoint>(_ep: E, _input: EndpointInput<E>, _opts?: CallOptions): Promise<EndpointData<E>> {
  return Promise.reject(notImplemented());
}
export function download<E extends AnyEndpoint>(_ep: E, _input: EndpointInput<E>, _opts?: CallOptions): Promise<{ blob: Blob; filename: string }> {
  return Promise.reject(notImplemented());
}
export function upload<E extends AnyEndpoint>(
  _ep: E,
  _form: FormData,
  _input: Omit<EndpointInput<E>, 'body'>,
  _opts?: CallOptions & { onProgress?(loaded: number, total: number): void },
): Promise<EndpointData<E>> {
  return Promise.reject(notImplemented());
}
export function getOptions(_name: OptionName, _opts?: CallOptions): Promise<Option[]> {
  return Promise.reject(notImplemented());
}
export function timezoneOffset(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
export function accountTypeQuery(): { 'account-type': AccountType } {
  return { 'account-type': config?.accountType ?? 3 };
}
