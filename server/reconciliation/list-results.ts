// The result lines of reconciliation bills (reconciliation.result): one SQL expression per field of
// the contract's list spec (resultList). Registered at import; the info screen names its bill.
import { resultList } from '../../src/contract/reconciliation';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const resultListDefinition = registerList(
  defineSpecList(resultList, {
    from: sql`reconciliation_lines l JOIN reconciliation_bills b ON b.id = l.bill_id AND b.tenant_id = l.tenant_id`,
    id: sql`l.id`,
    fields: {
      id: sql`l.id`,
      billId: sql`l.bill_id`,
      billNo: sql`b.bill_no`,
      lineNo: sql`l.line_no`,
      resultClass: sql`l.result_class`,
      trackingNo: sql`l.tracking_no`,
      orderNo: sql`l.order_no`,
      shipDate: sql`to_char(l.ship_date, 'YYYY-MM-DD')`,
      feeCode: sql`l.fee_code`,
      billedWeight: sql`l.billed_weight`,
      shipmentWeight: sql`l.shipment_weight`,
      billedAmount: sql`l.billed_amount`,
      expectedAmount: sql`l.expected_amount`,
      difference: sql`l.difference`,
      decision: sql`l.status`,
      decisionNote: sql`l.decision_note`,
      currency: sql`b.currency`,
      version: sql`l.version`,
    },
    scope: (caller) => [sql`l.tenant_id = ${caller.tenantId}`],
  }),
);
