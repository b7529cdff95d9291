// Translations of the message keys that services and machines hand to screens (spec section 8).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { MessageKey, Notice } from '../contract/kernel/messages';

const messages: Record<MessageKey, MessageDescriptor> = {
  'common.message.update': msg`Updated`,
  'common.message.saveError': msg`Saving failed. Please try again.`,
  'common.message.submit': msg`Submitted`,
  'common.message.cancel': msg`Cancelled`,
  'common.message.deleteSuccess': msg`Deleted`,
  'common.message.saveSuccess': msg`Saved`,
  'common.message.rejectSuccess': msg`Rejected`,
  'common.message.approveSuccess': msg`Approved`,
  'common.message.cancelSuccess': msg`Cancelled successfully`,
  'common.message.success': msg`Done`,
  'common.message.isolationProcessing': msg`Stock isolation is being processed automatically; conflicting actions are unavailable until it finishes.`,
  MSG_UPLOAD_FILE_SUCCESS: msg`File uploaded`,
  ERROR_REPEAT: msg`This value appears more than once`,
  'collect.package.signTips': msg`Please make sure the package has been signed for`,
  'common.message.networkError': msg`The server could not be reached. Check your connection and try again.`,
  'common.message.badResponse': msg`The server sent an answer the portal does not understand.`,
  'common.message.downloadFailed': msg`The download failed.`,
  'common.message.timeout': msg`The server took too long to answer. Try again.`,
  'common.message.unexpectedError': msg`Something went wrong. Please try again.`,
};

export const translateKey = (key: MessageKey): string => i18n._(messages[key]);

/**
 * A server message is shown verbatim (already in the user's language); a key is translated. The
 * subject (what it happened to) comes first: "Order PO00008640: Shipped".
 */
export const noticeText = (n: Notice): string => {
  const what = n.message || (n.messageKey ? translateKey(n.messageKey) : '');
  const subject = n.subject;
  return subject ? i18n._(msg`${subject}: ${what}`) : what;
};
