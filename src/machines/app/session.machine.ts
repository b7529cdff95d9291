// Session (app singleton, systemId 'session'): who is signed in and which menu they get.
//   loading     getUserInfo (account-type query) and getMenu (k = appId) in parallel; tag 'busy'.
//               Entered at start, on session.refresh (from ready) and on session.retry (from failed).
//   ready       context.user (currency lower-cased, spec section 3) and context.menu; the user info
//               is stored in sessionStorage and localStorage under 'wharf.userInfo'.
//               session.langChanged updates user.lang and both stored copies.
//   failed      context.error = { code, message, kind } of the failed load; session.retry reloads.
//   signingOut  logout call in flight; tag 'busy'.
//   signedOut   final: stored copies forgotten, goToGateway run with the answer's gateway address
//               (on failure: the error's gateway, else input.gateway, else '/').
// Invoke ids equal their actor names: 'loadSession', 'logout'.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { accountTypeQuery, call } from '../../services';
import { getMenu, getUserInfo, logout, type Language, type MenuItem, type UserInfo } from '../../contract/common/common';
import { gatewayFromError, toMachineError, type MachineError } from '../support/errors';
import { assignLocation, removeStorage, writeStorage } from '../support/browser';

export const SESSION_SYSTEM_ID = 'session';
export const USER_INFO_KEY = 'wharf.userInfo';

export interface SessionInput {
  /** The variant's application identifier, sent as the menu key `k`. */
  appId: string;
  /** Where to go when sign-out fails without telling where the gateway is. Default '/'. */
  gateway?: string;
}

export interface SessionData {
  user: UserInfo;
  menu: MenuItem[];
}

export interface SessionContext {
  appId: string;
  gateway: string;
  user: UserInfo | null;
  menu: MenuItem[];
  error: MachineError | null;
}

export type SessionEvent =
  | { type: 'session.retry' }
  | { type: 'session.refresh' }
  | { type: 'session.langChanged'; lang: Language }
  | { type: 'session.signOutRequested' };

/** Spec section 3: the personal currency is kept lower-cased. */
export const normalizeUser = (user: UserInfo): UserInfo => ({ ...user, currency: user.currency.toLowerCase() });

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    children: {} as { loadSession: 'loadSession'; logout: 'logout' },
  },
  actors: {
    loadSession: fromPromise<SessionData, { appId: string }>(async ({ input, signal }) => {
      const [user, menu] = await Promise.all([
        call(getUserInfo, { query: accountTypeQuery() }, { signal, quiet: true }),
        call(getMenu, { query: { k: input.appId }, body: {} }, { signal, quiet: true }),
      ]);
      return { user, menu };
    }),
    logout: fromPromise<{ gateway: string }, void>(({ signal }) => call(logout, { body: {} }, { signal, quiet: true })),
  },
  actions: {
    /** Writes the user info to sessionStorage and localStorage ('wharf.userInfo'). */
    storeUser: (_, params: { user: UserInfo }) => {
      const json = JSON.stringify(params.user);
      writeStorage('session', USER_INFO_KEY, json);
      writeStorage('local', USER_INFO_KEY, json);
    },
    /** Removes both stored copies (sign-out). */
    forgetUser: () => {
      removeStorage('session', USER_INFO_KEY);
      removeStorage('local', USER_INFO_KEY);
    },
    /** Leaves the SPA for the sign-in gateway. */
    goToGateway: (_, params: { url: string }) => assignLocation(params.url),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ appId: input.appId, gateway: input.gateway ?? '/', user: null, menu: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ appId: context.appId }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ user: normalizeUser(event.output.user), menu: event.output.menu, error: null })),
            { type: 'storeUser', params: ({ event }) => ({ user: normalizeUser(event.output.user) }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toMachineError(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'session.refresh': { target: 'loading' },
        'session.langChanged': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (!context.user || context.user.lang === event.lang) return;
            const user: UserInfo = { ...context.user, lang: event.lang };
            enqueue.assign({ user });
            enqueue({ type: 'storeUser', params: { user } });
          }),
        },
        'session.signOutRequested': { target: 'signingOut' },
      },
    },
    failed: {
      on: { 'session.retry': { target: 'loading' } },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: ['forgetUser', { type: 'goToGateway', params: ({ event }) => ({ url: event.output.gateway }) }],
        },
        onError: {
          target: 'signedOut',
          actions: ['forgetUser', { type: 'goToGateway', params: ({ context, event }) => ({ url: gatewayFromError(event.error) ?? context.gateway }) }],
        },
      },
    },
    signedOut: { type: 'final' },
  },
});
