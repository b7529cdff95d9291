// Change records of products (/product/recordsList; docs/domain/products.md "Change records"):
// every change to a product, written in the same transaction as the change itself: price
// proposals (proposed, withdrawn, decided by the platform, in effect), fulfilment tag
// applications (applied, withdrawn, revoked, decided). `detail` is language-free data (prices,
// seller skus, reason codes, the note given); the action and subject are labels.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

export const changeSubjects = ['price', 'tag'] as const;
export const changeSubjectSchema = z.enum(changeSubjects);
export type ChangeSubject = z.infer<typeof changeSubjectSchema>;

export const changeActions = ['proposed', 'withdrawn', 'approved', 'rejected', 'effective', 'applied', 'revoked'] as const;
export const changeActionSchema = z.enum(changeActions);
export type ChangeAction = z.infer<typeof changeActionSchema>;

export const changeRecordList = defineListSpec({
  bizType: 'product.recordsList',
  title: ['Change records', '变更记录'],
  fields: {
    id: { type: z.string() },
    at: { type: z.string(), title: ['Time', '时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange' } },
    productId: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    productCode: { type: z.string(), title: ['Product code', '商品编码'], width: 130, filter: 'text' },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 200 },
    subject: { type: changeSubjectSchema, title: ['Subject', '变更对象'], kind: 'status', width: 130, optionName: 'changeSubject', filter: { kind: 'select', schema: changeSubjectSchema } },
    subjectNo: { type: z.string(), title: ['Document no.', '单号'], width: 150, filter: 'text' },
    action: { type: changeActionSchema, title: ['Action', '操作'], kind: 'status', width: 120, optionName: 'changeAction', filter: { kind: 'select', schema: changeActionSchema } },
    detail: { type: z.string(), title: ['What changed', '变更内容'], width: 240 },
    actor: { type: z.string(), title: ['By', '操作人'], width: 130 },
  },
  defaultSort: { field: 'at', order: 'desc' },
  conditionOrder: ['productCode', 'subjectNo', 'subject', 'action', 'at'],
});
export const changeRecordRowSchema = changeRecordList.row;
export type ChangeRecordRow = z.infer<typeof changeRecordRowSchema>;

export const searchChangeRecords = endpoint({
  id: 'product.recordSearch',
  method: 'POST',
  path: '/api/scm-app/supplier/product/records/search',
  summary: 'Change records of products (recordsList)',
  body: changeRecordList.query,
  response: changeRecordList.page,
});

export const changeRecordEndpoints = [searchChangeRecords] as const;
