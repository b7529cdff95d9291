// The /product group on the server (docs/domain/products.md): platform products and price
// approval (the platform's decisions: server/jobs/price-decision-runner.ts), and their demo seed.
import { defineServerArea } from '../back/area';
import { platformHandlers } from './platform';
import { priceHandlers } from './price';
import { tagHandlers } from './tag';
import { changeRecordHandlers } from './change-records';
import { strategyHandlers } from './strategy';
import { seedProducts } from './seed';

export const productServer = defineServerArea({ name: 'product', handlers: [...platformHandlers, ...priceHandlers, ...tagHandlers, ...changeRecordHandlers, ...strategyHandlers], seedAfter: ['asset', 'order'], seed: seedProducts });
