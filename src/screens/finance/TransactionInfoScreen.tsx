// /finance/transactionInfo/:id: one transaction with its cause (a link to the order), its amounts
// (without tax + tax = with tax) and its settlement; "Dispute" on a deduction of a settlement
// awaiting confirmation (a thin view over transaction.machine.ts, the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { disputeReasonLabels, disputeStatusLabels, settlementStatusLabels, transactionKindLabels } from '../../contract/finance';
import { transactionMachine, transactionSpec } from '../../machines/finance/transaction.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function TransactionInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/transactionList" replace />;
  return <TransactionInfo key={id} id={id} />;
}

function TransactionInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(transactionMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="finance-transaction-title" data-testid="finance-transaction">
      <h2 id="finance-transaction-title" translate="no">
        {id}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/transactionList" data-testid="finance-transaction-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The transaction could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="finance-transaction-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={transactionSpec}
                texts={{
                  dispute: {
                    label: t`Dispute`,
                    title: t`Dispute this deduction`,
                    message: t`Pick a reason; the platform decides by its records and, when it upholds the dispute, adds an adjustment of the opposite amount. "Other" needs a note.`,
                    choiceLabel: t`Reason`,
                    noteLabel: t`Note`,
                    secondary: true,
                  },
                }}
                toolbarLabel={t`Transaction actions`}
                testId="finance-transaction"
                refusedText={t`The server refused the dispute.`}
              />
              <Section title={t`Transaction`} testId="finance-transaction-section">
                <DescriptionList
                  testId="finance-transaction-fields"
                  items={[
                    { key: 'kind', label: t`Kind`, value: transactionKindLabels.text(record.kind, i18n.locale), translated: true },
                    { key: 'date', label: t`Date`, value: formatTime(record.occurredAt, i18n.locale) },
                    {
                      key: 'cause',
                      label: t`Caused by`,
                      value: (
                        <Link href={`~/order/info/${encodeURIComponent(record.orderId)}`} data-testid="finance-transaction-order">
                          {record.requestNo ? `${record.orderNo} / ${record.requestNo}` : record.orderNo}
                        </Link>
                      ),
                    },
                    { key: 'sku', label: t`SKU`, value: record.sku ?? '-' },
                    { key: 'qty', label: t`Quantity`, value: String(record.qty) },
                    { key: 'unitPrice', label: t`Unit price`, value: record.unitPrice ? formatMoney(record.unitPrice, record.currency) : '-' },
                    { key: 'noTax', label: t`Amount without tax`, value: formatMoney(record.amountNoTax, record.currency) },
                    { key: 'tax', label: t`Tax`, value: `${formatMoney(record.tax, record.currency)} (${(Number(record.taxRate) * 100).toFixed(2)}%)` },
                    { key: 'amount', label: t`Amount with tax`, value: formatMoney(record.amount, record.currency) },
                    { key: 'channel', label: t`Channel`, value: record.cart },
                    {
                      key: 'settlement',
                      label: t`Settlement`,
                      value: (
                        <Link href={`/settlementInfo/${encodeURIComponent(record.settlementNo)}/summary`} data-testid="finance-transaction-settlement">
                          {`${record.settlementNo} (${settlementStatusLabels.text(record.settlementStatus as 'open', i18n.locale)})`}
                        </Link>
                      ),
                    },
                  ]}
                />
              </Section>
              {record.dispute ? (
                <Section title={t`Dispute`} testId="finance-transaction-dispute">
                  <DescriptionList
                    items={[
                      { key: 'reason', label: t`Reason`, value: disputeReasonLabels.text(record.dispute.reason, i18n.locale), translated: true },
                      { key: 'note', label: t`Note`, value: record.dispute.note || '-' },
                      { key: 'status', label: t`Status`, value: disputeStatusLabels.text(record.dispute.status, i18n.locale), translated: true },
                      { key: 'decision', label: t`Decision`, value: record.dispute.decision || '-', translated: true },
                      { key: 'adjustment', label: t`Adjustment`, value: record.adjustment ? formatMoney(record.adjustment, record.currency) : '-' },
                    ]}
                  />
                </Section>
              ) : null}
            </>
          )
        }
      </LoadGate>
    </section>
  );
}
