// The header of an isolation as the form edits it (name, platform -> shop, start, end, automatic
// start, remark) and its checks, mirrored from the contract's separationFormSchema (name 1-60
// characters, a shop, ISO start and end with the end after the start, remark at most 200). The
// platform only narrows the shops offered; the body carries the shop. Problems are keys.
import type { EndpointData } from '../../contract/kernel/endpoint';
import type { getCartOptions, SeparationDetail } from '../../contract/separate/separation';
import { isoToLocalInput, localInputToIso, periodProblem, timeProblem, type TimeProblem } from './time';

export type CartOption = EndpointData<typeof getCartOptions>[number];

export const NAME_MAX = 60;
export const REMARK_MAX = 200;

export interface HeaderValues {
  name: string;
  platformCode: string | null;
  cartId: string | null;
  /** Date-time input values (local time). */
  startAt: string;
  abortedAt: string;
  autoStart: boolean;
  remark: string;
}

export type HeaderField = 'name' | 'cartId' | 'startAt' | 'abortedAt' | 'autoStart' | 'remark';
export type HeaderProblem = 'required' | 'tooLong' | TimeProblem;
export type HeaderProblems = Partial<Record<HeaderField, HeaderProblem>>;

export const emptyHeader = (): HeaderValues => ({ name: '', platformCode: null, cartId: null, startAt: '', abortedAt: '', autoStart: false, remark: '' });

export function headerOf(d: SeparationDetail | null): HeaderValues {
  if (!d) return emptyHeader();
  return {
    name: d.name,
    platformCode: d.platformCode,
    cartId: d.cartId,
    startAt: isoToLocalInput(d.startAt),
    abortedAt: isoToLocalInput(d.abortedAt),
    autoStart: d.autoStart,
    remark: d.remark,
  };
}

export function headerProblems(v: HeaderValues): HeaderProblems {
  const p: HeaderProblems = {};
  const name = v.name.trim();
  if (!name) p.name = 'required';
  else if (name.length > NAME_MAX) p.name = 'tooLong';
  if (!v.cartId) p.cartId = 'required';
  const start = timeProblem(v.startAt);
  if (start) p.startAt = start;
  const end = periodProblem(v.startAt, v.abortedAt);
  if (end) p.abortedAt = end;
  if (v.remark.trim().length > REMARK_MAX) p.remark = 'tooLong';
  return p;
}

/** The create body of valid values (update adds id and version). */
export function headerBody(v: HeaderValues) {
  return {
    name: v.name.trim(),
    cartId: v.cartId ?? '',
    startAt: localInputToIso(v.startAt) ?? '',
    abortedAt: localInputToIso(v.abortedAt) ?? '',
    autoStart: v.autoStart,
    remark: v.remark.trim(),
  };
}

export const sameHeader = (a: HeaderValues, b: HeaderValues): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The values after one field changed; choosing a shop sets its platform. */
export function withField(v: HeaderValues, field: HeaderField, value: string | boolean | null, carts: readonly CartOption[]): HeaderValues {
  switch (field) {
    case 'autoStart':
      return { ...v, autoStart: value === true };
    case 'cartId': {
      const cartId = typeof value === 'string' && value ? value : null;
      const cart = carts.find((c) => c.id === cartId);
      return { ...v, cartId, platformCode: cart?.platformCode ?? v.platformCode };
    }
    default:
      return { ...v, [field]: typeof value === 'string' ? value : '' };
  }
}
