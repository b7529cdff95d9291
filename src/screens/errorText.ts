// The one way a screen turns a machine error into text. The server's message is shown verbatim
// (already in the user's language); a failure without one (network, timeout, a bad answer) shows
// the screen's own translated fallback, else its message key translated. The developer text in
// `detail` is never shown, and the result is never empty (also for a missing error, so a failed
// state that lost its error still says something).
import type { MachineError } from '../machines/support/errors';
import { translateKey } from './messages';

export function errorText(error: Pick<MachineError, 'message' | 'messageKey'> | null | undefined, fallback?: string): string {
  if (error?.message) return error.message;
  if (fallback) return fallback;
  return translateKey(error?.messageKey ?? 'common.message.unexpectedError');
}
