// The invoice record machine (/finance/invoiceInfo/:id) on the record-with-actions kit: a draft offers
// "Submit" and "Cancel", a rejected one "Reopen", submitted, approved and cancelled ones nothing; each
// is sent once with the version read (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { invoiceInfoSchema, InvoiceErrorCode, submitInvoice, type InvoiceInfo } from '../../../src/contract/finance';
import { invoiceMachine, invoiceSpec } from '../../../src/machines/finance/invoice.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
const money = { amountNoTax: '884.96', tax: '115.04', amount: '1000.00' };

function invoice(status: InvoiceInfo['status'], version: number): InvoiceInfo {
  return {
    number: 'IV2603020001',
    invoiceNo: 'FP-2026-0001',
    invoiceDate: '2026-03-02',
    settlementNo: 'ST202602-CART001',
    period: '2026-02',
    currency: 'USD',
    status,
    version,
    ...money,
    expected: money,
    file: { id: 'fl_1', fileName: 'invoice.pdf', contentType: 'application/pdf', size: 20480 },
    rejectCode: status === 'rejected' ? 'INVOICE_TOTAL_MISMATCH' : null,
    rejectReason: status === 'rejected' ? 'The total 1,001.00 is not the settlement’s 1,000.00.' : null,
    createdAt: '2026-03-02T08:00:00.000Z',
    submittedAt: status === 'draft' ? null : '2026-03-02T09:00:00.000Z',
    decidedAt: status === 'approved' || status === 'rejected' ? '2026-03-02T10:00:00.000Z' : null,
    problems: [],
    history: [],
  };
}

describe('invoice machine', () => {
  it('the fixtures are answers the contract accepts; the actions follow the status', () => {
    expect(invoiceInfoSchema.safeParse(invoice('rejected', 3)).success).toBe(true);
    const offered = (i: InvoiceInfo) => (['submit', 'cancel', 'reopen'] as const).filter((a) => invoiceSpec.actions[a].allowed(i));
    expect(['draft', 'submitted', 'approved', 'rejected', 'cancelled'].map((s) => offered(invoice(s as InvoiceInfo['status'], 1)))).toEqual([['submit', 'cancel'], [], [], ['reopen'], []]);
  });

  recordActionsModelTests({
    spec: invoiceSpec,
    machine: invoiceMachine,
    key: 'IV2603020001',
    loaded: [invoice('draft', 1), invoice('rejected', 3), invoice('submitted', 2)],
    submitted: [invoice('submitted', 2), invoice('draft', 4)],
    stale: new CallError('envelope', InvoiceErrorCode.stale, 'This invoice was changed meanwhile.'),
    refused: failure,
    loadFailure: failure,
    notes: [],
    coverage: { states: 9, transitions: 14 },
    bodyAccepted: (i) => submitInvoice.body?.safeParse({ number: i.key, version: i.version }).success === true,
  });
});
