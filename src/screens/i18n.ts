// Language activation: catalogs are compiled from .po on import by @lingui/vite-plugin and loaded
// on demand, so a user only downloads the language in use.
import { i18n } from '@lingui/core';
import type { Language } from '../contract/common/common';

type Loaders = Record<Language, () => Promise<{ messages: Record<string, unknown> }>>;

const loaders: Loaders = {
  en: () => import('../locales/en/messages.po'),
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
};

/**
 * Catalogs load concurrently (the start-up one beside the session's first call, whose stored
 * language may differ): the language asked for last wins, whichever catalog arrives first.
 */
export function languageActivator(load: Loaders): (lang: Language) => Promise<void> {
  let wanted: Language | undefined;
  return async (lang) => {
    wanted = lang;
    if (i18n.locale === lang) return;
    const { messages } = await load[lang]();
    if (wanted !== lang) return;
    i18n.loadAndActivate({ locale: lang, messages: messages as never });
    document.documentElement.lang = lang;
  };
}

export const activateLanguage = languageActivator(loaders);

export function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem('wharf.lang');
  if (stored === 'en' || stored === 'zh-CN') return stored;
  return navigator.language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
