// Batch cancel on the order list: the supplier lists orders it cannot fulfil with a reason and
// sees one result per order (cancelled, or refused with the reason). A thin view over
// batchCancel.machine.ts; shown only to roles that manage the order group.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { BATCH_CANCEL_MAX, REASON_MAX } from '../../contract/order/requests';
import { batchCancelMachine, orderIdsOf } from '../../machines/order/batchCancel.machine';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/FormField';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { TableScroll } from '../../ui/TableScroll';

export function BatchCancel() {
  const { t } = useLingui();
  const canManage = useCanManage();
  const toast = useSuccessToast();
  const batch = useActorRef(batchCancelMachine.provide({
      actions: {
        announceChanged: ({ context }) => {
          const cancelled = context.results?.filter((r) => r.outcome === 'cancelled').length ?? 0;
          toast.done(plural(cancelled, { one: '# order cancelled', other: '# orders cancelled' }));
        },
      },
    }));
  const open = useSelector(batch, (s) => !s.matches('closed'));
  const view = useSelector(batch, (s) => (s.matches('results') ? 'results' : s.matches('failed') ? 'failed' : 'editing'));
  const busy = useSelector(batch, (s) => s.hasTag('busy'));
  const text = useSelector(batch, (s) => s.context.text);
  const reason = useSelector(batch, (s) => s.context.reason);
  const problem = useSelector(batch, (s) => s.context.problem);
  const results = useSelector(batch, (s) => s.context.results);
  const error = useSelector(batch, (s) => s.context.error);
  if (!canManage) return null;
  const close = () => {
    if (!busy) batch.send({ type: 'batch.closed' });
  };
  const count = orderIdsOf(text).length;
  const refusedCount = results?.filter((r) => r.outcome === 'refused').length ?? 0;
  return (
    <>
      <Button variant="secondary" onPress={() => batch.send({ type: 'batch.opened' })} testId="order-batch-cancel">
        {t`Cancel orders…`}
      </Button>
      <ModalOverlay className="dialog-overlay" isOpen={open} isDismissable={!busy} isKeyboardDismissDisabled={busy} onOpenChange={(o) => (o ? undefined : close())}>
        <Modal className="modal">
          <Dialog className="dialog" data-testid="order-batch-dialog">
            <Heading slot="title">{t`Cancel orders you cannot fulfil`}</Heading>
            {view === 'results' && results ? (
              <>
                <p className="dialog-message" role="status" data-testid="order-batch-summary">
                  {t`${results.length - refusedCount} cancelled, ${refusedCount} refused.`}
                </p>
                <TableScroll label={t`Result per order`}>
                  <table className="record-table" aria-label={t`Result per order`} data-testid="order-batch-results">
                    <thead>
                      <tr>
                        <th scope="col">{t`Order`}</th>
                        <th scope="col">{t`Result`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {results.map((r) => (
                        <tr key={r.orderId} data-outcome={r.outcome}>
                          <th scope="row">{r.orderId}</th>
                          <td>{r.outcome === 'cancelled' ? t`Cancelled` : t`Refused: ${r.message ?? r.code ?? ''}`}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                <div className="actions">
                  {refusedCount ? (
                    <Button variant="secondary" onPress={() => batch.send({ type: 'batch.again' })} testId="order-batch-again">
                      {t`Edit the refused ones`}
                    </Button>
                  ) : null}
                  <Button autoFocus onPress={close} testId="order-batch-close">
                    {t`Close`}
                  </Button>
                </div>
              </>
            ) : view === 'failed' ? (
              <>
                <p className="dialog-message" role="alert" data-testid="order-batch-failed">
                  {errorText(error, t`The server refused the action.`)}
                </p>
                <div className="actions">
                  <Button variant="secondary" onPress={close} testId="order-batch-close">
                    {t`Close`}
                  </Button>
                  <Button autoFocus onPress={() => batch.send({ type: 'batch.dismissed' })} testId="order-batch-back">
                    {t`Back`}
                  </Button>
                </div>
              </>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  batch.send({ type: 'batch.submitted' });
                }}
              >
                <p className="dialog-message">{t`Orders that have shipped anything cannot be cancelled; each order gets its own result.`}</p>
                <TextAreaField
                  label={t`Order ids or supplier order nos.`}
                  description={t`One per line, or separated by commas (at most ${BATCH_CANCEL_MAX}). ${count} listed.`}
                  value={text}
                  onChange={(v) => batch.send({ type: 'batch.idsChanged', value: v })}
                  errorMessage={problem === 'noOrders' ? t`List at least one order.` : problem === 'tooMany' ? t`At most ${BATCH_CANCEL_MAX} orders at a time.` : null}
                  isRequired
                  isDisabled={busy}
                  rows={5}
                  testId="order-batch-ids"
                />
                <TextField
                  label={t`Reason`}
                  value={reason}
                  onChange={(v) => batch.send({ type: 'batch.reasonChanged', value: v })}
                  errorMessage={problem === 'noReason' ? t`A reason is required.` : null}
                  isRequired
                  isDisabled={busy}
                  maxLength={REASON_MAX}
                  testId="order-batch-reason"
                />
                <div className="actions">
                  <Button variant="secondary" onPress={close} isDisabled={busy} testId="order-batch-close">
                    {t`Back`}
                  </Button>
                  <Button type="submit" variant="danger" isPending={busy} testId="order-batch-submit">
                    {busy ? t`Working…` : t`Cancel these orders`}
                  </Button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
