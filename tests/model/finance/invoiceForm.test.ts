// The invoice form machine (invoiceForm.machine.ts): the settlements load first (creating only); a
// settlement chosen pre-fills the figures and the check (checkInvoice, the server's function) finds
// nothing but the missing file; a file that cannot be an invoice's is refused before it is sent; an
// upload reports its progress and ends with the file kept; nothing is saved while the form has a
// problem; one save per confirmation (a double click sends one), the check call first; a refusal
// keeps the form; fixing a draft starts from its figures and updates it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InvoiceFile, InvoiceInfo } from '../../../src/contract/finance';
import { fileProblem, formCheck, invoiceFormMachine, type InvoiceSaveInput, type InvoiceSettlementOption } from '../../../src/machines/finance/invoiceForm.machine';
import { CallError } from '../../../src/services';

const TODAY = '2026-03-02';
const settlement: InvoiceSettlementOption = { settlementNo: 'ST202601-CART001', period: '2026-01', cart: 'Harbor US main', currency: 'USD', amountNoTax: '1000.00', tax: '130.00', amount: '1130.00' };
const file: InvoiceFile = { id: 'if_1', fileName: 'invoice.pdf', contentType: 'application/pdf', size: 812 };
const pdf = { name: 'invoice.pdf', size: 812 } as unknown as File;
const saved = { number: 'IV2603020001', status: 'draft', version: 1 } as InvoiceInfo;

function start(options: { invoice?: InvoiceInfo; saveFails?: boolean } = {}) {
  const calls = { load: 0, upload: 0, save: 0 };
  let report: ((loaded: number, total: number) => void) | null = null;
  let finishUpload: (f: InvoiceFile) => void = () => {};
  const machine = invoiceFormMachine.provide({
    actors: {
      loadSettlements: fromPromise(async () => (calls.load++, [settlement])),
      upload: fromPromise<InvoiceFile, { file: File; report(loaded: number, total: number): void }>(({ input }) => {
        calls.upload++;
        report = input.report;
        return new Promise((resolve) => (finishUpload = resolve));
      }),
      save: fromPromise<InvoiceInfo, InvoiceSaveInput>(async () => {
        calls.save++;
        if (options.saveFails) throw new CallError('envelope', 'INVOICE_NUMBER_USED', 'Invoice number FP1 is already used by another of your invoices.');
        return saved;
      }),
    },
  });
  const actor = createActor(machine, { input: { today: TODAY, requestKey: 'k-12345678', invoice: options.invoice } }).start();
  return { actor, calls, report: (l: number, t: number) => report?.(l, t), finishUpload: (f: InvoiceFile) => finishUpload(f) };
}

describe('invoice form machine', () => {
  it('pre-fills from the settlement, checks as it goes, uploads with progress, saves once', async () => {
    const { actor, calls, report, finishUpload } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.load).toBe(1);
    // nothing is sent while a field is missing
    actor.send({ type: 'invoice.saved' });
    expect(actor.getSnapshot().context.problems).toMatchObject({ settlementNo: 'required', invoiceNo: 'required', amount: 'notMoney' });
    actor.send({ type: 'invoice.settlementChosen', settlementNo: settlement.settlementNo });
    actor.send({ type: 'invoice.fieldChanged', field: 'invoiceNo', value: 'FP1' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: '1130.00', tax: '130.00', amountNoTax: '1000.00' });
    expect(formCheck(actor.getSnapshot().context).map((p) => p.code)).toEqual(['INVOICE_FILE_MISSING']);
    actor.send({ type: 'invoice.fieldChanged', field: 'amount', value: '1131.00' });
    expect(formCheck(actor.getSnapshot().context).map((p) => [p.code, p.invoice, p.expected])).toEqual([
      ['INVOICE_TOTAL_MISMATCH', '1131.00', '1130.00'],
      ['INVOICE_TAX_MISMATCH', '130.00', '130.00'],
      ['INVOICE_FILE_MISSING', undefined, undefined],
    ]);
    actor.send({ type: 'invoice.fieldChanged', field: 'amount', value: '1130.00' });
    // a file that cannot be an invoice's is refused before it is sent
    expect([fileProblem({ name: 'setup.exe', size: 2 }), fileProblem({ name: 'scan.pdf', size: 11 * 1024 * 1024 }), fileProblem(pdf)]).toEqual(['fileType', 'fileSize', null]);
    actor.send({ type: 'invoice.fileChosen', file: { name: 'setup.exe', size: 2 } as unknown as File });
    expect(actor.getSnapshot().context.problems.file).toBe('fileType');
    expect(calls.upload).toBe(0);
    actor.send({ type: 'invoice.fileChosen', file: pdf });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    report(406, 812);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 406, total: 812 });
    actor.send({ type: 'invoice.saved' });
    expect(calls.save).toBe(0);
    finishUpload(file);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ file, progress: null });
    expect(formCheck(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'invoice.saved' });
    actor.send({ type: 'invoice.saved' });
    await waitFor(actor, (s) => s.matches('done'));
    expect([calls.save, actor.getSnapshot().context.saved?.number]).toEqual([1, 'IV2603020001']);
  });

  it('fixing a draft starts from its figures, skips the settlements, and a refusal keeps the form', async () => {
    const draft = { number: 'IV2603020001', version: 2, settlementNo: settlement.settlementNo, invoiceNo: 'FP1', invoiceDate: TODAY, amountNoTax: '1001.00', tax: '130.00', amount: '1131.00', expected: settlement, file } as unknown as InvoiceInfo;
    const { actor, calls } = start({ invoice: draft, saveFails: true });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(formCheck(actor.getSnapshot().context).map((p) => p.code)).toEqual(['INVOICE_TOTAL_MISMATCH']);
    actor.send({ type: 'invoice.settlementChosen', settlementNo: 'ST-OTHER' });
    expect(actor.getSnapshot().context.settlementNo).toBe(settlement.settlementNo);
    actor.send({ type: 'invoice.saved' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect([calls.load, calls.save, actor.getSnapshot().context.error?.code, actor.getSnapshot().context.invoiceNo]).toEqual([0, 1, 'INVOICE_NUMBER_USED', 'FP1']);
  });
});
