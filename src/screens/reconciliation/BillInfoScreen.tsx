// /reconciliation/info?id=<bill>[&line=<line>]: one reconciliation bill (the spec's info takes no
// path parameter): its header and totals, "Submit" once every difference is decided (the
// record-with-actions kit, bill.machine.ts), the difference opened from the result (&line=: accept,
// or dispute with a required reason, line.machine.ts), and the result lines (the list kit with the
// bill named in its view: filter by result, export). A decision reads the bill and the result again.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { billStatusLabels, billTypeLabels, resultClassLabels, lineDecisionLabels } from '../../contract/reconciliation/labels';
import { billMachine, billSpec } from '../../machines/reconciliation/bill.machine';
import { lineMachine, lineSpec } from '../../machines/reconciliation/line.machine';
import { resultResource } from '../../resources/reconciliation/results';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { ListScreen } from '../generic/ListScreen';
import { RecordActionsView } from '../generic/RecordActionsView';
import { LoadGate } from '../LoadGate';

const OPEN_FOR_FILES = ['draft', 'imported', 'matched'];

export function BillInfoScreen() {
  const params = new URLSearchParams(useSearch());
  const id = params.get('id');
  if (!id) return <Redirect to="/list" replace />;
  return <BillInfo key={id} id={id} line={params.get('line')} />;
}

function BillInfo({ id, line }: { id: string; line: string | null }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayManage = useCanManage();
  // a decided line changes the bill's counts and the result: both are read again
  const [round, setRound] = useState(0);
  const actor = useActorRef(billMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const bill = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const decided = () => {
    actor.send({ type: 'record.reloadRequested' });
    setRound((r) => r + 1);
  };
  return (
    <section className="detail-screen" aria-labelledby="reconciliation-bill-title" data-testid="reconciliation-bill">
      <h2 id="reconciliation-bill-title">{bill ? t`Reconciliation bill ${bill.billNo}` : t`Reconciliation bill`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/list" data-testid="reconciliation-bill-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!bill} error={error} failedText={t`The bill could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="reconciliation-bill-error">
        {() =>
          bill && (
            <>
              <RecordActionsView
                actor={actor}
                spec={billSpec}
                mayAct={mayManage}
                texts={{
                  submit: { label: t`Submit`, title: t`Submit this bill?`, message: t`Accepted differences are booked when the platform closes the bill; disputed ones go back to the provider.`, noteLabel: t`Note (optional)` },
                }}
                toolbarLabel={t`Bill actions`}
                testId="reconciliation-bill"
                refusedText={t`The server refused the submit.`}
              >
                {mayManage && OPEN_FOR_FILES.includes(bill.status) ? (
                  <Link href="/upload" className="button secondary" data-testid="reconciliation-bill-upload">
                    {t`Upload a cost bill`}
                  </Link>
                ) : null}
              </RecordActionsView>
              {bill.status === 'matched' && bill.openCount > 0 ? (
                <p role="note" data-testid="reconciliation-bill-open">
                  {t`${bill.openCount} differences to accept or dispute before the bill can be submitted: open one from the result.`}
                </p>
              ) : null}
              <Section title={t`Bill`} testId="reconciliation-bill-section">
                <DescriptionList
                  testId="reconciliation-bill-fields"
                  items={[
                    { key: 'status', label: t`Status`, value: billStatusLabels.text(bill.status, i18n.locale) },
                    { key: 'type', label: t`Type`, value: billTypeLabels.text(bill.type, i18n.locale) },
                    { key: 'provider', label: t`Provider`, value: <span translate="no">{`${bill.providerCode} · ${bill.providerName}`}</span> },
                    { key: 'period', label: t`Period`, value: bill.period },
                    { key: 'lines', label: t`Lines billed`, value: String(bill.lineCount) },
                    { key: 'differences', label: t`Differences`, value: String(bill.differenceCount) },
                    { key: 'billed', label: t`Billed`, value: formatMoney(bill.billedTotal, bill.currency) },
                    { key: 'expected', label: t`Expected`, value: formatMoney(bill.expectedTotal, bill.currency) },
                    { key: 'difference', label: t`Difference`, value: formatMoney(bill.differenceTotal, bill.currency) },
                    { key: 'createdAt', label: t`Created at`, value: formatTime(bill.createdAt, i18n.locale) },
                  ]}
                />
              </Section>
              {line ? <LineDecision key={line} id={line} mayAct={mayManage && bill.status === 'matched'} onDecided={decided} /> : null}
              <ListScreen key={round} resource={resultResource} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function LineDecision({ id, mayAct, onDecided }: { id: string; mayAct: boolean; onDecided(): void }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(
    lineMachine.provide({
      actions: {
        announceDone: () => {
          toast.say('common.message.success');
          onDecided();
        },
      },
    }),
    { input: { key: id } },
  );
  const line = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Section title={line ? t`Line ${line.lineNo}` : t`Line`} testId="reconciliation-line">
      <LoadGate failed={loadFailed} loading={!line} error={error} failedText={t`The line could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="reconciliation-line-error">
        {() =>
          line && (
            <>
              <RecordActionsView
                actor={actor}
                spec={lineSpec}
                mayAct={mayAct}
                texts={{
                  accept: { label: t`Accept`, title: t`Accept this difference?`, message: t`The billed amount is accepted as it is.` },
                  dispute: { label: t`Dispute`, title: t`Dispute this difference`, message: t`Say why; the reason goes back to the provider with the bill.`, noteLabel: t`Reason`, secondary: true },
                }}
                toolbarLabel={t`Line actions`}
                testId="reconciliation-line"
                refusedText={t`The server refused the decision.`}
              />
              <DescriptionList
                testId="reconciliation-line-fields"
                items={[
                  { key: 'class', label: t`Result`, value: resultClassLabels.text(line.resultClass, i18n.locale) },
                  { key: 'decision', label: t`Decision`, value: lineDecisionLabels.text(line.decision, i18n.locale) },
                  { key: 'tracking', label: t`Waybill no.`, value: <span translate="no">{line.trackingNo}</span> },
                  { key: 'order', label: t`Order no.`, value: line.orderNo ? <span translate="no">{line.orderNo}</span> : '-' },
                  { key: 'fee', label: t`Fee code`, value: <span translate="no">{line.feeCode}</span> },
                  { key: 'billedWeight', label: t`Billed weight (kg)`, value: line.billedWeight === null ? '-' : String(line.billedWeight) },
                  { key: 'shipmentWeight', label: t`Shipment weight (kg)`, value: line.shipmentWeight === null ? '-' : String(line.shipmentWeight) },
                  { key: 'billed', label: t`Billed`, value: line.billedAmount === null ? '-' : formatMoney(line.billedAmount, line.currency) },
                  { key: 'expected', label: t`Expected`, value: line.expectedAmount === null ? '-' : formatMoney(line.expectedAmount, line.currency) },
                  { key: 'difference', label: t`Difference`, value: formatMoney(line.difference, line.currency) },
                  { key: 'reason', label: t`Reason`, value: line.decisionNote || '-' },
                ]}
              />
            </>
          )
        }
      </LoadGate>
    </Section>
  );
}
