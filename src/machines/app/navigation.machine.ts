// Navigation (spec section 2): on each navigation the load indicator goes on and then off, the page
// title is set from the route title and the page scrolls to the top. The indicator stays on while
// the route's code (a lazy group's chunk) and its first data load.
//   idle        no navigation in progress; context keeps the last path and title. nav.shown here
//               (the language changed the title) only sets the title.
//   loading     tag 'busy': the path changed (nav.started), the route's screen is not shown yet
//               (its chunk is loading). nav.shown -> settling, with setTitle and scrollTop.
//   settling    tag 'busy': the screen is shown and its first calls are in flight.
//                 waiting  calls are in flight (calls.changed busy) -> quiet when they end
//                 quiet    none in flight; after 'quietDelay' (a screen that chains its first calls
//                          starts the next one within it) -> idle; calls.changed busy -> waiting
// nav.started in any busy state starts over for the new path. 'maxDelay' bounds the busy states,
// so a screen that never shows, or a call that polls, cannot leave the indicator on.
import { assign, setup } from 'xstate';
import { scrollToTop, setDocumentTitle } from '../support/browser';

/** No call in flight for this long after a screen is shown: its first data has loaded. */
export const QUIET_DELAY_MS = 120;
/** The indicator is never on longer than this for one navigation. */
export const MAX_BUSY_MS = 20_000;

export interface NavigationContext {
  path: string;
  title: string;
  /** Calls are in flight (the services' activity), as last reported. */
  callsBusy: boolean;
}

export type NavigationEvent =
  | { type: 'nav.started'; path: string }
  | { type: 'nav.shown'; title: string }
  | { type: 'calls.changed'; busy: boolean };

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
  },
  actions: {
    /** document.title = title */
    setTitle: (_, params: { title: string }) => setDocumentTitle(params.title),
    /** window.scrollTo(0, 0) */
    scrollTop: () => scrollToTop(),
    rememberPath: assign({ path: ({ event }) => (event.type === 'nav.started' ? event.path : '') }),
    rememberTitle: assign({ title: ({ context, event }) => (event.type === 'nav.shown' ? event.title : context.title) }),
    rememberCalls: assign({ callsBusy: ({ context, event }) => (event.type === 'calls.changed' ? event.busy : context.callsBusy) }),
  },
  guards: {
    callsBusy: ({ context }) => context.callsBusy,
    callsStarted: ({ event }) => event.type === 'calls.changed' && event.busy,
    callsEnded: ({ event }) => event.type === 'calls.changed' && !event.busy,
  },
  delays: {
    quietDelay: QUIET_DELAY_MS,
    maxDelay: MAX_BUSY_MS,
  },
}).createMachine({
  id: 'navigation',
  context: { path: '', title: '', callsBusy: false },
  initial: 'idle',
  on: {
    'calls.changed': { actions: 'rememberCalls' },
  },
  states: {
    idle: {
      on: {
        'nav.started': { target: 'loading', actions: 'rememberPath' },
        'nav.shown': { actions: ['rememberTitle', { type: 'setTitle', params: ({ event }) => ({ title: event.title }) }] },
      },
    },
    loading: {
      tags: ['busy'],
      after: { maxDelay: { target: 'idle' } },
      on: {
        'nav.started': { target: 'loading', reenter: true, actions: 'rememberPath' },
        'nav.shown': {
          target: 'settling',
          actions: ['rememberTitle', { type: 'setTitle', params: ({ event }) => ({ title: event.title }) }, 'scrollTop'],
        },
      },
    },
    settling: {
      tags: ['busy'],
      initial: 'checking',
      after: { maxDelay: { target: 'idle' } },
      on: {
        'nav.started': { target: 'loading', actions: 'rememberPath' },
        'nav.shown': { actions: ['rememberTitle', { type: 'setTitle', params: ({ event }) => ({ title: event.title }) }] },
      },
      states: {
        checking: {
          always: [{ guard: 'callsBusy', target: 'waiting' }, { target: 'quiet' }],
        },
        waiting: {
          on: { 'calls.changed': { guard: 'callsEnded', target: 'quiet', actions: 'rememberCalls' } },
        },
        quiet: {
          after: { quietDelay: { target: '#navigation.idle' } },
          on: { 'calls.changed': { guard: 'callsStarted', target: 'waiting', actions: 'rememberCalls' } },
        },
      },
    },
  },
});
