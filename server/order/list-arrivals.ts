// The arrival list (order.arrivalList): the tenant's appointments that a platform warehouse
// checked in, with the packages announced against those received (docs/domain/orders.md,
// "Appointments"). Registered at import.
import { arrivalConditions, arrivalTable, type AppointmentCarrier, type AppointmentSlot, type ArrivalRow } from '../../src/contract';
import { dateRange, numberRange, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export const arrivalList = registerList(
  defineKeysetList<ArrivalRow, typeof arrivalConditions>({
    table: arrivalTable,
    conditionSchema: arrivalConditions,
    select: sql`a.id, a.form_no, w.code AS warehouse_code, w.name AS warehouse_name, a.appointment_date, a.time_slot, a.carrier_code,
      a.package_count, a.received_package_count, a.received_package_count - a.package_count AS difference, a.arrived_at,
      (SELECT count(*)::int FROM appointment_orders ao WHERE ao.appointment_id = a.id) AS order_count`,
    from: sql`appointments a JOIN warehouses w ON w.id = a.warehouse_id AND w.tenant_id = a.tenant_id`,
    idColumn: sql`a.id`,
    sortable: {
      arrivedAt: sql`a.arrived_at`,
      formNo: sql`a.form_no`,
      difference: sql`(a.received_package_count - a.package_count)`,
    },
    where: (caller, c) => [
      sql`a.tenant_id = ${caller.tenantId}`,
      sql`a.status = 'arrived'`,
      textContains(sql`a.form_no`, c.formNo),
      textContains(sql`w.code`, c.warehouseCode),
      dateRange(sql`a.arrived_at`, c.arrivedAt),
      numberRange(sql`(a.received_package_count - a.package_count)`, c.difference),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      formNo: String(r.form_no),
      warehouseCode: String(r.warehouse_code),
      warehouseName: String(r.warehouse_name),
      date: day(r.appointment_date),
      slot: r.time_slot as AppointmentSlot,
      carrier: r.carrier_code as AppointmentCarrier,
      orderCount: Number(r.order_count),
      announcedPackages: Number(r.package_count),
      receivedPackages: Number(r.received_package_count),
      difference: Number(r.difference),
      arrivedAt: iso(r.arrived_at),
    }),
  }),
);
