// The read machine of the receipt screens (a receipt, a sku's batches): it loads once, shows the
// value, reads again on request and, while a dispute waits for the platform, every POLL_MS; a
// failure keeps the error for a retry, a record that does not exist is not retried.
import { describe, expect, it } from 'vitest';
import { readMachine } from '../../../src/machines/receipt/read.machine';
import { CallError } from '../../../src/services';
import { ErrorCode } from '../../../src/contract';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { replayPath } from '../replay';
import { differenceRecord, receiptRecord } from './fixtures';

type Snap = ReturnType<typeof readMachine.getInitialSnapshot>;
const input = { load: async () => receiptRecord(), pollWhile: (v: unknown) => (v as ReturnType<typeof receiptRecord>).differences.some((d) => d.status === 'disputed') };
const events: EventFixtures<typeof readMachine> = {
  'read.retry': [{ type: 'read.retry' }],
  'read.reloadRequested': [{ type: 'read.reloadRequested' }],
};
const actors: ActorFixtures<typeof readMachine> = {
  load: {
    done: [receiptRecord(), receiptRecord([differenceRecord('disputed', 3, 1)])],
    error: [new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable'), new CallError('envelope', ErrorCode.notFound, 'Not found')],
  },
};
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, d: (s.context.value as ReturnType<typeof receiptRecord> | null)?.differences.map((d) => d.status) ?? null, e: s.context.error?.code ?? null });
const paths = modelPaths(readMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('receipt read machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(readMachine, visitedBy(readMachine, paths, input))).toEqual({ states: 5, transitions: 6 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    await replayPath(readMachine, path, {
      input,
      invoked: ['load'],
      visits: runtime,
      onStep: (_step, _i, { actor }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('loading'));
        if (s.matches('failed')) expect(s.context.error?.code).toBe('SYS_INTERNAL_ERROR');
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(readMachine, runtime, 'replays');
  });
});
