// Arrivals (/order/arrivalList): the server's customisable table `order.arrivalList` of the
// appointments a platform warehouse checked in, announced against received packages. A row opens
// /order/arrivalInfo/:formNo (the appointment by its form number, with its orders).
import { msg } from '@lingui/core/macro';
import type { EndpointData } from '../../contract/kernel/endpoint';
import { getAppointment, searchArrivals, type ArrivalRow } from '../../contract/order/appointments';
import type { ResourceView } from '../inventory';
import { defineResource, tableSearch } from '../types';

const row: ArrivalRow = {
  id: 'ap-harbor-AP0000014',
  formNo: 'AP0000014',
  warehouseCode: 'FBA-ONT8',
  warehouseName: 'Amazon FBA ONT8',
  date: '2026-02-20',
  slot: '10:00-12:00',
  carrier: 'UPS',
  orderCount: 1,
  announcedPackages: 3,
  receivedPackages: 2,
  difference: -1,
  arrivedAt: '2026-02-20T10:40:00.000Z',
};

export const arrivalResource = defineResource<ArrivalRow>({
  key: 'order.arrivalList',
  bizType: 'order.arrivalList',
  title: msg`Arrivals`,
  endpoints: { search: searchArrivals },
  fetchPage: tableSearch<ArrivalRow>(searchArrivals),
  rowId: (r) => r.id,
  detailPath: (r) => `/arrivalInfo/${encodeURIComponent(r.formNo)}`,
  listPath: '/arrivalList',
  examples: { row },
});

/** One arrived appointment (/order/arrivalInfo/:id); id = the form number. */
export const arrivalInfoView: ResourceView<EndpointData<typeof getAppointment>> = {
  key: 'order.arrivalInfo',
  load: (id, { signal, call }) => call(getAppointment, { params: { appointmentFormNo: id } }, { signal, quiet: true }),
};
