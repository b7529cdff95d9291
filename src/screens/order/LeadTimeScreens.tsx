// /order/fulfillmentApproval: the shops' lead-time requests (server table order.fulfillmentApproval)
// with "New request" in the toolbar; /order/fulfillmentApprovalInfo/:id?: one request (no id: a new
// one) — the form while a draft is edited, else what was asked and decided, with Edit and Submit
// for a draft and Revert for a pending one. Thin views over lead-time.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { LEAD_DAYS_MAX, LEAD_DAYS_MIN, LEAD_REMARK_MAX, leadTimeStatusSchema, type LeadTimeStatus } from '../../contract/order/lead-time';
import { formProblems, leadTimeMachine } from '../../machines/order/lead-time.machine';
import { leadTimeResource } from '../../resources/order/lead-time';
import { leadTimeStatusLabels } from '../../contract/order/labels';
import type { AnyResource } from '../../resources/types';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { NumberField, SelectField, TextAreaField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage, ViewOnlyNote } from '../access';
import { useSuccessToast } from '../appContext';
import { ListScreen } from '../generic/ListScreen';
import { badgeCell } from '../generic/cells';
import { formatTime } from '../format';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';

const tones: Record<LeadTimeStatus, BadgeTone> = { draft: 'neutral', submitted: 'warning', approved: 'success', rejected: 'danger' };

function LeadTimeBadge({ status, testId }: { status: LeadTimeStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={tones[status]} testId={testId}>
      {leadTimeStatusLabels.text(status, i18n.locale)}
    </StatusBadge>
  );
}

export function LeadTimeListScreen() {
  const { t } = useLingui();
  const canManage = useCanManage();
  return (
    <ListScreen
      resource={leadTimeResource as unknown as AnyResource}
      intro={t`The days each shop promises to ship in. A change is saved as a draft, submitted for the platform's approval, and can be reverted while it is pending.`}
      cells={{ status: badgeCell(leadTimeStatusSchema, LeadTimeBadge) }}
      toolbarExtra={
        canManage ? (
          <Link href="/fulfillmentApprovalInfo" className="button" data-testid="lead-time-new">
            {t`New request`}
          </Link>
        ) : null
      }
    />
  );
}

export function LeadTimeInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  return <LeadTimeInfo key={id ?? 'new'} id={id} />;
}

function LeadTimeInfo({ id }: { id: string | null }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const canManage = useCanManage();
  const [, navigate] = useLocation();
  const leadTimeSubject = (record: { cartName: string } | null) => (record ? t`Lead-time request of ${record.cartName}` : t`Lead-time request`);
  const actor = useActorRef(
    leadTimeMachine.provide({
      actions: {
        announceSaved: ({ context }, p) => {
          // a new request moves to its own address: the toast goes along
          toast.saved({ subject: leadTimeSubject(context.record), follows: id === null });
          if (id === null) navigate(`/fulfillmentApprovalInfo/${encodeURIComponent(p.id)}`, { replace: true });
        },
        announceDone: ({ context }, { action }) => {
          const subject = leadTimeSubject(context.record);
          if (action === 'submit') toast.say('common.message.submit', { subject });
          else toast.done(t`Withdrawn`, { subject });
        },
        leave: () => navigate('/fulfillmentApproval'),
      },
    }),
    { input: { id } },
  );
  const snap = useSelector(actor, (s) => s);
  const { record, shops, form, showProblems, error } = snap.context;
  const editing = snap.matches('editing') || snap.matches('saving') || snap.matches('saveFailed');
  const busy = snap.hasTag('busy');
  const problems = showProblems ? formProblems(form, shops, record) : {};
  const time = (v: string | null) => formatTime(v, i18n.locale);
  const days = (n: number | null) => (n === null ? '-' : String(n));
  const shopOptions = shops.map((s) => ({
    value: s.cartId,
    label: s.currentDays === null ? s.cartName : t`${s.cartName} (now: ${s.currentDays})`,
    disabled: s.openRequestId !== null && s.openRequestId !== record?.id,
  }));
  // the shop's name is data (translate="no")
  const title = record ? (
    <Trans>
      Lead time of <span translate="no">{record.cartName}</span>
    </Trans>
  ) : id === null ? (
    t`New lead-time request`
  ) : (
    t`Lead-time request`
  );
  return (
    <section className="detail-screen" aria-labelledby="lead-time-title" data-testid="lead-time-info">
      <h2 id="lead-time-title">{title}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/fulfillmentApproval" data-testid="lead-time-back">
          {t`Back to the lead-time requests`}
        </Link>
      </nav>
      {canManage ? null : <ViewOnlyNote />}
      {snap.matches('loadFailed') ? (
        <LoadFailure error={error} failedText={t`The request could not be loaded.`} onRetry={() => actor.send({ type: 'lead.retry' })} back={{ href: '/fulfillmentApproval', label: t`Back to the lead-time requests` }} testId="lead-time-error" />
      ) : snap.matches('loading') ? (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      ) : (
        <>
          {record ? (
            <p>
              <LeadTimeBadge status={record.status} testId="lead-time-status" />
            </p>
          ) : null}
          {snap.matches('stale') ? (
            <div className="notice" role="alert" data-testid="lead-time-stale">
              <p>{errorText(error)}</p>
              <Button onPress={() => actor.send({ type: 'lead.reloadRequested' })} testId="lead-time-stale-reload">
                {t`Reload`}
              </Button>
            </div>
          ) : null}
          {editing ? (
            <Section title={record ? t`Edit the draft` : t`New request`} testId="lead-time-form-section">
              {shops.length === 0 ? (
                <EmptyState title={t`No active shop`} description={t`A lead time is asked for an active shop; this tenant has none.`} testId="lead-time-no-shops" />
              ) : (
                <form noValidate
                  className="edit-form"
                  data-testid="lead-time-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    actor.send({ type: 'lead.saved' });
                  }}
                >
                  <SelectField
                    label={t`Shop`}
                    description={t`In brackets: the days the shop promises now.`}
                    value={form.cartId}
                    onChange={(v) => actor.send({ type: 'lead.fieldChanged', field: 'cartId', value: v })}
                    options={shopOptions}
                    placeholder={t`Choose a shop`}
                    errorMessage={problems.shop === 'required' ? t`Choose a shop.` : problems.shop === 'busy' ? t`This shop already has an open request.` : null}
                    isRequired
                    isDisabled={busy || record !== null}
                    testId="lead-time-shop"
                  />
                  <NumberField
                    label={t`Days to ship`}
                    description={t`Whole days, ${LEAD_DAYS_MIN} to ${LEAD_DAYS_MAX}.`}
                    value={form.days}
                    onChange={(v) => actor.send({ type: 'lead.fieldChanged', field: 'days', value: v })}
                    minValue={LEAD_DAYS_MIN}
                    maxValue={LEAD_DAYS_MAX}
                    step={1}
                    errorMessage={
                      problems.days === 'required'
                        ? t`The days are required.`
                        : problems.days === 'range'
                          ? t`Whole days, ${LEAD_DAYS_MIN} to ${LEAD_DAYS_MAX}.`
                          : problems.days === 'unchanged'
                            ? t`The shop already promises this lead time.`
                            : null
                    }
                    isRequired
                    isDisabled={busy}
                    testId="lead-time-days"
                  />
                  <TextAreaField
                    label={t`Remark`}
                    value={form.remark}
                    onChange={(v) => actor.send({ type: 'lead.fieldChanged', field: 'remark', value: v })}
                    errorMessage={problems.remark ? t`At most ${LEAD_REMARK_MAX} characters.` : null}
                    maxLength={LEAD_REMARK_MAX}
                    rows={3}
                    isDisabled={busy}
                    testId="lead-time-remark"
                  />
                  <Toolbar ariaLabel={t`Form actions`} testId="lead-time-form-actions">
                    <Button type="submit" isDisabled={busy} testId="lead-time-save">
                      {snap.matches('saving') ? t`Saving…` : t`Save draft`}
                    </Button>
                    <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'lead.cancelled' })} testId="lead-time-cancel">
                      {t`Cancel`}
                    </Button>
                  </Toolbar>
                </form>
              )}
            </Section>
          ) : record ? (
            <>
              {canManage ? (
                <Toolbar ariaLabel={t`Request actions`} testId="lead-time-actions">
                  {snap.can({ type: 'lead.editRequested' }) ? (
                    <Button variant="secondary" onPress={() => actor.send({ type: 'lead.editRequested' })} testId="lead-time-edit">
                      {t`Edit`}
                    </Button>
                  ) : null}
                  {snap.can({ type: 'lead.submitRequested' }) || snap.matches('submitting') ? (
                    <Button isDisabled={busy} onPress={() => actor.send({ type: 'lead.submitRequested' })} testId="lead-time-submit">
                      {snap.matches('submitting') ? t`Submitting…` : t`Submit for approval`}
                    </Button>
                  ) : null}
                  {snap.can({ type: 'lead.revertRequested' }) || snap.matches('reverting') ? (
                    <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'lead.revertRequested' })} testId="lead-time-revert">
                      {snap.matches('reverting') ? t`Reverting…` : t`Revert to draft`}
                    </Button>
                  ) : null}
                </Toolbar>
              ) : null}
              <Section title={t`Request`} testId="lead-time-fields-section">
                <DescriptionList
                  testId="lead-time-fields"
                  items={[
                    { key: 'shop', label: t`Shop`, value: record.cartName },
                    { key: 'days', label: t`Requested days`, value: days(record.days) },
                    { key: 'current', label: t`Current days`, value: days(record.currentDays) },
                    { key: 'remark', label: t`Remark`, value: record.remark || '-' },
                    { key: 'status', label: t`Status`, value: leadTimeStatusLabels.text(record.status, i18n.locale) },
                    { key: 'submittedAt', label: t`Submitted at`, value: time(record.submittedAt) },
                    { key: 'decidedAt', label: t`Decided at`, value: time(record.decidedAt) },
                    { key: 'rejectReason', label: t`Rejection reason`, value: record.rejectReason || '-' },
                    { key: 'updated', label: t`Updated`, value: `${time(record.updatedAt)} · ${record.updatedBy}` },
                  ]}
                />
              </Section>
            </>
          ) : null}
        </>
      )}
      <ConfirmDialog
        isOpen={snap.matches('saveFailed') || snap.matches('actionFailed')}
        title={snap.matches('saveFailed') ? t`Not saved` : t`Not done`}
        message={errorText(error, t`The server refused the request.`)}
        confirmLabel={t`Back`}
        cancelLabel={t`Close`}
        onConfirm={() => actor.send({ type: 'lead.dismissed' })}
        onCancel={() => actor.send({ type: 'lead.dismissed' })}
        testId="lead-time-failed"
      />
    </section>
  );
}
