// /finance/settlementInfo/:id/:queryType: one settlement (a thin view over settlement.machine.ts,
// the record-with-actions kit) and its four views: summary (totals by kind), lines (its
// transactions, opened in the transaction list filtered to it; its disputed lines), adjustments and
// history. "Confirm" while it awaits confirmation (the undisputed part while lines are disputed).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { disputeReasonLabels, disputeStatusLabels, settlementStatusLabels, settlementViews, transactionKindLabels, type SettlementView } from '../../contract/finance';
import { settlementMachine, settlementSpec, type SettlementRecord } from '../../machines/finance/settlement.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function SettlementInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/settlementList" replace />;
  const view = (settlementViews as readonly string[]).includes(params.queryType ?? '') ? (params.queryType as SettlementView) : null;
  if (!view) return <Redirect to={`/settlementInfo/${encodeURIComponent(id)}/summary`} replace />;
  return <SettlementInfo key={id} id={id} view={view} />;
}

function SettlementInfo({ id, view }: { id: string; view: SettlementView }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(settlementMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const viewNames: Record<SettlementView, string> = { summary: t`Summary`, lines: t`Lines`, adjustments: t`Adjustments`, history: t`History` };
  return (
    <section className="detail-screen" aria-labelledby="finance-settlement-title" data-testid="finance-settlement">
      <h2 id="finance-settlement-title" translate="no">
        {id}
      </h2>
      <nav aria-label={t`Pages`} className="finance-views">
        <Link href="/settlementList" data-testid="finance-settlement-back">
          {t`Back to the list`}
        </Link>
        {settlementViews.map((v) => (
          <Link key={v} href={`/settlementInfo/${encodeURIComponent(id)}/${v}`} aria-current={v === view ? 'page' : undefined} data-testid={`finance-settlement-view-${v}`}>
            {viewNames[v]}
          </Link>
        ))}
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The settlement could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="finance-settlement-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={settlementSpec}
                texts={{
                  confirm: {
                    label: t`Confirm`,
                    title: t`Confirm this settlement?`,
                    message:
                      record.openDisputes > 0
                        ? t`Lines are disputed: confirming confirms the undisputed part, ${formatMoney(record.undisputedTotal, record.currency)}. The disputed lines are decided by the platform.`
                        : t`You confirm the total of ${formatMoney(record.total.amount, record.currency)} as owed to you for this period.`,
                  },
                }}
                toolbarLabel={t`Settlement actions`}
                testId="finance-settlement"
                refusedText={t`The server refused the confirmation.`}
              />
              <Section title={t`Settlement`} testId="finance-settlement-section">
                <DescriptionList
                  testId="finance-settlement-fields"
                  items={[
                    { key: 'status', label: t`Status`, value: settlementStatusLabels.text(record.status, i18n.locale), translated: true },
                    { key: 'period', label: t`Period`, value: record.period },
                    { key: 'cart', label: t`Channel`, value: record.cart },
                    { key: 'total', label: t`Total with tax`, value: formatMoney(record.total.amount, record.currency) },
                    { key: 'undisputed', label: t`Undisputed part`, value: formatMoney(record.undisputedTotal, record.currency) },
                    { key: 'deadline', label: t`Confirm by`, value: record.confirmDeadline ? formatTime(record.confirmDeadline, i18n.locale) : '-' },
                    {
                      key: 'confirmed',
                      label: t`Confirmed`,
                      value: record.confirmedAt ? `${formatTime(record.confirmedAt, i18n.locale)} ${record.autoConfirmed ? t`(by default: the window closed)` : (record.confirmedBy ?? '')}` : '-',
                    },
                  ]}
                />
              </Section>
              <ViewBody record={record} view={view} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function ViewBody({ record, view }: { record: SettlementRecord; view: SettlementView }) {
  const { t, i18n } = useLingui();
  const money = (v: string) => formatMoney(v, record.currency);
  if (view === 'summary')
    return (
      <Section title={t`Totals by kind`} testId="finance-settlement-summary">
        <RecordTable
          label={t`Totals by kind`}
          rows={[...record.byKind.map((k) => ({ ...k, key: k.kind, name: transactionKindLabels.text(k.kind, i18n.locale), lines: String(k.lines) })), { key: 'adjustments', name: t`Adjustments`, lines: String(record.adjustments.length), ...record.adjustmentsTotal }, { key: 'total', name: t`Total`, lines: '', ...record.total }]}
          rowKey={(r) => r.key}
          rowProps={(r) => ({ 'data-kind': r.key })}
          columns={[
            { key: 'name', header: t`Kind`, cell: (r) => r.name, rowHeader: true },
            { key: 'lines', header: t`Lines`, cell: (r) => r.lines },
            { key: 'noTax', header: t`Amount without tax`, cell: (r) => money(r.amountNoTax) },
            { key: 'tax', header: t`Tax`, cell: (r) => money(r.tax) },
            { key: 'amount', header: t`Amount with tax`, cell: (r) => money(r.amount), testId: 'finance-kind-amount' },
          ]}
        />
      </Section>
    );
  if (view === 'lines')
    return (
      <Section title={t`Lines`} testId="finance-settlement-lines">
        <p>
          <Link href={`/transactionList?q=${encodeURIComponent(JSON.stringify({ settlementNo: record.number }))}`} data-testid="finance-settlement-transactions">
            {t`Open the ${record.byKind.reduce((n, k) => n + k.lines, 0)} transactions of this settlement`}
          </Link>
        </p>
        <RecordTable
          label={t`Disputed lines`}
          rows={record.disputes}
          rowKey={(d) => d.transactionNo}
          columns={[
            { key: 'no', header: t`Transaction No.`, cell: (d) => <Link href={`/transactionInfo/${encodeURIComponent(d.transactionNo)}`}>{d.transactionNo}</Link>, rowHeader: true, noTranslate: true },
            { key: 'amount', header: t`Amount with tax`, cell: (d) => money(d.amount) },
            { key: 'reason', header: t`Reason`, cell: (d) => disputeReasonLabels.text(d.reason, i18n.locale) },
            { key: 'note', header: t`Note`, cell: (d) => d.note || '-', noTranslate: true },
            { key: 'status', header: t`Status`, cell: (d) => disputeStatusLabels.text(d.status, i18n.locale) },
            { key: 'decision', header: t`Decision`, cell: (d) => d.decision || '-' },
          ]}
        />
        {record.disputes.length === 0 ? <p>{t`No line of this settlement is disputed.`}</p> : null}
      </Section>
    );
  if (view === 'adjustments')
    return (
      <Section title={t`Adjustments`} testId="finance-settlement-adjustments">
        {record.adjustments.length === 0 ? (
          <p>{t`No adjustment: no disputed line was upheld.`}</p>
        ) : (
          <RecordTable
            label={t`Adjustments`}
            rows={record.adjustments}
            rowKey={(a) => a.transactionNo}
            columns={[
              { key: 'no', header: t`Transaction No.`, cell: (a) => a.transactionNo, rowHeader: true, noTranslate: true },
              { key: 'reason', header: t`Reason`, cell: (a) => disputeReasonLabels.text(a.reason, i18n.locale) },
              { key: 'noTax', header: t`Amount without tax`, cell: (a) => money(a.amountNoTax) },
              { key: 'tax', header: t`Tax`, cell: (a) => money(a.tax) },
              { key: 'amount', header: t`Amount with tax`, cell: (a) => money(a.amount) },
              { key: 'at', header: t`Date`, cell: (a) => formatTime(a.at, i18n.locale) },
            ]}
          />
        )}
      </Section>
    );
  return (
    <Section title={t`History`} testId="finance-settlement-history">
      <RecordTable
        label={t`History`}
        rows={record.history}
        rowKey={(h) => `${h.at}-${h.action}`}
        columns={[
          { key: 'at', header: t`Date`, cell: (h) => formatTime(h.at, i18n.locale), rowHeader: true },
          { key: 'action', header: t`Step`, cell: (h) => `${settlementStatusLabels.textOfAny(h.fromStatus, i18n.locale)} → ${settlementStatusLabels.textOfAny(h.toStatus, i18n.locale)}` },
          { key: 'by', header: t`By`, cell: (h) => (h.by === 'Platform' ? t`Platform` : h.by), noTranslate: (h) => h.by !== 'Platform' },
          { key: 'note', header: t`Note`, cell: (h) => h.note || '-', noTranslate: true },
        ]}
      />
    </Section>
  );
}
