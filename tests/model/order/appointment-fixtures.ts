// Appointment fixtures shared by the model tests (order-appointment.test.ts) and the screen tests
// (tests/unit/screens/order-appointments.test.tsx): orders, a platform warehouse, an appointment in
// each status (what the server allows in `can`), and its print data.
import type { AppointmentDetail, AppointmentOrder, AppointmentPrint, AppointmentStatus } from '../../../src/contract/order/appointments';

export const NOW = '2026-03-02T08:00:00.000Z';

export const order = (n: number): AppointmentOrder => ({
  id: `od-${n}`,
  supplierOrderId: `PO0000000${n}`,
  sellerOrderId: `SO${n}`,
  status: 'awaitingShipment',
  orderTime: '2026-03-01T00:00:00.000Z',
  shipDeadline: '2026-03-04T00:00:00.000Z',
  warehouseCode: 'US-LAX01',
  warehouseName: 'Los Angeles',
  cartName: 'Harbor - Amazon US',
  receiverName: 'Emma Smith',
  country: 'US',
  lineCount: 1,
  totalQty: 2,
});

/** The same order shipping from another warehouse (a choice from two warehouses). */
export const fromShenzhen = (o: AppointmentOrder): AppointmentOrder => ({ ...o, warehouseCode: 'CN-SZX01', warehouseName: 'Shenzhen' });

export const wh = { id: 'wh_fba', code: 'FBA-ONT8', name: 'Amazon FBA ONT8', country: 'US', address: '24300 Nandina Ave, Moreno Valley, CA' };

/** An appointment in `status` (booked for `date` once submitted). */
export function appointment(status: AppointmentStatus, patch: Partial<AppointmentDetail> = {}, date = '2026-03-04'): AppointmentDetail {
  const booked = status !== 'draft' && status !== 'cancelled';
  return {
    id: 'ap-1',
    formNo: 'AP260302000001',
    status,
    warehouse: booked ? wh : null,
    date: booked ? date : null,
    slot: booked ? '10:00-12:00' : null,
    carrier: booked ? 'UPS' : null,
    packages: booked ? 3 : null,
    receivedPackages: status === 'arrived' ? 3 : null,
    arrivedAt: status === 'arrived' ? NOW : null,
    version: status === 'draft' ? 1 : 2,
    createdAt: NOW,
    createdBy: 'Grace Lin',
    submittedAt: booked ? NOW : null,
    submittedBy: booked ? 'Grace Lin' : '',
    cancelledAt: status === 'cancelled' ? NOW : null,
    cancelledBy: status === 'cancelled' ? 'Grace Lin' : '',
    orders: [order(1), order(2)],
    totalQty: 4,
    can: { submit: status === 'draft', cancel: status === 'draft' || status === 'submitted', print: status === 'submitted' || status === 'arrived' },
    warehouses: [wh],
    ...patch,
  };
}

export function printData(date = '2026-03-04'): AppointmentPrint {
  return {
    formNo: 'AP260302000001',
    status: 'submitted',
    supplierName: 'Harbor Supplies Co.',
    warehouse: { ...wh, contactName: '', contactPhone: '' },
    date,
    slot: '10:00-12:00',
    carrier: 'UPS',
    packages: 3,
    submittedAt: NOW,
    submittedBy: 'Grace Lin',
    printedAt: NOW,
    orders: [1, 2].map((n) => ({ ...order(n), lines: [{ sku: `SKU-${n}`, skuName: 'Mug', qty: 2 }] })),
    totalQty: 4,
  };
}
