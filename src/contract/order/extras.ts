// The remaining fulfilment calls (spec section 7 "Orders": batch info, difference order, feedback
// info and list, reschedule; design in docs/domain/orders.md, "Platform decisions, reschedule,
// feedback and differences"):
//   - reschedule: the supplier moves an order's ship deadline once, before anything ships, by at
//     most RESCHEDULE_MAX_DAYS, with a reason (the arrive deadline moves with it);
//   - feedback: what the supplier tells the platform about an order (an address problem, the
//     customer asked to wait, ...); added with a request key so a retried call adds one;
//   - difference order: what a platform warehouse received against what the appointment announced,
//     per order line, and the supplier's answer (accept the shortage, or dispute it with a note);
//   - batch info: several orders' details at once, for the list's selection.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { orderDetailSchema, orderStatusSchema } from './orders';

const P = '/api/scm-app/supplier/order';

/** Business error codes of these calls (the envelope `code`); messages come from the server. */
export const OrderExtrasErrorCode = {
  rescheduleUsed: 'ORDER_RESCHEDULE_USED',
  rescheduleInvalid: 'ORDER_RESCHEDULE_INVALID',
  differenceAnswered: 'ORDER_DIFFERENCE_ANSWERED',
  differenceStale: 'ORDER_DIFFERENCE_STALE',
} as const;

const id = z.string().min(1).max(64);
const version = z.number().int().min(1);
const isoTime = z.iso.datetime({ offset: true });

// ---- reschedule ---------------------------------------------------------------------------------

export const RESCHEDULE_MAX_DAYS = 7;
export const RESCHEDULE_REASON_MAX = 200;
const DAY = 86_400_000;

export type RescheduleProblem = 'notLater' | 'tooLate' | 'past' | 'noReason' | 'reasonTooLong' | 'badDate';

/**
 * The rules of a new ship deadline, shared by the server and the form: after the current one, at
 * most RESCHEDULE_MAX_DAYS after it, in the future; a reason of 1..RESCHEDULE_REASON_MAX characters.
 * Without `now` (the form: its clock is not the server's) the future is left to the server.
 */
export function rescheduleProblems(current: string, asked: string, reason: string, now?: Date): RescheduleProblem[] {
  const problems: RescheduleProblem[] = [];
  const at = Date.parse(asked);
  if (!Number.isFinite(at)) problems.push('badDate');
  else if (at <= Date.parse(current)) problems.push('notLater');
  else if (at > Date.parse(current) + RESCHEDULE_MAX_DAYS * DAY) problems.push('tooLate');
  else if (now && at <= now.getTime()) problems.push('past');
  const r = reason.trim();
  if (!r) problems.push('noReason');
  else if (r.length > RESCHEDULE_REASON_MAX) problems.push('reasonTooLong');
  return problems;
}

export const rescheduleOrder = endpoint({
  id: 'order.reschedule',
  method: 'POST',
  path: `${P}/reschedule`,
  summary: 'Moves the ship deadline of an order not shipped yet, once, by at most 7 days, with a reason (the arrive deadline moves with it); logged',
  body: z.strictObject({ id, version, shipDeadline: isoTime, reason: z.string().trim().min(1).max(RESCHEDULE_REASON_MAX) }),
  response: orderDetailSchema,
});

// ---- feedback -----------------------------------------------------------------------------------

export const feedbackKinds = ['addressProblem', 'customerAskedDelay', 'stockShortage', 'carrierProblem', 'other'] as const;
export const feedbackKindSchema = z.enum(feedbackKinds);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;
export const FEEDBACK_TEXT_MAX = 500;

export type FeedbackProblem = 'textRequired' | 'textTooLong';

/** "Other" needs a text; any text at most FEEDBACK_TEXT_MAX characters. */
export function feedbackProblems(kind: FeedbackKind, text: string): FeedbackProblem[] {
  const t = text.trim();
  if (t.length > FEEDBACK_TEXT_MAX) return ['textTooLong'];
  if (kind === 'other' && !t) return ['textRequired'];
  return [];
}

export const feedbackSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  kind: feedbackKindSchema,
  text: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const listOrderFeedback = endpoint({
  id: 'order.feedbackList',
  method: 'POST',
  path: `${P}/feedback/list`,
  summary: "The supplier's feedback on one order, newest first",
  body: z.strictObject({ orderId: id }),
  response: z.array(feedbackSchema),
});

export const addOrderFeedback = endpoint({
  id: 'order.feedbackInfo',
  method: 'POST',
  path: `${P}/feedback/info`,
  summary: 'Sends one feedback on an order to the platform; the same requestKey again adds nothing and answers the first',
  body: z
    .strictObject({
      orderId: id,
      kind: feedbackKindSchema,
      text: z.string().trim().max(FEEDBACK_TEXT_MAX),
      /** chosen by the client per feedback (a retry sends the same) */
      requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    })
    .refine((b) => b.kind !== 'other' || b.text.length > 0, { message: 'a text is required for other', path: ['text'] }),
  response: feedbackSchema,
});

// ---- batch info ---------------------------------------------------------------------------------

export const BATCH_INFO_MAX = 200;

export const getOrdersBatchInfo = endpoint({
  id: 'order.batchInfo',
  method: 'POST',
  path: `${P}/batchInfo`,
  summary: "The details of up to 200 orders at once, in the order asked; ids that are not the caller's orders come back in notFound",
  body: z.strictObject({ ids: z.array(id).min(1).max(BATCH_INFO_MAX) }),
  response: z.object({ orders: z.array(orderDetailSchema), notFound: z.array(z.string()) }),
});

// ---- difference order ---------------------------------------------------------------------------

export const differenceStatuses = ['open', 'accepted', 'disputed'] as const;
export const differenceStatusSchema = z.enum(differenceStatuses);
export type DifferenceStatus = z.infer<typeof differenceStatusSchema>;
export const DIFFERENCE_NOTE_MAX = 500;

export const differenceLineSchema = z.object({
  orderId: z.string(),
  supplierOrderId: z.string(),
  orderStatus: orderStatusSchema,
  lineNo: z.number().int(),
  sku: z.string(),
  skuName: z.string(),
  announcedQty: z.number().int(),
  receivedQty: z.number().int(),
});
export type DifferenceLine = z.infer<typeof differenceLineSchema>;

export const differenceOrderSchema = z.object({
  formNo: z.string(),
  /** null: the warehouse received what was announced (no difference order) */
  id: z.string().nullable(),
  status: differenceStatusSchema.nullable(),
  announcedPackages: z.number().int(),
  receivedPackages: z.number().int(),
  /** only the lines that differ */
  lines: z.array(differenceLineSchema),
  announcedQty: z.number().int(),
  receivedQty: z.number().int(),
  note: z.string(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  version: z.number().int(),
});
export type DifferenceOrder = z.infer<typeof differenceOrderSchema>;

export const getDifferenceOrder = endpoint({
  id: 'order.differenceOrder',
  method: 'POST',
  path: `${P}/differenceOrder`,
  summary: 'What the platform warehouse received against what one arrived appointment announced, per order line that differs, and the supplier answer',
  body: z.strictObject({ formNo: z.string().min(1).max(40) }),
  response: differenceOrderSchema,
});

export const differenceAnswers = ['accept', 'dispute'] as const;
export type DifferenceAnswer = (typeof differenceAnswers)[number];

export const answerDifferenceOrder = endpoint({
  id: 'order.differenceAnswer',
  method: 'POST',
  path: `${P}/differenceOrder/answer`,
  summary: 'Accepts the shortage of an open difference order, or disputes it with a note (once, with the version read)',
  body: z
    .strictObject({ formNo: z.string().min(1).max(40), version, answer: z.enum(differenceAnswers), note: z.string().trim().max(DIFFERENCE_NOTE_MAX) })
    .refine((b) => b.answer !== 'dispute' || b.note.length > 0, { message: 'a note is required to dispute', path: ['note'] }),
  response: differenceOrderSchema,
});

/** Calls here that use POST but only read. */

export const orderExtrasEndpoints = [rescheduleOrder, listOrderFeedback, addOrderFeedback, getOrdersBatchInfo, getDifferenceOrder, answerDifferenceOrder] as const;
