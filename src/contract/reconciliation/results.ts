// The result of matching a reconciliation bill (docs/domain/finance.md "Reconciliation"): one line
// per billed line, classed matched or by its difference, plus one line per shipment of the provider
// in the period that the bill does not charge (missingInBill). Amounts within 0.01 match. Each
// difference is accepted or disputed (a reason required), once, with the version read.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { RECONCILIATION_NOTE_MAX, RECONCILIATION_PATH } from './bills';

export const resultClasses = ['matched', 'WEIGHT', 'RATE', 'ACCESSORIAL', 'DUPLICATE', 'MISSING_SHIPMENT', 'missingInBill'] as const;
export const resultClassSchema = z.enum(resultClasses);
export type ResultClass = z.infer<typeof resultClassSchema>;

/** A difference's state: open until decided (matched lines have nothing to decide). */
export const lineDecisionStates = ['none', 'open', 'accepted', 'disputed'] as const;
export const lineDecisionStateSchema = z.enum(lineDecisionStates);
export type LineDecisionState = z.infer<typeof lineDecisionStateSchema>;

export const lineDecisions = ['accept', 'dispute'] as const;
export type LineDecision = (typeof lineDecisions)[number];

export const resultList = defineListSpec({
  bizType: 'reconciliation.result',
  title: ['Reconciliation result', '对账结果'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    billId: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    billNo: { type: z.string(), title: ['Bill no.', '对账单号'], width: 140, hidden: true },
    lineNo: { type: z.number().int(), title: ['Line', '行号'], kind: 'number', width: 70, sortable: true },
    resultClass: { type: resultClassSchema, title: ['Result', '结果'], kind: 'status', width: 150, optionName: 'reconciliationResultClass', filter: { kind: 'select', schema: resultClassSchema } },
    difference: { type: z.number(), title: ['Difference', '差额'], kind: 'money', currencyKey: 'currency', width: 110, sortable: true },
    trackingNo: { type: z.string(), title: ['Waybill no.', '运单号'], width: 180, filter: 'text' },
    orderNo: { type: z.string(), title: ['Order no.', '订单号'], width: 150 },
    shipDate: { type: z.string().nullable(), title: ['Ship date', '发货日期'], width: 110 },
    feeCode: { type: z.string(), title: ['Fee code', '费用代码'], width: 130 },
    billedWeight: { type: z.number().nullable(), title: ['Billed weight (kg)', '计费重（千克）'], kind: 'number', width: 130 },
    shipmentWeight: { type: z.number().nullable(), title: ['Shipment weight (kg)', '发货重量（千克）'], kind: 'number', width: 140 },
    billedAmount: { type: z.number().nullable(), title: ['Billed', '账单金额'], kind: 'money', currencyKey: 'currency', width: 120 },
    expectedAmount: { type: z.number().nullable(), title: ['Expected', '系统金额'], kind: 'money', currencyKey: 'currency', width: 120 },
    decision: { type: lineDecisionStateSchema, title: ['Decision', '处理'], kind: 'status', width: 110, optionName: 'reconciliationLineDecision', filter: { kind: 'select', schema: lineDecisionStateSchema } },
    decisionNote: { type: z.string(), title: ['Reason', '原因'], width: 200 },
    currency: { type: z.string(), title: ['Currency', '币种'], width: 80, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'lineNo', order: 'asc' },
});
export const resultLineSchema = resultList.row;
export type ResultLine = z.infer<typeof resultLineSchema>;

export const searchResults = endpoint({
  id: 'reconciliation.result',
  method: 'POST',
  path: `${RECONCILIATION_PATH}/result/search`,
  summary: 'The result lines of the tenant’s bills (table query; the info screen names its bill)',
  body: resultList.query,
  response: resultList.page,
});

export const getResultLine = endpoint({
  id: 'reconciliation.resultLine',
  method: 'GET',
  path: `${RECONCILIATION_PATH}/result/line/{id}`,
  summary: 'One result line (to decide it)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: resultLineSchema,
});

export const decideResultLine = endpoint({
  id: 'reconciliation.lineDecide',
  method: 'POST',
  path: `${RECONCILIATION_PATH}/result/decide`,
  summary: 'A difference accepted, or disputed with a reason, while its bill is matched; once, with the version read',
  body: z
    .strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), decision: z.enum(lineDecisions), note: z.string().trim().max(RECONCILIATION_NOTE_MAX) })
    .refine((b) => b.decision !== 'dispute' || b.note.length > 0, { message: 'a reason is required to dispute', path: ['note'] }),
  response: resultLineSchema,
});
