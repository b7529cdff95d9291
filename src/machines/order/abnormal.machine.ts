// One order exception and its resolution (/order/abnormalInfo/:id; contract
// src/contract/order/abnormal.ts), on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). The one action, "resolve", is offered while the
// exception is open and takes a required note; someone else's resolution or change first
// (ORDER_ABNORMAL_STALE, ORDER_ABNORMAL_RESOLVED) asks for a reload.
import { call } from '../../services';
import { AbnormalErrorCode, getAbnormal, RESOLUTION_MAX, resolveAbnormal, type AbnormalRow } from '../../contract/order';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type AbnormalAction = 'resolve';

export const abnormalSpec: RecordActionsSpec<AbnormalRow, AbnormalAction> = {
  id: 'abnormal',
  load: (id, signal) => call(getAbnormal, { params: { id } }, { signal, quiet: true }),
  actions: {
    resolve: {
      allowed: (record) => record.status === 'open',
      note: { required: true, max: RESOLUTION_MAX },
      submit: ({ key, version, note }, signal) => call(resolveAbnormal, { body: { id: key, version, resolution: note } }, { signal, save: true }),
    },
  },
  staleCodes: [AbnormalErrorCode.stale, AbnormalErrorCode.alreadyResolved, 'SYS_CONFLICT'],
};

export const abnormalMachine = createRecordActionsMachine(abnormalSpec);
