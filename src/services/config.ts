// Service configuration, set once by the composition root from the variant (configureServices).
import type { Notice } from '../contract/kernel/messages';
import type { AccountType, Flavour } from '../contract/kernel/variants';
import type { Language } from '../contract/common/common';
import { CallError, ClientCode } from './errors';

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
  /** The screen's language at start (setServiceLanguage changes it); none: calls name no language. */
  language?: Language;
  /** The sign-in gateway when a SYS_UNAUTHORIZED answer names none; default SIGN_IN_GATEWAY. */
  gateway?: string;
}

let current: ServiceConfig | undefined;
let screenLanguage: Language | undefined;

export function configureServices(c: ServiceConfig): void {
  current = { ...c, baseUrl: (c.baseUrl ?? '').replace(/\/+$/, '') };
  screenLanguage = c.language;
}

/** The configuration; calling a service before configureServices() is a programming error. */
export function serviceConfig(): ServiceConfig {
  if (!current) throw new CallError('parse', ClientCode.notConfigured, 'configureServices() was not called');
  return current;
}

/**
 * The screen's language: every call carries it (LANG_HEADER), so the server's messages and
 * labels match the page whatever the account's stored language is (decision 022). The composition
 * root sets it from the locale actor; unset, calls send no header and the account's applies.
 */
export function setServiceLanguage(lang: Language): void {
  screenLanguage = lang;
}

export function serviceLanguage(): Language | undefined {
  return screenLanguage;
}

export function maybeServiceConfig(): ServiceConfig | undefined {
  return current;
}
