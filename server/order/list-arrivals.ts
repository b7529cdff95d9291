// The arrival list (order.arrivalList): the tenant's appointments that a platform warehouse
// checked in, with the packages announced against those received (docs/domain/orders.md,
// "Appointments"). Its fields are declared once in the contract's list spec (arrivalList); here is
// the SQL of each. Registered at import.
import { arrivalList } from '../../src/contract';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const arrivalListDefinition = registerList(
  defineSpecList(arrivalList, {
    from: sql`appointments a JOIN warehouses w ON w.id = a.warehouse_id AND w.tenant_id = a.tenant_id`,
    id: sql`a.id`,
    fields: {
      id: sql`a.id`,
      formNo: sql`a.form_no`,
      warehouseName: sql`w.name`,
      warehouseCode: sql`w.code`,
      date: sql`a.appointment_date`,
      slot: sql`a.time_slot`,
      carrier: sql`a.carrier_code`,
      orderCount: sql`(SELECT count(*)::int FROM appointment_orders ao WHERE ao.appointment_id = a.id)`,
      announcedPackages: sql`a.package_count`,
      receivedPackages: sql`a.received_package_count`,
      difference: sql`(a.received_package_count - a.package_count)`,
      arrivedAt: sql`a.arrived_at`,
    },
    scope: (caller) => [sql`a.tenant_id = ${caller.tenantId}`, sql`a.status = 'arrived'`],
  }),
);
