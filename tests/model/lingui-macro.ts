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

/** `plural(n, { one, other })` with English rules (an exact `=n` form first), `#` replaced by n. */
export function plural(value: number, forms: Record<string, string>): string {
  const form = forms[`=${value}`] ?? (value === 1 && forms.one !== undefined ? forms.one : forms.other);
  return form.replace(/#/g, String(value));
}
