// The envelope every /back/ answer travels in (spec section 7): code "0" is success.
import { z } from 'zod';

export const SUCCESS = '0';

/** Codes the client reacts to specially (spec section 8); others are shown as their message. */
export const ErrorCode = {
  redirect: 'SYS_REDIRECT',
  unauthorized: 'SYS_UNAUTHORIZED',
  forbidden: 'SYS_FORBIDDEN',
  notFound: 'SYS_NOT_FOUND',
  invalid: 'SYS_INVALID_REQUEST',
  csrf: 'SYS_CSRF_REJECTED',
  conflict: 'SYS_CONFLICT',
  tooMany: 'SYS_TOO_MANY_REQUESTS',
  tooLarge: 'SYS_PAYLOAD_TOO_LARGE',
  internal: 'SYS_INTERNAL_ERROR',
  unsupportedLang: 'USER_UNSUPPORTED_LANGUAGE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const envelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = { code: string; message: string; data: T };

/** SYS_REDIRECT carries where to go in data.redirectTo. */
export const redirectDataSchema = z.object({ redirectTo: z.string().min(1) });

/** SYS_UNAUTHORIZED carries the gateway address (with a return path) in data.gateway. */
/**
 * The sign-in gateway's known address (served by the reference server beside /back/). An answer
 * SYS_UNAUTHORIZED names it in `data.gateway`; a client told no address goes here (spec section 8).
 */
export const SIGN_IN_GATEWAY = '/gateway/login';

export const unauthorizedDataSchema = z.object({ gateway: z.string().min(1) });
