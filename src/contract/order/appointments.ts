// Delivery appointments (spec section 2 "/order" appointmentCreate, appointmentInfo/:id?; section 7
// "Orders": create appointment, appointment detail by {appointmentFormNo}, submit, get order,
// cancel appointment, print data, count orders old and new; design in docs/domain/orders.md,
// "Appointments"). A supplier books a delivery of some of its orders (awaiting shipment or part
// shipped, in no other open appointment) to a platform warehouse: draft -> submitted -> arrived,
// or cancelled (a draft, or a submitted one before its slot starts). Changing calls carry the
// version read; of two users acting at once one wins, the other gets `APPOINTMENT_VERSION_STALE`.
// Access: the `order` route group (manage for the changing calls, view for the reads).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';
import { orderStatusSchema, type OrderStatus } from './orders';

const P = '/api/scm-app/supplier/order/appointment';

/** Business error codes of appointments (the envelope `code`); messages come from the server. */
export const AppointmentErrorCode = {
  versionStale: 'APPOINTMENT_VERSION_STALE',
  transitionRefused: 'APPOINTMENT_TRANSITION_REFUSED',
  ordersNotEligible: 'APPOINTMENT_ORDERS_NOT_ELIGIBLE',
  invalid: 'APPOINTMENT_INVALID',
  notPrintable: 'APPOINTMENT_NOT_PRINTABLE',
} as const;
export type AppointmentErrorCodeValue = (typeof AppointmentErrorCode)[keyof typeof AppointmentErrorCode];

/** draft: orders chosen, nothing booked yet. submitted: booked for a warehouse, date and slot. arrived: checked in by the warehouse. cancelled: given up. */
export const appointmentStatuses = ['draft', 'submitted', 'arrived', 'cancelled'] as const;
export const appointmentStatusSchema = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;
/** An order may be in one open appointment at a time. */
export const openAppointmentStatuses: readonly AppointmentStatus[] = ['draft', 'submitted'];

/** Orders that can be booked (and are in no open appointment). */
export const bookableOrderStatuses: readonly OrderStatus[] = ['awaitingShipment', 'partShipped'];

/** The platform warehouses' fixed delivery windows (UTC). */
export const appointmentSlots = ['08:00-10:00', '10:00-12:00', '13:00-15:00', '15:00-17:00'] as const;
export const appointmentSlotSchema = z.enum(appointmentSlots);
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

/** Carriers a platform warehouse accepts (OWN: the supplier's own truck). */
export const appointmentCarriers = ['DHL', 'FEDEX', 'UPS', 'USPS', 'YUN', 'CAINIAO', 'OWN'] as const;
export const appointmentCarrierSchema = z.enum(appointmentCarriers);
export type AppointmentCarrier = z.infer<typeof appointmentCarrierSchema>;

export const MAX_APPOINTMENT_ORDERS = 200;
export const MAX_PACKAGES = 999;

/** The start of a slot on a date (UTC): a submitted appointment can be cancelled until then. */
export function slotStart(date: string, slot: AppointmentSlot): Date {
  return new Date(`${date}T${slot.slice(0, 5)}:00Z`);
}

const formNo = z.string().trim().min(3).max(20);
const version = z.number().int().min(1);
const isoTime = z.string();
const orderId = z.string().min(1).max(64);

/** An order of an appointment, or a candidate for one. */
export const appointmentOrderSchema = z.object({
  id: z.string(),
  supplierOrderId: z.string(),
  sellerOrderId: z.string(),
  status: orderStatusSchema,
  orderTime: isoTime,
  shipDeadline: isoTime,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  cartName: z.string(),
  receiverName: z.string(),
  country: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
});
export type AppointmentOrder = z.infer<typeof appointmentOrderSchema>;

export const appointmentWarehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  address: z.string(),
});
export type AppointmentWarehouse = z.infer<typeof appointmentWarehouseSchema>;

export const appointmentDetailSchema = z.object({
  id: z.string(),
  formNo: z.string(),
  status: appointmentStatusSchema,
  warehouse: appointmentWarehouseSchema.nullable(),
  /** yyyy-mm-dd */
  date: z.string().nullable(),
  slot: appointmentSlotSchema.nullable(),
  carrier: appointmentCarrierSchema.nullable(),
  packages: z.number().int().nullable(),
  receivedPackages: z.number().int().nullable(),
  arrivedAt: isoTime.nullable(),
  version: z.number().int(),
  createdAt: isoTime,
  createdBy: z.string(),
  submittedAt: isoTime.nullable(),
  submittedBy: z.string(),
  cancelledAt: isoTime.nullable(),
  cancelledBy: z.string(),
  orders: z.array(appointmentOrderSchema),
  totalQty: z.number().int(),
  /** What the server allows now (the screen offers only these). */
  can: z.object({ submit: z.boolean(), cancel: z.boolean(), print: z.boolean() }),
  /** Platform warehouses the appointment may be sent to (the submit form's choices). */
  warehouses: z.array(appointmentWarehouseSchema),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

/** The submit form: where, when, how, how many. */
export const appointmentFormSchema = z.strictObject({
  warehouseId: z.string().min(1).max(64),
  date: z.iso.date(),
  slot: appointmentSlotSchema,
  carrier: appointmentCarrierSchema,
  packages: z.number().int().min(1).max(MAX_PACKAGES),
});
export type AppointmentForm = z.infer<typeof appointmentFormSchema>;

/**
 * Which orders a choice takes: the subset of the seller order search filter (spec section 3) that
 * makes sense for a delivery. Only bookable orders are ever taken.
 */
export const appointmentOrderFilterSchema = z.strictObject({
  warehouseCode: z.string().max(64).optional(),
  fromWarehouses: z.array(z.string().max(64)).max(200).optional(),
  cartIds: z.array(orderId).max(500).optional(),
  sellerOrderStatuses: z.array(orderStatusSchema).max(8).optional(),
  orderTime: z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]).optional(),
  supplierOrderId: z.string().max(64).optional(),
  sellerOrderId: z.string().max(64).optional(),
  sku: z.string().max(64).optional(),
  tag: z.string().max(64).optional(),
  ids: z.array(orderId).max(500).optional(),
  delayShip: z.boolean().optional(),
  delayShipAlert: z.boolean().optional(),
});
export type AppointmentOrderFilter = z.infer<typeof appointmentOrderFilterSchema>;

/** The older count shape: a single warehouse value, no tag, tracking or delay fields. */
export const appointmentCountOldSchema = z.strictObject({
  warehouse: z.string().max(64).optional(),
  supplierOrderId: z.string().max(64).optional(),
  sellerOrderId: z.string().max(64).optional(),
  orderTimeFrom: z.iso.date().optional(),
  orderTimeTo: z.iso.date().optional(),
});
export type AppointmentCountOld = z.infer<typeof appointmentCountOldSchema>;

export const appointmentCountSchema = z.object({
  /** Orders the filter matches. */
  matched: z.number().int(),
  /** Of those, how many the appointment would take (bookable, in no open appointment). */
  eligible: z.number().int(),
});
export type AppointmentCount = z.infer<typeof appointmentCountSchema>;

/** An order that cannot be booked, and why (create answers these in the error data). */
export const ineligibleReasons = ['notFound', 'status', 'booked'] as const;
export const ineligibleOrderSchema = z.object({ id: z.string(), reason: z.enum(ineligibleReasons), formNo: z.string().optional() });
export type IneligibleOrder = z.infer<typeof ineligibleOrderSchema>;

export const appointmentPrintSchema = z.object({
  formNo: z.string(),
  status: appointmentStatusSchema,
  supplierName: z.string(),
  warehouse: appointmentWarehouseSchema.extend({ contactName: z.string(), contactPhone: z.string() }),
  date: z.string(),
  slot: appointmentSlotSchema,
  carrier: appointmentCarrierSchema,
  packages: z.number().int(),
  submittedAt: isoTime,
  submittedBy: z.string(),
  printedAt: isoTime,
  orders: z.array(
    appointmentOrderSchema.extend({
      lines: z.array(z.object({ sku: z.string(), skuName: z.string(), qty: z.number().int() })),
    }),
  ),
  totalQty: z.number().int(),
});
export type AppointmentPrint = z.infer<typeof appointmentPrintSchema>;

const byFormNo = z.strictObject({ formNo });
const transition = z.strictObject({ formNo, version });

export const createAppointment = endpoint({
  id: 'order.appointmentCreate',
  method: 'POST',
  path: `${P}/create`,
  summary: 'Creates a draft appointment for the chosen orders (all bookable and the caller’s, else APPOINTMENT_ORDERS_NOT_ELIGIBLE per order)',
  body: z.strictObject({ orderIds: z.array(orderId).min(1).max(MAX_APPOINTMENT_ORDERS) }),
  response: appointmentDetailSchema,
});

export const getAppointment = endpoint({
  id: 'order.appointmentInfo',
  method: 'GET',
  path: `${P}/info/{appointmentFormNo}`,
  summary: 'One appointment by its form number, with its orders and what may be done now (/order/appointmentInfo/:id)',
  params: z.strictObject({ appointmentFormNo: formNo }),
  response: appointmentDetailSchema,
});

export const submitAppointment = endpoint({
  id: 'order.appointmentSubmit',
  method: 'POST',
  path: `${P}/submit`,
  summary: 'Submits a draft with warehouse, date, slot, carrier and packages (a repeat of the same submit answers the submitted appointment)',
  body: transition.extend(appointmentFormSchema.shape),
  response: appointmentDetailSchema,
});

/** Either the orders of one appointment (formNo), or the bookable candidates of a filter (filter): exactly one. */
export const appointmentOrdersQuerySchema = z
  .strictObject({
    formNo: formNo.optional(),
    filter: appointmentOrderFilterSchema.optional(),
    limit: z.number().int().min(1).max(MAX_APPOINTMENT_ORDERS).optional(),
  })
  .refine((q) => (q.formNo === undefined) !== (q.filter === undefined), { message: 'give either formNo or filter' });

export const getAppointmentOrders = endpoint({
  id: 'order.appointmentOrders',
  method: 'POST',
  path: `${P}/getOrder`,
  summary: 'Orders of an appointment ({formNo}), or up to `limit` bookable orders matching a filter ({filter}), oldest ship deadline first',
  body: appointmentOrdersQuerySchema,
  response: z.object({ rows: z.array(appointmentOrderSchema), total: z.number().int() }),
});

export const cancelAppointment = endpoint({
  id: 'order.appointmentCancel',
  method: 'POST',
  path: `${P}/cancel`,
  summary: 'Cancels a draft, or a submitted appointment before its slot starts; its orders are free again',
  body: transition,
  response: appointmentDetailSchema,
});

export const printAppointment = endpoint({
  id: 'order.appointmentPrint',
  method: 'POST',
  path: `${P}/printData`,
  summary: 'Everything the delivery sheet shows (submitted or arrived appointments only)',
  body: byFormNo,
  response: appointmentPrintSchema,
});

export const countAppointmentOrdersOld = endpoint({
  id: 'order.appointmentCountOld',
  method: 'POST',
  path: `${P}/countOrder`,
  summary: 'How many orders the older filter shape (one warehouse value) matches and how many of them can be booked',
  body: appointmentCountOldSchema,
  response: appointmentCountSchema,
});

export const countAppointmentOrders = endpoint({
  id: 'order.appointmentCount',
  method: 'POST',
  path: `${P}/countOrderNew`,
  summary: 'How many orders the seller order filter subset matches and how many of them can be booked',
  body: appointmentOrderFilterSchema,
  response: appointmentCountSchema,
});

// ---- arrivals (/order/arrivalList, /order/arrivalInfo/:id) ----------------------------------------

/**
 * The arrival list (order.arrivalList): an appointment the warehouse checked in, what was announced
 * against what was received. One list spec: row, conditions, sorts and table come from it.
 */
export const arrivalList = defineListSpec({
  bizType: 'order.arrivalList',
  title: ['Arrivals', '到仓记录'],
  fields: {
    id: { type: z.string() },
    formNo: { type: z.string(), title: ['Appointment no.', '预约单号'], width: 150, sortable: true, filter: { kind: 'text', schema: z.string().max(20) } },
    warehouseName: { type: z.string(), title: ['Platform warehouse', '平台仓'], width: 180 },
    warehouseCode: { type: z.string(), title: ['Warehouse code', '仓库编码'], hidden: true, filter: { kind: 'text', schema: z.string().max(64) } },
    date: { type: z.string(), title: ['Delivery date', '送货日期'], kind: 'date' },
    slot: { type: appointmentSlotSchema, title: ['Time slot', '时段'] },
    carrier: { type: appointmentCarrierSchema, title: ['Carrier', '承运商'], width: 110 },
    orderCount: { type: z.number().int(), title: ['Orders', '订单数'], kind: 'number', width: 90 },
    announcedPackages: { type: z.number().int(), title: ['Packages announced', '预约箱数'], kind: 'number' },
    receivedPackages: { type: z.number().int(), title: ['Packages received', '实收箱数'], kind: 'number' },
    /** received - announced: negative when short, positive when more arrived. */
    difference: {
      type: z.number().int(),
      title: ['Difference', '差异'],
      kind: 'number',
      width: 100,
      sortable: true,
      filter: { kind: 'numberRange', schema: z.tuple([z.number().int().nullable(), z.number().int().nullable()]), hidden: true },
    },
    arrivedAt: { type: isoTime, title: ['Arrived at', '到仓时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
  },
  defaultSort: { field: 'arrivedAt', order: 'desc' },
  conditionOrder: ['formNo', 'warehouseCode', 'arrivedAt', 'difference'],
});
export const arrivalRowSchema = arrivalList.row;
export type ArrivalRow = z.infer<typeof arrivalRowSchema>;
export const arrivalTable: TitledTable = arrivalList.table;

export const searchArrivals = endpoint({
  id: 'order.arrivalSearch',
  method: 'POST',
  path: `${P}/arrival/search`,
  summary: 'Appointments the platform warehouses checked in, announced against received packages (table query, keyset page) for /order/arrivalList',
  body: arrivalList.query,
  response: arrivalList.page,
});

/** Calls that use POST but only read (src/contract/access.ts). */

export const appointmentEndpoints = [
  createAppointment,
  getAppointment,
  submitAppointment,
  getAppointmentOrders,
  cancelAppointment,
  printAppointment,
  countAppointmentOrdersOld,
  countAppointmentOrders,
  searchArrivals,
] as const;

export const appointmentTables = [arrivalTable] as const;
