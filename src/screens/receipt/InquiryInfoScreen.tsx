// /receipt/priceInquiryInfo/:no: one price inquiry by its number: the header (currency, incoterm,
// destination warehouse, reply by as a countdown), the lines (sku, quantity wanted, target price,
// the reply and, once decided, the outcome per line) and the purchases the award led to. "Reply"
// (its own form, while the reply window is open) and the kit's "Clear reply". Without a number the
// route offers an inquiry picker. Thin views over inquiry.machine.ts and inquiryReply.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import type { InquiryLine } from '../../contract/receipt/inquiry';
import { declineReasonLabels, inquiryStatusLabels, lineOutcomeLabels, requestStatusLabels } from '../../contract/receipt/labels';
import { inquiryMachine, inquirySpec, replyOpen, type InquiryRecord } from '../../machines/receipt/inquiry.machine';
import { inquiryReplyMachine, type ReplyFormLine } from '../../machines/receipt/inquiryReply.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { RecordFrame } from '../generic/RecordFrame';
import { CodePickerField } from '../generic/CodePickerField';
import { RecordActionsView } from '../generic/RecordActionsView';
import { countdown } from './countdown';
import { InquiryReplyDialog } from './InquiryReplyDialog';

export function InquiryInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const no = params.id ? decodeURIComponent(params.id) : null;
  if (!no) return <InquiryPicker />;
  return <InquiryRecordView key={no} no={no} />;
}

function InquiryPicker() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <section className="detail-screen" aria-labelledby="receipt-inquiry-title" data-testid="receipt-inquiry-picker">
      <h2 id="receipt-inquiry-title">{t`Price inquiry`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/priceInquiry">{t`Back to the list`}</Link>
      </nav>
      <CodePickerField
        kind="priceInquiry"
        label={t`Inquiry`}
        description={t`Type an inquiry number or its destination warehouse, then choose it.`}
        held={[]}
        onPick={(options) => options[0] && navigate(`/priceInquiryInfo/${encodeURIComponent(options[0].code)}`)}
        testId="receipt-inquiry-pick"
      />
    </section>
  );
}

/**
 * The reply form's lines from the record: as last replied, or a quote to fill in whose minimum
 * quantity (1) and valid until (the deadline's day, the earliest the platform takes) already pass.
 */
const formLines = (r: InquiryRecord): ReplyFormLine[] =>
  r.table.map((l) => {
    const quoted = l.unitPrice !== null || l.declineReason !== null;
    return {
      lineId: l.id,
      wanted: l.wantedQty,
      unitPrice: l.unitPrice === null ? '' : String(l.unitPrice),
      leadDays: l.leadDays,
      minQty: quoted ? l.minQty : 1,
      validUntil: quoted ? (l.validUntil ?? '') : r.replyClosesAt.slice(0, 10),
      declineReason: l.declineReason,
    };
  });

function InquiryRecordView({ no }: { no: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(inquiryMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: no } });
  const reply = useActorRef(
    inquiryReplyMachine.provide({
      actions: {
        announceReplied: () => {
          toast.say('common.message.success');
          reply.send({ type: 'reply.closed' });
          actor.send({ type: 'record.reloadRequested' });
        },
      },
    }),
  );
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  return (
    <RecordFrame
      actor={actor}
      testId="receipt-inquiry"
      title={(r) => r.inquiryNo}
      placeholder={t`Price inquiry`}
      listPath="/priceInquiry"
      failedText={t`The inquiry could not be loaded.`}
      dialogs={(record) => <InquiryReplyDialog actor={reply} lines={record.table} />}
    >
      {(record) => (
        <>
          {mayAct && replyOpen(record) && viewing ? (
            <Toolbar ariaLabel={t`Reply`}>
              <Button
                onPress={() => reply.send({ type: 'reply.opened', no: record.inquiryNo, version: record.version, replyClosesAt: record.replyClosesAt, currency: record.currency, lines: formLines(record) })}
                testId="receipt-inquiry-reply"
              >
                {record.status === 'replied' ? t`Change the reply` : t`Reply`}
              </Button>
            </Toolbar>
          ) : null}
          <RecordActionsView
            actor={actor}
            spec={inquirySpec}
            texts={{ clear: { label: t`Clear reply`, title: t`Clear your reply?`, message: t`Every line's quote and decline is emptied; the inquiry is open again until its deadline.`, noteLabel: t`Why (optional)`, secondary: true, isDanger: true } }}
            toolbarLabel={t`Inquiry actions`}
            testId="receipt-inquiry"
            refusedText={t`The server refused the action.`}
          />
          <InquiryBody record={record} />
        </>
      )}
    </RecordFrame>
  );
}

function InquiryBody({ record: r }: { record: InquiryRecord }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const money = (v: number | null) => (v === null ? '-' : formatMoney(v, r.currency));
  const reply = (l: InquiryLine) => {
    if (l.declineReason) return t`Declined: ${declineReasonLabels.text(l.declineReason, locale)}`;
    if (l.unitPrice === null) return '-';
    return t`${money(l.unitPrice)} · ${l.leadDays} days · min. ${l.minQty} · valid until ${l.validUntil}`;
  };
  return (
    <>
      <Section title={t`Inquiry`} testId="receipt-inquiry-section">
        <DescriptionList
          testId="receipt-inquiry-fields"
          items={[
            { key: 'status', label: t`Status`, value: inquiryStatusLabels.text(r.status, locale), translated: true },
            { key: 'currency', label: t`Currency`, value: r.currency },
            { key: 'incoterm', label: t`Incoterm`, value: r.incoterm },
            { key: 'warehouse', label: t`Destination warehouse`, value: `${r.warehouse} (${r.warehouseCode})` },
            { key: 'replyBy', label: t`Reply by`, value: `${formatTime(r.replyClosesAt, locale)}${replyOpen(r) ? ` · ${countdown(r.replyClosesAt, Date.now(), i18n)}` : ''}` },
            { key: 'replied', label: t`Replied at`, value: r.repliedAt ? formatTime(r.repliedAt, locale) : '-' },
            { key: 'decided', label: t`Decided at`, value: r.decidedAt ? formatTime(r.decidedAt, locale) : '-' },
            { key: 'issued', label: t`Issued at`, value: formatTime(r.replyOpensAt, locale) },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="receipt-inquiry-lines">
        <RecordTable
          label={t`Lines of the inquiry`}
          rows={r.table}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'wanted', header: t`Quantity wanted`, cell: (l) => formatQty(l.wantedQty, locale) },
            { key: 'target', header: t`Target price`, cell: (l) => money(l.targetPrice) },
            { key: 'reply', header: t`Your reply`, cell: reply, testId: 'receipt-inquiry-line-reply' },
            { key: 'outcome', header: t`Outcome`, cell: (l) => (l.outcome ? lineOutcomeLabels.text(l.outcome, locale) : '-'), testId: 'receipt-inquiry-line-outcome' },
            { key: 'awarded', header: t`Awarded quantity`, cell: (l) => formatQty(l.awardedQty, locale) },
          ]}
        />
      </Section>
      <Section title={t`Purchases`} testId="receipt-inquiry-purchases">
        {r.purchases.rows.length === 0 ? (
          <p>{r.status === 'awarded' ? t`No purchase yet.` : t`Purchases appear here when the platform awards lines of this inquiry.`}</p>
        ) : (
          <RecordTable
            label={t`Purchases of the inquiry`}
            rows={r.purchases.rows}
            rowKey={(p) => `${p.requestId}-${p.sku}`}
            columns={[
              { key: 'request', header: t`Receipt request`, cell: (p) => <Link href={`/requestInfo/${encodeURIComponent(p.requestId)}`}>{p.requestNo}</Link>, rowHeader: true, noTranslate: true, testId: 'receipt-inquiry-purchase' },
              { key: 'status', header: t`Status`, cell: (p) => requestStatusLabels.text(p.status, locale) },
              { key: 'sku', header: t`Sku`, cell: (p) => `${p.sku} · ${p.skuName}`, noTranslate: true },
              { key: 'qty', header: t`Quantity`, cell: (p) => formatQty(p.qty, locale) },
              { key: 'price', header: t`Unit price`, cell: (p) => money(p.unitPrice) },
              { key: 'amount', header: t`Amount`, cell: (p) => money(p.amount) },
              { key: 'created', header: t`Opened at`, cell: (p) => formatTime(p.createdAt, locale) },
            ]}
          />
        )}
      </Section>
    </>
  );
}
