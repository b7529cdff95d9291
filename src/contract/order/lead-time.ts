// Fulfilment lead time (spec section 2 "/order": fulfillmentApproval; section 7 "Orders": POST
// save, submit, revert fulfilment lead time; design in docs/domain/orders.md, "Fulfilment lead
// time (built)"). Each shop (cart) promises a number of days to ship. A change is a request:
// draft (saved, editable) -> submitted (pending the platform's approval) -> approved (its days
// become the shop's lead time) or rejected (with the platform's reason); a pending one can be
// reverted to draft. One open (draft or submitted) request per shop. The platform decides; there
// is no call to approve here. Every changing call carries the version read (LEAD_TIME_STALE).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { bilingual, pageSchema, tableColumn as col, tableCondition as cond, tableQuerySchema, type TitledTable } from '../kernel/table';

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

export const leadTimeRowSchema = z.object({
  id: z.string(),
  cartId: z.string(),
  cartName: z.string(),
  /** The days asked for. */
  days: z.number().int(),
  /** The shop's approved lead time now (null: none yet). */
  currentDays: z.number().int().nullable(),
  remark: z.string(),
  status: leadTimeStatusSchema,
  /** The platform's reason when rejected, else ''. */
  rejectReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number().int(),
});
export type LeadTimeRow = z.infer<typeof leadTimeRowSchema>;

export const leadTimeConditions = z.object({
  /** One request by its id (the detail reads its row through the list). */
  id: z.string().max(64),
  /** Shop name or code (contains). */
  shop: z.string().max(100),
  statuses: z.array(leadTimeStatusSchema).max(leadTimeStatuses.length),
  updatedAt: z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]),
});
export const leadTimeSortFields = ['updatedAt', 'days'] as const;

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
  body: tableQuerySchema(leadTimeConditions, leadTimeSortFields),
  response: pageSchema(leadTimeRowSchema),
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

export const leadTimeTable: TitledTable = {
  bizType: 'order.fulfillmentApproval',
  title: bilingual('Fulfilment lead time', '履约时效审批'),
  columns: [
    col('cartName', 'Shop', '店铺', 'text', 200),
    col('days', 'Requested days', '申请时效（天）', 'number', 130, { sortable: true }),
    col('currentDays', 'Current days', '当前时效（天）', 'number', 130),
    col('status', 'Status', '状态', 'status', 120, { optionName: 'leadTimeStatus' }),
    col('updatedAt', 'Updated at', '更新时间', 'datetime', 170, { sortable: true }),
    col('submittedAt', 'Submitted at', '提交时间', 'datetime', 170),
    col('rejectReason', 'Rejection reason', '驳回原因', 'text', 220),
    col('remark', 'Remark', '备注', 'text', 200, { hidden: true }),
    col('updatedBy', 'Updated by', '更新人', 'text', 130, { hidden: true }),
    col('decidedAt', 'Decided at', '审批时间', 'datetime', 170, { hidden: true }),
  ],
  conditions: [
    cond('shop', 'Shop', '店铺', 'text'),
    cond('statuses', 'Status', '状态', 'multiSelect', { optionName: 'leadTimeStatus' }),
    cond('updatedAt', 'Updated at', '更新时间', 'dateRange', { hidden: true }),
  ],
  defaultSort: { field: 'updatedAt', order: 'desc' },
};

export const leadTimeTables = [leadTimeTable] as const;
export const orderLeadTimeEndpoints = [searchLeadTime, getLeadTime, leadTimeShops, saveLeadTime, submitLeadTime, revertLeadTime] as const;
