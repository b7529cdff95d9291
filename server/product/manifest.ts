// The /product group on the server (docs/domain/products.md): platform products and price
// approval (the platform's decisions: server/jobs/price-decision-runner.ts), new-product
// applications (new-product-decisions.ts), and their demo seed.
import { defineServerArea } from '../back/area';
import { newProductHandlers } from './new-product';
import { seedNewProductApplications } from './new-product-seed';
import { platformHandlers } from './platform';
import { priceHandlers } from './price';
import { seedProducts } from './seed';
import { translationHandlers } from './translation';

// one line a slice, so slices built side by side merge without conflicts
export const productServer = defineServerArea({
  name: 'product',
  handlers: [
    ...platformHandlers,
    ...priceHandlers,
    ...translationHandlers,
    ...newProductHandlers,
  ],
  seedAfter: ['asset', 'order'],
  seed: async (ctx) => {
    await seedProducts(ctx);
    await seedNewProductApplications(ctx);
  },
});
