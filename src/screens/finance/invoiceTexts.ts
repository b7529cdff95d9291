// The pre-flight check's findings in the reader's language (the form's and the record's), with
// the figures of both sides.
import { useLingui } from '@lingui/react/macro';
import { INVOICE_DATE_DAYS_BACK, InvoiceProblemCode, type InvoiceProblem } from '../../contract/finance';

export function useCheckTexts(): (p: InvoiceProblem, money: (v: string) => string) => string {
  const { t } = useLingui();
  return (p, money) => {
    switch (p.code) {
      case InvoiceProblemCode.totalMismatch:
        return t`The total with tax, ${money(p.invoice ?? '0.00')}, does not match the settlement's, ${money(p.expected ?? '0.00')}.`;
      case InvoiceProblemCode.taxMismatch:
        return t`The tax, ${money(p.invoice ?? '0.00')}, must be the settlement lines' tax, ${money(p.expected ?? '0.00')}, and without tax plus tax must make the total.`;
      case InvoiceProblemCode.numberUsed:
        return t`This invoice number is already used by another of your invoices.`;
      case InvoiceProblemCode.dateInvalid:
        return t`The invoice date must be today or at most ${INVOICE_DATE_DAYS_BACK} days back.`;
      case InvoiceProblemCode.fileMissing:
        return t`Attach the invoice file.`;
    }
  };
}
