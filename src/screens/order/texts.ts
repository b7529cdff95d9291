// Texts of the order fulfilment screens that the machines' codes map to: line quantity problems,
// form problems and the toasts after each action.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageKey } from '../../contract/kernel/messages';
import type { FormProblem, QtyProblem } from '../../machines/order/lines';
import type { OrderCall } from '../../machines/order/orderActions.machine';

export function qtyProblemText(i18n: I18n, problem: QtyProblem, left: number): string {
  return problem === 'notWhole' ? i18n._(msg`Type a whole number.`) : i18n._(msg`At most ${left}.`);
}

const formProblems: Record<FormProblem, ReturnType<typeof msg>> = {
  noLines: msg`Type a quantity on at least one line.`,
  badQty: msg`Correct the quantities marked below.`,
  noCarrier: msg`Choose the carrier.`,
  badTracking: msg`Type the tracking number: 6 to 40 letters, digits or dashes.`,
  noReason: msg`Say why you cancel: the reason is required.`,
  reasonTooLong: msg`The reason is too long (at most 200 characters).`,
};

export const formProblemText = (i18n: I18n, problem: FormProblem) => i18n._(formProblems[problem]);

export const doneMessages: Record<OrderCall, MessageKey> = {
  acknowledge: 'common.message.success',
  partCancel: 'common.message.cancelSuccess',
  editLogistics: 'common.message.update',
  reschedule: 'common.message.update',
};
