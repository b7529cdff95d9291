// Matrix fixture of the label upload (product.tagLabelCheck): a small CSV, built at every read so
// each call sends a fresh form. It addresses no existing object (the rows are checked later).
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

export const tagUploadFixtures = {
  'product.tagLabelCheck': { input: form('Product code,Seller SKU,Label,Note\nFX-PRODUCT,FX-SKU,bulky,\n', 'labels.csv') },
} satisfies Record<string, Fixture>;
