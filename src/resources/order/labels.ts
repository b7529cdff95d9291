// The words of the request audits' buttons and questions (screen texts, in the lingui catalog). The
// labels of the order domain's values are the contract's (src/contract/order/labels.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditFlag, RequestKind } from '../../contract/order/requests';

/** The button of a decision, per kind (a refund's "cancel" withdraws it). */
export const flagLabels: Record<RequestKind, Partial<Record<AuditFlag, MessageDescriptor>>> = {
  cancel: { approve: msg`Approve cancellation`, reject: msg`Reject cancellation` },
  return: { approve: msg`Approve return`, reject: msg`Reject return` },
  refund: { confirm: msg`Confirm refund`, reject: msg`Reject refund`, cancel: msg`Withdraw refund` },
};

/** What a decision does, asked in its confirmation dialog. */
export const flagQuestions: Record<RequestKind, Partial<Record<AuditFlag, MessageDescriptor>>> = {
  cancel: {
    approve: msg`Approve the cancellation? The order is cancelled and will not be shipped.`,
    reject: msg`Reject the cancellation? The order goes on and must still be shipped.`,
  },
  return: {
    approve: msg`Approve the return with the lines shown? The order becomes returning.`,
    reject: msg`Reject the return? The customer keeps the goods.`,
  },
  refund: {
    confirm: msg`Confirm the refund? The amount is deducted in the next settlement.`,
    reject: msg`Reject the refund? Say why: the customer sees the reason.`,
    cancel: msg`Withdraw the refund for the customer? Nothing is refunded.`,
  },
};
