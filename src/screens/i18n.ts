// Language activation: catalogs are compiled from .po on import by @lingui/vite-plugin and loaded
// on demand, so a user only downloads the language in use.
import { i18n } from '@lingui/core';
import type { Language } from '../contract/common';

const loaders: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../locales/en/messages.po'),
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
};

export async function activateLanguage(lang: Language): Promise<void> {
  if (i18n.locale === lang) return;
  const { messages } = await loaders[lang]();
  i18n.loadAndActivate({ locale: lang, messages: messages as never });
  document.documentElement.lang = lang;
}

export function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem('wharf.lang');
  if (stored === 'en' || stored === 'zh-CN') return stored;
  return navigator.language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
