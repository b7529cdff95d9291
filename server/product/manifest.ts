// The /product group on the server (docs/domain/products.md): platform products and price
// approval (the platform's decisions: server/jobs/price-decision-runner.ts), and their demo seed.
import { defineServerArea } from '../back/area';
import { platformHandlers } from './platform';
import { priceHandlers } from './price';
import { seedProducts } from './seed';
import { channelHandlers } from './channel';
import { seedChannels } from './seed-channel';
import { syncHandlers } from './sync';
import { matchHandlers } from './match';

export const productServer = defineServerArea({ name: 'product', handlers: [...platformHandlers, ...priceHandlers, ...channelHandlers, ...syncHandlers, ...matchHandlers], seedAfter: ['asset', 'order'], seed: async (ctx) => {
  await seedProducts(ctx);
  await seedChannels(ctx); // channel listings and sync jobs (slice 2) build on the products
} });
