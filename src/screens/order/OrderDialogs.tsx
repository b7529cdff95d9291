// The dialogs of the order detail, over orderActions.machine.ts: acknowledge (a question), part
// cancel (a quantity per line and a required reason), edit logistics (carrier and tracking
// number), and the refusal of an action (the server's message; back to the order).
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { CANCEL_REASON_MAX, TRACKING_NO } from '../../contract/order/fulfilment';
import { cancelProblems } from '../../machines/order/lines';
import type { orderActionsMachine } from '../../machines/order/orderActions.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextAreaField, TextField } from '../../ui/FormField';
import { LineQtyTable } from './LineQtyTable';
import { formProblemText } from './texts';
import { errorText } from '../errorText';

export type OrderRef = ActorRefFrom<typeof orderActionsMachine>;

export function AcknowledgeConfirm({ order }: { order: OrderRef }) {
  const { t } = useLingui();
  const open = useSelector(order, (s) => s.context.pending === 'acknowledge' && (s.matches('confirming') || s.matches('submitting')));
  const busy = useSelector(order, (s) => s.matches('submitting'));
  const no = useSelector(order, (s) => s.context.order?.supplierOrderId ?? '');
  return (
    <ConfirmDialog
      isOpen={open}
      title={t`Acknowledge order ${no}?`}
      message={t`You confirm to the platform that you will fulfil this order; it then waits for shipment.`}
      confirmLabel={t`Acknowledge`}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      busy={busy}
      onConfirm={() => order.send({ type: 'order.confirmed' })}
      onCancel={() => order.send({ type: 'order.dismissed' })}
      testId="order-ack-confirm"
    />
  );
}

export function FormDialog({ title, testId, busy, onClose, onSave, saveLabel, children }: { title: string; testId: string; busy: boolean; onClose(): void; onSave(): void; saveLabel: string; children: ReactNode }) {
  const { t } = useLingui();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled={busy} onOpenChange={(o) => (o ? undefined : close())}>
      <Modal className="modal modal-wide">
        <Dialog className="dialog" data-testid={testId}>
          <Heading slot="title">{title}</Heading>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSave();
            }}
          >
            {children}
            <div className="actions">
              <Button variant="secondary" onPress={close} isDisabled={busy} testId={`${testId}-back`}>
                {t`Back`}
              </Button>
              <Button type="submit" isPending={busy} testId={`${testId}-save`}>
                {busy ? t`Saving…` : saveLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function PartCancelDialog({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const open = useSelector(order, (s) => s.matches('cancelling') || (s.matches('submitting') && s.context.pending === 'partCancel'));
  const busy = useSelector(order, (s) => s.matches('submitting'));
  const ctx = useSelector(order, (s) => s.context);
  if (!open || !ctx.order) return null;
  const problems = ctx.showProblems ? cancelProblems(ctx.order, ctx.qtys, ctx.reason) : [];
  const reasonProblem = problems.find((p) => p === 'noReason' || p === 'reasonTooLong');
  const lineProblem = problems.find((p) => p === 'noLines' || p === 'badQty');
  return (
    <FormDialog
      title={t`Cancel part of order ${ctx.order.supplierOrderId}`}
      testId="order-cancel-dialog"
      busy={busy}
      onClose={() => order.send({ type: 'order.dismissed' })}
      onSave={() => order.send({ type: 'order.saved' })}
      saveLabel={t`Cancel these quantities`}
    >
      <p className="dialog-message">{t`Cancel what you cannot ship. What is already shipped cannot be cancelled here; an order with nothing left to ship is closed.`}</p>
      {lineProblem ? (
        <p className="field-error" role="alert" data-testid="order-cancel-lines-problem">
          {formProblemText(i18n, lineProblem)}
        </p>
      ) : null}
      <LineQtyTable
        order={ctx.order}
        qtys={ctx.qtys}
        showProblems={ctx.showProblems}
        disabled={busy}
        verb={t`Cancel`}
        caption={t`Quantities to cancel per line`}
        onQty={(lineId, value) => order.send({ type: 'order.qtyChanged', lineId, value })}
        testId="order-cancel-lines"
      />
      <TextAreaField
        label={t`Reason`}
        value={ctx.reason}
        onChange={(v) => order.send({ type: 'order.reasonChanged', value: v })}
        errorMessage={reasonProblem ? formProblemText(i18n, reasonProblem) : null}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        isRequired
        isDisabled={busy}
        testId="order-cancel-reason"
      />
    </FormDialog>
  );
}

export function LogisticsDialog({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const open = useSelector(order, (s) => s.matches('editingLogistics') || (s.matches('submitting') && s.context.pending === 'editLogistics'));
  const busy = useSelector(order, (s) => s.matches('submitting'));
  const ctx = useSelector(order, (s) => s.context);
  if (!open || !ctx.order) return null;
  const carrierOk = ctx.carriers.some((c) => c.code === ctx.carrierCode);
  const trackingOk = TRACKING_NO.test(ctx.trackingNo.trim());
  return (
    <FormDialog
      title={t`Edit the logistics of order ${ctx.order.supplierOrderId}`}
      testId="order-logistics-dialog"
      busy={busy}
      onClose={() => order.send({ type: 'order.dismissed' })}
      onSave={() => order.send({ type: 'order.saved' })}
      saveLabel={t`Save logistics`}
    >
      <p className="dialog-message">{t`Corrects the carrier and tracking number of the latest shipment.`}</p>
      <SelectField
        label={t`Carrier`}
        value={ctx.carrierCode || null}
        onChange={(v) => order.send({ type: 'order.carrierChanged', value: v ?? '' })}
        options={ctx.carriers.map((c) => ({ value: c.code, label: c.name }))}
        placeholder={t`Choose a carrier`}
        errorMessage={ctx.showProblems && !carrierOk ? formProblemText(i18n, 'noCarrier') : null}
        isRequired
        isDisabled={busy}
        testId="order-logistics-carrier"
      />
      <TextField
        label={t`Tracking number`}
        value={ctx.trackingNo}
        onChange={(v) => order.send({ type: 'order.trackingChanged', value: v })}
        errorMessage={ctx.showProblems && !trackingOk ? formProblemText(i18n, 'badTracking') : null}
        maxLength={40}
        isRequired
        isDisabled={busy}
        testId="order-logistics-tracking"
      />
    </FormDialog>
  );
}

export function FailedDialog({ order }: { order: OrderRef }) {
  const { t } = useLingui();
  const failed = useSelector(order, (s) => s.matches('failed'));
  const error = useSelector(order, (s) => s.context.error);
  return (
    <ConfirmDialog
      isOpen={failed}
      title={t`Not done`}
      message={errorText(error, t`The server refused the action.`)}
      confirmLabel={t`Back to the order`}
      cancelLabel={t`Reload`}
      onConfirm={() => order.send({ type: 'order.dismissed' })}
      onCancel={() => order.send({ type: 'order.reloadRequested' })}
      testId="order-failed"
    />
  );
}
