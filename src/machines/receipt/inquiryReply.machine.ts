// Replying to a price inquiry (the inquiry record's "Reply"): per line a quote (unit price, lead
// time, minimum quantity, valid until) or a decline with a reason; the whole reply is sent at once
// with the version read.
//   closed      nothing shown. reply.opened {no, version, replyClosesAt, currency, lines} ->
//               editing, each line as last replied (a line never replied: an empty quote).
//   editing     context.lines; reply.lineChanged {lineId, field values} keeps them (and clears
//               the problems and the error). reply.submitted -> submitting when replyFormProblems()
//               finds none, else stays with context.problems (per line: the field and what is
//               wrong). reply.closed -> closed.
//   submitting  reply (invoke 'reply'); tag 'busy'. A second submit is not handled here, so a
//               double click sends one call. Done -> done (announceReplied); failure -> editing
//               with context.error (the server's words) and, when the server named a line's field
//               (RECEIPT_INQUIRY_REPLY_INVALID data), that problem on the field.
//   done        replied. reply.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call, CallError } from '../../services';
import { isPositiveNumber5 } from '../../contract/kernel/rules';
import { replyInquiry, replyProblem, type DeclineReason, type InquiryHeader, type ReplyField, type ReplyLine, type ReplyProblem, type ReplyProblemKind } from '../../contract/receipt/inquiry';
import { toMachineError, type MachineError } from '../support/errors';

export interface ReplyFormLine {
  lineId: string;
  wanted: number;
  /** As typed: spec section 5's money rule is checked on the text. */
  unitPrice: string;
  leadDays: number | null;
  minQty: number | null;
  /** 'YYYY-MM-DD' or ''. */
  validUntil: string;
  declineReason: DeclineReason | null;
}

export interface ReplyContext {
  no: string;
  version: number;
  replyClosesAt: string;
  currency: string;
  lines: readonly ReplyFormLine[];
  /** Per line id: the first field that is wrong (the form's check, or the server's). */
  problems: Readonly<Record<string, ReplyProblem>>;
  error: MachineError | null;
}

export type ReplyEvent =
  | { type: 'reply.opened'; no: string; version: number; replyClosesAt: string; currency: string; lines: readonly ReplyFormLine[] }
  | { type: 'reply.lineChanged'; lineId: string; unitPrice?: string; leadDays?: number | null; minQty?: number | null; validUntil?: string; declineReason?: DeclineReason | null }
  | { type: 'reply.submitted' }
  | { type: 'reply.closed' };

/** The reply line a form line sends (a decline sends only its reason). */
export function replyLineOf(l: ReplyFormLine): ReplyLine {
  if (l.declineReason) return { lineId: l.lineId, declineReason: l.declineReason, unitPrice: null, leadDays: null, minQty: null, validUntil: null };
  const price = l.unitPrice.trim();
  return { lineId: l.lineId, declineReason: null, unitPrice: price === '' ? null : Number(price), leadDays: l.leadDays, minQty: l.minQty, validUntil: l.validUntil || null };
}

/** The lines' problems before anything is sent (the server refuses the same, naming the line and field). */
export function replyFormProblems(c: Pick<ReplyContext, 'lines' | 'replyClosesAt' | 'currency'>): ReplyContext['problems'] {
  const out: Record<string, ReplyProblem> = {};
  for (const l of c.lines) {
    const price = l.unitPrice.trim();
    const p = !l.declineReason && price !== '' && !isPositiveNumber5(price) ? { field: 'unitPrice' as const, problem: 'money' as const } : replyProblem(replyLineOf(l), l.wanted, c.replyClosesAt, c.currency);
    if (p) out[l.lineId] = p;
  }
  return out;
}

const fields: readonly ReplyField[] = ['unitPrice', 'leadDays', 'minQty', 'validUntil'];
const kinds: readonly ReplyProblemKind[] = ['required', 'money', 'range', 'beforeDeadline'];

/** The line and field a refusal of the server names (RECEIPT_INQUIRY_REPLY_INVALID), if any. */
export function serverProblem(error: unknown): Record<string, ReplyProblem> {
  if (!(error instanceof CallError) || typeof error.data !== 'object' || error.data === null) return {};
  const d = error.data as { lineId?: unknown; field?: unknown; problem?: unknown };
  if (typeof d.lineId !== 'string' || !fields.includes(d.field as ReplyField) || !kinds.includes(d.problem as ReplyProblemKind)) return {};
  return { [d.lineId]: { field: d.field as ReplyField, problem: d.problem as ReplyProblemKind } };
}

const closed: ReplyContext = { no: '', version: 0, replyClosesAt: '', currency: '', lines: [], problems: {}, error: null };
type Input = { no: string; version: number; lines: ReplyLine[] };

export const inquiryReplyMachine = setup({
  types: {
    context: {} as ReplyContext,
    events: {} as ReplyEvent,
    children: {} as { reply: 'reply' },
  },
  actors: {
    reply: fromPromise<InquiryHeader, Input>(({ input, signal }) => call(replyInquiry, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The reply was saved (provided by the screen: a toast, the record read again). */
    announceReplied: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(replyFormProblems(context)).length === 0,
  },
}).createMachine({
  id: 'receiptInquiryReply',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'reply.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...closed, no: event.no, version: event.version, replyClosesAt: event.replyClosesAt, currency: event.currency, lines: event.lines })),
        },
      },
    },
    editing: {
      on: {
        'reply.lineChanged': {
          actions: assign(({ context, event }) => ({
            lines: context.lines.map((l) => {
              if (l.lineId !== event.lineId) return l;
              const { type: _type, lineId: _lineId, ...changed } = event;
              return { ...l, ...Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)) };
            }),
            problems: {},
            error: null,
          })),
        },
        'reply.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => replyFormProblems(context) }) },
        ],
        'reply.closed': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'reply',
        src: 'reply',
        input: ({ context }) => ({ no: context.no, version: context.version, lines: context.lines.map(replyLineOf) }),
        onDone: { target: 'done', actions: 'announceReplied' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error), problems: ({ event }) => serverProblem(event.error) }) },
      },
    },
    done: {
      on: { 'reply.closed': 'closed' },
    },
  },
});
