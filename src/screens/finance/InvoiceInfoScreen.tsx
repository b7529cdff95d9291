// /finance/invoiceInfo/:id?: without an id, the form of a new invoice (InvoiceForm), which opens
// the draft once created; with one, the invoice (a thin view over invoice.machine.ts, the
// record-with-actions kit): submit or cancel a draft, reopen a rejected one; the check's findings
// and the rejection's reason; a draft's form to fix it; the history.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../contract/kernel/rules';
import { invoiceStatusLabels, type InvoiceInfo } from '../../contract/finance';
import { invoiceMachine, invoiceSpec } from '../../machines/finance/invoice.machine';
import { invoiceFormMachine } from '../../machines/finance/invoiceForm.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';
import { InvoiceForm } from './InvoiceForm';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const newKey = () => `inv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function InvoiceInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return id ? <InvoiceRecord key={id} id={id} /> : <NewInvoice />;
}

function NewInvoice() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const [input] = useState(() => ({ today: todayUtc(), requestKey: newKey() }));
  const form = useActorRef(
    invoiceFormMachine.provide({
      actions: {
        announceSaved: ({ context }) => {
          toast.say('common.message.success');
          if (context.saved) navigate(`/invoiceInfo/${encodeURIComponent(context.saved.number)}`);
        },
      },
    }),
    { input },
  );
  return (
    <section className="detail-screen" aria-labelledby="finance-invoice-title" data-testid="finance-invoice">
      <h2 id="finance-invoice-title">{t`New invoice`}</h2>
      <nav aria-label={t`Pages`} className="finance-views">
        <Link href="/invoiceList" data-testid="finance-invoice-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <InvoiceForm actor={form} currency={null} />
    </section>
  );
}

function InvoiceRecord({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(invoiceMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="finance-invoice-title" data-testid="finance-invoice">
      <h2 id="finance-invoice-title" translate="no">
        {id}
      </h2>
      <nav aria-label={t`Pages`} className="finance-views">
        <Link href="/invoiceList" data-testid="finance-invoice-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The invoice could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="finance-invoice-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={invoiceSpec}
                texts={{
                  submit: { label: t`Submit`, title: t`Submit this invoice?`, message: t`The platform checks it against the settlement and approves it, or rejects it with the reason.` },
                  cancel: { label: t`Cancel the draft`, title: t`Cancel this draft?`, message: t`The settlement can be invoiced again.` },
                  reopen: { label: t`Reopen to fix`, title: t`Reopen this invoice?`, message: t`It becomes a draft again: fix what the reason names, then submit it.` },
                }}
                toolbarLabel={t`Invoice actions`}
                testId="finance-invoice"
                refusedText={t`The server refused it.`}
              />
              <InvoiceDetails record={record} />
              {record.status === 'draft' ? <DraftForm key={record.version} record={record} onSaved={() => actor.send({ type: 'record.reloadRequested' })} /> : null}
              <Section title={t`History`} testId="finance-invoice-history">
                <RecordTable
                  label={t`History`}
                  rows={record.history}
                  rowKey={(h) => `${h.at}-${h.action}`}
                  columns={[
                    { key: 'at', header: t`Date`, cell: (h) => formatTime(h.at, i18n.locale), rowHeader: true },
                    { key: 'action', header: t`Step`, cell: (h) => `${invoiceStatusLabels.textOfAny(h.fromStatus, i18n.locale)} → ${invoiceStatusLabels.textOfAny(h.toStatus, i18n.locale)}` },
                    { key: 'by', header: t`By`, cell: (h) => (h.by === 'Platform' ? t`Platform` : h.by), noTranslate: (h) => h.by !== 'Platform' },
                  ]}
                />
                {record.history.length === 0 ? <p>{t`Nothing has happened to this invoice yet.`}</p> : null}
              </Section>
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function InvoiceDetails({ record }: { record: InvoiceInfo }) {
  const { t, i18n } = useLingui();
  const money = (v: string) => formatMoney(v, record.currency);
  return (
    <Section title={t`Invoice`} testId="finance-invoice-section">
      <DescriptionList
        testId="finance-invoice-fields"
        items={[
          { key: 'status', label: t`Status`, value: invoiceStatusLabels.text(record.status, i18n.locale), translated: true },
          { key: 'invoiceNo', label: t`Invoice No.`, value: record.invoiceNo },
          { key: 'date', label: t`Invoice date`, value: record.invoiceDate },
          { key: 'settlement', label: t`Settlement No.`, value: <Link href={`/settlementInfo/${encodeURIComponent(record.settlementNo)}/summary`}>{record.settlementNo}</Link> },
          { key: 'noTax', label: t`Amount without tax`, value: money(record.amountNoTax) },
          { key: 'tax', label: t`Tax`, value: money(record.tax) },
          { key: 'amount', label: t`Amount with tax`, value: money(record.amount) },
          { key: 'expected', label: t`The settlement owes`, value: money(record.expected.amount) },
          { key: 'file', label: t`Invoice file`, value: record.file ? record.file.fileName : '-' },
          { key: 'decided', label: t`Decided`, value: record.decidedAt ? formatTime(record.decidedAt, i18n.locale) : '-' },
        ]}
      />
      {record.rejectReason ? (
        <p role="alert" data-testid="finance-invoice-reason">
          {t`Rejected: ${record.rejectReason}`}
        </p>
      ) : null}
      {record.problems.length > 0 ? (
        <ul data-testid="finance-invoice-problems" aria-label={t`To fix before submitting`}>
          {record.problems.map((p) => (
            <li key={p.code} data-code={p.code}>
              {p.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function DraftForm({ record, onSaved }: { record: InvoiceInfo; onSaved: () => void }) {
  const toast = useSuccessToast();
  const [input] = useState(() => ({ today: todayUtc(), requestKey: newKey(), invoice: record }));
  const form = useActorRef(invoiceFormMachine.provide({ actions: { announceSaved: () => toast.say('common.message.success') } }), { input });
  const done = useSelector(form, (s) => s.matches('done'));
  useEffect(() => {
    if (done) onSaved();
  }, [done, onSaved]);
  return <InvoiceForm actor={form as ActorRefFrom<typeof invoiceFormMachine>} currency={record.currency} />;
}
