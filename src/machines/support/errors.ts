// What a machine keeps of a failed call: the error code and the server's message (never translated
// text; screens translate codes and keys). `kind` tells the screen whether the server answered.
// Only an envelope carries text for the user (the server's, already in the user's language); every
// other failure's CallError.message is developer text, kept in `detail` for debugging and never
// shown: those errors carry a message key instead, so a screen always has something to show.
import type { MessageKey } from '../../contract/kernel/messages';
import { ErrorCode } from '../../contract/kernel/envelope';
import { CallError, ClientCode, type CallErrorKind } from '../../services';

export interface MachineError {
  code: string;
  /** The server's message (envelope errors only); '' otherwise. */
  message: string;
  kind: CallErrorKind | 'unknown';
  /** What to show when `message` is empty. */
  messageKey?: MessageKey;
  /** Developer text (endpoint id, HTTP status, the runtime's network error); never rendered. */
  detail?: string;
}

/** The key shown for a failure that carries no server message. */
function keyOf(kind: MachineError['kind'], code: string): MessageKey {
  if (kind === 'network' || kind === 'http') return 'common.message.networkError';
  if (kind === 'timeout') return 'common.message.timeout';
  if (kind === 'parse' && code === ClientCode.badResponse) return 'common.message.badResponse';
  if (code === ClientCode.notFile) return 'common.message.downloadFailed';
  return 'common.message.unexpectedError';
}

function withoutServerText(code: string, kind: MachineError['kind'], detail: string): MachineError {
  return { code, message: '', kind, messageKey: keyOf(kind, code), ...(detail ? { detail } : {}) };
}

export function toMachineError(error: unknown): MachineError {
  if (error instanceof CallError) {
    if (error.kind === 'envelope' && error.message) return { code: error.code, message: error.message, kind: error.kind };
    return withoutServerText(error.code, error.kind, error.message);
  }
  if (error instanceof Error) return withoutServerText('UNKNOWN', 'unknown', error.message);
  return withoutServerText('UNKNOWN', 'unknown', String(error));
}

/**
 * The record asked for does not exist, or belongs to someone the caller may not see (the server
 * answers both alike: a foreign id is "not found"). Retrying cannot help: screens offer the way
 * back to the list instead.
 */
export const isNotFound = (error: Pick<MachineError, 'code'> | null | undefined): boolean => error?.code === ErrorCode.notFound;

/** The gateway address a failed call carries (SYS_UNAUTHORIZED answers hold data.gateway). */
export function gatewayFromError(error: unknown): string | undefined {
  if (!(error instanceof CallError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const gateway = (error.data as { gateway?: unknown }).gateway;
  return typeof gateway === 'string' && gateway.length > 0 ? gateway : undefined;
}
