// The receipt request machine (/receipt/requestInfo/:id) on the record-with-actions kit: "Create
// inbound" only while something reserved is not on an inbound, "Ship all" (outbound-all) while
// anything reserved or backordered is on no inbound, "Apply for a delay" (a reason) once
// answered, "Cancel" (a reason) before anything shipped; each sent once with the version read
// (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { actOnRequest, outboundAll, requestInfoSchema, RequestErrorCode, setDeliveryType } from '../../../src/contract/receipt';
import { requestMachine, requestSpec } from '../../../src/machines/receipt/request.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { requestRecord } from './fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('receipt request machine', () => {
  it('the fixtures are answers the contract accepts; the actions follow the state', () => {
    expect(requestInfoSchema.parse(requestRecord('acknowledged', 2, 1))).toEqual(requestRecord('acknowledged', 2, 1));
    const a = requestSpec.actions;
    expect([a.createInbound.allowed(requestRecord('acknowledged', 2, 1)), a.createInbound.allowed(requestRecord('acknowledged', 2, 0))]).toEqual([true, false]);
    expect(['open', 'acknowledged', 'inTransit', 'received'].map((s) => a.applyDelay.allowed(requestRecord(s as never)))).toEqual([false, true, true, false]);
    expect(['open', 'delayRequested', 'inTransit', 'cancelled'].map((s) => a.cancel.allowed(requestRecord(s as never)))).toEqual([true, true, false, false]);
    expect(['open', 'acknowledged', 'inTransit'].map((s) => a.deliveryType.allowed(requestRecord(s as never)))).toEqual([true, true, false]);
    // ship all: past the answer with something reserved or backordered on no inbound yet
    const onInbound = { ...requestRecord('acknowledged', 2, 0), lines: requestRecord('acknowledged').lines.map((l) => ({ ...l, onInbounds: l.reserved })) };
    expect([a.shipAll.allowed(requestRecord('acknowledged', 2, 1)), a.shipAll.allowed(requestRecord('open')), a.shipAll.allowed(onInbound), a.shipAll.allowed(requestRecord('received'))]).toEqual([true, false, false, false]);
  });

  recordActionsModelTests({
    spec: requestSpec,
    machine: requestMachine,
    key: 'rq-harbor-0002',
    loaded: [requestRecord('acknowledged', 2, 1), requestRecord('received', 5)],
    submitted: [requestRecord('cancelled', 3)],
    stale: new CallError('envelope', RequestErrorCode.stale, 'This request was changed by someone else.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Factory holiday', ' '],
    choices: ['fullTruckload', 'byDrone'],
    coverage: { states: 9, transitions: 18 },
    bodyAccepted: (i) =>
      i.action === 'shipAll'
        ? outboundAll.body?.safeParse({ version: i.version }).success === true
        : i.action === 'deliveryType'
          ? setDeliveryType.body?.safeParse({ id: i.key, version: i.version, deliveryType: i.choice }).success === true
          : actOnRequest.body?.safeParse({ id: i.key, version: i.version, action: i.action, note: i.note }).success === true,
  });
});
