// The match picker (the match list's "Change"): our skus of the cart are read first; nothing is
// sent until a sku other than the current match is chosen; the match is sent once (a double click
// sends one) with the version read; a refusal keeps the picker with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { modifyMatch, type MatchCandidate, type MatchRow } from '../../../src/contract/product/match';
import { matchPickMachine } from '../../../src/machines/product/matchPick.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { failure } from './fixtures';

type Snap = ReturnType<typeof matchPickMachine.getInitialSnapshot>;
const row: MatchRow = {
  id: 'cs-harbor-000017-2',
  outerSku: 'SPU000017-2',
  outerCode: 'L3F2A9C01B',
  title: 'Cotton T-shirt',
  platformCode: 'amazon',
  cartName: 'Harbor US store',
  matchStatus: 'conflicting',
  sellerSku: 'SPU000017-1',
  skuCode: 'TS-M-RED',
  productSkuId: 'pr-harbor-000017-1',
  version: 3,
};
const candidates: MatchCandidate[] = [
  { id: 'pr-harbor-000017-1', sellerSku: 'SPU000017-1', skuCode: 'TS-M-RED', variant: 'M red', matchedBy: ['SPU000017-1', 'SPU000017-2'] },
  { id: 'pr-harbor-000017-2', sellerSku: 'SPU000017-2', skuCode: 'TS-L-RED', variant: 'L red', matchedBy: [] },
];

const events: EventFixtures<typeof matchPickMachine> = {
  'match.opened': [{ type: 'match.opened', row }],
  'match.chosen': [
    { type: 'match.chosen', productSkuId: 'pr-harbor-000017-2' },
    { type: 'match.chosen', productSkuId: 'pr-harbor-000017-1' },
  ],
  'match.submitted': [{ type: 'match.submitted' }],
  'match.retry': [{ type: 'match.retry' }],
  'match.closed': [{ type: 'match.closed' }],
};

const actors: ActorFixtures<typeof matchPickMachine> = {
  candidates: { done: [candidates], error: [failure] },
  save: { done: [{ ...row, matchStatus: 'matched', sellerSku: 'SPU000017-2', productSkuId: 'pr-harbor-000017-2', version: 4 }], error: [new CallError('envelope', 'PRODUCT_MATCH_TAKEN', 'That sku is already matched.')] },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, r: s.context.row?.id ?? null, c: s.context.chosen, n: s.context.candidates.length, e: s.context.error?.code ?? null });
const paths = modelPaths(matchPickMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('match pick machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    const c = assertCoverage(matchPickMachine, visitedBy(matchPickMachine, paths));
    expect(c.states).toBe(6);
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = matchPickMachine.provide({ actions: { announceSaved: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['candidates', 'save'],
      visits: runtime,
      onStep: (_step, i, { actor, pending, calls }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('saving'));
        const call = pending.get('save');
        if (call) {
          expect(call.input).toEqual({ id: row.id, version: row.version, productSkuId: s.context.chosen });
          expect(s.context.chosen).not.toBe(row.productSkuId);
          expect(modifyMatch.body?.safeParse(call.input).success).toBe(true);
          expect(s.can({ type: 'match.submitted' })).toBe(false);
        }
        const saves = path.steps.slice(1, i + 1).filter((x) => x.event.type === 'match.submitted' && x.state.matches('saving')).length;
        expect(calls.save?.length ?? 0).toBe(saves);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.event.type.startsWith('xstate.done.actor.save')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(matchPickMachine, runtime, 'replays');
  });

  it('a double click saves once', async () => {
    const sent: unknown[] = [];
    const machine = matchPickMachine.provide({
      actors: {
        candidates: fromPromise(async () => candidates),
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return row;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'match.opened', row });
    await flush();
    actor.send({ type: 'match.submitted' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'match.chosen', productSkuId: 'pr-harbor-000017-2' });
    actor.send({ type: 'match.submitted' });
    actor.send({ type: 'match.submitted' });
    await flush();
    expect(sent).toEqual([{ id: row.id, version: 3, productSkuId: 'pr-harbor-000017-2' }]);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });
});
