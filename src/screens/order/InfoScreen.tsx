// /order/info/:id: one order, read only: its ids, state, deadlines, logistics, receiver and lines
// (order.info), through the generic detail machine (loading, failed with retry, viewing, reload).
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { OrderDetail } from '../../contract/orders';
import { deliveryModeLabels, supplyTypeLabels, waybillApplyStatusLabels } from '../../resources/order/labels';
import { orderInfoView } from '../../resources/order/orders';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { formatQty, formatTime } from '../inventory/format';
import { useView, ViewFrame } from '../inventory/useView';
import { OrderBadge } from './parts';

export function InfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/list" replace />;
  return <Info key={id} id={id} />;
}

function Info({ id }: { id: string }) {
  const { t } = useLingui();
  const view = useView(orderInfoView, id);
  return (
    <section className="detail-screen" aria-labelledby="order-info-title" data-testid="order-info">
      <h2 id="order-info-title">{t`Order`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/list" data-testid="order-info-back">
          {t`Back to the orders`}
        </Link>
      </nav>
      <ViewFrame<OrderDetail> view={view} failedText={t`The order could not be loaded.`} testId="order-info">
        {({ data, reload, reloading }) => <Order order={data} reload={reload} reloading={reloading} />}
      </ViewFrame>
    </section>
  );
}

function Order({ order, reload, reloading }: { order: OrderDetail; reload(): void; reloading: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const time = (v: string | null) => formatTime(v, locale);
  const r = order.receiver;
  const address = [r.addressLine1, r.area, r.district, r.city, r.stateOrProvince, r.postalCode, r.country].filter(Boolean).join(', ');
  return (
    <>
      <p>
        {order.supplierOrderId} <OrderBadge status={order.status} testId="order-info-status" />{' '}
        <Button variant="secondary" isPending={reloading} onPress={reload} testId="order-info-reload">
          {t`Reload`}
        </Button>
      </p>
      <Section title={t`Order`} testId="order-info-header">
        <DescriptionList
          testId="order-info-fields"
          items={[
            { key: 'supplierOrderId', label: t`Supplier order no.`, value: order.supplierOrderId },
            { key: 'sellerOrderId', label: t`Seller order no.`, value: order.sellerOrderId },
            { key: 'shopOrderId', label: t`Shop order no.`, value: order.shopOrderId },
            { key: 'cartName', label: t`Shop`, value: order.cartName },
            { key: 'orderTime', label: t`Order time`, value: time(order.orderTime) },
            { key: 'cartOrderTime', label: t`Shop order time`, value: time(order.cartOrderTime) },
            { key: 'shipDeadline', label: t`Ship by`, value: time(order.shipDeadline) },
            { key: 'arriveDeadline', label: t`Arrive by`, value: time(order.arriveDeadline) },
            { key: 'shippedAt', label: t`Shipped at`, value: time(order.shippedAt) },
            { key: 'deliveredAt', label: t`Delivered at`, value: time(order.deliveredAt) },
            { key: 'warehouse', label: t`Warehouse`, value: `${order.warehouseName} (${order.warehouseCode})` },
            { key: 'deliveryMode', label: t`Delivery mode`, value: i18n._(deliveryModeLabels[order.deliveryMode]) },
            { key: 'supplyType', label: t`Supply type`, value: i18n._(supplyTypeLabels[order.supplyType]) },
            { key: 'tag', label: t`Tag`, value: order.tag },
            { key: 'abnormal', label: t`Abnormal`, value: order.abnormal ? t`Yes` : t`No` },
          ]}
        />
      </Section>
      <Section title={t`Logistics`} testId="order-info-logistics">
        <DescriptionList
          items={[
            { key: 'trackingNo', label: t`Tracking no.`, value: order.trackingNo },
            { key: 'packageNo', label: t`Package no.`, value: order.packageNo },
            { key: 'appointmentFormNo', label: t`Appointment no.`, value: order.appointmentFormNo },
            { key: 'handoverOrderCode', label: t`Handover code`, value: order.handoverOrderCode },
            { key: 'waybillApplyStatus', label: t`Waybill`, value: i18n._(waybillApplyStatusLabels[order.waybillApplyStatus]) },
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
        <table className="order-table" aria-label={t`Lines of the order`} data-testid="order-info-lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t`SKU`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Supply type`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Shipped`}</th>
              <th scope="col">{t`Cancelled`}</th>
              <th scope="col">{t`Unit price`}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id} data-testid="order-info-line">
                <td>{l.lineNo}</td>
                <th scope="row">{l.sku}</th>
                <td>{l.skuName}</td>
                <td>{i18n._(supplyTypeLabels[l.supplyType])}</td>
                <td>{formatQty(l.qty, locale)}</td>
                <td>{formatQty(l.shippedQty, locale)}</td>
                <td>{formatQty(l.cancelledQty, locale)}</td>
                <td>{new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(l.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
