// The one error type the spreadsheet reader throws. `code` is stable for machines and tests,
// `key` picks the user-facing text, `detail` is English for logs only (it may name archive entries
// or byte offsets, which mean nothing to a user and must not be echoed as if trusted).
import type { Language } from '../../../src/contract';
import { spreadsheetMessage, spreadsheetMessages, type SpreadsheetErrorCode, type SpreadsheetMessageKey } from './messages';

export class SpreadsheetError extends Error {
  readonly code: SpreadsheetErrorCode;

  constructor(
    readonly key: SpreadsheetMessageKey,
    readonly detail: string,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(`${spreadsheetMessages[key].code}: ${detail}`);
    this.name = 'SpreadsheetError';
    this.code = spreadsheetMessages[key].code;
  }

  /** The message to show the user. */
  text(lang: Language = 'en'): string {
    return spreadsheetMessage(this.key, lang, this.vars);
  }
}

export function isSpreadsheetError(error: unknown): error is SpreadsheetError {
  return error instanceof SpreadsheetError;
}
