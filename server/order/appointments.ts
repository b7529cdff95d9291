// Delivery appointment handlers (spec section 7 "Orders"; rules in docs/domain/orders.md,
// "Appointments"). Every changing call runs in one transaction: it locks the appointment row
// (SELECT ... FOR UPDATE), checks the version read and the status, does its work and bumps the
// version; a refused call changes nothing. The orders chosen are locked too, so two appointments
// cannot take one order (the unique index on open appointment orders is the last guard). Submit
// and cancel are idempotent: repeating the call that just succeeded (same version read, same
// values) answers the appointment as it is, without a second effect. Inventory stock is not
// touched.
import {
  bookableOrderStatuses,
  cancelAppointment,
  countAppointmentOrders,
  countAppointmentOrdersOld,
  createAppointment,
  getAppointment,
  getAppointmentOrders,
  openAppointmentStatuses,
  arrivalTable,
  printAppointment,
  searchArrivals,
  slotStart,
  submitAppointment,
  SHIP_ALERT_HOURS,
  type AppointmentCarrier,
  type AppointmentDetail,
  type AppointmentOrder,
  type AppointmentOrderFilter,
  type AppointmentPrint,
  type AppointmentSlot,
  type AppointmentStatus,
  type AppointmentWarehouse,
  type IneligibleOrder,
  type Language,
  type OrderStatus,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { dateRange, equals, inList, textContains } from '../lists/conditions';
import { callerOf, getList } from '../lists/registry';
import { sql, type SqlFragment } from '../lists/sql';
import './list-arrivals';
import { appointmentError, appointmentRefused, ordersNotEligible } from './appointment-messages';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';

/** A submitted appointment may be booked at most this many days ahead. */
export const MAX_DAYS_AHEAD = 60;

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));
const dateOf = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
};

interface ApRow {
  id: string;
  tenant_id: string;
  form_no: string;
  status: AppointmentStatus;
  warehouse_id: string | null;
  appointment_date: unknown;
  time_slot: AppointmentSlot | null;
  carrier_code: AppointmentCarrier | null;
  package_count: number | null;
  received_package_count: number | null;
  arrived_at: unknown;
  version: number;
  created_at: unknown;
  created_by_name: string;
  submitted_at: unknown;
  submitted_by_name: string;
  cancelled_at: unknown;
  cancelled_by_name: string;
}

async function loadAppointment(db: Db, tenantId: string, formNo: string, lang: Language, lock = false): Promise<ApRow> {
  const row = await db.maybe<ApRow>(`SELECT * FROM appointments WHERE tenant_id = $1 AND form_no = $2${lock ? ' FOR UPDATE' : ''}`, [tenantId, formNo.trim()]);
  if (!row) throw notFound(lang);
  return row;
}

const ORDER_SELECT = sql`o.id, o.supplier_order_id, o.seller_order_id, o.status, o.order_time, o.ship_deadline, w.code AS warehouse_code,
  w.name AS warehouse_name, c.name AS cart_name, o.receiver_name, o.country,
  (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS line_count,
  (SELECT COALESCE(sum(l.qty), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS total_qty`;
const ORDER_FROM = sql`orders o JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id`;

const mapOrder = (r: Record<string, unknown>): AppointmentOrder => ({
  id: String(r.id),
  supplierOrderId: String(r.supplier_order_id),
  sellerOrderId: String(r.seller_order_id),
  status: r.status as OrderStatus,
  orderTime: iso(r.order_time),
  shipDeadline: iso(r.ship_deadline),
  warehouseCode: String(r.warehouse_code),
  warehouseName: String(r.warehouse_name),
  cartName: String(r.cart_name),
  receiverName: String(r.receiver_name),
  country: String(r.country),
  lineCount: Number(r.line_count),
  totalQty: Number(r.total_qty),
});

async function ordersOf(db: Db, row: ApRow): Promise<AppointmentOrder[]> {
  const q = sql`SELECT ${ORDER_SELECT} FROM appointment_orders ao JOIN ${ORDER_FROM} ON o.id = ao.order_id AND o.tenant_id = ao.tenant_id
    WHERE ao.appointment_id = ${row.id} AND ao.tenant_id = ${row.tenant_id} ORDER BY ao.position`;
  return (await db.query(q.text, q.params)).map(mapOrder);
}

const warehouseAddress = (w: Record<string, unknown>) =>
  [w.address_line1, w.district, w.city, w.state_or_province, w.country, w.postal_code].map((p) => String(p ?? '')).filter((p) => p.trim()).join(', ');
const mapWarehouse = (w: Record<string, unknown>): AppointmentWarehouse => ({
  id: String(w.id),
  code: String(w.code),
  name: String(w.name),
  country: String(w.country),
  address: warehouseAddress(w),
});

/** The tenant's active platform warehouses (the destinations a submit may name). */
async function platformWarehouses(db: Db, tenantId: string): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT * FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND status = 'active' AND deleted_at IS NULL ORDER BY code`,
    [tenantId],
  );
}

function canOf(row: ApRow, now: Date): AppointmentDetail['can'] {
  const date = dateOf(row.appointment_date);
  return {
    submit: row.status === 'draft',
    cancel: row.status === 'draft' || (row.status === 'submitted' && !!date && !!row.time_slot && now < slotStart(date, row.time_slot)),
    print: row.status === 'submitted' || row.status === 'arrived',
  };
}

async function detailOf(db: Db, row: ApRow, now: Date): Promise<AppointmentDetail> {
  const orders = await ordersOf(db, row);
  const warehouses = await platformWarehouses(db, row.tenant_id);
  const own = row.warehouse_id ? await db.one<Record<string, unknown>>('SELECT * FROM warehouses WHERE id = $1 AND tenant_id = $2', [row.warehouse_id, row.tenant_id]) : null;
  return {
    id: row.id,
    formNo: row.form_no,
    status: row.status,
    warehouse: own ? mapWarehouse(own) : null,
    date: dateOf(row.appointment_date),
    slot: row.time_slot,
    carrier: row.carrier_code,
    packages: row.package_count,
    receivedPackages: row.received_package_count,
    arrivedAt: isoOrNull(row.arrived_at),
    version: row.version,
    createdAt: iso(row.created_at),
    createdBy: row.created_by_name,
    submittedAt: isoOrNull(row.submitted_at),
    submittedBy: row.submitted_by_name,
    cancelledAt: isoOrNull(row.cancelled_at),
    cancelledBy: row.cancelled_by_name,
    orders,
    totalQty: orders.reduce((a, o) => a + o.totalQty, 0),
    can: canOf(row, now),
    warehouses: warehouses.map(mapWarehouse),
  };
}

async function detailByFormNo(db: Db, user: SessionUser, formNo: string, now: Date): Promise<AppointmentDetail> {
  return detailOf(db, await loadAppointment(db, user.tenant.id, formNo, user.lang), now);
}

// ---- which orders a choice takes ----------------------------------------------------------------

/** Bookable: awaiting shipment or part shipped, and in no open appointment. */
const bookable = sql`(o.status = ANY(${[...bookableOrderStatuses]}::text[]) AND NOT EXISTS (
  SELECT 1 FROM appointment_orders ao WHERE ao.tenant_id = o.tenant_id AND ao.order_id = o.id AND ao.appointment_status = ANY(${[...openAppointmentStatuses]}::text[])))`;

/** The WHERE parts of the seller order filter subset (same meaning as on the order list). */
export function filterWhere(tenantId: string, f: AppointmentOrderFilter, now: Date): SqlFragment[] {
  const open = sql`o.status = ANY(${['pendingAcknowledge', 'awaitingShipment', 'partShipped']}::text[])`;
  const parts: (SqlFragment | undefined)[] = [
    sql`o.tenant_id = ${tenantId}`,
    equals(sql`w.code`, f.warehouseCode?.trim()),
    inList(sql`w.code`, f.fromWarehouses),
    inList(sql`o.cart_id`, f.cartIds),
    inList(sql`o.status`, f.sellerOrderStatuses),
    dateRange(sql`o.order_time`, f.orderTime),
    textContains(sql`o.supplier_order_id`, f.supplierOrderId),
    textContains(sql`o.seller_order_id`, f.sellerOrderId),
    equals(sql`o.tag`, f.tag?.trim()),
    inList(sql`o.id`, f.ids),
    f.sku?.trim()
      ? sql`EXISTS (SELECT 1 FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id WHERE l.order_id = o.id AND ${textContains(sql`k.sku`, f.sku)!})`
      : undefined,
    f.delayShip ? sql`${open} AND o.ship_deadline <= ${now}` : undefined,
    f.delayShipAlert ? sql`${open} AND o.ship_deadline > ${now} AND o.ship_deadline <= ${new Date(now.getTime() + SHIP_ALERT_HOURS * 3_600_000)}` : undefined,
  ];
  return parts.filter((p): p is SqlFragment => p !== undefined);
}

async function countOf(db: Db, where: SqlFragment[]): Promise<{ matched: number; eligible: number }> {
  const q = sql`SELECT count(*)::int AS matched, count(*) FILTER (WHERE ${bookable})::int AS eligible FROM ${ORDER_FROM} WHERE ${sql.join(where, ' AND ')}`;
  const r = await db.one<{ matched: number; eligible: number }>(q.text, q.params);
  return { matched: r.matched, eligible: r.eligible };
}

// ---- transitions ---------------------------------------------------------------------------------

const actor = (user: SessionUser) => ({ id: user.id, name: user.displayName });

function assertVersion(row: ApRow, version: number, lang: Language): void {
  if (row.version !== version) throw appointmentError('versionStale', lang, { formNo: row.form_no }, { version: row.version });
}

/** Orders of the request that cannot be booked now (locks the ones that exist). */
async function ineligibleOf(tx: Db, tenantId: string, ids: readonly string[], ownAppointmentId: string | null): Promise<(IneligibleOrder & { label: string })[]> {
  const rows = await tx.query<{ id: string; status: OrderStatus; supplier_order_id: string }>(
    'SELECT id, status, supplier_order_id FROM orders WHERE tenant_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE',
    [tenantId, [...ids]],
  );
  const booked = await tx.query<{ order_id: string; form_no: string }>(
    `SELECT ao.order_id, a.form_no FROM appointment_orders ao JOIN appointments a ON a.id = ao.appointment_id
      WHERE ao.tenant_id = $1 AND ao.order_id = ANY($2::text[]) AND ao.appointment_status = ANY($3::text[]) AND ($4::text IS NULL OR ao.appointment_id <> $4)`,
    [tenantId, [...ids], [...openAppointmentStatuses], ownAppointmentId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bookedBy = new Map(booked.map((b) => [b.order_id, b.form_no]));
  const problems: (IneligibleOrder & { label: string })[] = [];
  for (const id of ids) {
    const o = byId.get(id);
    if (!o) problems.push({ id, reason: 'notFound', label: id });
    else if (!bookableOrderStatuses.includes(o.status)) problems.push({ id, reason: 'status', label: o.supplier_order_id });
    else if (bookedBy.has(id)) problems.push({ id, reason: 'booked', formNo: bookedBy.get(id), label: o.supplier_order_id });
  }
  return problems;
}

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');

async function saveAndDetail(db: Db, user: SessionUser, formNo: string, now: Date, run: (tx: Db) => Promise<void>): Promise<AppointmentDetail> {
  await db.transaction(run);
  return detailByFormNo(db, user, formNo, now);
}

export const appointmentHandlers: readonly HandlerEntry[] = [
  defineHandler(createAppointment, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const ids = [...new Set(body.orderIds)];
    const formNo = await db.transaction(async (tx) => {
      const problems = await ineligibleOf(tx, tenantId, ids, null);
      if (problems.length) throw ordersNotEligible(user.lang, problems);
      const { n } = await tx.one<{ n: string }>("SELECT nextval('appointment_form_seq')::text AS n");
      const formNo = `AP${yymmdd(now)}${n.padStart(6, '0')}`;
      const id = `ap-${formNo}`;
      const a = actor(user);
      await tx.query(
        `INSERT INTO appointments (id, tenant_id, form_no, status, version, created_at, created_by, created_by_name, updated_at)
         VALUES ($1, $2, $3, 'draft', 1, $4, $5, $6, $4)`,
        [id, tenantId, formNo, now, a.id, a.name],
      );
      await tx.query(
        `INSERT INTO appointment_orders (appointment_id, order_id, tenant_id, appointment_status, position)
         SELECT $1, x.id, $2, 'draft', x.pos FROM unnest($3::text[]) WITH ORDINALITY AS x (id, pos)`,
        [id, tenantId, ids],
      );
      await tx.query('UPDATE orders SET appointment_form_no = $1, updated_at = $2 WHERE tenant_id = $3 AND id = ANY($4::text[])', [formNo, now, tenantId, ids]);
      return formNo;
    });
    return detailByFormNo(db, user, formNo, now);
  }),

  defineHandler(getAppointment, async ({ db, user, params, now }) => detailByFormNo(db, user, params.appointmentFormNo, now)),

  defineHandler(submitAppointment, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    return saveAndDetail(db, user, body.formNo, now, async (tx) => {
      const row = await loadAppointment(tx, tenantId, body.formNo, user.lang, true);
      // the same submit again (a double click): nothing more to do
      const same =
        row.status === 'submitted' &&
        row.version === body.version + 1 &&
        row.warehouse_id === body.warehouseId &&
        dateOf(row.appointment_date) === body.date &&
        row.time_slot === body.slot &&
        row.carrier_code === body.carrier &&
        row.package_count === body.packages;
      if (same) return;
      assertVersion(row, body.version, user.lang);
      if (row.status !== 'draft') throw appointmentRefused(user.lang, row.form_no, row.status, 'submit');
      const warehouses = await platformWarehouses(tx, tenantId);
      if (!warehouses.some((w) => w.id === body.warehouseId)) throw appointmentError('warehouse', user.lang, {}, { field: 'warehouseId' });
      if (slotStart(body.date, body.slot) <= now) throw appointmentError('datePast', user.lang, {}, { field: 'date' });
      if (slotStart(body.date, body.slot).getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
        throw appointmentError('dateFar', user.lang, { days: MAX_DAYS_AHEAD }, { field: 'date' });
      // the orders may have moved on (shipped in full, cancelled) since the draft was made
      const ids = (await tx.query<{ order_id: string }>('SELECT order_id FROM appointment_orders WHERE appointment_id = $1 ORDER BY position', [row.id])).map((r) => r.order_id);
      const problems = await ineligibleOf(tx, tenantId, ids, row.id);
      if (problems.length) throw ordersNotEligible(user.lang, problems);
      const a = actor(user);
      await tx.query(
        `UPDATE appointments SET status = 'submitted', warehouse_id = $1, appointment_date = $2, time_slot = $3, carrier_code = $4, package_count = $5,
           submitted_at = $6, submitted_by = $7, submitted_by_name = $8, version = version + 1, updated_at = $6 WHERE id = $9`,
        [body.warehouseId, body.date, body.slot, body.carrier, body.packages, now, a.id, a.name, row.id],
      );
    });
  }),

  defineHandler(getAppointmentOrders, async ({ db, user, body, now }) => {
    if (body.formNo !== undefined) {
      const rows = await ordersOf(db, await loadAppointment(db, user.tenant.id, body.formNo, user.lang));
      return { rows, total: rows.length };
    }
    const where = [...filterWhere(user.tenant.id, body.filter ?? {}, now), bookable];
    const q = sql`SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE ${sql.join(where, ' AND ')} ORDER BY o.ship_deadline, o.id LIMIT ${body.limit ?? 50}`;
    const rows = (await db.query(q.text, q.params)).map(mapOrder);
    const { eligible } = await countOf(db, where);
    return { rows, total: eligible };
  }),

  defineHandler(cancelAppointment, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    return saveAndDetail(db, user, body.formNo, now, async (tx) => {
      const row = await loadAppointment(tx, tenantId, body.formNo, user.lang, true);
      if (row.status === 'cancelled' && row.version === body.version + 1) return; // the same cancel again
      assertVersion(row, body.version, user.lang);
      if (row.status !== 'draft' && row.status !== 'submitted') throw appointmentRefused(user.lang, row.form_no, row.status, 'cancel');
      if (!canOf(row, now).cancel) throw appointmentError('slotStarted', user.lang, { formNo: row.form_no }, { status: row.status });
      const a = actor(user);
      await tx.query(
        `UPDATE appointments SET status = 'cancelled', cancelled_at = $1, cancelled_by = $2, cancelled_by_name = $3, version = version + 1, updated_at = $1 WHERE id = $4`,
        [now, a.id, a.name, row.id],
      );
      await tx.query(
        `UPDATE orders o SET appointment_form_no = '', updated_at = $1 FROM appointment_orders ao
          WHERE ao.appointment_id = $2 AND o.id = ao.order_id AND o.tenant_id = $3 AND o.appointment_form_no = $4`,
        [now, row.id, tenantId, row.form_no],
      );
    });
  }),

  defineHandler(printAppointment, async ({ db, user, body, now }) => {
    const row = await loadAppointment(db, user.tenant.id, body.formNo, user.lang);
    if (row.status !== 'submitted' && row.status !== 'arrived') throw appointmentError('notPrintable', user.lang, { formNo: row.form_no }, { status: row.status });
    const orders = await ordersOf(db, row);
    const lines = await db.query<{ order_id: string; sku: string; sku_name: string; qty: number }>(
      `SELECT l.order_id, k.sku, k.name AS sku_name, l.qty FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
        WHERE l.tenant_id = $1 AND l.order_id = ANY($2::text[]) ORDER BY l.order_id, l.line_no`,
      [row.tenant_id, orders.map((o) => o.id)],
    );
    const w = await db.one<Record<string, unknown>>('SELECT * FROM warehouses WHERE id = $1 AND tenant_id = $2', [row.warehouse_id, row.tenant_id]);
    const print: AppointmentPrint = {
      formNo: row.form_no,
      status: row.status,
      supplierName: user.tenant.name,
      warehouse: { ...mapWarehouse(w), contactName: String(w.contact_name ?? ''), contactPhone: String(w.contact_phone ?? '') },
      date: dateOf(row.appointment_date)!,
      slot: row.time_slot!,
      carrier: row.carrier_code!,
      packages: row.package_count!,
      submittedAt: iso(row.submitted_at),
      submittedBy: row.submitted_by_name,
      printedAt: now.toISOString(),
      orders: orders.map((o) => ({
        ...o,
        lines: lines.filter((l) => l.order_id === o.id).map((l) => ({ sku: String(l.sku), skuName: String(l.sku_name), qty: Number(l.qty) })),
      })),
      totalQty: orders.reduce((a, o) => a + o.totalQty, 0),
    };
    return print;
  }),

  defineHandler(countAppointmentOrdersOld, async ({ db, user, body, now }) => {
    const where = filterWhere(user.tenant.id, { supplierOrderId: body.supplierOrderId, sellerOrderId: body.sellerOrderId }, now);
    const single = equals(sql`w.code`, body.warehouse?.trim());
    const range = dateRange(sql`o.order_time`, body.orderTimeFrom || body.orderTimeTo ? [body.orderTimeFrom ?? null, body.orderTimeTo ?? null] : undefined);
    return countOf(db, [...where, ...(single ? [single] : []), ...(range ? [range] : [])]);
  }),

  defineHandler(countAppointmentOrders, async ({ db, user, body, now }) => countOf(db, filterWhere(user.tenant.id, body, now))),

  defineHandler(searchArrivals, async ({ db, user, body }) => (await getList(arrivalTable.bizType, user.lang).page(db, callerOf(user), body)) as never),
];
