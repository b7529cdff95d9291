// The inbound machine (/receipt/inboundInfo/:id) on the record-with-actions kit: a draft offers
// confirm and cancel, a confirmed one ship (only with its tracking), reopen and cancel (a reason),
// a shipped or received one nothing; each sent once with the version read (record-actions-suite.ts
// checks the kit's rules). The suite wants one record that offers every action; no inbound offers
// confirm and ship at once, so it runs on the confirmed inbound's actions (the same kit machine)
// and the draft's confirm is checked on its own.
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { actOnInbound, inboundInfoSchema, InboundErrorCode } from '../../../src/contract/receipt';
import { inboundSpec } from '../../../src/machines/receipt/inbound.machine';
import { createRecordActionsMachine, type RecordActionsSpec } from '../../../src/machines/generic/recordActions.machine';
import type { InboundInfo } from '../../../src/contract/receipt';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { inboundRecord } from './fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const { ship, reopen, cancel } = inboundSpec.actions;
const confirmedSpec: RecordActionsSpec<InboundInfo, 'ship' | 'reopen' | 'cancel'> = { ...inboundSpec, actions: { ship, reopen, cancel } };

describe('inbound machine', () => {
  it('the fixtures are answers the contract accepts; ship needs the tracking', () => {
    expect(inboundInfoSchema.parse(inboundRecord('confirmed', 3, '1Z0000001'))).toEqual(inboundRecord('confirmed', 3, '1Z0000001'));
    expect([inboundSpec.actions.ship.allowed(inboundRecord('confirmed', 2)), inboundSpec.actions.ship.allowed(inboundRecord('confirmed', 3, '1Z0000001'))]).toEqual([false, true]);
    const offered = (r: InboundInfo) => (['confirm', 'ship', 'reopen', 'cancel', 'reconfirm'] as const).filter((a) => inboundSpec.actions[a].allowed(r));
    expect(offered(inboundRecord('draft'))).toEqual(['confirm', 'cancel']);
    expect(offered(inboundRecord('confirmed', 3, '1Z0000001'))).toEqual(['ship', 'reopen', 'cancel']);
    expect(offered(inboundRecord('shipped', 4, '1Z0000001'))).toEqual([]);
    // turned away at the dock: only confirming again, and only with a tracking; received and closed: nothing
    expect(offered({ ...inboundRecord('rejectedAtDock', 5, '1Z0000001'), dockReason: 'RECEIPT_DOCK_CARTONS_MISMATCH' })).toEqual(['reconfirm']);
    expect(offered(inboundRecord('rejectedAtDock', 5))).toEqual([]);
    expect([offered(inboundRecord('received', 6, '1Z0000001')), offered(inboundRecord('closed', 7, '1Z0000001'))]).toEqual([[], []]);
    expect(actOnInbound.body?.safeParse({ id: 'ib-harbor-0003', version: 5, action: 'reconfirm', note: '' }).success).toBe(true);
    expect(actOnInbound.body?.safeParse({ id: 'ib-harbor-0003', version: 1, action: 'confirm', note: '' }).success).toBe(true);
  });

  recordActionsModelTests({
    spec: confirmedSpec,
    machine: createRecordActionsMachine(confirmedSpec),
    key: 'ib-harbor-0003',
    loaded: [inboundRecord('confirmed', 3, '1Z0000001'), inboundRecord('received', 6, '1Z0000001')],
    submitted: [inboundRecord('shipped', 4, '1Z0000001')],
    stale: new CallError('envelope', InboundErrorCode.stale, 'This inbound was changed by someone else.'),
    refused: new CallError('envelope', InboundErrorCode.stockShort, 'Not enough available stock.'),
    loadFailure: failure,
    notes: ['Wrong warehouse', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => actOnInbound.body?.safeParse({ id: i.key, version: i.version, action: i.action, note: i.note }).success === true,
  });
});
