// /order/arrivalList: the appointments a platform warehouse checked in (server table
// order.arrivalList: search, columns, saved views, export, keyset pager), the packages announced
// against those received; a row opens /order/arrivalInfo/:id (by form number): the delivery, the
// difference and the orders, read only, through the generic detail machine (useView).
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { AppointmentDetail, ArrivalRow } from '../../contract/order/appointments';
import { arrivalInfoView, arrivalResource } from '../../resources/order/arrivals';
import type { AnyResource } from '../../resources/types';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { ListScreen as GenericListScreen } from '../generic/ListScreen';
import { formatQty, formatTime } from '../format';
import { useView, ViewFrame } from '../inventory';
import { AppointmentBadge, AppointmentOrders, carrierLabels } from './appointmentParts';
import { DifferenceSection } from './DifferenceSection';

const resource = arrivalResource as unknown as AnyResource;

/** received - announced, signed, with a tone: short is a warning, over is information. */
export function DifferenceBadge({ difference, testId }: { difference: number; testId?: string }) {
  const { t } = useLingui();
  if (difference === 0)
    return (
      <StatusBadge tone="success" testId={testId}>
        {t`As announced`}
      </StatusBadge>
    );
  return (
    <StatusBadge tone={difference < 0 ? 'warning' : 'info'} testId={testId}>
      {difference < 0 ? t`${-difference} short` : t`${difference} over`}
    </StatusBadge>
  );
}

export function ArrivalListScreen() {
  const { t } = useLingui();
  return (
    <GenericListScreen
      resource={resource}
      intro={t`Deliveries the platform warehouses checked in: the packages announced in each appointment against those received. Open one to see its orders.`}
      cells={{ difference: (row) => <DifferenceBadge difference={(row as unknown as ArrivalRow).difference} /> }}
    />
  );
}

export function ArrivalInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const formNo = params.id ? decodeURIComponent(params.id) : null;
  if (!formNo) return <Redirect to="/arrivalList" replace />;
  return <ArrivalInfo key={formNo} formNo={formNo} />;
}

function ArrivalInfo({ formNo }: { formNo: string }) {
  const { t } = useLingui();
  const view = useView(arrivalInfoView, formNo);
  return (
    <section className="detail-screen" aria-labelledby="arrival-info-title" data-testid="arrival-info">
      <h2 id="arrival-info-title">{t`Arrival ${formNo}`}</h2>
      <nav aria-label={t`Order pages`}>
        <Link href="/arrivalList" data-testid="arrival-back">
          {t`Back to the arrivals`}
        </Link>
      </nav>
      <ViewFrame<AppointmentDetail> view={view} failedText={t`The arrival could not be loaded.`} testId="arrival-info" back={{ href: '/arrivalList', label: t`Back to the arrivals` }}>
        {({ data, reload, reloading }) => <Arrival detail={data} reload={reload} reloading={reloading} />}
      </ViewFrame>
    </section>
  );
}

function Arrival({ detail, reload, reloading }: { detail: AppointmentDetail; reload(): void; reloading: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const arrived = detail.status === 'arrived' && detail.packages !== null && detail.receivedPackages !== null;
  return (
    <>
      <p>
        <AppointmentBadge status={detail.status} testId="arrival-status" />{' '}
        {arrived ? <DifferenceBadge difference={detail.receivedPackages! - detail.packages!} testId="arrival-difference" /> : null}{' '}
        <Button variant="secondary" isPending={reloading} onPress={reload} testId="arrival-reload">
          {t`Reload`}
        </Button>
      </p>
      {arrived ? null : (
        <p role="note" data-testid="arrival-not-arrived">
          {t`This appointment has not arrived at the warehouse.`} <Link href={`/appointmentInfo/${encodeURIComponent(detail.formNo)}`}>{t`Open the appointment`}</Link>
        </p>
      )}
      <Section title={t`Delivery`} testId="arrival-delivery">
        <DescriptionList
          testId="arrival-fields"
          items={[
            { key: 'warehouse', label: t`Platform warehouse`, value: detail.warehouse ? `${detail.warehouse.name} (${detail.warehouse.code})` : '' },
            { key: 'slot', label: t`Date and slot`, value: detail.date ? `${detail.date} ${detail.slot ?? ''}` : '' },
            { key: 'carrier', label: t`Carrier`, value: detail.carrier ? i18n._(carrierLabels[detail.carrier]) : '' },
            { key: 'announced', label: t`Packages announced`, value: formatQty(detail.packages, locale) },
            { key: 'received', label: t`Packages received`, value: formatQty(detail.receivedPackages, locale) },
            { key: 'arrivedAt', label: t`Arrived at`, value: formatTime(detail.arrivedAt, locale) },
          ]}
        />
      </Section>
      <Section title={t`Orders (${detail.orders.length}), ${formatQty(detail.totalQty, locale)} units`} testId="arrival-orders-section">
        <AppointmentOrders orders={detail.orders} label={t`Orders of the appointment`} testId="arrival-orders" />
      </Section>
      {arrived ? <DifferenceSection formNo={detail.formNo} /> : null}
    </>
  );
}
