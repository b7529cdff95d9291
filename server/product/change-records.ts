// Change records of products (src/contract/product/change-record.ts): the row every change to a
// product writes in its own transaction (price proposals in price.ts and price-decisions.ts, tag
// applications in tag.ts and tag-decisions.ts), and the recordsList search over them.
import { randomBytes } from 'node:crypto';
import { changeRecordList, searchChangeRecords, type ChangeAction, type ChangeSubject } from '../../src/contract/product';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { equals } from '../lists/conditions';
import { callerOf, registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export interface ProductChange {
  tenantId: string;
  productId: string;
  subject: ChangeSubject;
  subjectNo: string;
  action: ChangeAction;
  /** Language-free data: prices, seller skus, a reason code, the note given. */
  detail: string;
  by: { id: string | null; name: string };
  at: Date;
}

export async function writeProductChange(tx: Db, c: ProductChange): Promise<void> {
  await tx.query(
    `INSERT INTO product_change_records (id, tenant_id, product_id, subject, subject_no, action, detail, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [`pcr_${randomBytes(8).toString('hex')}`, c.tenantId, c.productId, c.subject, c.subjectNo, c.action, c.detail.slice(0, 500), c.by.id, c.by.name, c.at],
  );
}

/** "12.5 → 13.13 from 2026-03-04": what a price proposal changes. */
export const priceChangeDetail = (oldPrice: unknown, newPrice: unknown, effectiveDate: string, extra = '') =>
  [`${Number(oldPrice)} → ${Number(newPrice)} @ ${effectiveDate}`, extra].filter(Boolean).join(' · ');

export const changeRecordListDefinition = registerList(
  defineSpecList(changeRecordList, {
    from: sql`product_change_records r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      at: sql`r.at`,
      productId: sql`r.product_id`,
      productCode: sql`p.product_code`,
      title: sql`p.title`,
      subject: sql`r.subject`,
      subjectNo: sql`r.subject_no`,
      action: sql`r.action`,
      detail: sql`r.detail`,
      actor: sql`r.actor_name`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    filters: {
      productId: (id) => equals(sql`r.product_id`, id.trim() || undefined),
    },
  }),
);

export const changeRecordHandlers: readonly HandlerEntry[] = [
  defineHandler(searchChangeRecords, async ({ db, user, body }) => (await changeRecordListDefinition.page(db, callerOf(user), body)) as never),
];
