// Fulfilment strategies (/product/fulfillmentStrategyList): the server's customisable table, with
// "Cancel" and "Delete" per row (asked first; the server refuses what the row's status does not
// allow). No record page: a strategy is created and changed in the list's dialog.
import { msg } from '@lingui/core/macro';
import { cancelStrategy, deleteStrategy, searchStrategies, type StrategyRow } from '../../contract/product/strategy';
import { defineResource, tableSearch } from '../types';

const rowBody = (rows: StrategyRow[]) => ({ body: { id: rows[0].id, version: rows[0].version } });

export const strategyResource = defineResource<StrategyRow>({
  key: 'product.fulfillmentStrategyList',
  bizType: 'product.fulfillmentStrategyList',
  title: msg`Fulfilment strategies`,
  endpoints: { search: searchStrategies },
  fetchPage: tableSearch<StrategyRow>(searchStrategies),
  rowId: (row) => row.id,
  listPath: '/fulfillmentStrategyList',
  rowActions: [
    { id: 'cancel', label: msg`Cancel strategy`, endpoint: cancelStrategy, input: rowBody, confirm: msg`Orders of the label stop following this strategy.`, danger: true },
    { id: 'delete', label: msg`Delete`, endpoint: deleteStrategy, input: rowBody, confirm: msg`Only a cancelled strategy can be deleted. Delete it for good?`, danger: true },
  ],
  examples: {
    row: {
      id: 'fs-harbor-1',
      strategyNo: 'FS260227000001',
      name: 'Same-day express, 14:00 cut-off',
      tag: 'fastDelivery',
      cutOffTime: '14:00',
      carrierClass: 'express',
      handlingDays: 0,
      status: 'active',
      updatedAt: '2026-02-27T00:00:00.000Z',
      updatedBy: 'Grace Lin',
      version: 1,
    },
  },
});
