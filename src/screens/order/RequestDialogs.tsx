// The dialogs of a request's audit, over requestAudit.machine.ts: the confirmation of a decision
// (a refund rejection asks for its reason and says it is required when missing; the server
// refuses a blank one too) and the refusal of a decision or an edit (the server's message; back to
// the request).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { requestAuditMachine } from '../../machines/order/requestAudit.machine';
import { useLingui } from '@lingui/react/macro';
import { REASON_MAX, type AuditFlag } from '../../contract/order/requests';
import { needsReason } from '../../machines/order/rules';
import { flagLabels, flagQuestions } from '../../resources/order/labels';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextAreaField } from '../../ui/FormField';
import { RefusalDialog } from '../../ui/RefusalDialog';
import { errorText } from '../errorText';

/** The request audit a request's screen runs (RequestScreen.tsx); its dialogs read and send to it. */
export type AuditRef = ActorRefFrom<typeof requestAuditMachine>;

export function DecisionDialog({ audit }: { audit: AuditRef }) {
  const { t, i18n } = useLingui();
  const kind = useSelector(audit, (s) => s.context.kind);
  const flag = useSelector(audit, (s) => (s.matches('confirming') || s.matches('submitting') ? s.context.flag : null));
  const busy = useSelector(audit, (s) => s.matches('submitting'));
  const reason = useSelector(audit, (s) => s.context.reason);
  const problem = useSelector(audit, (s) => s.context.reasonProblem);
  const asksReason = useSelector(audit, (s) => needsReason(s.context.detail, s.context.flag));
  const label = (f: AuditFlag | null) => (f ? i18n._(flagLabels[kind][f]!) : '');
  return (
    <ConfirmDialog
      isOpen={!!flag}
      title={label(flag)}
      message={flag ? i18n._(flagQuestions[kind][flag]!) : ''}
      confirmLabel={label(flag)}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      isDanger={flag === 'reject' || flag === 'cancel'}
      busy={busy}
      onConfirm={() => audit.send({ type: 'audit.confirmed' })}
      onCancel={() => audit.send({ type: 'audit.dismissed' })}
      testId="request-confirm"
      focusField={asksReason}
    >
      {asksReason ? (
        <TextAreaField
          label={t`Reason`}
          description={t`Required. The customer sees it.`}
          value={reason}
          onChange={(v) => audit.send({ type: 'audit.reasonChanged', value: v })}
          errorMessage={problem === 'required' ? t`A reason is required to reject a refund.` : null}
          isRequired
          isDisabled={busy}
          maxLength={REASON_MAX}
          rows={3}
          autoFocus
          testId="request-reason"
        />
      ) : null}
    </ConfirmDialog>
  );
}

export function FailedDialog({ audit }: { audit: AuditRef }) {
  const { t, i18n } = useLingui();
  const failed = useSelector(audit, (s) => s.matches('failed'));
  const kind = useSelector(audit, (s) => s.context.kind);
  const flag = useSelector(audit, (s) => s.context.flag);
  const error = useSelector(audit, (s) => s.context.error);
  return (
    <RefusalDialog
      isOpen={failed}
      title={flag ? t`${i18n._(flagLabels[kind][flag]!)}: not done` : t`Not done`}
      message={errorText(error, t`The server refused the action.`)}
      reloadLabel={t`Reload`}
      backLabel={t`Back to the request`}
      onReload={() => audit.send({ type: 'audit.reloadRequested' })}
      onBack={() => audit.send({ type: 'audit.dismissed' })}
      testId="request-failed"
    />
  );
}
