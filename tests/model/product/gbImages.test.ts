// The goods-base upload's images (createGbProduct?by=upload): files that are not images or are too
// large are refused before sending, the others are uploaded one after another with their progress,
// files chosen during an upload wait their turn, and a file the server refuses is listed with its
// words while the next one goes on.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoredImage } from '../../../src/contract/common';
import { gbImagesMachine } from '../../../src/machines/product/gbImages.machine';
import { CallError } from '../../../src/services';
import { assertCoverage, describePath, emptyVisits, modelPaths, visitedBy, type ActorFixtures, type EventFixtures } from '../coverage';
import { flush, replayPath } from '../replay';
import { storedImage } from './gb-fixtures';

type Snap = ReturnType<typeof gbImagesMachine.getInitialSnapshot>;
const named = (file: File) => Object.assign(file, { toJSON: () => `${file.name} (${file.type})` });
const png = (name: string) => named(new File([new Uint8Array(2048)], name, { type: 'image/png' }));
const text = named(new File(['not an image'], 'notes.txt', { type: 'text/plain' }));

const events: EventFixtures<typeof gbImagesMachine> = {
  'images.chosen': [
    { type: 'images.chosen', files: [png('front.png')] },
    { type: 'images.chosen', files: [text] },
  ],
  'images.uploadProgress': [{ type: 'images.uploadProgress', loaded: 1024, total: 2048 }],
};
const actors: ActorFixtures<typeof gbImagesMachine> = {
  upload: { done: [storedImage], error: [new CallError('envelope', 'SYS_INVALID', 'The file is not an image.')] },
};
const serializeState = (s: Snap) =>
  JSON.stringify({ v: s.value, q: Math.min(s.context.queue.length, 2), u: Math.min(s.context.uploaded.length, 1), r: Math.min(s.context.refused.length, 1), f: Math.min(s.context.failed.length, 1) });

const paths = modelPaths(gbImagesMachine, { events, actors, serializeState });
const runtime = emptyVisits();

describe('goods-base upload images machine', () => {
  it('paths from xstate/graph visit every state and take every transition', () => {
    expect(assertCoverage(gbImagesMachine, visitedBy(gbImagesMachine, paths))).toMatchObject({ states: 4 });
  });

  it.each(paths.map((p, i) => [`#${i + 1} ${describePath(p)}`, p] as const))('replays %s', async (_name, path) => {
    await replayPath(gbImagesMachine, path, {
      invoked: ['upload'],
      visits: runtime,
      onStep: (step, _i, { actor, pending }) => {
        const s = actor.getSnapshot();
        expect(s.hasTag('busy')).toBe(s.matches('uploading'));
        // what is uploading is the first queued file, with its progress shown
        const up = pending.get('upload');
        if (up) expect((up.input as { file: File }).file).toBe(s.context.queue[0]);
        if (s.matches('uploading')) expect(s.context.progress?.fileName).toBe(s.context.queue[0]!.name);
        if (s.matches('idle')) expect(s.context.queue).toEqual([]);
        // a refused file is never sent
        if (step.event.type === 'images.chosen') expect(s.context.queue).not.toContain(text);
      },
    });
  });

  it('the replays on real actors took every transition too', () => {
    assertCoverage(gbImagesMachine, runtime, 'replays');
  });

  it('uploads the chosen files in turn, queues files chosen meanwhile, and goes on after a refusal', async () => {
    const sent: string[] = [];
    const finish: Array<() => void> = [];
    const machine = gbImagesMachine.provide({
      actors: {
        upload: fromPromise<StoredImage, { file: File; report(loaded: number, total: number): void }>(({ input }) => {
          sent.push(input.file.name);
          input.report(512, 2048);
          return new Promise((resolve, reject) =>
            finish.push(() => (input.file.name === 'bad.png' ? reject(new CallError('envelope', 'SYS_INVALID', 'The file is not an image.')) : resolve({ ...storedImage, id: input.file.name, fileName: input.file.name }))),
          );
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'images.chosen', files: [png('a.png'), text, png('bad.png')] });
    expect(actor.getSnapshot().context.progress).toEqual({ fileName: 'a.png', loaded: 512, total: 2048 });
    expect(actor.getSnapshot().context.refused).toEqual([{ fileName: 'notes.txt', problem: 'notImage' }]);
    actor.send({ type: 'images.chosen', files: [png('c.png')] });
    for (let i = 0; i < 3; i++) {
      finish[i]!();
      await flush();
    }
    const s = actor.getSnapshot();
    expect(sent).toEqual(['a.png', 'bad.png', 'c.png']);
    expect(s.value).toBe('idle');
    expect(s.context.uploaded.map((u) => u.fileName)).toEqual(['a.png', 'c.png']);
    expect(s.context.failed.map((f) => [f.fileName, f.error.message])).toEqual([['bad.png', 'The file is not an image.']]);
    actor.stop();
  });
});
