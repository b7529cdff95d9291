// Visits (app actor; docs/domain/common.md, "Visit statistics"): tells the server each time the
// user arrives on a menu page, for the dashboard's frequent pages. Fed with the navigation's path.
//   idle       visit.pageShown with a menu page (/<group>/<entry> of groupMenus) other than the
//              last one recorded -> recording; the same page again (a re-render, a language
//              switch) or any other path records nothing.
//   recording  POST the visit (invoke 'recordVisit', quiet: a failed record shows no error and is
//              not retried); pages shown meanwhile wait in context.queue (at most QUEUE_MAX, the
//              oldest dropped) and are recorded one after the other.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { recordVisit } from '../../contract/common/visits';
import { groupMenus } from '../../contract/kernel/groups';

/** Whether a path is a menu page the server counts (a group's entry; the role is the server's check). */
export function isMenuPage(path: string): boolean {
  const match = /^\/([A-Za-z]+)\/(.+)$/.exec(path);
  if (!match) return false;
  const entries = (groupMenus as Readonly<Record<string, readonly string[]>>)[match[1]];
  return entries?.includes(match[2]) ?? false;
}

export interface VisitsContext {
  /** The last page recorded (or being recorded). */
  last: string | null;
  /** Pages shown while recording, recorded next in order. */
  queue: string[];
}

export const QUEUE_MAX = 10;

export type VisitsEvent = { type: 'visit.pageShown'; path: string };

const isNew = (context: VisitsContext, path: string) => isMenuPage(path) && path !== (context.queue.at(-1) ?? context.last);

export const visitsMachine = setup({
  types: { context: {} as VisitsContext, events: {} as VisitsEvent, children: {} as { recordVisit: 'recordVisit' } },
  actors: {
    recordVisit: fromPromise<unknown, { path: string }>(({ input, signal }) => call(recordVisit, { body: { path: input.path } }, { signal, quiet: true })),
  },
  guards: {
    newPage: ({ context, event }) => isNew(context, event.path),
    hasNext: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'visits',
  context: { last: null, queue: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'visit.pageShown': { guard: 'newPage', target: 'recording', actions: assign({ last: ({ event }) => event.path }) } },
    },
    recording: {
      invoke: {
        id: 'recordVisit',
        src: 'recordVisit',
        input: ({ context }) => ({ path: context.last ?? '' }),
        onDone: 'settled',
        onError: 'settled',
      },
      on: { 'visit.pageShown': { guard: 'newPage', actions: assign({ queue: ({ context, event }) => [...context.queue, event.path].slice(-QUEUE_MAX) }) } },
    },
    settled: {
      always: [{ guard: 'hasNext', target: 'recording', actions: assign({ last: ({ context }) => context.queue[0], queue: ({ context }) => context.queue.slice(1) }) }, { target: 'idle' }],
    },
  },
});
