// Message keys of spec section 8. Services and machines hold keys and server messages, never
// translated text; screens translate the keys through the Lingui catalogs.
import { z } from 'zod';

export const messageKeys = [
  'common.message.update',
  'common.message.saveError',
  'common.message.submit',
  'common.message.cancel',
  'common.message.deleteSuccess',
  'common.message.saveSuccess',
  'common.message.rejectSuccess',
  'common.message.approveSuccess',
  'common.message.cancelSuccess',
  'common.message.success',
  'common.message.isolationProcessing',
  'MSG_UPLOAD_FILE_SUCCESS',
  'ERROR_REPEAT',
  'collect.package.signTips',
  // not in the spec's list, needed by the client's own failures
  'common.message.networkError',
  'common.message.badResponse',
  'common.message.downloadFailed',
  'common.message.timeout',
  'common.message.unexpectedError',
] as const;
export const messageKeySchema = z.enum(messageKeys);
export type MessageKey = z.infer<typeof messageKeySchema>;

/** What the notifier shows: a server message verbatim, or a key the screen translates. */
export interface Notice {
  tone: 'error' | 'success' | 'info';
  message?: string;
  messageKey?: MessageKey;
  /** What it happened to, in the screen's words ("Order PO00008640"); shown before the message. */
  subject?: string;
  /** Stays when the user goes to another page (the action itself left the page). */
  follows?: boolean;
}
