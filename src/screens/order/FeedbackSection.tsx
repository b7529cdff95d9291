// The supplier's feedback on one order to the platform, on the order detail (/order/info/:id):
// what was said, newest first, and "Add feedback" (a kind such as an address problem or the
// customer asking to wait, and a text, required for "Other") for roles that manage orders.
// feedback.machine.ts decides and checks the form. A thin view.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import { FEEDBACK_TEXT_MAX, feedbackKinds, type FeedbackKind } from '../../contract/order/extras';
import { feedbackFormProblems, feedbackMachine } from '../../machines/order/feedback.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField, TextAreaField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { FormDialog } from './OrderDialogs';
import { errorText } from '../errorText';

type FeedbackRef = ActorRefFrom<typeof feedbackMachine>;

export const feedbackKindLabels: Record<FeedbackKind, ReturnType<typeof msg>> = {
  addressProblem: msg`Address problem`,
  customerAskedDelay: msg`Customer asked to delay`,
  stockShortage: msg`Stock shortage`,
  carrierProblem: msg`Carrier problem`,
  other: msg`Other`,
};

export function FeedbackSection({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const canManage = useCanManage();
  const actor = useActorRef(feedbackMachine.provide({ actions: { announceDone: () => toast.done(t`Feedback sent`) } }), { input: { orderId } });
  const items = useSelector(actor, (s) => s.context.items);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'feedback.addRequested' }));
  return (
    <Section
      title={t`Feedback to the platform (${items.length})`}
      testId="order-feedback"
      actions={
        canManage && canAdd ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'feedback.addRequested' })} testId="order-feedback-add">
            {t`Add feedback`}
          </Button>
        ) : null
      }
    >
      {loadFailed ? (
        <ErrorState message={errorText(error, t`The feedback could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => actor.send({ type: 'feedback.retry' })} testId="order-feedback-error" />
      ) : loading ? (
        <p className="state" role="status" data-testid="order-feedback-loading">
          {t`Loading…`}
        </p>
      ) : items.length === 0 ? (
        <p data-testid="order-feedback-empty">{t`No feedback sent for this order.`}</p>
      ) : (
        <ol className="order-log" data-testid="order-feedback-list">
          {items.map((f) => (
            <li key={f.id} data-testid="order-feedback-item" data-kind={f.kind}>
              <time dateTime={f.createdAt}>{formatTime(f.createdAt, i18n.locale)}</time> · {i18n._(feedbackKindLabels[f.kind])} · {f.createdByName}
              {f.text ? ` · ${f.text}` : ''}
            </li>
          ))}
        </ol>
      )}
      <FeedbackDialog actor={actor} />
      <FeedbackFailed actor={actor} />
    </Section>
  );
}

function FeedbackDialog({ actor }: { actor: FeedbackRef }) {
  const { t, i18n } = useLingui();
  const open = useSelector(actor, (s) => s.matches('adding') || s.matches('submitting'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const ctx = useSelector(actor, (s) => s.context);
  if (!open) return null;
  const problem = ctx.showProblems ? feedbackFormProblems(ctx)[0] : undefined;
  return (
    <FormDialog
      title={t`Feedback to the platform`}
      testId="order-feedback-dialog"
      busy={busy}
      onClose={() => actor.send({ type: 'feedback.dismissed' })}
      onSave={() => actor.send({ type: 'feedback.saved' })}
      saveLabel={t`Send feedback`}
    >
      <p className="dialog-message">{t`Tell the platform what stands in the way of this order. Feedback cannot be changed once sent.`}</p>
      <SelectField
        label={t`Kind`}
        value={ctx.kind}
        onChange={(v) => actor.send({ type: 'feedback.kindChanged', value: (v ?? 'other') as FeedbackKind })}
        options={feedbackKinds.map((k) => ({ value: k, label: i18n._(feedbackKindLabels[k]) }))}
        isRequired
        isDisabled={busy}
        testId="order-feedback-kind"
      />
      <TextAreaField
        label={t`Details`}
        value={ctx.text}
        onChange={(v) => actor.send({ type: 'feedback.textChanged', value: v })}
        errorMessage={problem === 'textRequired' ? t`Describe the problem: details are required for "Other".` : problem === 'textTooLong' ? t`At most 500 characters.` : null}
        maxLength={FEEDBACK_TEXT_MAX}
        rows={4}
        isDisabled={busy}
        testId="order-feedback-text"
      />
    </FormDialog>
  );
}

function FeedbackFailed({ actor }: { actor: FeedbackRef }) {
  const { t } = useLingui();
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDialog
      isOpen={failed}
      title={t`Feedback not sent`}
      message={errorText(error, t`The server refused the feedback.`)}
      confirmLabel={t`Try again`}
      cancelLabel={t`Back to the form`}
      onConfirm={() => actor.send({ type: 'feedback.retry' })}
      onCancel={() => actor.send({ type: 'feedback.dismissed' })}
      testId="order-feedback-failed"
    />
  );
}
