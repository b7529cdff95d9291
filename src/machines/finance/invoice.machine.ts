// One invoice and its decisions (/finance/invoiceInfo/:id; contract src/contract/finance/invoices.ts),
// on the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each
// state means): a draft is submitted (the server runs the pre-flight check and refuses with the
// problem's code and figures) or cancelled; a rejected one is reopened as a draft to fix. Someone
// else acting first (INVOICE_STALE, _DECIDED) asks for a reload. The draft's fields are edited by
// invoiceForm.machine.ts.
import { call } from '../../services';
import { cancelInvoice, getInvoice, InvoiceErrorCode, reopenInvoice, submitInvoice, type InvoiceInfo } from '../../contract/finance';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export const invoiceSpec: RecordActionsSpec<InvoiceInfo, 'submit' | 'cancel' | 'reopen'> = {
  id: 'financeInvoice',
  load: (number, signal) => call(getInvoice, { params: { number } }, { signal, quiet: true }),
  actions: {
    submit: {
      allowed: (i) => i.status === 'draft',
      submit: ({ key, version }, signal) => call(submitInvoice, { body: { number: key, version } }, { signal, save: true }),
    },
    cancel: {
      allowed: (i) => i.status === 'draft',
      submit: ({ key, version }, signal) => call(cancelInvoice, { body: { number: key, version } }, { signal, save: true }),
    },
    reopen: {
      allowed: (i) => i.status === 'rejected',
      submit: ({ key, version }, signal) => call(reopenInvoice, { body: { number: key, version } }, { signal, save: true }),
    },
  },
  staleCodes: [InvoiceErrorCode.stale, InvoiceErrorCode.decided],
};

export const invoiceMachine = createRecordActionsMachine(invoiceSpec);
