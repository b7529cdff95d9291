// /order/abnormalInfo/:id: one order exception: what and when, the order it is on, and (while
// open) "Resolve" with a required note. A thin view over abnormal.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { RESOLUTION_MAX } from '../../contract/order/abnormal';
import { abnormalMachine, noteProblem } from '../../machines/order/abnormal.machine';
import { abnormalKindLabels, orderStatusLabels } from '../../resources/order/labels';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { TextAreaField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { AbnormalBadge } from './parts';
import { errorText } from '../errorText';

export function AbnormalInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/abnormalList" replace />;
  return <AbnormalInfo key={id} id={id} />;
}

function AbnormalInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(abnormalMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { id } });
  const snap = useSelector(actor, (s) => s);
  const { record, note, showProblems, error } = snap.context;
  const busy = snap.matches('submitting');
  const problem = showProblems ? noteProblem(note) : null;
  const time = (v: string | null) => formatTime(v, i18n.locale);
  return (
    <section className="detail-screen" aria-labelledby="abnormal-title" data-testid="abnormal-info">
      <h2 id="abnormal-title">{record ? t`Exception on order ${record.supplierOrderId}` : t`Order exception`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/abnormalList" data-testid="abnormal-back">
          {t`Back to the abnormal orders`}
        </Link>
      </nav>
      {snap.matches('loadFailed') ? (
        <ErrorState message={errorText(error, t`The exception could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => actor.send({ type: 'abnormal.retry' })} testId="abnormal-error" />
      ) : !record ? (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      ) : (
        <>
          <p>
            <AbnormalBadge status={record.status} testId="abnormal-status" />
          </p>
          {snap.matches('stale') ? (
            <div className="notice" role="alert" data-testid="abnormal-stale">
              <p>{errorText(error)}</p>
              <Button onPress={() => actor.send({ type: 'abnormal.reloadRequested' })} testId="abnormal-stale-reload">
                {t`Reload`}
              </Button>
            </div>
          ) : null}
          <Toolbar ariaLabel={t`Exception actions`} testId="abnormal-actions">
            {snap.can({ type: 'abnormal.resolveRequested' }) ? (
              <Button onPress={() => actor.send({ type: 'abnormal.resolveRequested' })} testId="abnormal-resolve">
                {t`Resolve`}
              </Button>
            ) : null}
            <Link href={`/info/${encodeURIComponent(record.orderId)}`} className="button secondary" data-testid="abnormal-open-order">
              {t`Open the order`}
            </Link>
          </Toolbar>
          <Section title={t`Exception`} testId="abnormal-fields-section">
            <DescriptionList
              testId="abnormal-fields"
              items={[
                { key: 'kind', label: t`Exception`, value: i18n._(abnormalKindLabels[record.kind]) },
                { key: 'raisedAt', label: t`Raised at`, value: time(record.raisedAt) },
                { key: 'order', label: t`Order`, value: `${record.supplierOrderId} · ${i18n._(orderStatusLabels[record.orderStatus])}` },
                { key: 'shop', label: t`Shop`, value: record.cartName },
                { key: 'shipDeadline', label: t`Ship by`, value: time(record.shipDeadline) },
                { key: 'resolution', label: t`Resolution`, value: record.resolution || '-' },
                { key: 'resolvedAt', label: t`Resolved at`, value: time(record.resolvedAt) },
                { key: 'resolvedBy', label: t`Resolved by`, value: record.status === 'resolved' ? (record.resolvedBy ?? t`Platform`) : '-' },
              ]}
            />
          </Section>
        </>
      )}
      {snap.matches('resolving') || busy ? (
        <ConfirmDialog
          isOpen
          title={t`Resolve this exception`}
          message={t`Say what you did about it; the note is kept on the exception.`}
          confirmLabel={t`Resolve`}
          cancelLabel={t`Back`}
          busyLabel={t`Saving…`}
          busy={busy}
          onConfirm={() => actor.send({ type: 'abnormal.saved' })}
          onCancel={() => actor.send({ type: 'abnormal.dismissed' })}
          testId="abnormal-resolve-dialog"
        >
          <TextAreaField
            label={t`Resolution`}
            value={note}
            onChange={(v) => actor.send({ type: 'abnormal.noteChanged', value: v })}
            errorMessage={problem === 'required' ? t`The resolution is required.` : problem === 'tooLong' ? t`At most ${RESOLUTION_MAX} characters.` : null}
            maxLength={RESOLUTION_MAX}
            rows={3}
            isRequired
            isDisabled={busy}
            testId="abnormal-note"
          />
        </ConfirmDialog>
      ) : null}
      <ConfirmDialog
        isOpen={snap.matches('failed')}
        title={t`Not resolved`}
        message={errorText(error, t`The server refused the resolution.`)}
        confirmLabel={t`Back to the note`}
        cancelLabel={t`Back`}
        onConfirm={() => actor.send({ type: 'abnormal.dismissed' })}
        onCancel={() => actor.send({ type: 'abnormal.dismissed' })}
        testId="abnormal-failed"
      />
    </section>
  );
}
