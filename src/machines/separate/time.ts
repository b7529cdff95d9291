// Start and end times of an isolation as the screens edit them: a native date-time input holds
// the browser's local time ('YYYY-MM-DDTHH:mm'); the contract carries ISO date-times with an
// offset. The checks mirror the server's (SEPARATE_PERIOD_INVALID): the end after the start, and
// a moved end time after now. Problems are keys the screens translate.

export type TimeProblem = 'required' | 'invalidTime' | 'endBeforeStart' | 'endInPast';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A date-time input's value as an ISO date-time (UTC); null when it is not a real date-time. */
export function localInputToIso(value: string): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  const d = new Date(year, month - 1, day, hour, minute, second);
  // 2025-02-30 rolls over into March: not a date
  if (Number.isNaN(d.getTime()) || d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day || hour > 23 || minute > 59) return null;
  return d.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a date-time input's value in the browser's time zone ('' when none). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A required date-time input: null when it holds a real date-time. */
export function timeProblem(value: string): TimeProblem | null {
  if (!value.trim()) return 'required';
  return localInputToIso(value) === null ? 'invalidTime' : null;
}

/** The end of a period given its start (both input values): after the start. */
export function periodProblem(start: string, end: string): TimeProblem | null {
  const own = timeProblem(end);
  if (own) return own;
  const from = localInputToIso(start);
  const to = localInputToIso(end) as string;
  return from !== null && Date.parse(to) <= Date.parse(from) ? 'endBeforeStart' : null;
}

/** A new end time of an isolation that started or waits (its start as ISO): after the start and after now. */
export function endTimeProblem(end: string, startIso: string | null, now: number): TimeProblem | null {
  const own = timeProblem(end);
  if (own) return own;
  const to = Date.parse(localInputToIso(end) as string);
  if (startIso && to <= Date.parse(startIso)) return 'endBeforeStart';
  return to <= now ? 'endInPast' : null;
}
