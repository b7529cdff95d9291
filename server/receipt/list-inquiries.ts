// The price inquiry list (receipt.priceInquiry): its fields are declared once in the contract's list
// spec (inquiryList); here is the SQL of each. Hours left count down to the stored reply deadline
// (0 once it passed or the inquiry is decided). Registered at import.
import { inquiryList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { closesSoon } from './due-soon';

export const inquiryListDefinition = registerList(
  defineSpecList(inquiryList, {
    from: sql`receipt_inquiries q JOIN warehouses w ON w.id = q.warehouse_id AND w.tenant_id = q.tenant_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS lines, count(*) FILTER (WHERE l.unit_price IS NOT NULL OR l.decline_reason IS NOT NULL)::int AS replied
          FROM receipt_inquiry_lines l WHERE l.inquiry_id = q.id AND l.tenant_id = q.tenant_id) t`,
    id: sql`q.id`,
    fields: {
      id: sql`q.id`,
      inquiryNo: sql`q.inquiry_no`,
      status: sql`q.status`,
      warehouse: sql`w.name`,
      currency: sql`q.currency`,
      incoterm: sql`q.incoterm`,
      lines: sql`t.lines`,
      repliedLines: sql`t.replied`,
      hoursLeft: sql`CASE WHEN q.status IN ('open', 'replied') THEN greatest(floor(extract(epoch FROM q.reply_closes_at - now()) / 3600), 0)::int ELSE 0 END`,
      replyClosesAt: sql`q.reply_closes_at`,
      createdAt: sql`q.created_at`,
      version: sql`q.version`,
    },
    scope: (caller) => [sql`q.tenant_id = ${caller.tenantId}`],
    // the dashboard's inquiriesDue (due-soon.ts): nothing replied yet
    filters: { dueSoon: (on, caller) => (on ? sql`q.status = 'open' AND ${closesSoon(sql`q.reply_closes_at`, caller)}` : undefined) },
  }),
);
