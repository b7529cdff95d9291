// The shops an order can belong to (the stores call, order.stores): the option source of the order
// list's shop filter (`cartIds`), read once by the list screen through the query machine.
import { listOrderStores, type OrderStore } from '../../contract/order/stores';
import type { QuerySource } from '../asset';

export const orderStores: QuerySource<Record<string, never>, OrderStore[]> = {
  key: 'order.stores',
  run: (_params, { signal, call }) => call(listOrderStores, { query: {} }, { signal, quiet: true }),
  examples: {
    params: {},
    result: [{ id: 'ct_1', code: 'HB-AMZ-001', name: 'Harbor - Amazon US', platformCode: 'amazon', siteCountry: 'US', currency: 'USD', status: 'active' }],
  },
};

/** A shop as a filter option: its name and code, and its status when it is not active. */
export const storeOption = (s: OrderStore, statusLabel: (status: OrderStore['status']) => string) => ({
  value: s.id,
  label: s.status === 'active' ? `${s.name} (${s.code})` : `${s.name} (${s.code}, ${statusLabel(s.status)})`,
});
