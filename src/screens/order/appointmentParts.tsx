// Pieces the appointment screens share: the status badge, the labels of slots and carriers, the
// orders table and the printable delivery sheet (the print stylesheet in order.css shows only the
// sheet when printing).
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AppointmentCarrier, AppointmentOrder, AppointmentPrint, AppointmentStatus } from '../../contract/order/appointments';
import type { AppointmentProblem } from '../../machines/order/appointmentForm';
import { appointmentStatusLabels } from '../../contract/order/labels';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { Button } from '../../ui/Button';
import { formatQty, formatTime } from '../format';
import { OrderBadge } from './parts';
import { TableScroll } from '../../ui/TableScroll';

const tones: Record<AppointmentStatus, BadgeTone> = { draft: 'warning', submitted: 'info', arrived: 'success', cancelled: 'neutral' };
export const carrierLabels: Record<AppointmentCarrier, MessageDescriptor> = {
  DHL: msg`DHL Express`,
  FEDEX: msg`FedEx`,
  UPS: msg`UPS`,
  USPS: msg`USPS`,
  YUN: msg`YunExpress`,
  CAINIAO: msg`Cainiao`,
  OWN: msg`Own truck`,
};
export const problemLabels: Record<AppointmentProblem, MessageDescriptor> = {
  required: msg`Required.`,
  datePast: msg`Choose a date and slot that have not started yet.`,
  packagesInvalid: msg`A whole number from 1 to 999.`,
  notOffered: msg`Choose one of the options.`,
};

export function AppointmentBadge({ status, testId }: { status: AppointmentStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={tones[status]} testId={testId}>
      {appointmentStatusLabels.text(status, i18n.locale)}
    </StatusBadge>
  );
}

/**
 * The orders of an appointment (or candidates); `selection` adds a checkbox column. While
 * `loadingText` is set the table is busy and says so the way DataTable does: in place of the rows
 * when there are none yet, above them otherwise.
 */
export function AppointmentOrders({
  orders,
  label,
  testId,
  selection,
  loadingText,
}: {
  orders: AppointmentOrder[];
  label: string;
  testId: string;
  selection?: { selected: string[]; onToggle(id: string, selected: boolean): void; onToggleAll(selected: boolean): void };
  loadingText?: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const all = selection ? orders.length > 0 && orders.every((o) => selection.selected.includes(o.id)) : false;
  const loading = loadingText !== undefined;
  return (
    <>
      {loading && orders.length > 0 ? (
        <p className="state" role="status" data-testid={`${testId}-loading`}>
          {loadingText}
        </p>
      ) : null}
      <TableScroll label={label}>
        <table className="record-table" aria-label={label} aria-busy={loading} data-testid={testId}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col">
                  <input type="checkbox" aria-label={t`Select all orders shown`} checked={all} onChange={(e) => selection.onToggleAll(e.target.checked)} data-testid={`${testId}-all`} />
                </th>
              ) : null}
              <th scope="col">{t`Supplier order no.`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Shop`}</th>
              <th scope="col">{t`Warehouse`}</th>
              <th scope="col">{t`Ship by`}</th>
              <th scope="col">{t`Receiver`}</th>
              <th scope="col">{t`Quantity`}</th>
            </tr>
          </thead>
          <tbody>
            {loading && orders.length === 0 ? (
              <tr>
                <td colSpan={selection ? 8 : 7} className="dt-empty" role="status" data-testid={`${testId}-loading`}>
                  {loadingText}
                </td>
              </tr>
            ) : null}
            {orders.map((o) => (
              <tr key={o.id} data-testid={`${testId}-row`}>
                {selection ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t`Select order ${o.supplierOrderId}`}
                      checked={selection.selected.includes(o.id)}
                      onChange={(e) => selection.onToggle(o.id, e.target.checked)}
                      data-testid={`${testId}-select`}
                    />
                  </td>
                ) : null}
                <th scope="row">{o.supplierOrderId}</th>
                <td>
                  <OrderBadge status={o.status} />
                </td>
                <td translate="no">{o.cartName}</td>
                <td translate="no">{o.warehouseName}</td>
                <td>{formatTime(o.shipDeadline, locale)}</td>
                <td translate="no">{o.receiverName}</td>
                <td>{formatQty(o.totalQty, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** The delivery sheet; opening it calls the browser's print dialog once. */
export function PrintSheet({ sheet, onClose }: { sheet: AppointmentPrint; onClose(): void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    window.print();
  }, []);
  return (
    <div className="appointment-print" data-testid="appointment-print">
      <div className="appointment-print-actions">
        <Button onPress={() => window.print()} testId="appointment-print-again">
          {t`Print`}
        </Button>
        <Button variant="secondary" onPress={onClose} testId="appointment-print-close">
          {t`Close the sheet`}
        </Button>
      </div>
      <article className="print-sheet" aria-labelledby="print-sheet-title">
        <h3 id="print-sheet-title">{t`Delivery appointment ${sheet.formNo}`}</h3>
        <dl className="print-sheet-fields">
          <dt>{t`Supplier`}</dt>
          <dd translate="no">{sheet.supplierName}</dd>
          <dt>{t`Warehouse`}</dt>
          <dd translate="no">
            {sheet.warehouse.name} ({sheet.warehouse.code}), {sheet.warehouse.address}
          </dd>
          <dt>{t`Date and slot`}</dt>
          <dd data-testid="print-sheet-slot">
            {sheet.date} {sheet.slot}
          </dd>
          <dt>{t`Carrier`}</dt>
          <dd>{i18n._(carrierLabels[sheet.carrier])}</dd>
          <dt>{t`Packages`}</dt>
          <dd>{formatQty(sheet.packages, locale)}</dd>
          <dt>{t`Submitted`}</dt>
          <dd>
            {formatTime(sheet.submittedAt, locale)} {sheet.submittedBy}
          </dd>
        </dl>
        <TableScroll label={t`Orders on the sheet`}>
          <table className="record-table" aria-label={t`Orders on the sheet`} data-testid="print-sheet-orders">
            <thead>
              <tr>
                <th scope="col">{t`Supplier order no.`}</th>
                <th scope="col">{t`Seller order no.`}</th>
                <th scope="col">{t`SKU`}</th>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Quantity`}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.orders.flatMap((o) =>
                o.lines.map((l, i) => (
                  <tr key={`${o.id}-${i}`} data-testid="print-sheet-line">
                    {i === 0 ? (
                      <th scope="row" rowSpan={o.lines.length}>
                        {o.supplierOrderId}
                      </th>
                    ) : null}
                    {i === 0 ? <td rowSpan={o.lines.length} translate="no">{o.sellerOrderId}</td> : null}
                    <td translate="no">{l.sku}</td>
                    <td translate="no">{l.skuName}</td>
                    <td>{formatQty(l.qty, locale)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </TableScroll>
        <p>
          {t`Orders: ${sheet.orders.length}; units: ${formatQty(sheet.totalQty, locale)}. Printed ${formatTime(sheet.printedAt, locale)}.`}
        </p>
      </article>
    </div>
  );
}
