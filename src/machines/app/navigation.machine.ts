// Navigation (spec section 2): on each navigation the load indicator goes on and then off, the page
// title is set from the route title and the page scrolls to the top.
//   idle        no navigation in progress; context keeps the last path and title.
//   navigating  tag 'busy' (load indicator on); entry runs setTitle and scrollTop. nav.settled or
//               the 'settleDelay' (300 ms) -> idle; nav.started again restarts it for the new route.
import { assign, setup } from 'xstate';
import { scrollToTop, setDocumentTitle } from '../support/browser';

export const SETTLE_DELAY_MS = 300;

export interface NavigationContext {
  path: string;
  title: string;
}

export type NavigationEvent = { type: 'nav.started'; path: string; title: string } | { type: 'nav.settled' };

const remember = assign<NavigationContext, NavigationEvent, undefined, NavigationEvent, never>(({ event }) =>
  event.type === 'nav.started' ? { path: event.path, title: event.title } : {},
);

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
  },
  delays: {
    settleDelay: SETTLE_DELAY_MS,
  },
}).createMachine({
  id: 'navigation',
  context: { path: '', title: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { 'nav.started': { target: 'navigating', actions: remember } },
    },
    navigating: {
      tags: ['busy'],
      entry: [{ type: 'setTitle', params: ({ context }) => ({ title: context.title }) }, 'scrollTop'],
      after: { settleDelay: { target: 'idle' } },
      on: {
        'nav.started': { target: 'navigating', reenter: true, actions: remember },
        'nav.settled': { target: 'idle' },
      },
    },
  },
});
