// The sku detail machine (the platform product record's sku rows and "Find by ASIN" on the
// platform product list): a row opens the dialog and loads the sku by id (a failure offers a retry
// of the same id); the form sends nothing while the asin is blank or too long, looks the sku up by
// the trimmed asin and opens the dialog only when found; an asin that matches none goes back to the
// form with the server's message, and typing again clears it.
import { describe, expect, it } from 'vitest';
import { getSkuByAsin, getSkuInfo, skuDetailSchema } from '../../../src/contract/product/sku';
import { asinProblemOf, skuDetailMachine, type SkuRequest } from '../../../src/machines/product/skuDetail.machine';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';
import { failure } from './fixtures';
import { skuDetail, skuNotFound } from './sku-fixtures';

type Snap = ReturnType<typeof skuDetailMachine.getInitialSnapshot>;

const events: EventFixtures<typeof skuDetailMachine> = {
  'sku.opened': [{ type: 'sku.opened', id: skuDetail.id }],
  'sku.asinChanged': [
    { type: 'sku.asinChanged', value: ' b0harbor21 ' },
    { type: 'sku.asinChanged', value: '   ' },
    { type: 'sku.asinChanged', value: 'B'.repeat(21) },
  ],
  'sku.asinSubmitted': [{ type: 'sku.asinSubmitted' }],
  'sku.retry': [{ type: 'sku.retry' }],
  'sku.closed': [{ type: 'sku.closed' }],
};

const actors: ActorFixtures<typeof skuDetailMachine> = {
  loadSku: { done: [skuDetail], error: [skuNotFound, failure] },
};

const serializeState = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    r: s.context.request,
    a: s.context.asin,
    ap: s.context.asinProblem,
    ae: s.context.asinError?.code ?? null,
    e: s.context.error?.code ?? null,
    s: s.context.sku?.id ?? null,
  });

const paths = modelPaths(skuDetailMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('sku detail machine', () => {
  it('the fixture is a sku detail as the contract answers it', () => {
    expect(skuDetailSchema.safeParse(skuDetail).success).toBe(true);
  });

  it('asin problems before anything is sent', () => {
    expect(asinProblemOf('')).toBe('required');
    expect(asinProblemOf('   ')).toBe('required');
    expect(asinProblemOf('B'.repeat(21))).toBe('tooLong');
    expect(asinProblemOf(' b0harbor21 ')).toBeNull();
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(skuDetailMachine, visitedBy(skuDetailMachine, paths))).toEqual({ states: 6, transitions: 13 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    await replayPath(skuDetailMachine, path, {
      invoked: ['loadSku'],
      visits: runtime,
      onStep: (step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('searching') || s.matches('loading'));
        const call = pending.get('loadSku');
        if (call && (s.matches('searching') || s.matches('loading'))) {
          const input = call.input as SkuRequest;
          if (s.matches('searching')) {
            // the trimmed asin, never a blank or too long one, and a valid call of the contract
            expect(input).toEqual({ by: 'asin', asin: s.context.asin.trim() });
            expect(asinProblemOf(s.context.asin)).toBeNull();
            expect(getSkuByAsin.params?.safeParse({ asin: input.by === 'asin' ? input.asin : '' }).success).toBe(true);
          } else {
            expect(input).toEqual({ by: 'id', id: skuDetail.id });
            expect(getSkuInfo.params?.safeParse({ id: skuDetail.id }).success).toBe(true);
          }
        }
        // the dialog shows a sku only once one was answered
        if (s.matches('showing')) expect(s.context.sku).toEqual(skuDetail);
        if (s.matches('failed')) expect(s.context.error?.code).toMatch(/^SYS_/);
        // a search that found nothing is back in the form with the server's words, no dialog
        if (step.event.type === 'xstate.error.actor.loadSku' && path.steps[i - 1]?.state.matches('searching')) {
          expect(s.value).toBe('closed');
          expect(s.context.asinError).toMatchObject({ code: (step.event as unknown as { error: { code: string } }).error.code });
          expect(s.context.asinError?.message).not.toBe('');
        }
        if (step.event.type === 'sku.asinChanged') expect([s.context.asinProblem, s.context.asinError]).toEqual([null, null]);
        if (step.event.type === 'sku.asinSubmitted' && s.matches('closed')) expect(s.context.asinProblem).toBe(asinProblemOf(s.context.asin));
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(skuDetailMachine, runtime, 'replays');
  });
});
