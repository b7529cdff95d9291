// What the isolation screens' toasts say: the isolation by its code, and each action in the past
// tense, so that two toasts side by side still say which did what.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IncrementAction, SeparationCall } from '../../machines/separate/rules';

export const isolationSubject = (i18n: I18n, detail: { code: string } | null): string =>
  detail ? i18n._(msg`Isolation ${detail.code}`) : i18n._(msg`The new isolation`);

const separationDone: Record<SeparationCall, MessageDescriptor> = {
  check: msg`Checked`,
  submit: msg`Submitted`,
  start: msg`Started`,
  suspend: msg`Suspension requested`,
  suspendConfirm: msg`Suspended`,
  continue: msg`Continued`,
  finish: msg`Finished`,
  terminate: msg`Terminated`,
  recover: msg`Stock recovered`,
  cancel: msg`Cancelled`,
  delete: msg`Deleted`,
  abortedTime: msg`End time changed`,
};

const incrementDone: Record<IncrementAction, MessageDescriptor> = {
  sync: msg`Increment synced`,
  cancel: msg`Increment cancelled`,
  terminate: msg`Increment terminated`,
};

export const separationDoneText = (i18n: I18n, action: SeparationCall): string => i18n._(separationDone[action]);
export const incrementDoneText = (i18n: I18n, action: IncrementAction): string => i18n._(incrementDone[action]);
