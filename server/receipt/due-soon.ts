// The receipt lists' "due within 48 h" conditions (src/contract/receipt/deadlines.ts): a stored
// window close between the caller's clock and RECEIPT_DUE_SOON_HOURS after it. The clock is the
// request's (`now`, which the search handlers and the dashboard's count put on the caller), so a
// dashboard count and the list its link opens use the same instant.
import { RECEIPT_DUE_SOON_HOURS } from '../../src/contract/receipt';
import type { ListCaller } from '../lists/registry';
import { sql, type SqlFragment } from '../lists/sql';

/** The request's clock, when the handler gave it (else the server's). */
export const nowOf = (caller: ListCaller): Date => (caller as ListCaller & { now?: Date }).now ?? new Date();

/** `expr` closes after now and within RECEIPT_DUE_SOON_HOURS. */
export function closesSoon(expr: SqlFragment, caller: ListCaller): SqlFragment {
  const now = nowOf(caller);
  return sql`(${expr} > ${now} AND ${expr} <= ${new Date(now.getTime() + RECEIPT_DUE_SOON_HOURS * 3_600_000)})`;
}

/** The caller with the request's clock (what nowOf reads): the search handlers' caller. */
export function withClock(caller: ListCaller, now: Date): ListCaller {
  const clocked: ListCaller & { now: Date } = { ...caller, now };
  return clocked;
}
