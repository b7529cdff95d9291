// The /inventoryCenter group on the server: the stock overview, a read of other areas' tables
// (stock rows, warehouses, skus, the receipt area's inbounds and outbounds); no table and no seed
// of its own.
import { defineServerArea } from '../back/area';
import { stockOverviewHandlers } from './stock-overview';

export const inventoryCenterServer = defineServerArea({ name: 'inventoryCenter', handlers: stockOverviewHandlers });
