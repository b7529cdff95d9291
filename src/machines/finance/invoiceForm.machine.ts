// Creating or fixing an invoice (/finance/invoiceInfo without an id, or a draft's record; docs/domain/
// finance.md "Invoices"): the confirmed settlement it is against (its sums pre-fill the figures),
// the invoice number and date, the figures (decimal strings), and the file, uploaded when chosen
// with its progress (300 s). The pre-flight check (checkInvoice, the same function as the server's
// and the job's) is shown as the supplier types; saving sends the upload check call first, then
// create or update. Submitting is the record's action (invoice.machine.ts).
//   loading     the invoiceable settlements (invoke 'loadSettlements', create only); tag 'busy'.
//               Done -> editing; failure -> loadFailed.
//   loadFailed  context.error; invoice.retry -> loading.
//   editing     invoice.settlementChosen pre-fills the figures; invoice.fieldChanged keeps a field;
//               invoice.fileChosen {file} -> uploading when fileProblem() finds none, else stays
//               with problems.file; invoice.saved -> saving when formProblems() finds none, else
//               stays with context.problems.
//   uploading   upload (invoke 'upload'; it reports invoice.uploadProgress); tag 'busy'. Done ->
//               editing with the file; failure -> editing with context.error (checked by content).
//   saving      save (invoke 'save': the check call, then create or update); tag 'busy'. Only
//               reachable from editing with a valid form, so a double click sends one call. Done
//               -> done (context.saved; announceSaved); failure -> editing with context.error.
//   done        final for the screen: it opens (or reloads) the record.
import { assign, fromPromise, setup } from 'xstate';
import { call, upload } from '../../services';
import {
  checkInvoice,
  checkInvoiceUpload,
  createInvoice,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_NO_MAX,
  listInvoiceableSettlements,
  updateInvoice,
  uploadInvoiceFile,
  type InvoiceFile,
  type InvoiceFigures,
  type InvoiceInfo,
  type InvoiceProblem,
} from '../../contract/finance';
import { toMachineError, type MachineError } from '../support/errors';

export const INVOICE_FILE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.webp'] as const;

export type InvoiceField = 'invoiceNo' | 'invoiceDate' | 'amountNoTax' | 'tax' | 'amount';
export type InvoiceFormProblem = 'required' | 'tooLong' | 'notMoney' | 'fileType' | 'fileSize';

export type InvoiceSettlementOption = InvoiceFigures & { settlementNo: string; period: string; cart: string; currency: string };

export interface InvoiceFormValues extends InvoiceFigures {
  settlementNo: string;
  invoiceNo: string;
  invoiceDate: string;
}

export interface InvoiceFormContext extends InvoiceFormValues {
  /** Fixing a draft: its number and version; null when creating. */
  editing: { number: string; version: number } | null;
  today: string;
  requestKey: string;
  settlements: InvoiceSettlementOption[];
  /** What the settlement owes (the figures the invoice must carry). */
  expected: InvoiceFigures | null;
  file: InvoiceFile | null;
  pending: File | null;
  progress: { loaded: number; total: number } | null;
  problems: Partial<Record<InvoiceField | 'settlementNo' | 'file', InvoiceFormProblem>>;
  saved: InvoiceInfo | null;
  error: MachineError | null;
}

export type InvoiceFormInput = { today: string; requestKey: string; invoice?: InvoiceInfo };

export type InvoiceFormEvent =
  | { type: 'invoice.retry' }
  | { type: 'invoice.settlementChosen'; settlementNo: string }
  | { type: 'invoice.fieldChanged'; field: InvoiceField; value: string }
  | { type: 'invoice.fileChosen'; file: File }
  | { type: 'invoice.uploadProgress'; loaded: number; total: number }
  | { type: 'invoice.saved' };

const MONEY = /^-?\d{1,16}\.\d{2}$/;

/** Why a chosen file cannot be the invoice's, before sending it (the server checks its content). */
export function fileProblem(file: { name: string; size: number }): InvoiceFormProblem | null {
  const name = file.name.toLowerCase();
  if (!INVOICE_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'fileType';
  if (file.size <= 0 || file.size > INVOICE_FILE_MAX_BYTES) return 'fileSize';
  return null;
}

/** What is wrong with the form before anything is sent (the check's findings do not stop a save). */
export function formProblems(v: InvoiceFormValues): InvoiceFormContext['problems'] {
  const problems: InvoiceFormContext['problems'] = {};
  if (!v.settlementNo) problems.settlementNo = 'required';
  if (!v.invoiceNo.trim()) problems.invoiceNo = 'required';
  else if (v.invoiceNo.trim().length > INVOICE_NO_MAX) problems.invoiceNo = 'tooLong';
  if (!v.invoiceDate) problems.invoiceDate = 'required';
  for (const f of ['amountNoTax', 'tax', 'amount'] as const) if (!MONEY.test(v[f].trim())) problems[f] = 'notMoney';
  return problems;
}

/** The pre-flight check as the supplier types (the number's use is the server's to say). */
export function formCheck(c: InvoiceFormContext): InvoiceProblem[] {
  if (!c.expected || Object.keys(formProblems(c)).length > 0) return [];
  return checkInvoice({ invoice: { amountNoTax: c.amountNoTax.trim(), tax: c.tax.trim(), amount: c.amount.trim(), invoiceDate: c.invoiceDate, hasFile: c.file !== null }, expected: c.expected, numberUsed: false, today: c.today });
}

const figuresOf = (f: InvoiceFigures) => ({ amountNoTax: f.amountNoTax, tax: f.tax, amount: f.amount });

function initial(input: InvoiceFormInput): InvoiceFormContext {
  const i = input.invoice;
  return {
    editing: i ? { number: i.number, version: i.version } : null,
    today: input.today,
    requestKey: input.requestKey,
    settlements: [],
    expected: i ? figuresOf(i.expected) : null,
    settlementNo: i?.settlementNo ?? '',
    invoiceNo: i?.invoiceNo ?? '',
    invoiceDate: i?.invoiceDate ?? input.today,
    amountNoTax: i?.amountNoTax ?? '',
    tax: i?.tax ?? '',
    amount: i?.amount ?? '',
    file: i?.file ?? null,
    pending: null,
    progress: null,
    problems: {},
    saved: null,
    error: null,
  };
}

export type InvoiceSaveInput = { context: InvoiceFormContext };

export const invoiceFormMachine = setup({
  types: {
    context: {} as InvoiceFormContext,
    events: {} as InvoiceFormEvent,
    input: {} as InvoiceFormInput,
    children: {} as { loadSettlements: 'loadSettlements'; upload: 'upload'; save: 'save' },
  },
  actors: {
    loadSettlements: fromPromise<InvoiceSettlementOption[]>(({ signal }) => call(listInvoiceableSettlements, {}, { signal, quiet: true })),
    upload: fromPromise<InvoiceFile, { file: File; report(loaded: number, total: number): void }>(({ input, signal }) => {
      const form = new FormData();
      form.set('file', input.file);
      return upload(uploadInvoiceFile, form, {}, { signal, save: true, onProgress: input.report });
    }),
    save: fromPromise<InvoiceInfo, InvoiceSaveInput>(async ({ input: { context: c }, signal }) => {
      const fields = { invoiceNo: c.invoiceNo.trim(), invoiceDate: c.invoiceDate, amountNoTax: c.amountNoTax.trim(), tax: c.tax.trim(), amount: c.amount.trim(), fileId: c.file?.id ?? null };
      // the server's pre-flight check first (it also knows whether the number is used): a used
      // number is refused by the save itself; the other findings are the draft's to fix
      await call(checkInvoiceUpload, { body: { settlementNo: c.settlementNo, ...(c.editing ? { number: c.editing.number } : {}), ...fields } }, { signal, quiet: true });
      if (c.editing) return call(updateInvoice, { body: { number: c.editing.number, version: c.editing.version, ...fields } }, { signal, save: true });
      return call(createInvoice, { body: { settlementNo: c.settlementNo, requestKey: c.requestKey, ...fields } }, { signal, save: true });
    }),
  },
  actions: {
    /** Saved (provided by the screen: a toast, the record opened or reloaded). */
    announceSaved: () => {},
  },
  guards: {
    creating: ({ context }) => context.editing === null,
    fileFits: ({ event }) => event.type === 'invoice.fileChosen' && fileProblem(event.file) === null,
    valid: ({ context }) => Object.keys(formProblems(context)).length === 0,
  },
}).createMachine({
  id: 'invoiceForm',
  context: ({ input }) => initial(input),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'creating', target: 'loading' }, { target: 'editing' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettlements',
        src: 'loadSettlements',
        onDone: { target: 'editing', actions: assign({ settlements: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'invoice.retry': 'loading' } },
    editing: {
      on: {
        'invoice.settlementChosen': {
          guard: 'creating',
          actions: assign(({ context, event }) => {
            const s = context.settlements.find((x) => x.settlementNo === event.settlementNo);
            if (!s) return {};
            return { settlementNo: s.settlementNo, expected: figuresOf(s), ...figuresOf(s), problems: { ...context.problems, settlementNo: undefined, amountNoTax: undefined, tax: undefined, amount: undefined }, error: null };
          }),
        },
        'invoice.fieldChanged': { actions: assign(({ context, event }) => ({ [event.field]: event.value, problems: { ...context.problems, [event.field]: undefined }, error: null })) },
        'invoice.fileChosen': [
          { guard: 'fileFits', target: 'uploading', actions: assign(({ context, event }) => ({ pending: event.file, progress: { loaded: 0, total: event.file.size }, problems: { ...context.problems, file: undefined }, error: null })) },
          { actions: assign(({ context, event }) => ({ problems: { ...context.problems, file: fileProblem(event.file) ?? undefined } })) },
        ],
        'invoice.saved': [
          { guard: 'valid', target: 'saving', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => formProblems(context) }) },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      on: { 'invoice.uploadProgress': { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) } },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({ file: context.pending as File, report: (loaded: number, total: number) => self.send({ type: 'invoice.uploadProgress', loaded, total }) }),
        onDone: { target: 'editing', actions: assign({ file: ({ event }) => event.output, pending: null, progress: null }) },
        onError: { target: 'editing', actions: assign({ pending: null, progress: null, error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ context }),
        onDone: { target: 'done', actions: [assign({ saved: ({ event }) => event.output }), 'announceSaved'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
