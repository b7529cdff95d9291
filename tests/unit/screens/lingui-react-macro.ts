// `@lingui/react/macro` at run time for screen tests (the unit project has no Babel macro
// transform): useLingui() gives `t` as a plain template tag (English text, values filled in) and
// an i18n whose `_` reads a descriptor's message with its {n} placeholders filled; <Trans> renders
// its children as written (the English message, its markup included).
import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';

const fill = (text: string, values?: Record<string, unknown>) => (values ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m)) : text);

const i18n = {
  locale: 'en',
  _: (d: MessageDescriptor | string, values?: Record<string, unknown>) => (typeof d === 'string' ? fill(d, values) : fill(d.message ?? d.id, values ?? (d.values as Record<string, unknown> | undefined))),
};

function t(strings: TemplateStringsArray | MessageDescriptor, ...values: unknown[]): string {
  if (!Array.isArray(strings)) return i18n._(strings as MessageDescriptor);
  return (strings as TemplateStringsArray).reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''), '');
}

export function useLingui() {
  return { t, i18n };
}

export function Trans({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
