// Fulfilment strategies (docs/domain/products.md, "Fulfilment strategy"): the rules the orders of
// a fulfilment label follow: the daily cut-off time, the carrier class and the handling days. The
// supplier creates and edits them in a dialog (the server checks the values against the label's
// rules, each problem named), cancels an active one and deletes a cancelled one.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { fulfilmentTagSchema } from './tag';

const S = '/api/scm-app/supplier/product/fulfillmentStrategy';

export const carrierClasses = ['standard', 'express', 'freight'] as const;
export const carrierClassSchema = z.enum(carrierClasses);
export type CarrierClass = z.infer<typeof carrierClassSchema>;

export const strategyStatuses = ['active', 'cancelled'] as const;
export const strategyStatusSchema = z.enum(strategyStatuses);
export type StrategyStatus = z.infer<typeof strategyStatusSchema>;

export const STRATEGY_NAME_MAX = 60;
export const HANDLING_DAYS_MAX = 10;

/** The label's rules a strategy must keep (the dialog warns with the same ones). */
export const STRATEGY_RULES = { fastMaxHandlingDays: 1 } as const;

export type StrategyProblem = 'fastNeedsExpress' | 'fastHandlingDays' | 'bulkyNotExpress';

/** What the label's rules say of a strategy's values; the server adds the name taken. */
export function strategyProblems(v: { tag: z.infer<typeof fulfilmentTagSchema>; carrierClass: CarrierClass; handlingDays: number }): { field: 'carrierClass' | 'handlingDays'; problem: StrategyProblem }[] {
  const problems: { field: 'carrierClass' | 'handlingDays'; problem: StrategyProblem }[] = [];
  if (v.tag === 'fastDelivery' && v.carrierClass !== 'express') problems.push({ field: 'carrierClass', problem: 'fastNeedsExpress' });
  if (v.tag === 'fastDelivery' && v.handlingDays > STRATEGY_RULES.fastMaxHandlingDays) problems.push({ field: 'handlingDays', problem: 'fastHandlingDays' });
  if (v.tag === 'bulky' && v.carrierClass === 'express') problems.push({ field: 'carrierClass', problem: 'bulkyNotExpress' });
  return problems;
}

export const StrategyErrorCode = {
  invalid: 'PRODUCT_STRATEGY_INVALID',
  stale: 'PRODUCT_STRATEGY_STALE',
  state: 'PRODUCT_STRATEGY_STATE',
} as const;

export const strategyList = defineListSpec({
  bizType: 'product.fulfillmentStrategyList',
  title: ['Fulfilment strategies', '履约策略'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    strategyNo: { type: z.string(), title: ['Strategy no.', '策略编号'], width: 150, sortable: true, filter: 'text' },
    name: { type: z.string(), title: ['Name', '名称'], width: 200, filter: 'text' },
    tag: { type: fulfilmentTagSchema, title: ['Label', '标签'], kind: 'status', width: 120, optionName: 'fulfilmentTag', filter: { kind: 'select', schema: fulfilmentTagSchema } },
    cutOffTime: { type: z.string(), title: ['Cut-off time', '截单时间'], width: 110 },
    carrierClass: { type: carrierClassSchema, title: ['Carrier class', '承运类型'], kind: 'status', width: 130, optionName: 'carrierClass' },
    handlingDays: { type: z.number().int(), title: ['Handling days', '备货天数'], kind: 'number', width: 110 },
    status: { type: strategyStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'strategyStatus', filter: { kind: 'select', schema: strategyStatusSchema } },
    updatedAt: { type: z.string(), title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true },
    updatedBy: { type: z.string(), title: ['Updated by', '更新人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  conditionOrder: ['strategyNo', 'name', 'tag', 'status'],
});
export const strategyRowSchema = strategyList.row;
export type StrategyRow = z.infer<typeof strategyRowSchema>;

const idSchema = z.string().min(1).max(64);
const values = {
  name: z.string().trim().min(1).max(STRATEGY_NAME_MAX),
  tag: fulfilmentTagSchema,
  cutOffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  carrierClass: carrierClassSchema,
  handlingDays: z.number().int().min(0).max(HANDLING_DAYS_MAX),
};

export const searchStrategies = endpoint({
  id: 'product.strategySearch',
  method: 'POST',
  path: `${S}/search`,
  summary: 'Fulfilment strategies (fulfillmentStrategyList)',
  body: strategyList.query,
  response: strategyList.page,
});

export const createStrategy = endpoint({
  id: 'product.strategyCreate',
  method: 'POST',
  path: `${S}/create`,
  summary: 'Create a fulfilment strategy',
  body: z.strictObject(values),
  response: strategyRowSchema,
});

export const updateStrategy = endpoint({
  id: 'product.strategyUpdate',
  method: 'POST',
  path: `${S}/update`,
  summary: 'Change an active fulfilment strategy',
  body: z.strictObject({ id: idSchema, version: z.number().int().min(1), ...values }),
  response: strategyRowSchema,
});

const rowBody = z.strictObject({ id: idSchema, version: z.number().int().min(1) });

export const cancelStrategy = endpoint({
  id: 'product.strategyCancel',
  method: 'POST',
  path: `${S}/cancel`,
  summary: 'Cancel an active fulfilment strategy',
  body: rowBody,
  response: strategyRowSchema,
});

export const deleteStrategy = endpoint({
  id: 'product.strategyDelete',
  method: 'POST',
  path: `${S}/delete`,
  summary: 'Delete a cancelled fulfilment strategy',
  body: rowBody,
  response: z.object({ id: z.string() }),
});

export const strategyEndpoints = [searchStrategies, createStrategy, updateStrategy, cancelStrategy, deleteStrategy] as const;
