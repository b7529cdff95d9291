// The /product group on the server (docs/domain/products.md): platform products and price
// approval (the platform's decisions: price-decisions.ts), new-product applications
// (new-product-decisions.ts), the standard catalogue and same-product relations, fulfilment labels,
// brand authorizations (brand-decisions.ts) and reviews, and their demo seed.
import { defineServerArea } from '../back/area';
import { brandHandlers } from './brand';
import { brandDocumentHandlers } from './brand-documents';
import { newProductHandlers } from './new-product';
import { seedNewProductApplications } from './new-product-seed';
import { platformHandlers } from './platform';
import { priceHandlers } from './price';
import { reviewHandlers } from './review';
import { sameHandlers } from './same';
import { tagHandlers } from './tag';
import { changeRecordHandlers } from './change-records';
import { strategyHandlers } from './strategy';
import { seedProducts } from './seed';
import { channelHandlers } from './channel';
import { seedChannels } from './seed-channel';
import { syncHandlers } from './sync';
import { matchHandlers } from './match';
import { seedStandardSame } from './seed-standard';
import { standardHandlers } from './standard';
import { translationHandlers } from './translation';
import { priceFormulaHandlers, seedAllPriceFormulas } from './price-formula';
import { listingSettingsHandlers } from './listing-settings';
import { gbHandlers } from './goods-base';
import { seedGoodsBase } from './goods-base-seed';
import { masterHandlers } from './master';
import { productAttributeImport } from './import-product-attribute';
import { seedProductAttributes } from './seed-master';
import { tagUploadHandlers } from './tag-upload';
import { tagApplyImport } from './import-tag-apply';
import { goodsBaseImport } from './import-goods-base';
import { overviewHandlers } from './overview';
import { skuHandlers } from './sku';
import { distributionHandlers } from './distribution';
import { subscriptionHandlers } from './subscriptions';
import { seedSubscriptions } from './subscription-seed';

// one line a slice, so slices built side by side merge without conflicts
export const productServer = defineServerArea({
  name: 'product',
  handlers: [
    ...platformHandlers,
    ...priceHandlers,
    ...translationHandlers,
    ...newProductHandlers,
    ...standardHandlers,
    ...sameHandlers,
    ...tagHandlers,
    ...changeRecordHandlers,
    ...strategyHandlers,
    ...brandHandlers,
    ...brandDocumentHandlers,
    ...reviewHandlers,
    ...channelHandlers,
    ...syncHandlers,
    ...matchHandlers,
    ...priceFormulaHandlers,
    ...gbHandlers,
    ...masterHandlers,
    ...tagUploadHandlers,
    ...overviewHandlers,
    ...listingSettingsHandlers,
    ...skuHandlers,
    ...distributionHandlers,
    ...subscriptionHandlers,
  ],
  imports: { productAttribute: productAttributeImport, tagApply: tagApplyImport, goodsBase: goodsBaseImport },
  seedAfter: ['asset', 'order'],
  seed: async (ctx) => {
    await seedProducts(ctx);
    await seedAllPriceFormulas(ctx); // one active price formula per channel
    await seedProductAttributes(ctx); // extended attributes of every third product
    await seedNewProductApplications(ctx);
    await seedStandardSame(ctx);
    await seedChannels(ctx); // channel listings and sync jobs build on the products
    await seedGoodsBase(ctx); // after the channels: like the products published in the portal, its published ones have no channel listing yet
    await seedSubscriptions(ctx); // two notices subscribed per supplier
  },
});
