// A business or protocol failure a handler (or the pipeline) reports to the caller. It becomes the
// envelope { code, message, data } with the given HTTP status; anything else thrown is a bug and
// becomes SYS_INTERNAL_ERROR without details.
import { ErrorCode } from '../../src/contract';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number = 400,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The usual HTTP status of each system code, so callers need not repeat it. */
export const statusOfCode: Record<string, number> = {
  [ErrorCode.redirect]: 200,
  [ErrorCode.unauthorized]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.csrf]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.invalid]: 400,
  [ErrorCode.conflict]: 409,
  [ErrorCode.tooLarge]: 413,
  [ErrorCode.tooMany]: 429,
  [ErrorCode.internal]: 500,
  [ErrorCode.unsupportedLang]: 400,
};
