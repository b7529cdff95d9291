// The same-product relation record on the record-with-actions kit (record-actions-suite.ts checks
// the kit's rules): a proposed relation offers confirm and the three declines (the reason is the
// action, a note optional), a confirmed one unlink with a required reason, a closed one nothing;
// a decision someone made first asks for a reload. Each decision's body is the contract's.
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { SameErrorCode, confirmSameRelation, declineSameRelation, unlinkSameRelation } from '../../../src/contract/product/same';
import { sameRelationMachine, sameRelationSpec, type SameAction } from '../../../src/machines/product/sameRelation.machine';
import { createRecordActionsMachine, type RecordActionsSpec, type RecordSubmitInput } from '../../../src/machines/generic/recordActions.machine';
import type { SameRelationInfo } from '../../../src/contract/product/same';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { failure } from './fixtures';
import { relation } from './same-fixtures';

const reasons: Record<Exclude<SameAction, 'confirm' | 'unlink'>, string> = { declineNotSame: 'notSame', declinePack: 'differentPack', declineModel: 'differentModel' };

describe('same-product relation machine', () => {
  it('offers what each state allows', () => {
    const offered = (r: ReturnType<typeof relation>) => (Object.keys(sameRelationSpec.actions) as SameAction[]).filter((a) => sameRelationSpec.actions[a].allowed(r));
    expect(offered(relation('proposed'))).toEqual(['confirm', 'declineNotSame', 'declinePack', 'declineModel']);
    expect(offered(relation('confirmed', 2))).toEqual(['unlink']);
    expect(offered(relation('declined', 2))).toEqual([]);
    expect(offered(relation('unlinked', 3))).toEqual([]);
  });

  // the kit's suite wants a record offering every action: a proposed relation's decisions and a
  // confirmed one's unlink never meet, so each group runs it on the spec's own actions
  const part = <A extends SameAction>(actions: readonly A[]) => {
    const spec: RecordActionsSpec<SameRelationInfo, A> = { ...sameRelationSpec, id: `sameRelation-${actions[0]}`, actions: Object.fromEntries(actions.map((a) => [a, sameRelationSpec.actions[a]])) as RecordActionsSpec<SameRelationInfo, A>['actions'] };
    return { spec, machine: createRecordActionsMachine(spec) };
  };
  const bodyAccepted = (i: RecordSubmitInput<SameAction>) => {
    if (i.action === 'confirm') return confirmSameRelation.body?.safeParse({ id: i.key, version: i.version }).success === true;
    if (i.action === 'unlink') return unlinkSameRelation.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true;
    return declineSameRelation.body?.safeParse({ id: i.key, version: i.version, reason: reasons[i.action], note: i.note }).success === true;
  };
  const stale = new CallError('envelope', SameErrorCode.decided, 'This relation is already confirmed. Nothing was changed.');

  describe('a proposed relation: confirm or decline', () => {
    recordActionsModelTests({
      ...part(['confirm', 'declineNotSame', 'declinePack', 'declineModel'] as const),
      key: 'sr-harbor-000003',
      loaded: [relation('proposed'), relation('declined', 2)],
      submitted: [relation('confirmed', 2), relation('declined', 2)],
      stale,
      refused: failure,
      loadFailure: failure,
      notes: ['Ours is a 2-pack', 'x'.repeat(201)],
      coverage: { states: 9, transitions: 16 },
      bodyAccepted,
    });
  });

  describe('a confirmed relation: unlink by appeal', () => {
    recordActionsModelTests({
      ...part(['unlink'] as const),
      key: 'sr-harbor-000003',
      loaded: [relation('confirmed', 2), relation('unlinked', 3)],
      submitted: [relation('unlinked', 3)],
      stale,
      refused: failure,
      loadFailure: failure,
      notes: ['Different colour range', ' '],
      coverage: { states: 9, transitions: 16 },
      bodyAccepted,
    });
  });

  it('the exported machine is the spec’s', () => {
    expect(sameRelationMachine.id).toBe(sameRelationSpec.id);
  });
});
