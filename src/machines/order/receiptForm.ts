// The receipt info forms (receipt.machine.ts): the header and the new line as typed, and what is
// wrong with them by the contract's rules (src/contract/order/receipts.ts: the same schemas and
// receiptLineProblems() the server applies). Problems are keys; the screen translates them.
import { currencyConflicts, receiptHeaderSchema, receiptLineInputSchema, receiptLineProblems, type ReceiptHeader, type ReceiptInfo, type ReceiptLineInput, type ReceiptLineProblem } from '../../contract/order';

export type HeaderDraft = Record<keyof ReceiptHeader, string>;
export type LineDraft = Record<keyof ReceiptLineInput, string>;
export type HeaderField = keyof HeaderDraft;
export type LineField = keyof LineDraft;
/** 'invalid': the field's format (required, digits, code); the others are the business rules. */
export type LineProblem = 'invalid' | ReceiptLineProblem['kind'];

export const emptyLine: LineDraft = { sku: '', qty: '', unitPrice: '', hsCode: '', originCountry: '' };

export function headerDraftOf(info: ReceiptInfo | null, today: string): HeaderDraft {
  const h = info?.header;
  return h ? { ...h } : { invoiceNo: '', invoiceDate: today, sellerTaxId: '', currency: 'USD' };
}

/** A new line starts on the first sku of the order not on the receipt yet. */
export function lineDraftOf(info: ReceiptInfo | null): LineDraft {
  const free = info?.skus.find((s) => !info.lines.some((l) => l.sku === s.sku));
  return { ...emptyLine, sku: free?.sku ?? '', qty: free ? String(free.qty) : '', originCountry: 'CN' };
}

const trimmed = (d: HeaderDraft) => ({ ...d, invoiceNo: d.invoiceNo.trim(), sellerTaxId: d.sellerTaxId.trim(), currency: d.currency.trim().toUpperCase() });

export function headerOf(d: HeaderDraft): ReceiptHeader | null {
  const r = receiptHeaderSchema.safeParse(trimmed(d));
  return r.success ? r.data : null;
}

export function headerProblems(d: HeaderDraft): HeaderField[] {
  const r = receiptHeaderSchema.safeParse(trimmed(d));
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.path[0] as HeaderField))];
}

/**
 * The skus whose price has decimals when the draft's currency has none (JPY, decision 028): the
 * server refuses such a header, so the form says so before it is sent.
 */
export function currencyConflictSkus(d: HeaderDraft, info: ReceiptInfo | null): string[] {
  const h = headerOf(d);
  return h && info ? currencyConflicts(info.lines, h.currency).map((p) => p.sku) : [];
}

const numberOf = (s: string) => (s.trim() === '' ? NaN : Number(s.trim()));

function lineCandidate(d: LineDraft) {
  return { sku: d.sku.trim(), qty: numberOf(d.qty), unitPrice: numberOf(d.unitPrice), hsCode: d.hsCode.trim(), originCountry: d.originCountry.trim().toUpperCase() };
}

export function lineOf(d: LineDraft): ReceiptLineInput | null {
  const r = receiptLineInputSchema.safeParse(lineCandidate(d));
  return r.success ? r.data : null;
}

const problemField: Record<ReceiptLineProblem['kind'], LineField> = { skuNotOnOrder: 'sku', duplicateSku: 'sku', qtyExceeded: 'qty', hsCode: 'hsCode', country: 'originCountry', wholeAmount: 'unitPrice' };

export function lineProblems(d: LineDraft, info: ReceiptInfo | null): Partial<Record<LineField, LineProblem>> {
  const out: Partial<Record<LineField, LineProblem>> = {};
  const candidate = lineCandidate(d);
  const r = receiptLineInputSchema.safeParse(candidate);
  if (!r.success) for (const issue of r.error.issues) out[issue.path[0] as LineField] = 'invalid';
  if (!out.sku && info) {
    const line = { ...candidate, qty: Number.isFinite(candidate.qty) ? candidate.qty : 0 };
    for (const p of receiptLineProblems(line, info.skus, info.lines, info.header?.currency)) out[problemField[p.kind]] ??= p.kind;
  }
  return out;
}

export const lineValid = (d: LineDraft, info: ReceiptInfo | null) => Object.keys(lineProblems(d, info)).length === 0;
