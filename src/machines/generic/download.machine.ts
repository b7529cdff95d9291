// File downloads (export files, reports): one at a time per screen.
//   idle         download.requested {key, endpoint, input} -> downloading.
//   downloading  download() of the file endpoint (invoke 'downloadFile'); tag 'busy';
//                context.key says which row is busy; another request is ignored. Done -> idle
//                with saveFile (object URL + <a download>); failure -> idle with context.error
//                (call() has shown the server's message or the download-failed text).
import { assign, fromPromise, setup } from 'xstate';
import { download } from '../../services';
import type { AnyEndpoint } from '../../contract/kernel/endpoint';
import { toMachineError, type MachineError } from '../support/errors';
import { saveBlob } from './browserFile';

export interface DownloadRequest {
  key: string;
  endpoint: AnyEndpoint;
  input: unknown;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface DownloadContext {
  key: string | null;
  request: DownloadRequest | null;
  error: MachineError | null;
  /** The last file saved (name only; the blob is not kept). */
  lastFile: string | null;
}

export type DownloadEvent = { type: 'download.requested'; request: DownloadRequest };

export const downloadMachine = setup({
  types: {
    context: {} as DownloadContext,
    events: {} as DownloadEvent,
    children: {} as { downloadFile: 'downloadFile' },
  },
  actors: {
    downloadFile: fromPromise<DownloadedFile, { endpoint: AnyEndpoint; input: unknown }>(({ input, signal }) =>
      download(input.endpoint, input.input as never, { signal }),
    ),
  },
  actions: {
    saveFile: (_, params: DownloadedFile) => saveBlob(params.blob, params.filename),
  },
}).createMachine({
  id: 'download',
  context: { key: null, request: null, error: null, lastFile: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'download.requested': { target: 'downloading', actions: assign({ key: ({ event }) => event.request.key, request: ({ event }) => event.request, error: null }) },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'downloadFile',
        src: 'downloadFile',
        input: ({ context }) => ({ endpoint: (context.request as DownloadRequest).endpoint, input: (context.request as DownloadRequest).input }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'saveFile', params: ({ event }) => event.output },
            assign({ key: null, request: null, lastFile: ({ event }) => event.output.filename }),
          ],
        },
        onError: { target: 'idle', actions: assign({ key: null, request: null, error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
