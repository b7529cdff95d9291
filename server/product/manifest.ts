// The /product group on the server (docs/domain/products.md): platform products and price
// approval (the platform's decisions: price-decisions.ts), brand authorizations (its decisions:
// brand-decisions.ts) and reviews, and their demo seed.
import { defineServerArea } from '../back/area';
import { brandHandlers } from './brand';
import { brandDocumentHandlers } from './brand-documents';
import { platformHandlers } from './platform';
import { priceHandlers } from './price';
import { reviewHandlers } from './review';
import { seedProducts } from './seed';

export const productServer = defineServerArea({
  name: 'product',
  handlers: [...platformHandlers, ...priceHandlers, ...brandHandlers, ...brandDocumentHandlers, ...reviewHandlers],
  seedAfter: ['asset', 'order'],
  seed: seedProducts,
});
