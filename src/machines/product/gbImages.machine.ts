// The images a goods-base upload names (/product/createGbProduct?by=upload; docs/domain/products.md
// "Goods-base product", "by upload"): the supplier chooses image files, each is uploaded in turn
// through the goods-base image upload with its progress, and the page lists the file names the
// upload's rows may name. A file that is not an image or is over 5 MB is refused before it is
// sent; a file the server refuses (not an image by its content) is listed with the server's words.
//   idle       images.chosen -> uploading with the acceptable files queued (the others listed in
//              context.refused), or stays when none is acceptable.
//   uploading  upload (invoke 'upload': the first queued file; it reports images.uploadProgress);
//              tag 'busy'. images.chosen queues more. Done -> next with the image kept; failure ->
//              next with context.failed naming the file and the server's words.
//   next       (transient) -> uploading while files are queued, else idle.
import { assign, setup } from 'xstate';
import type { StoredImage } from '../../contract/common';
import { toMachineError, type MachineError } from '../support/errors';
import { imageProblemOf, type ImageProblem } from './gbCreate.machine';
import { uploadGbImage } from './gbImageUpload';

export interface GbImagesContext {
  uploaded: StoredImage[];
  queue: File[];
  /** The upload under way: its file name and progress. */
  progress: { fileName: string; loaded: number; total: number } | null;
  /** Files refused before sending. */
  refused: { fileName: string; problem: Exclude<ImageProblem, 'tooMany'> }[];
  /** Files the server refused. */
  failed: { fileName: string; error: MachineError }[];
}

export type GbImagesEvent = { type: 'images.chosen'; files: File[] } | { type: 'images.uploadProgress'; loaded: number; total: number };

/** The page holds any number of images: a row names at most 8 of them. */
const problemOf = (file: File) => imageProblemOf(file, 0) as Exclude<ImageProblem, 'tooMany'> | null;

export const gbImagesMachine = setup({
  types: {
    context: {} as GbImagesContext,
    events: {} as GbImagesEvent,
    children: {} as { upload: 'upload' },
  },
  actors: { upload: uploadGbImage },
  actions: {
    /** The acceptable files join the queue; the others are listed with their problem. */
    queueChosen: assign(({ context, event }) => {
      if (event.type !== 'images.chosen') return {};
      return {
        queue: [...context.queue, ...event.files.filter((f) => problemOf(f) === null)],
        refused: [...context.refused, ...event.files.flatMap((f) => (problemOf(f) ? [{ fileName: f.name, problem: problemOf(f)! }] : []))],
      };
    }),
  },
  guards: {
    anyAcceptable: ({ event }) => event.type === 'images.chosen' && event.files.some((f) => problemOf(f) === null),
    queued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'gbImages',
  context: { uploaded: [], queue: [], progress: null, refused: [], failed: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'images.chosen': [{ guard: 'anyAcceptable', target: 'uploading', actions: 'queueChosen' }, { actions: 'queueChosen' }],
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ progress: ({ context }) => ({ fileName: context.queue[0]!.name, loaded: 0, total: context.queue[0]!.size }) }),
      on: {
        'images.chosen': { actions: 'queueChosen' },
        'images.uploadProgress': { actions: assign({ progress: ({ context, event }) => context.progress && { ...context.progress, loaded: event.loaded, total: event.total || context.progress.total } }) },
      },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({ file: context.queue[0]!, report: (loaded: number, total: number) => self.send({ type: 'images.uploadProgress', loaded, total }) }),
        onDone: { target: 'next', actions: assign({ uploaded: ({ context, event }) => [...context.uploaded, event.output], queue: ({ context }) => context.queue.slice(1), progress: null }) },
        onError: {
          target: 'next',
          actions: assign({
            failed: ({ context, event }) => [...context.failed, { fileName: context.queue[0]!.name, error: toMachineError(event.error) }],
            queue: ({ context }) => context.queue.slice(1),
            progress: null,
          }),
        },
      },
    },
    next: {
      always: [{ guard: 'queued', target: 'uploading' }, { target: 'idle' }],
    },
  },
});
