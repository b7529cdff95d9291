// Texts of the isolation screens that machines hand over as keys: the form's field and line
// problems (header.ts, lines.ts, time.ts), the lifecycle actions' names, questions and results.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { HeaderProblem } from '../../machines/separate/header';
import type { LineProblem } from '../../machines/separate/lines';
import type { IncrementAction, LifecycleAction, SeparationCall } from '../../machines/separate/rules';
import { translateKey } from '../messages';

const problems: Record<HeaderProblem | LineProblem, MessageDescriptor> = {
  required: msg`This field is required`,
  tooLong: msg`This text is too long`,
  invalidTime: msg`Enter a date and time`,
  endBeforeStart: msg`The end must be after the start`,
  endInPast: msg`The end must be in the future`,
  ERROR_REPEAT: msg`This value appears more than once`,
  tooManySkus: msg`Look up at most 500 SKU codes at a time`,
  qtyInvalid: msg`Enter a whole number from 1 to 10,000,000`,
  qtyOverAvailable: msg`More than the stock available`,
  noLines: msg`Enter a quantity for at least one SKU`,
  tooManyLines: msg`At most 2,000 lines`,
  noGroups: msg`Choose at least one warehouse group`,
  tooManyGroups: msg`At most 50 warehouse groups`,
};

/** A problem key as text (ERROR_REPEAT through the message catalogue of spec section 8). */
export function problemText(i18n: I18n, key: string | null | undefined): string | null {
  if (!key) return null;
  if (key === 'ERROR_REPEAT') return translateKey('ERROR_REPEAT');
  const d = problems[key as keyof typeof problems];
  return d ? i18n._(d) : key;
}

export const actionLabels: Record<SeparationCall, MessageDescriptor> = {
  check: msg`Check stock`,
  submit: msg`Submit`,
  start: msg`Start now`,
  suspend: msg`Suspend`,
  suspendConfirm: msg`Confirm suspension`,
  continue: msg`Continue`,
  finish: msg`Finish`,
  terminate: msg`Terminate`,
  recover: msg`Recover held stock`,
  cancel: msg`Cancel isolation`,
  delete: msg`Delete`,
  abortedTime: msg`Change end time`,
};

export const actionQuestions: Record<LifecycleAction, MessageDescriptor> = {
  check: msg`Check every line against the stock available now? When all fit, the isolation becomes checked; otherwise it stays a draft and lists the lines that are short.`,
  submit: msg`Submit the isolation? It then waits for its start time (or a manual start); its lines can no longer be edited.`,
  start: msg`Start the isolation now? Every line's quantity is held for the shop at once; nothing is held if any line is short.`,
  suspend: msg`Ask to suspend the isolation? The stock stays held until the suspension is confirmed.`,
  suspendConfirm: msg`Confirm the suspension? The held stock returns to the shared pool until the isolation is continued.`,
  continue: msg`Continue the isolation? A suspended isolation holds its quantities again (refused when stock is short).`,
  finish: msg`Finish the isolation now? What it holds returns to the shared pool.`,
  terminate: msg`Terminate the isolation before its end time? Choose what happens to the stock it holds.`,
  recover: msg`Return the stock this terminated isolation still holds to the shared pool?`,
  cancel: msg`Cancel the isolation? It will never take effect.`,
  delete: msg`Delete this isolation? This cannot be undone.`,
};

/** Actions shown as dangerous (red, focus on Cancel). */
export const dangerousActions: ReadonlySet<LifecycleAction> = new Set(['terminate', 'cancel', 'delete', 'finish']);

export const incrementActionLabels: Record<IncrementAction, MessageDescriptor> = {
  sync: msg`Sync`,
  cancel: msg`Cancel increment`,
  terminate: msg`Terminate increment`,
};

export const incrementActionQuestions: Record<IncrementAction, MessageDescriptor> = {
  sync: msg`Sync this increment? The automatic job adds its quantities to the isolation, or returns it with the reason when stock is short.`,
  cancel: msg`Cancel this increment? It will never be synced.`,
  terminate: msg`Terminate this increment? Its quantities leave the isolation and return to the shared pool.`,
};
