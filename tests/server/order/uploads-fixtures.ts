// Matrix fixtures of the order group's upload calls (order.upload, order.batchUploadPurchaseInfo):
// a small CSV, built at every read so each call sends a fresh form. They address no existing object.
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const form = (text: string, name: string): RouteInput =>
  Object.defineProperty({}, 'body', {
    get: () => {
      const f = new FormData();
      f.set('file', new File([text], name, { type: 'text/csv' }));
      f.set('timeZone', 'GMT+08:00');
      return f;
    },
    enumerable: true,
  });

export const orderUploadFixtures = {
  'order.upload': { input: form('Shop code,External order no.,SKU,Quantity\nFX-SHOP,FX-1,FX-SKU,1\n', 'orders.csv') },
  'order.batchUploadPurchaseInfo': { input: form('Supplier order no.,SKU,Quantity\nFX-ORDER,FX-SKU,1\n', 'purchase-info.csv') },
} satisfies Record<string, Fixture>;
