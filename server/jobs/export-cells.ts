// How an export writes a column's values (decision 024): moments as date-time cells in the
// requester's time zone, calendar dates as date cells, coded values (a column that names an
// option dictionary: platform, country, a status) as their labels in the requester's language,
// through the same dictionaries the screens' badges and filters read (optionDictionary).
import type { ColumnDefinition, Language } from '../../src/contract';
import { optionDictionary } from '../common/options-catalog';
import { neutraliseText } from '../lists/neutralise';
import type { XlsxCell } from './xlsx-stream-writer';

const DAY_MS = 86_400_000;
/** 1899-12-30: day 0 of spreadsheet serials (the 1900 leap-year bug folded in). */
const EPOCH_MS = Date.UTC(1899, 11, 30);
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The time zone an export request names when it names none. */
export const DEFAULT_EXPORT_TIME_ZONE = 'UTC';

/** An IANA time zone name Node's Intl knows ("Asia/Shanghai"); anything else is not one. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's offset from UTC (ms) at a moment. Intl is slow (microseconds a call) and an export may
 * hold 10^6 moments: offsets are kept per 15 minutes of UTC, the finest step at which zones change.
 */
export class ZoneClock {
  private readonly format: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  offsetAt(ms: number): number {
    const slot = Math.floor(ms / 900_000);
    let offset = this.offsets.get(slot);
    if (offset === undefined) {
      const at = slot * 900_000;
      const p = Object.fromEntries(this.format.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
      offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
      if (this.offsets.size > 50_000) this.offsets.clear(); // bounded, whatever the rows' spread
      this.offsets.set(slot, offset);
    }
    return offset;
  }

  /** The spreadsheet serial of a moment's wall-clock time in this zone. */
  serial(ms: number): number {
    return (ms + this.offsetAt(ms) - EPOCH_MS) / DAY_MS;
  }
}

/** The serial of a calendar date (no zone: a date-only value is the same day everywhere). */
function dateSerial(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : Math.floor((value.getTime() - EPOCH_MS) / DAY_MS);
  if (typeof value !== 'string') return null;
  const m = DATE_ONLY.exec(value.slice(0, 10));
  return m ? (Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - EPOCH_MS) / DAY_MS : null;
}

function momentMs(value: unknown): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** A value as an xlsx cell: text neutralised, moments as ISO text, objects as JSON text. */
export function cellValue(value: unknown): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return neutraliseText(value);
  return neutraliseText(JSON.stringify(value));
}

/** Writes one column's values: (raw value) -> cell. */
export type ColumnWriter = (value: unknown) => XlsxCell;

/** The writer of each column for one job (the dictionaries and the zone are looked up once). */
export function columnWriters(columns: readonly ColumnDefinition[], lang: Language, clock: ZoneClock): ColumnWriter[] {
  return columns.map((column): ColumnWriter => {
    if (column.kind === 'datetime') {
      return (value) => {
        const ms = momentMs(value);
        return ms === null ? cellValue(value) : { serial: clock.serial(ms), format: 'datetime' };
      };
    }
    if (column.kind === 'date') {
      return (value) => {
        const serial = dateSerial(value);
        return serial === null ? cellValue(value) : { serial, format: 'date' };
      };
    }
    const options = column.optionName ? optionDictionary(column.optionName) : undefined;
    if (options) {
      const labels = new Map(options.map((o) => [String(o.value), lang === 'zh-CN' ? (o.labelZh ?? o.label) : o.label]));
      // a code the dictionary lacks (a newer value) is written as it is rather than lost
      return (value) => cellValue(typeof value === 'string' || typeof value === 'number' ? (labels.get(String(value)) ?? value) : value);
    }
    return cellValue;
  });
}
