// Cell text of a list column: the descriptor's hint for the column (money with its currency
// field, percent, date, status label) wins over the server's column kind. Formatting comes from
// the contract's rules (spec section 5): formatMoney, formatPercent, labelOf.
import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { formatMoney, formatPercent, labelOf, type LabelledOption } from '../../contract/kernel/rules';
import type { SetupColumn } from '../../machines/generic/types';
import type { ColumnHint } from '../../resources/types';
import { texts } from './labels';

type Row = Record<string, unknown>;

export interface CellContext {
  i18n: I18n;
  options: Record<string, LabelledOption[]>;
  /** Inline options of a fixed table's select conditions (value -> label), by column key. */
  inline?: Record<string, LabelledOption[]>;
}

function formatDate(value: unknown, locale: string, withTime: boolean): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}

export function cellText(column: SetupColumn, hint: ColumnHint | undefined, row: Row, ctx: CellContext): string {
  const value = row[column.key];
  const kind = hint?.kind ?? column.kind;
  switch (kind) {
    case 'money': {
      const currencyKey = hint?.kind === 'money' ? hint.currencyKey : column.currencyKey;
      return formatMoney(value, currencyKey ? (row[currencyKey] as string | null | undefined) : null);
    }
    case 'percent':
      return formatPercent(value);
    case 'date':
      return formatDate(value, ctx.i18n.locale, false);
    case 'datetime':
      return formatDate(value, ctx.i18n.locale, true);
    case 'status': {
      const optionName = hint?.kind === 'status' ? hint.optionName : column.optionName;
      const options = (optionName && ctx.options[optionName]) || ctx.inline?.[column.key];
      return options ? labelOf(options, value, ctx.i18n.locale) : value === null || value === undefined || value === '' ? '-' : String(value);
    }
    case 'boolean':
      return value === true ? ctx.i18n._(texts.yes) : value === false ? ctx.i18n._(texts.no) : '-';
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(ctx.i18n.locale).format(value) : value === null || value === undefined ? '-' : String(value);
    default:
      return value === null || value === undefined || value === '' ? '-' : String(value);
  }
}

/**
 * A status column rendered as the screen's badge: values the schema knows get the badge, anything
 * else (a status newer than this client) shows as plain text.
 */
/**
 * A list cell the screen draws itself. `minWidth` (px) keeps its column at least that wide, whatever
 * width the user's settings saved: what it draws is never cut (decision 021).
 */
export type CellRender = ((row: Row) => ReactNode) & { minWidth?: number };

/**
 * Status badges do not ellipsise: their column fits the longest word of a label, and a label of
 * several words wraps onto a second line inside the row ("Pending acknowledgement" is one line).
 */
export const BADGE_COLUMN_MIN_WIDTH = 210;

export function badgeCell<S extends string>(
  schema: { safeParse(value: unknown): { success: true; data: S } | { success: false } },
  Badge: (props: { status: S; testId?: string }) => ReactNode,
): CellRender {
  const render = (row: Row): ReactNode => {
    const parsed = schema.safeParse(row.status);
    return parsed.success ? <Badge status={parsed.data} testId="row-status" /> : String(row.status ?? '-');
  };
  return Object.assign(render, { minWidth: BADGE_COLUMN_MIN_WIDTH });
}
