// The invoice refusals in both languages: each problem of the pre-flight check
// (src/contract/finance/invoice-check.ts) with its figures, and the record's own refusals.
import type { Language } from '../../src/contract';
import { INVOICE_DATE_DAYS_BACK, InvoiceErrorCode, InvoiceProblemCode, type InvoiceProblem } from '../../src/contract/finance';
import { ApiError } from '../http/api-error';
import { bi, textOf, type Bi } from '../separate';

export function problemText(p: InvoiceProblem, invoiceNo: string): Bi {
  switch (p.code) {
    case InvoiceProblemCode.totalMismatch:
      return bi(`The invoice's total with tax, ${p.invoice}, does not match the confirmed settlement's, ${p.expected}.`, `发票含税金额 ${p.invoice} 与已确认结算单的金额 ${p.expected} 不一致。`);
    case InvoiceProblemCode.taxMismatch:
      return bi(
        `The invoice's tax, ${p.invoice}, must be the settlement lines' tax, ${p.expected}, and the amount without tax plus the tax must make the total.`,
        `发票税额 ${p.invoice} 须等于结算明细的税额 ${p.expected}，且不含税金额加税额须等于含税金额。`,
      );
    case InvoiceProblemCode.numberUsed:
      return bi(`Invoice number ${invoiceNo} is already used by another of your invoices.`, `发票号码 ${invoiceNo} 已被您的其他发票使用。`);
    case InvoiceProblemCode.dateInvalid:
      return bi(`The invoice date must be today or at most ${INVOICE_DATE_DAYS_BACK} days back.`, `开票日期须为今天或最多 ${INVOICE_DATE_DAYS_BACK} 天前。`);
    case InvoiceProblemCode.fileMissing:
      return bi('Attach the invoice file (a PDF document or an image).', '请上传发票文件（文档或图片）。');
  }
}

/** The check's problems as the call's answer: each with its text in the caller's language. */
export const problemsOut = (problems: InvoiceProblem[], invoiceNo: string, lang: Language) => problems.map((p) => ({ ...p, message: textOf(problemText(p, invoiceNo), lang) }));

/** Submit refused by the check: the first problem's code, every problem's text. */
export const invoiceCheckFailed = (problems: InvoiceProblem[], invoiceNo: string, lang: Language) =>
  new ApiError(problems[0].code, problems.map((p) => textOf(problemText(p, invoiceNo), lang)).join(' '), 400, { field: problems[0].field });

export const invoiceStale = (lang: Language) => new ApiError(InvoiceErrorCode.stale, textOf(bi('This invoice was changed meanwhile. Reload it and try again.', '该发票已被更改，请刷新后重试。'), lang), 409, null);

export const invoiceDecided = (lang: Language) =>
  new ApiError(InvoiceErrorCode.decided, textOf(bi('This invoice is no longer in a state that allows this. Nothing was changed.', '该发票当前状态不允许此操作，本次操作未做任何更改。'), lang), 409, null);

export const settlementNotInvoiceable = (lang: Language, number: string) =>
  new ApiError(
    InvoiceErrorCode.settlementNotReady,
    textOf(bi(`Settlement ${number} cannot be invoiced: only a confirmed settlement with no line disputed and no live invoice can be.`, `结算单 ${number} 不能开票：只有已确认、无异议明细且没有有效发票的结算单才能开票。`), lang),
    400,
    { field: 'settlementNo' },
  );

export const invoiceFileType = (lang: Language) =>
  new ApiError(InvoiceErrorCode.fileType, textOf(bi('The invoice file must be a PDF document or a PNG, JPEG or WebP image (checked by its content).', '发票文件须为文档或图片（按文件内容检查）。'), lang), 400, { field: 'file' });

export const invoiceFileUnknown = (lang: Language) =>
  new ApiError(InvoiceErrorCode.fileMissing, textOf(bi('The invoice file was not found: upload it again.', '未找到该发票文件，请重新上传。'), lang), 400, { field: 'file' });
