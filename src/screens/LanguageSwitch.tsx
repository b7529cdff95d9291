// Language switch (en, zh-CN). The locale machine runs the spec's sequence; a failed switch keeps
// the old language and says why next to the control.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { languages, type Language } from '../contract/common';
import { useApp } from './appContext';

const names: Record<Language, string> = { en: 'English', 'zh-CN': '简体中文' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale } = useApp().actors;
  const lang = useSelector(locale, (s) => s.context.lang);
  const busy = useSelector(locale, (s) => s.hasTag('busy'));
  return (
    <Select
      className="lang-select"
      value={lang}
      isDisabled={busy}
      onChange={(value) => locale.send({ type: 'lang.changeRequested', lang: value as Language })}
      data-testid="language-switch"
    >
      <Label>{t`Language`}</Label>
      <Button className="header-button">
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {languages.map((l) => (
            <ListBoxItem key={l} id={l} className="listbox-item" lang={l}>
              {names[l]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
