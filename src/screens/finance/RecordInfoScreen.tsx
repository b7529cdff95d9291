// /finance/settlementInfo/:id: one finance record, and (while pending) "Approve" and "Reject" with a required
// note. A thin view over record.machine.ts (the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { financeRecordStatusLabels } from '../../contract/finance/labels';
import { financeRecordMachine, financeRecordSpec } from '../../machines/finance/record.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function RecordInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/settlementList" replace />;
  return <RecordInfo key={id} id={id} />;
}

function RecordInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(financeRecordMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="finance-record-title" data-testid="finance-record">
      <h2 id="finance-record-title">{record ? record.code : t`Record`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/settlementList" data-testid="finance-record-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The record could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="finance-record-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={financeRecordSpec}
                texts={{
                  approve: { label: t`Approve`, title: t`Approve this record?`, message: t`The record is approved as it is.` },
                  reject: { label: t`Reject`, title: t`Reject this record`, message: t`Say why; the note is kept on the record.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
                }}
                toolbarLabel={t`Record actions`}
                testId="finance-record"
                refusedText={t`The server refused the decision.`}
              />
              <Section title={t`Record`} testId="finance-record-section">
                <DescriptionList
                  testId="finance-record-fields"
                  items={[
                    { key: 'status', label: t`Status`, value: financeRecordStatusLabels.text(record.status, i18n.locale) },
                    { key: 'name', label: t`Name`, value: record.name },
                    { key: 'amount', label: t`Amount`, value: formatMoney(record.amount, record.currency) },
                    { key: 'createdAt', label: t`Created at`, value: formatTime(record.createdAt, i18n.locale) },
                    { key: 'note', label: t`Note`, value: record.note || '-' },
                    { key: 'decidedBy', label: t`Decided by`, value: record.decidedBy ?? '-' },
                  ]}
                />
              </Section>
            </>
          )
        }
      </LoadGate>
    </section>
  );
}
