// Option dictionaries (GET option/{name}), cached in sessionStorage under wharf.option.<name>
// (spec section 7). Falls back to an in-memory cache where sessionStorage is missing or full:
// only there, so sessionStorage stays the one cache (an entry removed from it is asked for again
// on the next screen, not served from a second copy the page keeps).
import type { Option } from '../contract/common/common';
import { getOption } from '../contract/common/common';
// the areas' shells name their dictionaries: loading them registers the names the call accepts
// (the shells only: the areas' endpoints load with their screens, decision 035)
import { isOptionName, type OptionName } from '../contract/shell';
import type { AccountType } from '../contract/kernel/variants';
import type { CallOptions } from './envelope';
import { call } from './call';
import { maybeServiceConfig, serviceLanguage } from './config';

export type { OptionName };
export { isOptionName };

/**
 * Keyed by the screen's language too: the labels come in it (decision 022), and a tab that changes
 * language (or adopts the account's at load) must never show a dictionary cached in the other.
 */
export const optionCacheKey = (name: OptionName) => {
  const lang = serviceLanguage();
  return lang ? `wharf.option.${lang}.${name}` : `wharf.option.${name}`;
};

const memory = new Map<string, Option[]>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // access denied (privacy settings, sandboxed frames)
  }
}

function readCache(key: string): Option[] | undefined {
  const raw = (() => {
    try {
      return storage()?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  })();
  if (raw !== undefined) {
    try {
      const r = getOption.response.safeParse(JSON.parse(raw));
      if (r.success) return r.data;
    } catch {
      /* corrupt entry: fetched again */
    }
    try {
      storage()?.removeItem(key);
    } catch {
      /* ignore */
    }
  }
  return memory.get(key);
}

function writeCache(key: string, value: Option[]): void {
  try {
    const s = storage();
    if (s) {
      s.setItem(key, JSON.stringify(value));
      memory.delete(key);
      return;
    }
  } catch {
    /* quota: the memory copy serves this page */
  }
  memory.set(key, value);
}

/** Dictionaries being fetched: screens that ask for one at the same moment share one call. */
const pending = new Map<string, Promise<Option[]>>();

/** `promise`, or an AbortError as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function getOptions(name: OptionName, opts?: CallOptions): Promise<Option[]> {
  const key = optionCacheKey(name);
  const cached = readCache(key);
  if (cached) return cached;
  let shared = pending.get(key);
  if (!shared) {
    // not tied to one caller's signal: a screen that leaves must not fail the others' copy
    shared = call(getOption, { params: { name } }, { ...opts, signal: undefined })
      .then((data) => {
        writeCache(key, data);
        return data;
      })
      .finally(() => pending.delete(key));
    pending.set(key, shared);
  }
  return untilAborted(shared, opts?.signal);
}

/** Drops cached dictionaries (one, or all): after a language change or sign-out. */
export function clearOptionCache(name?: OptionName): void {
  const keys = name ? [optionCacheKey(name)] : [...memory.keys()];
  const s = storage();
  if (!name && s) {
    try {
      for (let i = s.length - 1; i >= 0; i--) {
        const k = s.key(i);
        if (k?.startsWith('wharf.option.')) keys.push(k);
      }
    } catch {
      /* ignore */
    }
  }
  for (const k of keys) {
    memory.delete(k);
    try {
      s?.removeItem(k);
    } catch {
      /* ignore */
    }
  }
}

/** The account-type query of getUserInfo: 3 by default, 4 for vms, 5 for dms (spec section 7). */
export function accountTypeQuery(): { 'account-type': AccountType } {
  return { 'account-type': maybeServiceConfig()?.accountType ?? 3 };
}
