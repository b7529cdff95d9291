// Fulfilment lead time (spec section 2 "/order": fulfillmentApproval; section 7 "Orders": POST
// save, submit, revert fulfilment lead time; design in docs/domain/orders.md, "Fulfilment lead
// time (built)"). Each shop (cart) promises a number of days to ship. A change is a request:
// draft (saved, editable) -> submitted (pending the platform's approval) -> approved (its days
// become the shop's lead time) or rejected (with the platform's reason); a pending one can be
// reverted to draft. One open (draft or submitted) request per shop. The platform decides; there
// is no call to approve here. Every changing call carries the version read (LEAD_TIME_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';

const P = '/api/scm-app/supplier/order/fulfillment/leadTime';

export const leadTimeStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export const leadTimeStatusSchema = z.enum(leadTimeStatuses);
export type LeadTimeStatus = z.infer<typeof leadTimeStatusSchema>;

export const LEAD_DAYS_MIN = 1;
export const LEAD_DAYS_MAX = 30;
export const LEAD_REMARK_MAX = 200;

export const LeadTimeErrorCode = {
  stale: 'LEAD_TIME_STALE',
  notDraft: 'LEAD_TIME_NOT_DRAFT',
  notPending: 'LEAD_TIME_NOT_PENDING',
  openExists: 'LEAD_TIME_OPEN_EXISTS',
  unchanged: 'LEAD_TIME_UNCHANGED',
} as const;

export const leadDaysSchema = z.number().int().min(LEAD_DAYS_MIN).max(LEAD_DAYS_MAX);

/** The lead-time request list (order.fulfillmentApproval): one list spec gives its row, conditions, sorts and table. */
export const leadTimeList = defineListSpec({
  bizType: 'order.fulfillmentApproval',
  title: ['Fulfilment lead time', '履约时效审批'],
  fields: {
    /** One request by its id (the detail reads its row through the list). */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    cartId: { type: z.string() },
    cartName: { type: z.string(), title: ['Shop', '店铺'], width: 200 },
    /** The days asked for. */
    days: { type: z.number().int(), title: ['Requested days', '申请时效（天）'], kind: 'number', width: 130, sortable: true },
    /** The shop's approved lead time now (null: none yet). */
    currentDays: { type: z.number().int().nullable(), title: ['Current days', '当前时效（天）'], kind: 'number', width: 130 },
    status: { type: leadTimeStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'leadTimeStatus' },
    updatedAt: { type: z.string(), title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    submittedAt: { type: z.string().nullable(), title: ['Submitted at', '提交时间'], kind: 'datetime', width: 170 },
    /** The platform's reason when rejected, else ''. */
    rejectReason: { type: z.string(), title: ['Rejection reason', '驳回原因'], width: 220 },
    remark: { type: z.string(), title: ['Remark', '备注'], width: 200, hidden: true },
    updatedBy: { type: z.string(), title: ['Updated by', '更新人'], width: 130, hidden: true },
    decidedAt: { type: z.string().nullable(), title: ['Decided at', '审批时间'], kind: 'datetime', width: 170, hidden: true },
    createdAt: { type: z.string(), kind: 'datetime' },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    /** Shop name or code (contains). */
    shop: { kind: 'text', schema: z.string().max(100), label: ['Shop', '店铺'] },
    statuses: { kind: 'multiSelect', schema: z.array(leadTimeStatusSchema).max(leadTimeStatuses.length), label: ['Status', '状态'], optionName: 'leadTimeStatus' },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  conditionOrder: ['shop', 'statuses', 'updatedAt'],
});
export const leadTimeRowSchema = leadTimeList.row;
export type LeadTimeRow = z.infer<typeof leadTimeRowSchema>;
export const leadTimeConditions = leadTimeList.conditions;

export const leadTimeShopSchema = z.object({
  cartId: z.string(),
  cartName: z.string(),
  currentDays: z.number().int().nullable(),
  /** The shop's open (draft or submitted) request, if any: a new one cannot be started. */
  openRequestId: z.string().nullable(),
});
export type LeadTimeShop = z.infer<typeof leadTimeShopSchema>;

export const searchLeadTime = endpoint({
  id: 'order.leadTimeSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Lead-time requests of the tenant’s shops (table query, keyset page) for /order/fulfillmentApproval',
  body: leadTimeList.query,
  response: leadTimeList.page,
});

export const getLeadTime = endpoint({
  id: 'order.leadTimeInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One lead-time request (/order/fulfillmentApproval/:id)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: leadTimeRowSchema,
});

export const leadTimeShops = endpoint({
  id: 'order.leadTimeShops',
  method: 'GET',
  path: `${P}/shops`,
  summary: 'The tenant’s active shops with their lead time and open request (the new-request form’s shop choice)',
  query: z.strictObject({ keyword: z.string().max(100).optional() }),
  response: z.array(leadTimeShopSchema),
});

export const saveLeadTimeBody = z.strictObject({
  /** Absent: a new draft for the shop; present: edits that draft (with its version). */
  id: z.string().min(1).max(64).optional(),
  version: z.number().int().min(1).optional(),
  cartId: z.string().min(1).max(64),
  days: leadDaysSchema,
  remark: z.string().trim().max(LEAD_REMARK_MAX),
});
export type SaveLeadTimeBody = z.infer<typeof saveLeadTimeBody>;

export const saveLeadTime = endpoint({
  id: 'order.leadTimeSave',
  method: 'POST',
  path: `${P}/save`,
  summary: 'Create a draft for a shop without an open request, or edit a draft (shop, days, remark)',
  body: saveLeadTimeBody,
  response: leadTimeRowSchema,
});

const transitionBody = z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1) });
/** A status change of one request, carrying the version read. */
const transition = <const Id extends string>(id: Id, path: string, summary: string) =>
  endpoint({ id, method: 'POST', path: `${P}/${path}`, summary, body: transitionBody, response: leadTimeRowSchema });

export const submitLeadTime = transition('order.leadTimeSubmit', 'submit', 'draft -> submitted (pending the platform’s approval)');
export const revertLeadTime = transition('order.leadTimeRevert', 'revert', 'submitted -> draft (withdrawn before the platform decides)');

export const leadTimeTable: TitledTable = leadTimeList.table;

export const leadTimeTables = [leadTimeTable] as const;
export const orderLeadTimeEndpoints = [searchLeadTime, getLeadTime, leadTimeShops, saveLeadTime, submitLeadTime, revertLeadTime] as const;
