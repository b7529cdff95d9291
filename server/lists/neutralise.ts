// Spreadsheet formula neutralisation (CSV/formula injection): a text cell that starts with
// = + - @, a tab or a carriage return could be taken for a formula by a spreadsheet program, so it
// is written with a leading single quote, which makes it plain text. Only strings are changed:
// numbers (including negative ones) stay numbers.
//
// Characters XML 1.0 cannot carry (C0 controls but tab, LF and CR; DEL; U+FFFE and U+FFFF) are
// removed first: the xlsx writer drops most of them silently, so "\u0001=1" would otherwise pass
// the check and reach the file as the formula "=1" (found by tests/server/hostile-strings.test.ts),
// and U+FFFE/U+FFFF, which it keeps, make a file Excel refuses to open.

 
const XML_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text to write for a string cell. */
export function neutraliseText(text: string): string {
  const safe = text.replace(XML_UNSAFE, '');
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

/** Any cell value: strings neutralised, everything else unchanged. */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' ? neutraliseText(value) : value;
}
