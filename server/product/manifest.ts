// The /product group on the server (docs/domain/products.md): platform products and price
// approval (the platform's decisions: server/jobs/price-decision-runner.ts), the standard catalogue
// and same-product relations, and their demo seed.
import { defineServerArea } from '../back/area';
import type { SeedContext } from '../db/seed-context';
import { platformHandlers } from './platform';
import { priceHandlers } from './price';
import { sameHandlers } from './same';
import { seedProducts } from './seed';
import { seedStandardSame } from './seed-standard';
import { standardHandlers } from './standard';

const seed = async (ctx: SeedContext) => {
  await seedProducts(ctx);
  await seedStandardSame(ctx);
};

export const productServer = defineServerArea({ name: 'product', handlers: [...platformHandlers, ...priceHandlers, ...standardHandlers, ...sameHandlers], seedAfter: ['asset', 'order'], seed });
