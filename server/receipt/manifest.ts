// The /receipt group on the server: receipt requests and inbounds (lists, records, their actions)
// and their demo seed, after the asset and inventory areas whose warehouses, skus and stock they use.
import { defineServerArea } from '../back/area';
import { inboundHandlers } from './inbounds';
import { requestHandlers } from './requests';
import { seedReceipts } from './seed';
import { receiptHandlers } from './receipts';
import { batchHandlers } from './batches';
import { seedReceiptDifferences } from './receipts-seed';

export const receiptServer = defineServerArea({ name: 'receipt', handlers: [...requestHandlers, ...inboundHandlers, ...receiptHandlers, ...batchHandlers], seed: async (ctx) => {
    await seedReceipts(ctx);
    await seedReceiptDifferences(ctx);
  }, seedAfter: ['asset', 'inventory', 'separate', 'order'] });
