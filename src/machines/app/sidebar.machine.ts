// Sidebar: whether the menu is open. Spec sections 2, 4 and 9: the state persists in the cookie
// sidebarStatus (1 open, 0 closed).
//   boot    transient: goes to open or closed from input.open (the root reads the cookie; see
//           sidebarOpenFromCookie). Nothing is written.
//   open    sidebar.toggled / sidebar.closed -> closed, writing sidebarStatus=0.
//   closed  sidebar.toggled / sidebar.opened -> open, writing sidebarStatus=1.
import { setup } from 'xstate';
import { writeCookie } from '../support/browser';

export const SIDEBAR_COOKIE = 'sidebarStatus';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type SidebarStatus = '1' | '0';

export interface SidebarInput {
  open: boolean;
}

export type SidebarEvent = { type: 'sidebar.toggled' } | { type: 'sidebar.opened' } | { type: 'sidebar.closed' };

/** The Set-Cookie string the persist action writes. */
export const sidebarCookie = (status: SidebarStatus): string =>
  `${SIDEBAR_COOKIE}=${status}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;

/** Reads sidebarStatus from a `document.cookie` string: "0" is closed, anything else (or none) open. */
export function sidebarOpenFromCookie(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value !== '0';
  }
  return true;
}

export const sidebarMachine = setup({
  types: {
    context: {} as { initiallyOpen: boolean },
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
  },
  actions: {
    /** Writes the cookie sidebarStatus=1|0 (path=/, one year, SameSite=Lax). */
    persist: (_, params: { status: SidebarStatus }) => writeCookie(sidebarCookie(params.status)),
  },
  guards: {
    startsOpen: ({ context }) => context.initiallyOpen,
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ initiallyOpen: input.open }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: {
        'sidebar.toggled': { target: 'closed', actions: { type: 'persist', params: { status: '0' } } },
        'sidebar.closed': { target: 'closed', actions: { type: 'persist', params: { status: '0' } } },
      },
    },
    closed: {
      on: {
        'sidebar.toggled': { target: 'open', actions: { type: 'persist', params: { status: '1' } } },
        'sidebar.opened': { target: 'open', actions: { type: 'persist', params: { status: '1' } } },
      },
    },
  },
});
