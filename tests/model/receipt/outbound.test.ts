// The outbound machine (/receipt/outboundInfo/:id: the platform's notice) on the record-with-actions
// kit, the first spec with a choice: "Confirm" opens on the platform's proposed ship-to warehouse
// and may pick another of the tenant's (a value the record does not offer is not taken; with none
// picked the dialog stays and says so), "Close" needs a reason, "Confirm reverse outbound" once
// reversed. record-actions-suite.ts checks the kit's rules over every generated path. The suite
// wants one record that offers every action; no outbound offers confirm and confirm reverse at once,
// so it runs on the notified actions and the reversed one's is checked on its own.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../replay';
import { CallError } from '../../../src/services';
import { closeOutbound, confirmOutbound, outboundInfoSchema, OutboundErrorCode, type OutboundInfo } from '../../../src/contract/receipt';
import { outboundMachine, outboundSpec } from '../../../src/machines/receipt/outbound.machine';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../../../src/machines/generic/recordActions.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const CHOICES = [
  { id: 'wh-own-1', code: 'SZ-01', name: 'Shenzhen main' },
  { id: 'wh-own-2', code: 'NB-02', name: 'Ningbo overflow' },
];

function outbound(status: OutboundInfo['status'], version: number, shipToId: string | null = 'wh-own-1'): OutboundInfo {
  return {
    id: 'ob-harbor-0001',
    outboundNo: 'OB260301001',
    status,
    cause: 'SLOW_MOVING',
    warehouseId: 'wh-fba-ont8',
    warehouse: 'FBA ONT8',
    shipToId,
    shipTo: shipToId ? 'Shenzhen main' : null,
    shipToChoices: status === 'notified' ? CHOICES : [],
    lines: [{ id: 'ob-harbor-0001-1', skuId: 'sk_1', sku: 'SKU-1', skuName: 'Cable', notifiedQty: 4, qty: 4 }],
    qty: 4,
    reverseReason: status === 'reversed' ? 'REFUSED_AT_DOOR' : null,
    closeReason: '',
    answerBy: '2026-03-08T00:00:00.000Z',
    confirmedAt: null,
    doneAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    version,
  };
}

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const { confirm, close } = outboundSpec.actions;
const notifiedSpec: RecordActionsSpec<OutboundInfo, 'confirm' | 'close'> = { ...outboundSpec, actions: { confirm, close } };

describe('outbound machine', () => {
  it('the fixtures are answers the contract accepts; what each state offers; the proposal first, only if still offered', () => {
    expect(outboundInfoSchema.parse(outbound('notified', 1))).toEqual(outbound('notified', 1));
    const offered = (r: OutboundInfo) => (['confirm', 'close', 'confirmReverse'] as const).filter((a) => outboundSpec.actions[a].allowed(r));
    expect([offered(outbound('notified', 1)), offered(outbound('reversed', 3)), offered(outbound('scrapped', 2))]).toEqual([['confirm', 'close'], ['confirmReverse'], []]);
    expect([confirm.choice?.initial(outbound('notified', 1)), confirm.choice?.initial(outbound('notified', 1, 'wh-gone'))]).toEqual(['wh-own-1', null]);
    expect(confirm.choice?.options(outbound('notified', 1)).map((o) => o.label)).toEqual(['Shenzhen main (SZ-01)', 'Ningbo overflow (NB-02)']);
  });

  recordActionsModelTests({
    spec: notifiedSpec,
    machine: createRecordActionsMachine(notifiedSpec),
    key: 'ob-harbor-0001',
    // the second notified one's proposal is no longer offered: its dialog opens with nothing picked
    loaded: [outbound('notified', 1), outbound('notified', 1, 'wh-gone'), outbound('delivered', 3)],
    submitted: [outbound('confirmed', 2)],
    stale: new CallError('envelope', OutboundErrorCode.stale, 'This outbound was changed by someone else.'),
    refused: new CallError('envelope', OutboundErrorCode.shipTo, 'Pick one of your active warehouses.'),
    loadFailure: failure,
    notes: ['Keeping them for the season', ' '],
    choices: ['wh-own-2', 'wh-foreign'],
    coverage: { states: 9, transitions: 18 },
    bodyAccepted: (i) =>
      i.action === 'confirm'
        ? confirmOutbound.body?.safeParse({ id: i.key, version: i.version, shipToId: i.choice }).success === true
        : closeOutbound.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });

  it('a reversed one confirms its reverse outbound with the version read, nothing to pick', async () => {
    const sent: RecordSubmitInput<string>[] = [];
    const machine = outboundMachine.provide({
      actors: {
        load: fromPromise<OutboundInfo, { key: string }>(async () => outbound('reversed', 3)),
        submit: fromPromise<OutboundInfo, RecordSubmitInput<'confirm' | 'close' | 'confirmReverse'>>(async ({ input }) => (sent.push(input), outbound('returnedToShelf', 4))),
      },
    });
    const actor = createActor(machine, { input: { key: 'ob-harbor-0001' } }).start();
    await flush();
    actor.send({ type: 'record.actionRequested', action: 'confirmReverse' });
    actor.send({ type: 'record.choiceChanged', value: 'wh-own-2' });
    actor.send({ type: 'record.confirmed' });
    await flush();
    expect(sent).toStrictEqual([{ key: 'ob-harbor-0001', action: 'confirmReverse', version: 3, note: '' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.record?.status]).toEqual(['viewing', 'returnedToShelf']);
    actor.stop();
  });
});
