// Service configuration, set once by the composition root from the variant (configureServices).
import type { Notice } from '../contract/kernel/messages';
import type { AccountType, Flavour } from '../contract/kernel/variants';
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
}

let current: ServiceConfig | undefined;

export function configureServices(c: ServiceConfig): void {
  current = { ...c, baseUrl: (c.baseUrl ?? '').replace(/\/+$/, '') };
}

/** The configuration; calling a service before configureServices() is a programming error. */
export function serviceConfig(): ServiceConfig {
  if (!current) throw new CallError('parse', ClientCode.notConfigured, 'configureServices() was not called');
  return current;
}

export function maybeServiceConfig(): ServiceConfig | undefined {
  return current;
}
