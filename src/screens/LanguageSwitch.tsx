// Language switch (en, zh-CN). The locale machine runs the spec's sequence; a failed switch keeps
// the old language and says why next to the control. A native select: two options need no
// popover, and the shell stays inside the dashboard's byte budget (react-aria's Select, ListBox
// and overlays were ~20 KB gzip of it).
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { languages, type Language } from '../contract/common/common';
import { useApp } from './appContext';

const names: Record<Language, string> = { en: 'English', 'zh-CN': '简体中文' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale } = useApp().actors;
  const lang = useSelector(locale, (s) => s.context.lang);
  const busy = useSelector(locale, (s) => s.hasTag('busy'));
  return (
    <label className="lang-select">
      <span>{t`Language`}</span>
      <select
        className="header-button"
        value={lang}
        disabled={busy}
        onChange={(e) => locale.send({ type: 'lang.changeRequested', lang: e.target.value as Language })}
        data-testid="language-switch"
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
