// Decision 022: a call is answered in the screen's language (the LANG_HEADER it carries), whatever
// the account's stored language; a header that is not exactly a portal language is ignored and the
// account's stored language applies. User info always reports the stored language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_HEADER, type MenuItem } from '../../../src/contract';
import { dashboardName } from '../../../server/common/menu-catalog';
import { serverMessages } from '../../../server/http/messages';
import { createHarness, type Harness } from '../harness';

const unsupported = serverMessages.USER_UNSUPPORTED_LANGUAGE;

describe('the screen language of a call', () => {
  let h: Harness;
  let en: string; // supplier1: the account's stored language is en
  let zh: string; // supplier2: the account's stored language is zh-CN
  beforeAll(async () => {
    h = await createHarness();
    [en, zh] = await Promise.all([h.signIn('supplier1'), h.signIn('supplier2')]);
  });
  afterAll(() => h?.close());

  /** A refused call (an unsupported language): its envelope message shows the answer's language. */
  const refusal = async (cookie: string, header?: string) =>
    (await h.call('POST', '/common/app/user/changeLang', { cookie, query: { lang: 'fr' }, body: {}, headers: header === undefined ? {} : { [LANG_HEADER]: header } })).envelope;
  const dashboardLabel = async (cookie: string, header?: string) => {
    const answer = await h.call<MenuItem[]>('POST', '/common/app/resource/user/getMenu', { cookie, query: { k: 'wharf-tof' }, body: {}, headers: header ? { [LANG_HEADER]: header } : {} });
    return answer.envelope.data[0].resName;
  };

  it('without the header, answers follow the account (en and zh-CN accounts)', async () => {
    expect((await refusal(en)).message).toBe(unsupported.en);
    expect((await refusal(zh)).message).toBe(unsupported['zh-CN']);
  });

  it('an English screen gets English messages and labels from a zh-CN account, and vice versa', async () => {
    expect((await refusal(zh, 'en')).message).toBe(unsupported.en);
    expect(await dashboardLabel(zh, 'en')).toBe(dashboardName.en);
    expect((await refusal(en, 'zh-CN')).message).toBe(unsupported['zh-CN']);
    expect(await dashboardLabel(en, 'zh-CN')).toBe(dashboardName['zh-CN']);
  });

  it('the header is validated: anything but exactly en or zh-CN falls back to the account', async () => {
    for (const bad of ['fr', 'zh-cn', 'EN', 'zh-CN, en', 'zh', 'en;q=1', 'x'.repeat(300)]) {
      expect((await refusal(zh, bad)).message, bad).toBe(unsupported['zh-CN']);
      expect((await refusal(en, bad)).message, bad).toBe(unsupported.en);
    }
  });

  it('user info reports the stored language, not the call header; a switch elsewhere leaves this screen in its own', async () => {
    const info = async (cookie: string, header: string) =>
      (await h.call<{ lang: string }>('GET', '/common/app/user/getUserInfo', { cookie, query: { 'account-type': '3' }, headers: { [LANG_HEADER]: header } })).envelope.data.lang;
    expect(await info(zh, 'en')).toBe('zh-CN');
    // a second session of supplier1 (browser A) switches the account to Chinese
    const other = await h.signIn('supplier1');
    const switched = await h.call('POST', '/common/app/user/changeLang', { cookie: other, query: { lang: 'zh-CN' }, body: {}, headers: { [LANG_HEADER]: 'en' } });
    expect(switched.envelope.data).toEqual({ lang: 'zh-CN' });
    // browser B's open English page keeps getting English; its next full load reads the stored preference
    expect((await refusal(en, 'en')).message).toBe(unsupported.en);
    expect(await dashboardLabel(en, 'en')).toBe(dashboardName.en);
    expect(await info(en, 'en')).toBe('zh-CN');
    await h.call('POST', '/common/app/user/changeLang', { cookie: other, query: { lang: 'en' }, body: {} });
  });
});
