// Server-wide constants. Kept in one place so tests and the gateway agree with the pipeline.
import { SIGN_IN_GATEWAY } from '../src/contract/kernel/envelope';

/** Version of the terms of use users must accept; bump it to make everyone accept again. */
export const CURRENT_TERMS_VERSION = '2026-01';

export const SESSION_COOKIE = 'wharf_sid';
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const LOGIN_THROTTLE = {
  /** Failed attempts for one account before sign-in to it is refused. */
  maxFailures: 5,
  /** Failed attempts from one address (across accounts) before it is refused; higher, because
   * an office behind one NAT address must not lock all its colleagues out with a few typos. */
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
} as const;

/** The sign-in gateway's address: the contract's, which the client goes to when an answer names none. */
export const GATEWAY_LOGIN_PATH = SIGN_IN_GATEWAY;
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** Request body limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 25 * 1024 * 1024;
export const FORM_BODY_LIMIT = 16 * 1024;

/** Calls a user who has not accepted the current terms may still make. */
export const TERMS_EXEMPT_ENDPOINTS: ReadonlySet<string> = new Set([
  'common.getUserInfo',
  'vms.getUserInfo',
  'common.terms',
  'common.acceptTerms',
  'common.logout',
]);

export const DEMO_PASSWORD = 'demo1234';
