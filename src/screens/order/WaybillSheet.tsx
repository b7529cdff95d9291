// The waybill labels of print and apply (waybillPrint.machine.ts), in a dialog: one label per order
// (carrier, waybill number, package, ship from, ship to), the orders refused beside them, and
// "Print", which prints only the label sheet (the print stylesheet of order.css).
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { waybillPrintMachine } from '../../machines/order/waybillPrint.machine';
import { Button } from '../../ui/Button';
import { formatQty } from '../format';
import { errorText } from '../errorText';

export type WaybillRef = ActorRefFrom<typeof waybillPrintMachine>;

export function WaybillSheet({ waybill }: { waybill: WaybillRef }) {
  const { t, i18n } = useLingui();
  const snap = useSelector(waybill, (s) => s);
  const open = snap.matches('showing') || snap.matches('refused') || snap.matches('failed');
  if (!open) return null;
  const { labels, refused, error } = snap.context;
  const close = () => waybill.send({ type: 'waybill.closed' });
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable onOpenChange={(o) => (o ? undefined : close())}>
      <Modal className="modal modal-wide">
        <Dialog className="dialog" data-testid="waybill-dialog">
          <Heading slot="title">{t`Waybills`}</Heading>
          {snap.matches('failed') ? (
            <p className="dialog-error" role="alert" data-testid="waybill-error">
              {errorText(error, t`The waybills could not be applied for.`)}
            </p>
          ) : null}
          {refused.length ? (
            <ul className="form-problems" role="alert" data-testid="waybill-refused">
              {refused.map((r) => (
                <li key={r.id}>{r.message}</li>
              ))}
            </ul>
          ) : null}
          {labels.length ? (
            <div className="print-sheet" data-testid="waybill-sheet">
              {labels.map((l) => (
                <section key={l.orderId} className="waybill-label" aria-label={t`Waybill of order ${l.supplierOrderId}`} data-testid="waybill-label">
                  <p className="waybill-no">
                    {l.carrierCode} · <strong>{l.waybillNo}</strong>
                  </p>
                  <dl className="print-sheet-fields">
                    <dt>{t`Order`}</dt>
                    <dd>{l.supplierOrderId}</dd>
                    <dt>{t`Package no.`}</dt>
                    <dd>{l.packageNo}</dd>
                    <dt>{t`Ship from`}</dt>
                    <dd>{l.shipFrom}</dd>
                    <dt>{t`Ship to`}</dt>
                    <dd>
                      {l.receiverName} {l.receiverPhone}
                      <br />
                      {l.address}
                    </dd>
                    <dt>{t`Units`}</dt>
                    <dd>{formatQty(l.totalQty, i18n.locale)}</dd>
                  </dl>
                </section>
              ))}
            </div>
          ) : null}
          <div className="actions">
            {snap.matches('failed') ? (
              <Button variant="secondary" onPress={() => waybill.send({ type: 'waybill.retry' })} testId="waybill-retry">
                {t`Try again`}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={close} testId="waybill-close">
              {t`Close`}
            </Button>
            {labels.length ? (
              <Button autoFocus onPress={() => waybill.send({ type: 'waybill.printRequested' })} testId="waybill-print">
                {t`Print`}
              </Button>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
