// Publishing a goods-base product (its record's dialog): nothing is sent without a channel; one
// publish per click with the version read; a refusal (the platform's check) keeps the dialog open
// with its words; a publish that went through closes it and announces once.
import { describe, expect, it } from 'vitest';
import { publishGb } from '../../../src/contract/product/goods-base';
import { gbPublishMachine } from '../../../src/machines/product/gbPublish.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';
import { gbDetail } from './gb-fixtures';

type Snap = ReturnType<typeof gbPublishMachine.getInitialSnapshot>;

const events: EventFixtures<typeof gbPublishMachine> = {
  'publish.opened': [{ type: 'publish.opened', id: 'gb-harbor-3', version: 1 }],
  'publish.cartsChanged': [
    { type: 'publish.cartsChanged', codes: ['HA-AMZ-AU-001'] },
    { type: 'publish.cartsChanged', codes: [] },
  ],
  'publish.confirmed': [{ type: 'publish.confirmed' }],
  'publish.closed': [{ type: 'publish.closed' }],
};

const actors: ActorFixtures<typeof gbPublishMachine> = {
  publish: {
    done: [gbDetail({ status: 'published', channelCount: 1, version: 2 })],
    error: [new CallError('envelope', 'PRODUCT_GB_PUBLISH_REFUSED', 'The platform refused the publish. IMAGE_QUALITY.')],
  },
};

const serializeState = (s: Snap) => JSON.stringify({ v: s.value, n: s.context.cartCodes.length, x: s.context.noChannel, e: s.context.error?.code ?? null, d: !!s.context.published });
const paths = modelPaths(gbPublishMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('goods-base publish machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(gbPublishMachine, visitedBy(gbPublishMachine, paths))).toMatchObject({ states: 4 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    const machine = gbPublishMachine.provide({ actions: { announcePublished: () => void announced++ } });
    await replayPath(machine, path, {
      invoked: ['publish'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('publishing'));
        const call = pending.get('publish');
        if (call) {
          expect(publishGb.body?.safeParse(call.input).success).toBe(true);
          expect(s.can({ type: 'publish.confirmed' })).toBe(false);
        }
        if (step.event.type === 'publish.confirmed' && s.matches('choosing')) expect(s.context.noChannel).toBe(true);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => x.state.matches('closed') && x.event.type.startsWith('xstate.done')).length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(gbPublishMachine, runtime, 'replays');
  });
});
