// /order/abnormalInfo/:id: one order exception: what and when, the order it is on, and (while
// open) "Resolve" with a required note. A thin view over abnormal.machine.ts (the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { abnormalMachine, abnormalSpec } from '../../machines/order/abnormal.machine';
import { abnormalKindLabels, orderStatusLabels } from '../../contract/order/labels';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { AbnormalBadge } from './parts';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function AbnormalInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/abnormalList" replace />;
  return <AbnormalInfo key={id} id={id} />;
}

function AbnormalInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(abnormalMachine.provide({ actions: { announceDone: ({ context }) => toast.done(t`Resolved`, { subject: context.record ? t`Exception on order ${context.record.supplierOrderId}` : undefined }) } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const time = (v: string | null) => formatTime(v, i18n.locale);
  return (
    <section className="detail-screen" aria-labelledby="abnormal-title" data-testid="abnormal-info">
      <h2 id="abnormal-title">{record ? t`Exception on order ${record.supplierOrderId}` : t`Order exception`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/abnormalList" data-testid="abnormal-back">
          {t`Back to the abnormal orders`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} back={{ href: '/abnormalList', label: t`Back to the abnormal orders` }} loading={!record} error={error} failedText={t`The exception could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="abnormal-error">
        {() =>
          record && (
            <>
              <p>
                <AbnormalBadge status={record.status} testId="abnormal-status" />
              </p>
              <RecordActionsView
                actor={actor}
                spec={abnormalSpec}
                texts={{
                  resolve: {
                    label: t`Resolve`,
                    title: t`Resolve this exception`,
                    message: t`Say what you did about it; the note is kept on the exception.`,
                    noteLabel: t`Resolution`,
                    noteRequired: t`The resolution is required.`,
                  },
                }}
                toolbarLabel={t`Exception actions`}
                testId="abnormal"
                refusedText={t`The server refused the resolution.`}
              >
                <Link href={`/info/${encodeURIComponent(record.orderId)}`} className="button secondary" data-testid="abnormal-open-order">
                  {t`Open the order`}
                </Link>
              </RecordActionsView>
              <Section title={t`Exception`} testId="abnormal-fields-section">
                <DescriptionList
                  testId="abnormal-fields"
                  items={[
                    { key: 'kind', label: t`Exception`, value: abnormalKindLabels.text(record.kind, i18n.locale) },
                    { key: 'raisedAt', label: t`Raised at`, value: time(record.raisedAt) },
                    { key: 'order', label: t`Order`, value: `${record.supplierOrderId} · ${orderStatusLabels.text(record.orderStatus, i18n.locale)}` },
                    { key: 'shop', label: t`Shop`, value: record.cartName },
                    { key: 'shipDeadline', label: t`Ship by`, value: time(record.shipDeadline) },
                    { key: 'resolution', label: t`Resolution`, value: record.resolution || '-' },
                    { key: 'resolvedAt', label: t`Resolved at`, value: time(record.resolvedAt) },
                    { key: 'resolvedBy', label: t`Resolved by`, value: record.status === 'resolved' ? (record.resolvedBy ?? t`Platform`) : '-' },
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
