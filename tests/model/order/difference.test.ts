// Difference order machine (/order/arrivalInfo/:id, DifferenceSection) on the record-with-actions
// kit: only an open difference offers accept (a confirmation) and dispute (a note required before
// sending); each answer is sent once with the version read; an answer someone else gave first asks
// for a reload, any other refusal shows its message (record-actions-suite.ts checks the kit's rules).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call, CallError } from '../../../src/services';
import { answerDifferenceOrder, DIFFERENCE_NOTE_MAX, getDifferenceOrder, OrderExtrasErrorCode, type DifferenceOrder } from '../../../src/contract';
import { differenceMachine, differenceSpec } from '../../../src/machines/order/difference.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { flush } from '../replay';
import { failure } from './fixtures';

vi.mock(import('../../../src/services'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

const open: DifferenceOrder = {
  formNo: 'AP0000018',
  id: 'df_1',
  status: 'open',
  announcedPackages: 2,
  receivedPackages: 1,
  lines: [{ orderId: 'od_1', supplierOrderId: 'PO00000001', orderStatus: 'shipped', lineNo: 1, sku: 'HB-TOWEL-01', skuName: 'Bath towel', announcedQty: 3, receivedQty: 0 }],
  announcedQty: 3,
  receivedQty: 0,
  note: '',
  answeredByName: null,
  answeredAt: null,
  version: 4,
};
const accepted: DifferenceOrder = { ...open, status: 'accepted', answeredByName: 'Grace Lin', answeredAt: '2026-03-02T09:00:00.000Z', version: 5 };
const none: DifferenceOrder = { ...open, id: null, status: null, lines: [], announcedQty: 0, receivedQty: 0, receivedPackages: 2, version: 0 };

describe('difference order machine', () => {
  afterEach(() => vi.mocked(call).mockReset());

  recordActionsModelTests({
    spec: differenceSpec,
    machine: differenceMachine,
    key: 'AP0000018',
    loaded: [open, accepted, none],
    submitted: [accepted],
    stale: new CallError('envelope', OrderExtrasErrorCode.differenceAnswered, 'Already answered by Ann Lee.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Carrier has proof of delivery', ' ', 'x'.repeat(DIFFERENCE_NOTE_MAX + 1)],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => answerDifferenceOrder.body?.safeParse({ formNo: i.key, version: i.version, answer: i.action, note: i.note }).success === true,
  });

  it('the spec reads the difference and disputes it with bodies their schemas accept', async () => {
    const seen: unknown[][] = [];
    vi.mocked(call).mockImplementation(((ep: unknown, args: unknown, opts: unknown) => {
      seen.push([ep, args, opts]);
      return Promise.resolve(ep === getDifferenceOrder ? open : accepted);
    }) as never);
    const actor = createActor(differenceMachine, { input: { key: 'AP0000018' } }).start();
    await flush();
    actor.send({ type: 'record.actionRequested', action: 'dispute' });
    actor.send({ type: 'record.noteChanged', value: 'Proof of delivery attached' });
    actor.send({ type: 'record.confirmed' });
    await flush();
    expect(seen.map(([ep]) => ep)).toEqual([getDifferenceOrder, answerDifferenceOrder]);
    expect(seen[0][1]).toEqual({ body: { formNo: 'AP0000018' } });
    expect(seen[1][1]).toEqual({ body: { formNo: 'AP0000018', version: 4, answer: 'dispute', note: 'Proof of delivery attached' } });
    expect((seen[1][2] as { save: boolean }).save).toBe(true);
    actor.stop();
  });
});
