// The invoice's form (a thin view over invoiceForm.machine.ts): the settlement (creating only; its
// sums pre-fill the figures), the invoice number and date, the figures, the file with its upload
// progress, and the pre-flight check's findings as the supplier types, so what is sent passes.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../contract/kernel/rules';
import { formCheck, INVOICE_FILE_EXTENSIONS, type invoiceFormMachine, type InvoiceField, type InvoiceFormProblem } from '../../machines/finance/invoiceForm.machine';
import { Button } from '../../ui/Button';
import { DateTimeField } from '../../ui/DateTimeField';
import { SelectField, TextField } from '../../ui/FormField';
import { ProgressBar } from '../../ui/ProgressBar';
import { Section } from '../../ui/Section';
import { LoadGate } from '../LoadGate';
import { useCheckTexts } from './invoiceTexts';

export function InvoiceForm({ actor, currency }: { actor: ActorRefFrom<typeof invoiceFormMachine>; currency: string | null }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const checkText = useCheckTexts();
  const busy = s.hasTag('busy');
  const problemText = (p: InvoiceFormProblem | undefined): string | null =>
    p
      ? {
          required: t`Required.`,
          tooLong: t`At most 40 characters.`,
          notMoney: t`An amount with two decimals, such as 1234.50.`,
          fileType: t`The file must be a PDF, PNG, JPEG or WEBP file.`,
          fileSize: t`The file must be at most 10 MB.`,
        }[p]
      : null;
  const change = (field: InvoiceField) => (value: string | null) => actor.send({ type: 'invoice.fieldChanged', field, value: value ?? '' });
  const chosen = c.settlements.find((x) => x.settlementNo === c.settlementNo);
  const money = (v: string) => formatMoney(v, chosen?.currency ?? currency ?? 'USD');
  const findings = formCheck(c);
  const percent = c.progress && c.progress.total > 0 ? Math.round((c.progress.loaded / c.progress.total) * 100) : 0;
  if (s.matches('loadFailed') || s.matches('loading'))
    return (
      <Section title={t`New invoice`} testId="finance-invoice-form">
        <LoadGate failed={s.matches('loadFailed')} loading error={c.error} failedText={t`The settlements to invoice could not be loaded.`} onRetry={() => actor.send({ type: 'invoice.retry' })} errorTestId="finance-invoice-form-error">
          {() => null}
        </LoadGate>
      </Section>
    );
  return (
    <Section title={c.editing ? t`Fix the draft` : t`New invoice`} testId="finance-invoice-form">
      <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
        {c.editing ? null : (
          <SelectField
            label={t`Confirmed settlement`}
            value={c.settlementNo || null}
            onChange={(v) => v && actor.send({ type: 'invoice.settlementChosen', settlementNo: v })}
            options={c.settlements.map((x) => ({ value: x.settlementNo, label: `${x.settlementNo} · ${x.cart} · ${formatMoney(x.amount, x.currency)}` }))}
            errorMessage={problemText(c.problems.settlementNo)}
            description={c.settlements.length === 0 && s.matches('editing') ? t`No confirmed settlement is waiting for an invoice.` : undefined}
            testId="finance-invoice-settlement"
            isRequired
          />
        )}
        <TextField label={t`Invoice No.`} value={c.invoiceNo} onChange={change('invoiceNo')} errorMessage={problemText(c.problems.invoiceNo)} maxLength={40} testId="finance-invoice-no" isRequired />
        <DateTimeField type="date" label={t`Invoice date`} value={c.invoiceDate} onChange={(v) => change('invoiceDate')(v)} errorMessage={problemText(c.problems.invoiceDate)} testId="finance-invoice-date" isRequired />
        <TextField label={t`Amount without tax`} value={c.amountNoTax} onChange={change('amountNoTax')} errorMessage={problemText(c.problems.amountNoTax)} maxLength={20} testId="finance-invoice-notax" isRequired />
        <TextField label={t`Tax`} value={c.tax} onChange={change('tax')} errorMessage={problemText(c.problems.tax)} maxLength={20} testId="finance-invoice-tax" isRequired />
        <TextField label={t`Amount with tax`} value={c.amount} onChange={change('amount')} errorMessage={problemText(c.problems.amount)} maxLength={20} testId="finance-invoice-amount" isRequired />
        <div className="field" data-testid="finance-invoice-file">
          <span className="field-label">{t`Invoice file (PDF or image, at most 10 MB)`}</span>
          <p translate={c.file ? 'no' : undefined} data-testid="finance-invoice-file-name">
            {c.file ? c.file.fileName : t`No file attached yet.`}
          </p>
          <FileTrigger acceptedFileTypes={[...INVOICE_FILE_EXTENSIONS]} onSelect={(files) => files?.[0] && actor.send({ type: 'invoice.fileChosen', file: files[0] })}>
            <Button variant="secondary" isPending={s.matches('uploading')} isDisabled={busy} testId="finance-invoice-choose">
              {c.file ? t`Replace the file` : t`Upload the file`}
            </Button>
          </FileTrigger>
          {c.progress ? <ProgressBar label={t`Uploading the invoice file`} value={percent} testId="finance-invoice-progress" /> : null}
          {c.problems.file ? (
            <p className="field-error" role="alert" data-testid="finance-invoice-file-problem">
              {problemText(c.problems.file)}
            </p>
          ) : null}
        </div>
      </form>
      {c.expected ? (
        <div data-testid="finance-invoice-check" aria-live="polite">
          <p>{t`The settlement owes ${money(c.expected.amount)} with tax, of which ${money(c.expected.tax)} tax.`}</p>
          {findings.length === 0 ? (
            <p data-testid="finance-invoice-check-ok">{t`Checked before sending: nothing to fix.`}</p>
          ) : (
            <ul>
              {findings.map((p) => (
                <li key={p.code} data-code={p.code}>
                  {checkText(p, money)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {c.error ? (
        <p className="field-error" role="alert" data-testid="finance-invoice-form-error">
          {c.error.message || t`The server refused it.`}
        </p>
      ) : null}
      <Button onPress={() => actor.send({ type: 'invoice.saved' })} isPending={s.matches('saving')} isDisabled={busy} testId="finance-invoice-save">
        {c.editing ? t`Save the draft` : t`Create the draft`}
      </Button>
    </Section>
  );
}
