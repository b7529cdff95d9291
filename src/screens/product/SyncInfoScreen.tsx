// /product/syncInfo?id=: one sync job (the spec's route has no params; the job's id is a query)
// with its per-item results, filterable by result, and "Retry failed items" while it ended with
// failed items and was not retried. A thin view over syncRetry.machine.ts (the record-with-
// actions kit); the job a retry queued is linked from the original.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect, useSearch } from 'wouter';
import { syncActionLabels, syncKindLabels, syncReasonLabels, syncResultLabels, syncStatusLabels } from '../../contract/product/labels';
import { syncResults, type SyncJobInfo, type SyncResult } from '../../contract/product/sync';
import { syncRetryMachine, syncRetrySpec } from '../../machines/product/syncRetry.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { SelectField } from '../../ui/FormField';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { RecordActionsView } from '../generic/RecordActionsView';
import { LoadGate } from '../LoadGate';

export function SyncInfoScreen() {
  const id = new URLSearchParams(useSearch()).get('id');
  if (!id) return <Redirect to="/syncList" replace />;
  return <SyncInfo key={id} id={id} />;
}

function SyncInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(syncRetryMachine.provide({ actions: { announceDone: () => toast.say('common.message.submit') } }), { input: { key: id } });
  const job = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="sync-title" data-testid="sync-job">
      <h2 id="sync-title">{job ? t`Sync job ${job.jobNo}` : t`Sync job`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/syncList" data-testid="sync-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!job} error={error} failedText={t`The sync job could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} back={{ href: '/syncList' }} errorTestId="sync-error">
        {() =>
          job && (
            <>
              <RecordActionsView
                actor={actor}
                spec={syncRetrySpec}
                mayAct={mayAct}
                texts={{
                  retry: {
                    label: t`Retry failed items`,
                    title: t`Retry the failed items`,
                    message: t`A new job runs the ${formatQty(job.failedCount, i18n.locale)} failed items again. Fix their reasons first (match the skus, put the product on the shelf), or they fail again.`,
                    noteLabel: t`What you fixed (optional)`,
                  },
                }}
                toolbarLabel={t`Job actions`}
                testId="sync"
                refusedText={t`The server refused the retry.`}
              >
                {job.retriedById ? (
                  <Link href={`/syncInfo?id=${encodeURIComponent(job.retriedById)}`} data-testid="sync-retry-job">
                    {t`Open the retry job`}
                  </Link>
                ) : null}
              </RecordActionsView>
              <Job job={job} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function Job({ job }: { job: SyncJobInfo }) {
  const { t, i18n } = useLingui();
  const [result, setResult] = useState<SyncResult | 'all'>('all');
  const locale = i18n.locale;
  const rows = result === 'all' ? job.items : job.items.filter((i) => i.result === result);
  return (
    <>
      <Section title={t`Job`} testId="sync-job-section">
        <DescriptionList
          testId="sync-fields"
          items={[
            { key: 'status', label: t`Status`, value: <span data-testid="sync-status" data-status={job.status}>{syncStatusLabels.text(job.status, locale)}</span> },
            { key: 'kind', label: t`Kind`, value: syncKindLabels.text(job.kind, locale) },
            { key: 'channel', label: t`Channel`, value: <span translate="no">{`${job.cartName} (${job.platformCode})`}</span> },
            { key: 'counts', label: t`Items`, value: <span data-testid="sync-counts">{t`${formatQty(job.total, locale)} items: ${formatQty(job.okCount, locale)} ok, ${formatQty(job.failedCount, locale)} failed, ${formatQty(job.skippedCount, locale)} skipped`}</span> },
            { key: 'started', label: t`Started at`, value: formatTime(job.startedAt, locale) },
            { key: 'finished', label: t`Finished at`, value: job.finishedAt ? formatTime(job.finishedAt, locale) : '—' },
            { key: 'by', label: t`Started by`, value: <span translate="no">{job.startedBy}</span> },
            { key: 'retryOf', label: t`Retry of`, value: job.retryOfNo ?? '—' },
          ]}
        />
      </Section>
      <Section title={t`Items`} testId="sync-items">
        <SelectField
          label={t`Result`}
          value={result}
          onChange={(v) => setResult((v ?? 'all') as SyncResult | 'all')}
          options={[{ value: 'all', label: t`All results` }, ...syncResults.map((r) => ({ value: r, label: syncResultLabels.text(r, locale) }))]}
          testId="sync-result-filter"
        />
        {rows.length ? (
          <RecordTable
            label={t`Items of the job`}
            rows={rows}
            rowKey={(i) => i.id}
            rowProps={(i) => ({ 'data-testid': 'sync-item', 'data-result': i.result })}
            columns={[
              { key: 'sku', header: t`Channel sku`, cell: (i) => i.outerSku, rowHeader: true, noTranslate: true },
              { key: 'code', header: t`Channel code`, cell: (i) => i.outerCode, noTranslate: true },
              { key: 'ours', header: t`Our sku`, cell: (i) => i.sellerSku ?? '—', noTranslate: true },
              { key: 'action', header: t`Action`, cell: (i) => syncActionLabels.text(i.action, locale) },
              { key: 'result', header: t`Result`, cell: (i) => syncResultLabels.text(i.result, locale), testId: 'sync-item-result' },
              { key: 'reason', header: t`Reason`, cell: (i) => (i.reason ? syncReasonLabels.text(i.reason, locale) : '—'), testId: 'sync-item-reason' },
            ]}
          />
        ) : (
          <p data-testid="sync-items-empty">{t`No items with this result.`}</p>
        )}
      </Section>
    </>
  );
}
