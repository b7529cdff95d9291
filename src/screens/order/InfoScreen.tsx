// /order/info/:id: one order: its ids, state, deadlines, logistics, receiver, lines, shipments
// and status log, and what the supplier can do to it now (acknowledge, ship, cancel part of it,
// edit its logistics, reschedule; orderActions.machine.ts decides through snapshot.can), its
// feedback to the platform, and its packing list and invoice as files; the vms and fobt builds
// read the order through their own info call (the variant's screens.orderInfo, from the build
// info) and show its trade section. A thin view.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { fulfilmentLinesOf } from '../../resources/order/fulfilment-lines';
import { downloadOrderDocument, orderMayDo, type OrderDocumentType } from '../../contract/order/fulfilment';
import type { OrderDetail, OrderStatusLog } from '../../contract/order';
import { orderActionsMachine } from '../../machines/order/orderActions.machine';
import { waybillPrintMachine } from '../../machines/order/waybillPrint.machine';
import { deliveryModeLabels, orderStatusLabels, supplyTypeLabels, waybillApplyStatusLabels } from '../../contract/order/labels';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useApp, useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { AcknowledgeConfirm, FailedDialog, LogisticsDialog, PartCancelDialog, type OrderRef } from './OrderDialogs';
import { OrderBadge } from './parts';
import { FeedbackSection } from './FeedbackSection';
import { ReceiptSection } from './ReceiptSection';
import { RescheduleDialog } from './RescheduleDialog';
import { VariantInfoSection } from './VariantInfoSection';
import { OrderLinesTable } from './OrderLinesTable';
import { WaybillSheet } from './WaybillSheet';
import { doneMessages } from './texts';
import { downloadMachine } from '../../machines/generic/download.machine';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';
import { TableScroll } from '../../ui/TableScroll';

export function InfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/list" replace />;
  return <Info key={id} id={id} />;
}

function Info({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const { build } = useApp();
  const actor = useActorRef(orderActionsMachine.provide({
      actions: {
        announceDone: ({ context }, { action }) => {
          const subject = context.order ? t`Order ${context.order.supplierOrderId}` : undefined;
          if (action === 'acknowledge') toast.done(t`Acknowledged`, { subject });
          else toast.say(doneMessages[action], { subject });
        },
      },
    }), {
    input: { id, infoKind: build.screens.orderInfo },
  });
  const order = useSelector(actor, (s) => s.context.order);
  const logs = useSelector(actor, (s) => s.context.logs);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="order-info-title" data-testid="order-info">
      <h2 id="order-info-title">{order ? t`Order ${order.supplierOrderId}` : t`Order`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/list" data-testid="order-info-back">
          {t`Back to the orders`}
        </Link>
        {order ? (
          <>
            {' · '}
            <Link href={fulfilmentLinesOf(order.supplierOrderId)} data-testid="order-info-fulfilment-lines">
              {t`Fulfilment by line`}
            </Link>
          </>
        ) : null}
      </nav>
      {loadFailed ? (
        <LoadFailure error={error} failedText={t`The order could not be loaded.`} onRetry={() => actor.send({ type: 'order.retry' })} back={{ href: '/list', label: t`Back to the orders` }} testId="order-info-error" />
      ) : !order ? (
        <p className="state" role="status" data-testid="order-info-loading">
          {t`Loading…`}
        </p>
      ) : (
        <>
          <OrderActions actor={actor} order={order} reloading={loading} />
          <Order order={order} logs={logs} />
          <VariantInfoSection order={order} />
          <ReceiptSection orderId={order.id} />
          <FeedbackSection orderId={order.id} />
        </>
      )}
      <AcknowledgeConfirm order={actor} />
      <PartCancelDialog order={actor} />
      <LogisticsDialog order={actor} />
      <RescheduleDialog order={actor} />
      <FailedDialog order={actor} />
    </section>
  );
}

function OrderActions({ actor, order, reloading }: { actor: OrderRef; order: OrderDetail; reloading: boolean }) {
  const { t } = useLingui();
  const stale = useSelector(actor, (s) => s.matches('stale'));
  const error = useSelector(actor, (s) => s.context.error);
  const can = useSelector(actor, (s) => ({
    acknowledge: s.can({ type: 'order.acknowledgeRequested' }),
    cancel: s.can({ type: 'order.cancelRequested' }),
    logistics: s.can({ type: 'order.logisticsRequested' }),
    reschedule: s.can({ type: 'order.rescheduleRequested' }),
  }));
  const mayShip = orderMayDo(order.status, 'ship') && !stale && !reloading;
  const waybill = useActorRef(
    waybillPrintMachine.provide({ actions: { printSheet: () => window.print(), announceApplied: () => actor.send({ type: 'order.reloadRequested' }) } }),
  );
  const applying = useSelector(waybill, (s) => s.hasTag('busy'));
  const downloader = useActorRef(downloadMachine);
  const downloading = useSelector(downloader, (s) => (s.hasTag('busy') ? s.context.key : null));
  const download = (type: OrderDocumentType) =>
    downloader.send({ type: 'download.requested', request: { key: type, endpoint: downloadOrderDocument, input: { params: { type, id: order.id }, body: {} } } });
  return (
    <>
      <p>
        {order.supplierOrderId} <OrderBadge status={order.status} testId="order-info-status" />
      </p>
      {stale ? (
        <div className="notice" role="alert" data-testid="order-info-stale">
          <p>{errorText(error, t`The order was changed by someone else.`)}</p>
          <Button onPress={() => actor.send({ type: 'order.reloadRequested' })} testId="order-info-stale-reload">
            {t`Reload the order`}
          </Button>
        </div>
      ) : null}
      <Toolbar ariaLabel={t`Order actions`} testId="order-info-actions">
        {can.acknowledge ? (
          <Button onPress={() => actor.send({ type: 'order.acknowledgeRequested' })} testId="order-action-acknowledge">
            {t`Acknowledge`}
          </Button>
        ) : null}
        {mayShip ? (
          <Link href={`/ship/${encodeURIComponent(order.id)}`} className="button" data-testid="order-action-ship">
            {t`Ship`}
          </Link>
        ) : null}
        {orderMayDo(order.status, 'printWaybill') && !stale ? (
          <Button variant="secondary" isPending={applying} onPress={() => waybill.send({ type: 'waybill.requested', ids: [order.id] })} testId="order-action-waybill">
            {order.waybillNo ? t`Print waybill` : t`Apply for and print waybill`}
          </Button>
        ) : null}
        {can.cancel ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'order.cancelRequested' })} testId="order-action-cancel">
            {t`Cancel part`}
          </Button>
        ) : null}
        {can.logistics ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'order.logisticsRequested' })} testId="order-action-logistics">
            {t`Edit logistics`}
          </Button>
        ) : null}
        {can.reschedule ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'order.rescheduleRequested' })} testId="order-action-reschedule">
            {t`Reschedule`}
          </Button>
        ) : null}
        <Button variant="secondary" isPending={downloading === 'packingList'} isDisabled={!!downloading} onPress={() => download('packingList')} testId="order-download-packing">
          {t`Packing list`}
        </Button>
        <Button variant="secondary" isPending={downloading === 'invoice'} isDisabled={!!downloading} onPress={() => download('invoice')} testId="order-download-invoice">
          {t`Invoice`}
        </Button>
        <Button variant="secondary" isPending={reloading} isDisabled={reloading} onPress={() => actor.send({ type: 'order.reloadRequested' })} testId="order-info-reload">
          {t`Reload`}
        </Button>
      </Toolbar>
      <WaybillSheet waybill={waybill} />
    </>
  );
}

function Order({ order, logs }: { order: OrderDetail; logs: OrderStatusLog[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const time = (v: string | null) => formatTime(v, locale);
  const r = order.receiver;
  const address = [r.addressLine1, r.area, r.district, r.city, r.stateOrProvince, r.postalCode, r.country].filter(Boolean).join(', ');
  return (
    <>
      <Section title={t`Order`} testId="order-info-header">
        <DescriptionList
          testId="order-info-fields"
          items={[
            { key: 'supplierOrderId', label: t`Supplier order no.`, value: order.supplierOrderId },
            { key: 'sellerOrderId', label: t`Seller order no.`, value: order.sellerOrderId },
            { key: 'shopOrderId', label: t`Shop order no.`, value: order.shopOrderId },
            { key: 'cartName', label: t`Shop`, value: order.cartName },
            { key: 'orderTime', label: t`Order time`, value: time(order.orderTime) },
            { key: 'acknowledgedAt', label: t`Acknowledged at`, value: time(order.acknowledgedAt) },
            { key: 'cartOrderTime', label: t`Shop order time`, value: time(order.cartOrderTime) },
            {
              key: 'shipDeadline',
              label: t`Ship by`,
              value: order.rescheduledFrom ? t`${time(order.shipDeadline)} (rescheduled from ${time(order.rescheduledFrom)})` : time(order.shipDeadline),
            },
            { key: 'arriveDeadline', label: t`Arrive by`, value: time(order.arriveDeadline) },
            { key: 'shippedAt', label: t`Shipped at`, value: time(order.shippedAt) },
            { key: 'deliveredAt', label: t`Delivered at`, value: time(order.deliveredAt) },
            { key: 'warehouse', label: t`Warehouse`, value: `${order.warehouseName} (${order.warehouseCode})` },
            { key: 'deliveryMode', label: t`Delivery mode`, value: deliveryModeLabels.text(order.deliveryMode, i18n.locale) },
            { key: 'supplyType', label: t`Supply type`, value: supplyTypeLabels.text(order.supplyType, i18n.locale) },
            { key: 'tag', label: t`Tag`, value: order.tag },
            { key: 'abnormal', label: t`Abnormal`, value: order.abnormal ? t`Yes` : t`No` },
          ]}
        />
      </Section>
      <Section title={t`Logistics`} testId="order-info-logistics">
        <DescriptionList
          items={[
            { key: 'carrier', label: t`Carrier`, value: order.carrierCode },
            { key: 'trackingNo', label: t`Tracking no.`, value: order.trackingNo },
            { key: 'packageNo', label: t`Package no.`, value: order.packageNo },
            { key: 'appointmentFormNo', label: t`Appointment no.`, value: order.appointmentFormNo },
            { key: 'handoverOrderCode', label: t`Handover code`, value: order.handoverOrderCode },
            { key: 'waybillApplyStatus', label: t`Waybill`, value: order.waybillNo ? `${waybillApplyStatusLabels.text(order.waybillApplyStatus, i18n.locale)} · ${order.waybillCarrier} ${order.waybillNo}` : waybillApplyStatusLabels.text(order.waybillApplyStatus, i18n.locale) },
          ]}
        />
      </Section>
      <Section title={t`Receiver`} testId="order-info-receiver">
        <DescriptionList
          testId="order-info-receiver-fields"
          items={[
            { key: 'name', label: t`Name`, value: r.name },
            { key: 'phone', label: t`Phone`, value: r.phone },
            { key: 'address', label: t`Address`, value: address },
          ]}
        />
      </Section>
      <Section title={t`Lines (${order.lines.length})`} testId="order-info-lines-section">
        <OrderLinesTable lines={order.lines} currency={order.currency} testId="order-info-lines" rowTestId="order-info-line" />
      </Section>
      <Section title={t`Shipments (${order.shipments.length})`} testId="order-info-shipments-section">
        {order.shipments.length === 0 ? (
          <p data-testid="order-info-no-shipments">{t`Nothing shipped yet.`}</p>
        ) : (
          <TableScroll label={t`Shipments of the order`}>
            <table className="record-table" aria-label={t`Shipments of the order`} data-testid="order-info-shipments">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t`Carrier`}</th>
                  <th scope="col">{t`Tracking no.`}</th>
                  <th scope="col">{t`Shipped at`}</th>
                  <th scope="col">{t`By`}</th>
                  <th scope="col">{t`What`}</th>
                </tr>
              </thead>
              <tbody>
                {order.shipments.map((s) => (
                  <tr key={s.id} data-testid="order-info-shipment">
                    <th scope="row">{s.shipmentNo}</th>
                    <td>{s.carrierCode}</td>
                    <td>{s.trackingNo}</td>
                    <td>{time(s.shippedAt)}</td>
                    {/* a person's name is data; "Platform record" a label */}
                    {s.shippedBy ? <td translate="no">{s.shippedBy}</td> : <td>{t`Platform record`}</td>}
                    <td>{s.lines.map((l) => `${order.lines.find((x) => x.id === l.lineId)?.sku ?? l.lineId} × ${formatQty(l.qty, locale)}`).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
      <Section title={t`Status log`} testId="order-info-log-section">
        <ol className="order-log" data-testid="order-info-log">
          {logs.map((l) => (
            <li key={l.id} data-testid="order-info-log-entry" data-action={l.action}>
              {/* who is data (a person's name); the note is the server's, in the screen's language */}
              <time dateTime={l.at}>{time(l.at)}</time> · {orderStatusLabels.text(l.to, i18n.locale)} · {l.actor ? <span translate="no">{l.actor}</span> : t`Platform`}
              {l.note ? ` · ${l.note}` : ''}
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
