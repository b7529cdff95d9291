// What the generic detail machine reads for the goods-base record (/product/gbProductInfo/:id): the
// product with its images and channels, and the category tree its attributes are named from.
// Nothing is edited through it (publishing is gbPublish.machine.ts).
import { getGb, type GbDetail } from '../../contract/product/goods-base';
import { getCategoryAttributes, type Category } from '../../contract/product/new-product';
import { readSource } from './readSource';

export type GbWithCategories = GbDetail & { categories: Category[] };

export const gbSource = readSource(async (id, { signal, call }) => {
  const [gb, tree] = await Promise.all([call(getGb, { params: { id } }, { signal, quiet: true }), call(getCategoryAttributes, {}, { signal, quiet: true })]);
  return { ...gb, categories: tree.categories } satisfies GbWithCategories;
});
