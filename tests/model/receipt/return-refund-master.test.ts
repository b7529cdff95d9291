// The return-refund master machine (/receipt/returnRefundMasterInfo/:id) on the record-with-actions
// kit: a master pending confirmation offers "Confirm" (no note: the unsellable goods leave on its
// outbound), a collecting, disputed, confirmed or done one nothing; sent once with the version read
// (record-actions-suite.ts checks the kit's rules over every generated path). Its record is the
// master read with its compensation, outbound and first sku page; the disputable items are the
// supplier's undisputed ones.
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import {
  compensationSchema,
  confirmReturnMaster,
  returnMasterInfoSchema,
  returnOutboundSchema,
  returnOutboundSkuPageSchema,
  ReturnRefundErrorCode,
} from '../../../src/contract/receipt/return-refund';
import { disputable, returnMasterMachine, returnMasterSpec, type ReturnMasterRecord } from '../../../src/machines/receipt/return-refund-master.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

function master(status: ReturnMasterRecord['status'], version: number): ReturnMasterRecord {
  const info = returnMasterInfoSchema.parse({
    id: 'rm-harbor-0001',
    masterNo: 'RM260301001',
    status,
    warehouseId: 'wh-fba-ont8',
    warehouse: 'FBA ONT8',
    weekStartsAt: '2026-02-22T00:00:00.000Z',
    weekEndsAt: '2026-03-01T00:00:00.000Z',
    orders: [{ id: 'rr-1', returnNo: 'RR260223001', sku: 'HA-0001', qty: 2, inspection: 'defective' }],
    confirmedAt: null,
    doneAt: null,
    createdAt: '2026-02-22T00:00:00.000Z',
    version,
  });
  const compensation = compensationSchema.parse({
    masterId: 'rm-harbor-0001',
    currency: 'USD',
    platformAmount: 12.5,
    supplierAmount: 20,
    items: [
      { id: 'ci-1', returnNo: 'RR260223001', sku: 'HA-0001', skuName: 'Chair', qty: 2, inspection: 'defective', payer: 'supplier', amount: 20, dispute: 'none', disputeReason: '' },
      { id: 'ci-2', returnNo: 'RR260223002', sku: 'HA-0002', skuName: 'Desk', qty: 1, inspection: 'damagedInTransit', payer: 'platform', amount: 12.5, dispute: 'none', disputeReason: '' },
    ],
  });
  const outbound = returnOutboundSchema.parse({ masterId: 'rm-harbor-0001', outboundNo: 'RMO260301001', state: 'pending', warehouse: 'FBA ONT8', shipTo: 'Shenzhen main', qty: 3, skus: 2, leftAt: null, deliveredAt: null });
  const skus = returnOutboundSkuPageSchema.parse({ rows: [{ skuId: 'sk_1', sku: 'HA-0001', skuName: 'Chair', qty: 2 }], total: 1, page: 1, pageSize: 50 });
  return { ...info, compensation, outbound, skus };
}

describe('return-refund master machine', () => {
  it('offers confirm only while pending; the disputable items are the supplier’s undisputed ones', () => {
    const offered = (s: ReturnMasterRecord['status']) => returnMasterSpec.actions.confirm.allowed(master(s, 1));
    expect((['collecting', 'pendingConfirm', 'disputed', 'confirmed', 'done'] as const).filter(offered)).toEqual(['pendingConfirm']);
    expect(disputable(master('pendingConfirm', 1)).map((i) => i.id)).toEqual(['ci-1']);
  });

  recordActionsModelTests({
    spec: returnMasterSpec,
    machine: returnMasterMachine,
    key: 'rm-harbor-0001',
    loaded: [master('pendingConfirm', 2), master('done', 4)],
    submitted: [master('confirmed', 3)],
    stale: new CallError('envelope', ReturnRefundErrorCode.stale, 'This master was changed by someone else.'),
    refused: new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable'),
    loadFailure: new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable'),
    notes: ['x'],
    coverage: { states: 9, transitions: 14 },
    bodyAccepted: (i) => confirmReturnMaster.body?.safeParse({ id: i.key, version: i.version }).success === true,
  });
});
