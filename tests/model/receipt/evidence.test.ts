// The evidence machine (a photo on an open difference's carton or line): a file that is not an
// image, too large, or one past EVIDENCE_MAX is named and nothing is sent; otherwise the photo is
// uploaded, then attached with the version read and the target chosen; a failure of either keeps
// the server's words; a second choice while busy sends nothing more.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { attachEvidence } from '../../../src/contract/receipt';
import { evidenceMachine, evidenceProblemOf } from '../../../src/machines/receipt/evidence.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { differenceRecord } from './fixtures';

type Snap = ReturnType<typeof evidenceMachine.getInitialSnapshot>;
const input = { differenceId: 'wr-ib-harbor-w001-d1' };
const photo = new File([new Uint8Array([1, 2, 3])], 'carton.png', { type: 'image/png' });
const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
const image = { id: 'img_1', url: '/back/api/scm-app/supplier/image/img_1', imgType: 'other' as const, contentType: 'image/png' as const, size: 3, width: 1, height: 1, fileName: 'carton.png', createdAt: '2026-03-02T08:00:00.000Z' };

const events: EventFixtures<typeof evidenceMachine> = {
  'evidence.fileChosen': [
    { type: 'evidence.fileChosen', file: photo, target: 'carton', onArrival: false, version: 2, held: 0 },
    { type: 'evidence.fileChosen', file: text, target: 'line', onArrival: true, version: 2, held: 0 },
    { type: 'evidence.fileChosen', file: photo, target: 'line', onArrival: false, version: 2, held: 5 },
  ],
};
const actors: ActorFixtures<typeof evidenceMachine> = {
  upload: { done: [image], error: [new CallError('envelope', 'IMAGE_INVALID', 'Not an image by its content.')] },
  attach: { done: [differenceRecord('open', 3)], error: [new CallError('envelope', 'RECEIPT_DIFFERENCE_STALE', 'This difference was changed by someone else.')] },
};
const serializeState = (s: Snap) => JSON.stringify({ v: s.value, p: s.context.problem, e: s.context.error?.code ?? null, c: s.context.choice?.target ?? null });
const paths = modelPaths(evidenceMachine, { input, events, actors, serializeState });
const runtime = emptyVisits();

describe('receipt evidence machine', () => {
  it('names what a file cannot be before sending it', () => {
    expect([evidenceProblemOf(photo, 0), evidenceProblemOf(text, 0), evidenceProblemOf(photo, 5), evidenceProblemOf({ type: 'image/png', size: 6 * 1024 * 1024 }, 0)]).toEqual([null, 'notImage', 'tooMany', 'tooLarge']);
  });

  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(evidenceMachine, visitedBy(evidenceMachine, paths, input))).toEqual({ states: 4, transitions: 6 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    let announced = 0;
    await replayPath(evidenceMachine.provide({ actions: { announceAttached: () => void announced++ } }), path, {
      input,
      invoked: ['upload', 'attach'],
      visits: runtime,
      onStep: (_step, i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('uploading') || s.matches('attaching'));
        const call = pending.get('attach');
        if (call) expect(attachEvidence.body?.safeParse(call.input).success).toBe(true);
        expect(announced).toBe(path.steps.slice(1, i + 1).filter((x) => (x.event.type as string) === 'xstate.done.actor.attach').length);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(evidenceMachine, runtime, 'replays');
  });

  it('uploads once, then attaches the image to the chosen target with the version read', async () => {
    const uploads: unknown[] = [];
    const attached: unknown[] = [];
    const machine = evidenceMachine.provide({
      actors: {
        upload: fromPromise(async ({ input: i }) => (uploads.push(i), image)),
        attach: fromPromise(async ({ input: i }) => (attached.push(i), differenceRecord('open', 3))),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'evidence.fileChosen', file: photo, target: 'carton', onArrival: false, version: 2, held: 0 });
    actor.send({ type: 'evidence.fileChosen', file: photo, target: 'line', onArrival: false, version: 2, held: 0 });
    await flush();
    await flush();
    expect(uploads.length).toBe(1);
    expect(attached).toEqual([{ id: 'wr-ib-harbor-w001-d1', version: 2, imageId: 'img_1', target: 'carton', onArrival: false }]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
