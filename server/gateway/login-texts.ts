// Texts of the sign-in gateway page in the two portal languages.
import type { Language } from '../../src/contract';

export const loginTexts = {
  en: {
    title: 'Sign in · Wharf',
    heading: 'Sign in to Wharf',
    subtitle: 'Supplier back-office portal',
    account: 'Account',
    password: 'Password',
    submit: 'Sign in',
    languages: 'Language',
    invalid: 'The account or password is incorrect.',
    throttled: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    foreignOrigin: 'This sign-in request did not come from this site and was refused.',
    badRequest: 'The sign-in form was not sent correctly. Please try again.',
  },
  'zh-CN': {
    title: '登录 · Wharf',
    heading: '登录 Wharf',
    subtitle: '供应商后台门户',
    account: '账号',
    password: '密码',
    submit: '登录',
    languages: '语言',
    invalid: '账号或密码错误。',
    throttled: '登录失败次数过多，请 15 分钟后再试。',
    foreignOrigin: '该登录请求并非来自本站点，已被拒绝。',
    badRequest: '登录表单提交有误，请重试。',
  },
} satisfies Record<Language, Record<string, string>>;

export type LoginTextKey = keyof (typeof loginTexts)['en'];

export const languageNames: Record<Language, string> = { en: 'English', 'zh-CN': '简体中文' };

/** ?lang= wins; else the first of Accept-Language we speak (by q-value); else English. */
export function pickLanguage(queryLang: string | undefined | null, acceptLanguage: string | undefined): Language {
  if (queryLang === 'en' || queryLang === 'zh-CN') return queryLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
