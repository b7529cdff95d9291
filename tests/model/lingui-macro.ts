// The Lingui macros at run time for model tests (the model project has no Babel macro
// transform): msg`...` becomes a descriptor whose id and message are the source text. Test files
// that import descriptors mock '@lingui/core/macro' with this module.
import type { MessageDescriptor } from '@lingui/core';

export function msg(strings: TemplateStringsArray | MessageDescriptor, ...values: unknown[]): MessageDescriptor {
  if (!Array.isArray(strings)) return strings as MessageDescriptor;
  const text = (strings as TemplateStringsArray).reduce((acc, s, i) => acc + s + (i < values.length ? `{${i}}` : ''), '');
  return { id: text, message: text };
}

export const defineMessage = msg;

/** plural(n, { one, other }) in English: the form for n with '#' replaced by n. */
export function plural(n: number, forms: { one?: string; other: string; [k: string]: string | undefined }): string {
  const form = (n === 1 ? forms.one : undefined) ?? forms.other;
  return form.replace(/#/g, String(n));
}
