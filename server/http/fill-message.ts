// Fills a server message's placeholders: `{name}` takes the value, and
// `{name, plural, one {# cart uses} other {# carts use}}` picks the English form for the count
// (# is the count), the subset of ICU messages the client's catalogs use, so no answer says
// "1 cart(s)". Chinese texts have no plural forms and use `{name}` alone.
export type MessageVars = Readonly<Record<string, string | number>>;

const english = new Intl.PluralRules('en');
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

export function fillMessage(text: string, vars: MessageVars): string {
  return text
    .replace(PLURAL, (whole, name: string, one: string, other: string) => {
      if (!(name in vars)) return whole;
      const count = Number(vars[name]);
      return (english.select(count) === 'one' ? one : other).replaceAll('#', String(vars[name]));
    })
    .replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
