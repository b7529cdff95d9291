// The invoice pre-flight check (docs/domain/finance.md, "Invoices", "Checked before sending"): one
// pure function run by the form as the supplier types, by the upload check call, by submit and by
// the platform's job, so an invoice that passes here is not rejected later. Money is compared in
// integer cents parsed from the decimal strings (never floating point).

export const InvoiceProblemCode = {
  totalMismatch: 'INVOICE_TOTAL_MISMATCH',
  taxMismatch: 'INVOICE_TAX_MISMATCH',
  numberUsed: 'INVOICE_NUMBER_USED',
  dateInvalid: 'INVOICE_DATE_INVALID',
  fileMissing: 'INVOICE_FILE_MISSING',
} as const;
export type InvoiceProblemCode = (typeof InvoiceProblemCode)[keyof typeof InvoiceProblemCode];

/** How many days before today an invoice may be dated (Ariba's rule); never after today. */
export const INVOICE_DATE_DAYS_BACK = 2;

export interface InvoiceFigures {
  amountNoTax: string;
  tax: string;
  amount: string;
}

export interface InvoiceCheckInput {
  invoice: InvoiceFigures & { invoiceDate: string; hasFile: boolean };
  /** What the confirmed settlement owes: its sums of lines and adjustments. */
  expected: InvoiceFigures;
  /** Another live invoice of the tenant carries this invoice number. */
  numberUsed: boolean;
  /** The date the check is made for (YYYY-MM-DD, UTC): today, or the day it was submitted. */
  today: string;
}

export interface InvoiceProblem {
  code: InvoiceProblemCode;
  field: 'amount' | 'tax' | 'invoiceNo' | 'invoiceDate' | 'file';
  /** The invoice's figure and the settlement's, for the mismatches. */
  invoice?: string;
  expected?: string;
}

/** Exact cents of a decimal string ("-12.30" -> -1230); NaN when it is not one. */
export function centsOf(value: string): number {
  const m = /^(-?)(\d{1,16})\.(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const cents = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -cents : cents;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

export function checkInvoice(input: InvoiceCheckInput): InvoiceProblem[] {
  const { invoice, expected } = input;
  const problems: InvoiceProblem[] = [];
  if (centsOf(invoice.amount) !== centsOf(expected.amount)) problems.push({ code: InvoiceProblemCode.totalMismatch, field: 'amount', invoice: invoice.amount, expected: expected.amount });
  // the tax must be the lines' tax, and the invoice's split must add up
  if (centsOf(invoice.tax) !== centsOf(expected.tax) || centsOf(invoice.amountNoTax) + centsOf(invoice.tax) !== centsOf(invoice.amount))
    problems.push({ code: InvoiceProblemCode.taxMismatch, field: 'tax', invoice: invoice.tax, expected: expected.tax });
  if (input.numberUsed) problems.push({ code: InvoiceProblemCode.numberUsed, field: 'invoiceNo' });
  const days = dayNumber(input.today) - dayNumber(invoice.invoiceDate);
  if (!(days >= 0 && days <= INVOICE_DATE_DAYS_BACK)) problems.push({ code: InvoiceProblemCode.dateInvalid, field: 'invoiceDate' });
  if (!invoice.hasFile) problems.push({ code: InvoiceProblemCode.fileMissing, field: 'file' });
  return problems;
}
