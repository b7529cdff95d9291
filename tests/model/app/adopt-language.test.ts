// Decision 022: the account's stored language is adopted once per page load, with the menu loaded
// again in it; a later session refresh that brings another stored language (a switch in another
// browser) leaves the screen's language as it is.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Language, MenuItem, UserInfo } from '../../../src/contract/common/common';
import { adoptStoredLanguageOnce } from '../../../src/machines/app/adoptLanguage';
import { localeMachine } from '../../../src/machines/app/locale.machine';
import { sessionMachine } from '../../../src/machines/app/session.machine';
import { flush } from '../replay';

const userIn = (lang: Language) => ({ userId: 'u-1', account: 'a', displayName: 'A', tenantId: 't', tenantName: 'T', tenantKind: 'supplier', accountType: 3, lang, currency: 'usd', signedFlag: '0', signingNoticeSeen: false, permissions: [], groups: [], manageGroups: [], lastLoginAt: null }) as UserInfo;

/** A session whose loads answer the stored languages in turn, and a locale that started in `start`. */
function actors(start: Language, stored: Language[]) {
  const loads: Language[] = [];
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadSession: fromPromise(async () => {
          const lang = stored[Math.min(loads.length, stored.length - 1)];
          loads.push(lang);
          return { user: userIn(lang), menu: [] as MenuItem[] };
        }),
      },
      actions: { storeUser: () => {} },
    }),
    { input: { appId: 'wharf-tof' } },
  );
  const locale = createActor(localeMachine.provide({ actions: { storeLang: () => {}, announceLang: () => {} } }), { input: { lang: start } });
  return { session, locale, loads };
}

/** The actors started as the composition root starts them, after the first load settled. */
async function started(start: Language, stored: Language[]) {
  const a = actors(start, stored);
  a.locale.start();
  adoptStoredLanguageOnce(a.session, a.locale);
  a.session.start();
  await flush();
  return a;
}

describe('adoptStoredLanguageOnce', () => {
  it('a page that started in English adopts the stored zh-CN and loads the session (menu) again', async () => {
    const { locale, loads } = await started('en', ['zh-CN']);
    await flush();
    expect(locale.getSnapshot().context.lang).toBe('zh-CN');
    expect(loads).toEqual(['zh-CN', 'zh-CN']);
  });

  it('the stored language already on screen: nothing to adopt, no second load', async () => {
    const { locale, loads } = await started('zh-CN', ['zh-CN']);
    expect(locale.getSnapshot().context.lang).toBe('zh-CN');
    expect(loads).toEqual(['zh-CN']);
  });

  it('a later refresh bringing another stored language (browser A switched) does not flip this page', async () => {
    const { session, locale, loads } = await started('en', ['en', 'zh-CN']);
    session.send({ type: 'session.refresh' });
    await flush();
    expect(loads).toEqual(['en', 'zh-CN']);
    expect(session.getSnapshot().context.user?.lang).toBe('zh-CN');
    expect(locale.getSnapshot().context.lang).toBe('en');
  });
});
