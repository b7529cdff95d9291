// Locale: page reload and language switch with the sequences of spec section 4.
// context.reloading is the inverse of the spec's "reload flag": true while the flag is off, i.e. the
// content is unmounted; false when the flag is on (content mounted). Starts from input.lang.
//   idle         reload flag on (reloading false). app.reloadRequested -> reloadPause;
//                lang.adopted {lang} (the server's stored language at sign-in) -> lang set,
//                storeLang, reloadPause (no server call; ignored when it is the current one);
//                lang.changeRequested {lang} -> switching, ignored when lang is the current one.
//   reloadPause  reload flag off (reloading true, tag 'busy'); after 'reloadDelay' (1 s) flag on -> idle.
//   switching    reload flag off (tag 'busy') -> changeLang call (invoke 'changeLang') ->
//                success: lang set, storeLang (localStorage 'wharf.lang'), announceLang (session),
//                flag on -> idle. Failure: old lang kept, context.error = { code, message, kind }
//                (cleared when the next switch starts), flag on -> idle.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { changeLang, type Language } from '../../contract/common/common';
import { toMachineError, type MachineError } from '../support/errors';
import { writeStorage } from '../support/browser';
import { SESSION_SYSTEM_ID } from './session.machine';

export const LANG_KEY = 'wharf.lang';
export const RELOAD_DELAY_MS = 1000;

export interface LocaleInput {
  lang: Language;
}

export interface LocaleContext {
  lang: Language;
  /** true while the reload flag is off: the screen unmounts the content. */
  reloading: boolean;
  /** The language being switched to while in `switching`. */
  requestedLang: Language | null;
  /** Why the last switch failed; null once a new switch starts or after a success. */
  error: MachineError | null;
}

export type LocaleEvent =
  | { type: 'app.reloadRequested' }
  | { type: 'lang.changeRequested'; lang: Language }
  /** The server already holds this language (the user's stored one at sign-in): no call, just adopt it. */
  | { type: 'lang.adopted'; lang: Language };

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleInput,
    children: {} as { changeLang: 'changeLang' },
  },
  actors: {
    changeLang: fromPromise<{ lang: Language }, { lang: Language }>(({ input, signal }) =>
      // Not quiet: a refusal shows the server's reason as a toast (spec section 8) and the
      // machine keeps the old language.
      call(changeLang, { query: { lang: input.lang }, body: {} }, { signal }),
    ),
  },
  actions: {
    /** Reload flag off: the content is unmounted. */
    reloadOff: assign({ reloading: true }),
    /** Reload flag on: the content is mounted again. */
    reloadOn: assign({ reloading: false }),
    /** Remembers the language in localStorage ('wharf.lang'). */
    storeLang: (_, params: { lang: Language }) => writeStorage('local', LANG_KEY, params.lang),
    /** Tells the session the user's language changed. Default: the 'session' actor of this system. */
    announceLang: ({ system }, params: { lang: Language }) => {
      system.get(SESSION_SYSTEM_ID)?.send({ type: 'session.langChanged', lang: params.lang });
    },
  },
  guards: {
    isOtherLang: ({ context, event }) =>
      (event.type === 'lang.changeRequested' || event.type === 'lang.adopted') && event.lang !== context.lang,
  },
  delays: {
    reloadDelay: RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ lang: input.lang, reloading: false, requestedLang: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'app.reloadRequested': { target: 'reloadPause' },
        'lang.changeRequested': {
          guard: 'isOtherLang',
          target: 'switching',
          actions: assign({ requestedLang: ({ event }) => event.lang, error: null }),
        },
        'lang.adopted': {
          guard: 'isOtherLang',
          target: 'reloadPause',
          actions: [
            assign({ lang: ({ event }) => event.lang, error: null }),
            { type: 'storeLang', params: ({ event }) => ({ lang: event.lang }) },
          ],
        },
      },
    },
    reloadPause: {
      tags: ['busy'],
      entry: 'reloadOff',
      after: {
        reloadDelay: { target: 'idle', actions: 'reloadOn' },
      },
    },
    switching: {
      tags: ['busy'],
      entry: 'reloadOff',
      invoke: {
        id: 'changeLang',
        src: 'changeLang',
        input: ({ context }) => ({ lang: context.requestedLang ?? context.lang }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ lang: ({ event }) => event.output.lang, requestedLang: null }),
            { type: 'storeLang', params: ({ event }) => ({ lang: event.output.lang }) },
            { type: 'announceLang', params: ({ event }) => ({ lang: event.output.lang }) },
            'reloadOn',
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ error: ({ event }) => toMachineError(event.error), requestedLang: null }), 'reloadOn'],
        },
      },
    },
  },
});
