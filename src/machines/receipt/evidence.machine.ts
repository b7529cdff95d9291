// A photo proving a dispute, attached to an open difference (/receipt/info/:id): uploaded through
// the common image upload (image.uploadSingle, checked by content on the server), then attached to
// the difference's carton or line (receipt.differenceEvidence, with the version read; for a damaged
// unit it may mark the damage "on arrival").
//   idle       evidence.fileChosen {file, target, onArrival, version} -> uploading when the file is
//              an image of at most 5 MB and fewer than EVIDENCE_MAX are held, else stays with
//              context.problem ('notImage' | 'tooLarge' | 'tooMany').
//   uploading  upload (invoke 'upload'); tag 'busy'. Done -> attaching with the image's id;
//              failure -> idle with context.error.
//   attaching  attach (invoke 'attach'); tag 'busy'. Done -> idle (announceAttached: the screen
//              reloads the difference); failure -> idle with context.error (stale: reload first).
// A second choice while busy is not handled, so one photo is sent at a time.
import { assign, fromPromise, setup } from 'xstate';
import { call, upload } from '../../services';
import { IMAGE_MAX_BYTES, uploadSingleImage, type StoredImage } from '../../contract/common';
import { attachEvidence, EVIDENCE_MAX, type DifferenceInfo, type EvidenceTarget } from '../../contract/receipt/receipt';
import { toMachineError, type MachineError } from '../support/errors';

export type EvidenceProblem = 'notImage' | 'tooLarge' | 'tooMany';

export function evidenceProblemOf(file: { type: string; size: number }, held: number): EvidenceProblem | null {
  if (held >= EVIDENCE_MAX) return 'tooMany';
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface EvidenceInput {
  differenceId: string;
}

interface Choice {
  file: File;
  target: EvidenceTarget;
  onArrival: boolean;
  version: number;
  held: number;
}

export interface EvidenceContext {
  differenceId: string;
  choice: Choice | null;
  /** The uploaded image being attached. */
  imageId: string | null;
  problem: EvidenceProblem | null;
  error: MachineError | null;
}

export type EvidenceEvent = { type: 'evidence.fileChosen' } & Choice;

export const evidenceMachine = setup({
  types: {} as { context: EvidenceContext; events: EvidenceEvent; input: EvidenceInput; children: { upload: 'upload'; attach: 'attach' } },
  actors: {
    upload: fromPromise<StoredImage, { file: File }>(({ input, signal }) => {
      const form = new FormData();
      form.append('file', input.file);
      form.append('imgType', 'other');
      return upload(uploadSingleImage, form, {}, { signal, save: true });
    }),
    attach: fromPromise<DifferenceInfo, { id: string; version: number; imageId: string; target: EvidenceTarget; onArrival: boolean }>(({ input, signal }) =>
      call(attachEvidence, { body: input }, { signal, save: true }),
    ),
  },
  actions: {
    /** Provided by the screen: a toast and the difference read again. */
    announceAttached: () => {},
  },
}).createMachine({
  id: 'receiptEvidence',
  context: ({ input }) => ({ differenceId: input.differenceId, choice: null, imageId: null, problem: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'evidence.fileChosen': [
          {
            guard: ({ event }) => evidenceProblemOf(event.file, event.held) === null,
            target: 'uploading',
            actions: assign({ choice: ({ event }) => ({ file: event.file, target: event.target, onArrival: event.onArrival, version: event.version, held: event.held }), problem: null, error: null }),
          },
          { actions: assign({ problem: ({ event }) => evidenceProblemOf(event.file, event.held), error: null }) },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.choice!.file }),
        onDone: { target: 'attaching', actions: assign({ imageId: ({ event }) => event.output.id }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    attaching: {
      tags: ['busy'],
      invoke: {
        id: 'attach',
        src: 'attach',
        input: ({ context }) => ({ id: context.differenceId, version: context.choice!.version, imageId: context.imageId!, target: context.choice!.target, onArrival: context.choice!.onArrival }),
        onDone: { target: 'idle', actions: [assign({ choice: null, imageId: null }), 'announceAttached'] },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
