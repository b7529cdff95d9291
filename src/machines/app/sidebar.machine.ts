// Sidebar: whether the menu is shown, as a column beside the content (desktop) or as a drawer over
// it (phone). Spec sections 2, 4 and 9: the desktop state persists in the cookie sidebarStatus
// (1 open, 0 closed). The window size arrives as `viewport.changed` from the one throttled resize
// source (src/services/viewport.ts, wired by the composition root).
//   boot             transient: phone or desktop from input.phone. Nothing is written.
//   desktop.boot     transient: open or closed from the remembered desktop state (the cookie at start).
//   desktop.open     sidebar.toggled / sidebar.closed -> closed, writing sidebarStatus=0.
//   desktop.closed   sidebar.toggled / sidebar.opened -> open, writing sidebarStatus=1.
//   phone.closed     the drawer is shut (always on entering phone: a phone opens on its content).
//   phone.open       the drawer covers the content; it shuts on toggle, close (Escape, backdrop)
//                    and on navigation. The drawer never writes the cookie: that is the desktop's
//                    preference, restored when the window grows past a phone's width again.
// States that show the menu carry the tag `shown`.
import { assign, setup } from 'xstate';
import { writeCookie } from '../support/browser';

export const SIDEBAR_COOKIE = 'sidebarStatus';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type SidebarStatus = '1' | '0';

export interface SidebarInput {
  /** The cookie's desktop state. */
  open: boolean;
  /** Whether the window is a phone's at start. */
  phone: boolean;
}

export type SidebarEvent =
  | { type: 'sidebar.toggled' }
  | { type: 'sidebar.opened' }
  | { type: 'sidebar.closed' }
  | { type: 'sidebar.navigated' }
  | { type: 'viewport.changed'; phone: boolean };

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

// the desktop's changes write the cookie and keep the state for a return from a phone's width
const shut = [{ type: 'persist', params: { status: '0' } }, { type: 'remember', params: { open: false } }] as const;
const show = [{ type: 'persist', params: { status: '1' } }, { type: 'remember', params: { open: true } }] as const;
const toDesktop = { guard: 'notPhone', target: '#sidebar.desktop' } as const;
const toPhone = { guard: 'isPhone', target: '#sidebar.phone' } as const;

export const sidebarMachine = setup({
  types: {
    context: {} as { desktopOpen: boolean; startsPhone: boolean },
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
  },
  actions: {
    /** Writes the cookie sidebarStatus=1|0 (path=/, one year, SameSite=Lax). */
    persist: (_, params: { status: SidebarStatus }) => writeCookie(sidebarCookie(params.status)),
    /** Keeps the desktop state for a return from a phone's width. */
    remember: assign((_, params: { open: boolean }) => ({ desktopOpen: params.open })),
  },
  guards: {
    startsPhone: ({ context }) => context.startsPhone,
    desktopOpen: ({ context }) => context.desktopOpen,
    isPhone: ({ event }) => event.type === 'viewport.changed' && event.phone,
    notPhone: ({ event }) => event.type === 'viewport.changed' && !event.phone,
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ desktopOpen: input.open, startsPhone: input.phone }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'startsPhone', target: 'phone' }, { target: 'desktop' }],
    },
    desktop: {
      initial: 'boot',
      on: { 'viewport.changed': toPhone },
      states: {
        boot: {
          always: [{ guard: 'desktopOpen', target: 'open' }, { target: 'closed' }],
        },
        open: {
          tags: ['shown'],
          on: {
            'sidebar.toggled': { target: 'closed', actions: shut },
            'sidebar.closed': { target: 'closed', actions: shut },
          },
        },
        closed: {
          on: {
            'sidebar.toggled': { target: 'open', actions: show },
            'sidebar.opened': { target: 'open', actions: show },
          },
        },
      },
    },
    phone: {
      initial: 'closed',
      on: { 'viewport.changed': toDesktop },
      states: {
        closed: {
          on: { 'sidebar.toggled': 'open', 'sidebar.opened': 'open' },
        },
        open: {
          tags: ['shown'],
          on: { 'sidebar.toggled': 'closed', 'sidebar.closed': 'closed', 'sidebar.navigated': 'closed' },
        },
      },
    },
  },
});
