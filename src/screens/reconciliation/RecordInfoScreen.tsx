// /reconciliation/info/:id: one reconciliation record, and (while pending) "Approve" and "Reject" with a required
// note. A thin view over record.machine.ts (the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { reconciliationRecordStatusLabels } from '../../contract/reconciliation/labels';
import { reconciliationRecordMachine, reconciliationRecordSpec } from '../../machines/reconciliation/record.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function RecordInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/list" replace />;
  return <RecordInfo key={id} id={id} />;
}

function RecordInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(reconciliationRecordMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="reconciliation-record-title" data-testid="reconciliation-record">
      <h2 id="reconciliation-record-title">{record ? record.code : t`Record`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/list" data-testid="reconciliation-record-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The record could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="reconciliation-record-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={reconciliationRecordSpec}
                texts={{
                  approve: { label: t`Approve`, title: t`Approve this record?`, message: t`The record is approved as it is.` },
                  reject: { label: t`Reject`, title: t`Reject this record`, message: t`Say why; the note is kept on the record.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
                }}
                toolbarLabel={t`Record actions`}
                testId="reconciliation-record"
                refusedText={t`The server refused the decision.`}
              />
              <Section title={t`Record`} testId="reconciliation-record-section">
                <DescriptionList
                  testId="reconciliation-record-fields"
                  items={[
                    { key: 'status', label: t`Status`, value: reconciliationRecordStatusLabels.text(record.status, i18n.locale) },
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
