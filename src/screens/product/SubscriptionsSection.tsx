// The "Notice subscriptions" section of a platform product (docs/domain/products.md, "Listing
// settings, agreement and subscriptions"): the supplier's active subscriptions to the product's
// platform's notices (category, kind, since when, by whom), "Subscribe" (a category from the
// category tree and a kind of notice, in a dialog) and "Cancel" per row after a confirmation.
// A thin view over subscriptions.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { subscriptionNoticeKindLabels } from '../../contract/product/labels';
import { subscriptionNoticeKinds, type SubscriptionNoticeKind } from '../../contract/product/subscriptions';
import { subscriptionsMachine } from '../../machines/product/subscriptions.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RecordTable } from '../../ui/RecordTable';
import { SelectField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { formatTime } from '../format';
import { LoadFailure } from '../LoadGate';
import { CategoryPicker } from './ApplyFields';

export function SubscriptionsSection({ platformCode, mayAct }: { platformCode: string; mayAct: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const toast = useSuccessToast();
  const actor = useActorRef(
    subscriptionsMachine.provide({ actions: { announceCreated: () => toast.say('common.message.submit'), announceCancelled: () => toast.say('common.message.cancelSuccess') } }),
    { input: { platformCode } },
  );
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  const loaded = !s.matches('loading') && !s.matches('loadFailed');
  const targetKind = c.target ? subscriptionNoticeKindLabels.text(c.target.noticeKind, locale) : '';
  const targetPath = c.target?.categoryPath ?? '';
  return (
    <Section title={t`Notice subscriptions`} testId="subscriptions">
      {s.matches('loadFailed') ? (
        <LoadFailure error={c.error} failedText={t`The subscriptions could not be loaded.`} onRetry={() => actor.send({ type: 'subs.retry' })} testId="subscriptions-error" />
      ) : loaded ? (
        <>
          {c.items.length ? (
            <RecordTable
              label={t`Notice subscriptions`}
              rows={c.items}
              rowKey={(x) => x.id}
              rowProps={(x) => ({ 'data-testid': 'subscription', 'data-category': x.categoryCode, 'data-kind': x.noticeKind })}
              columns={[
                { key: 'category', header: t`Category`, cell: (x) => x.categoryPath, rowHeader: true },
                { key: 'kind', header: t`Notices`, cell: (x) => subscriptionNoticeKindLabels.text(x.noticeKind, locale) },
                { key: 'since', header: t`Since`, cell: (x) => `${formatTime(x.createdAt, locale)} · ${x.createdBy}` },
                {
                  key: 'action',
                  header: t`Action`,
                  cell: (x) =>
                    mayAct ? (
                      <Button variant="secondary" onPress={() => actor.send({ type: 'subs.cancelRequested', subscription: x })} testId="subscription-cancel">
                        {t`Cancel`}
                      </Button>
                    ) : (
                      '-'
                    ),
                },
              ]}
            />
          ) : (
            <p data-testid="subscriptions-empty">{t`No notices subscribed on this platform yet.`}</p>
          )}
          {mayAct ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'subs.createOpened' })} testId="subscription-open">
              {t`Subscribe`}
            </Button>
          ) : null}
        </>
      ) : null}
      {c.form ? (
        <ConfirmDialog
          isOpen
          title={t`Subscribe to notices`}
          message={t`The platform notifies you about the category you pick.`}
          confirmLabel={t`Subscribe`}
          cancelLabel={t`Close`}
          busyLabel={t`Working…`}
          busy={busy}
          errorMessage={c.error ? errorText(c.error) : null}
          onConfirm={() => actor.send({ type: 'subs.submitted' })}
          onCancel={() => actor.send({ type: 'subs.closed' })}
          testId="subscription-dialog"
        >
          <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
            <CategoryPicker
              categories={c.categories}
              value={c.form.categoryCode}
              onChange={(code) => actor.send({ type: 'subs.fieldChanged', field: 'categoryCode', value: code })}
              errorMessage={c.problem ? t`Pick a category.` : null}
              isDisabled={busy}
              testId="subscription-category"
            />
            <SelectField
              label={t`Notices`}
              value={c.form.noticeKind}
              onChange={(v) => v && actor.send({ type: 'subs.fieldChanged', field: 'noticeKind', value: v as SubscriptionNoticeKind })}
              options={subscriptionNoticeKinds.map((k) => ({ value: k, label: subscriptionNoticeKindLabels.text(k, locale) }))}
              isRequired
              isDisabled={busy}
              testId="subscription-kind"
            />
          </form>
        </ConfirmDialog>
      ) : null}
      {c.target && (s.matches('confirmingCancel') || s.matches('cancelling')) ? (
        <ConfirmDialog
          isOpen
          title={t`Cancel the subscription?`}
          message={t`The platform stops notifying you of ${targetKind} in ${targetPath}.`}
          confirmLabel={t`Cancel subscription`}
          cancelLabel={t`Keep it`}
          busyLabel={t`Working…`}
          busy={busy}
          isDanger
          errorMessage={c.error ? errorText(c.error) : null}
          onConfirm={() => actor.send({ type: 'subs.cancelConfirmed' })}
          onCancel={() => actor.send({ type: 'subs.closed' })}
          testId="subscription-cancel-dialog"
        />
      ) : null}
    </Section>
  );
}
