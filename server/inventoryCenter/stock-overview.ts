// The /inventoryCenter handler: the stock overview's search (src/contract/inventoryCenter/stock.ts).
import { searchStockOverview } from '../../src/contract/inventoryCenter';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf } from '../lists/registry';
import { stockOverviewListDefinition } from './list-stock-overview';

export const stockOverviewHandlers: readonly HandlerEntry[] = [
  defineHandler(searchStockOverview, async ({ db, user, body }) => (await stockOverviewListDefinition.page(db, callerOf(user), body)) as never),
];
