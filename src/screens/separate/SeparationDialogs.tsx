// The dialogs of the isolation detail, over separation.machine.ts: one confirmation per lifecycle
// action (terminate asks whether to return the held stock now or keep it held until recovered),
// the end-time editor (a date-time input checked by the machine before anything is sent), and
// the refusal of an action (the server's message; back to the isolation).
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { separationMachine } from '../../machines/separate/separation.machine';
import type { LifecycleAction } from '../../machines/separate/rules';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { RadioGroupField } from '../../ui/FormField';
import { RefusalDialog } from '../../ui/RefusalDialog';
import { formatTime } from '../format';
import { actionLabels, actionQuestions, dangerousActions, problemText } from './texts';
import { errorText } from '../errorText';

export type SeparationRef = ActorRefFrom<typeof separationMachine>;

export function ActionConfirm({ separation }: { separation: SeparationRef }) {
  const { t, i18n } = useLingui();
  const pending = useSelector(separation, (s) => s.context.pending);
  const restore = useSelector(separation, (s) => s.context.restore);
  const open = useSelector(separation, (s) => (s.matches('confirming') || s.matches('submitting')) && s.context.pending !== null && s.context.pending !== 'abortedTime');
  const busy = useSelector(separation, (s) => s.matches('submitting'));
  const action = open ? (pending as LifecycleAction) : null;
  return (
    <ConfirmDialog
      isOpen={!!action}
      title={action ? i18n._(actionLabels[action]) : ''}
      message={action ? i18n._(actionQuestions[action]) : ''}
      confirmLabel={action ? i18n._(actionLabels[action]) : ''}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      isDanger={!!action && dangerousActions.has(action)}
      busy={busy}
      onConfirm={() => separation.send({ type: 'separation.confirmed' })}
      onCancel={() => separation.send({ type: 'separation.dismissed' })}
      testId="sep-confirm"
    >
      {action === 'terminate' ? (
        <RadioGroupField
          label={t`The stock it holds`}
          value={restore ? 'restore' : 'keep'}
          onChange={(v) => separation.send({ type: 'separation.restoreChosen', restore: v === 'restore' })}
          isDisabled={busy}
          options={[
            { value: 'restore', label: t`Return it to the shared pool now` },
            { value: 'keep', label: t`Keep it held for the shop until recovered` },
          ]}
          testId="sep-terminate-restore"
        />
      ) : null}
    </ConfirmDialog>
  );
}

export function EndTimeDialog({ separation }: { separation: SeparationRef }) {
  const { t, i18n } = useLingui();
  const open = useSelector(separation, (s) => s.matches('editingEndTime') || (s.matches('submitting') && s.context.pending === 'abortedTime'));
  const busy = useSelector(separation, (s) => s.matches('submitting'));
  const value = useSelector(separation, (s) => s.context.endTime);
  const problem = useSelector(separation, (s) => s.context.endTimeProblem);
  const detail = useSelector(separation, (s) => s.context.detail);
  if (!open || !detail) return null;
  const close = () => {
    if (!busy) separation.send({ type: 'separation.dismissed' });
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled={busy} onOpenChange={(o) => (o ? undefined : close())}>
      <Modal className="modal">
        <Dialog className="dialog" data-testid="sep-end-dialog">
          <Heading slot="title">{t`Change the end time`}</Heading>
          <p className="dialog-message">{t`Now ends ${formatTime(detail.abortedAt, i18n.locale)}; started or starts ${formatTime(detail.startAt, i18n.locale)}. The new end must be after the start and in the future.`}</p>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              separation.send({ type: 'separation.endTimeSaved' });
            }}
          >
            <DateTimeField
              label={t`New end time`}
              value={value}
              onChange={(v) => separation.send({ type: 'separation.endTimeChanged', value: v })}
              errorMessage={problemText(i18n, problem)}
              isDisabled={busy}
              isRequired
              autoFocus
              testId="sep-end-input"
            />
            <div className="actions">
              <Button variant="secondary" onPress={close} isDisabled={busy} testId="sep-end-cancel">
                {t`Back`}
              </Button>
              <Button type="submit" isPending={busy} testId="sep-end-save">
                {busy ? t`Saving…` : t`Save end time`}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function FailedDialog({ separation }: { separation: SeparationRef }) {
  const { t, i18n } = useLingui();
  const failed = useSelector(separation, (s) => s.matches('failed'));
  const pending = useSelector(separation, (s) => s.context.pending);
  const error = useSelector(separation, (s) => s.context.error);
  return (
    <RefusalDialog
      isOpen={failed}
      title={pending ? t`${i18n._(actionLabels[pending])}: not done` : t`Not done`}
      message={errorText(error, t`The server refused the action.`)}
      reloadLabel={t`Reload`}
      backLabel={t`Back to the isolation`}
      onReload={() => separation.send({ type: 'separation.reloadRequested' })}
      onBack={() => separation.send({ type: 'separation.dismissed' })}
      testId="sep-failed"
    />
  );
}
