// Spreadsheet formula neutralisation (CSV/formula injection): a text cell that starts with
// = + - @, a tab or a carriage return could be taken for a formula by a spreadsheet program, so it
// is written with a leading single quote, which makes it plain text. Only strings are changed:
// numbers (including negative ones) stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text to write for a string cell. */
export function neutraliseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Any cell value: strings neutralised, everything else unchanged. */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' ? neutraliseText(value) : value;
}
