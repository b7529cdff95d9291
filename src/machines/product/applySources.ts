// What the generic detail machine reads for the new-product screens (a read-only record each):
// the category tree (/product/categoryAttribute; one record, any key) and a batch with the category
// tree its items' attributes are named from (/product/applyNewProductInfo/:batchCode, keyed by the
// batch code). Neither is edited through the detail machine: saving and deleting are refused.
import { z } from 'zod';
import { getApplyBatch, getCategoryAttributes, type ApplyBatch, type Category } from '../../contract/product/new-product';
import type { DetailSource, Row } from '../generic/types';

const readOnly = (what: string) => () => Promise.reject(new Error(`${what} is read only`));

const source = (load: DetailSource['load'], idOf: DetailSource['idOf']): DetailSource => ({
  load,
  save: readOnly('save'),
  remove: readOnly('remove'),
  idOf,
  schema: z.any(),
  fromDetail: (detail) => ({ ...(detail ?? {}) }),
  optionNames: [],
});

export interface CategoryTree {
  categories: Category[];
}
export const categoryTreeSource = source(
  (_id, { signal, call }) => call(getCategoryAttributes, {}, { signal, quiet: true }) as Promise<Row>,
  () => 'categories',
);

export interface BatchWithCategories {
  batch: ApplyBatch;
  categories: Category[];
}
export const applyBatchSource = source(
  async (batchCode, { signal, call }) => {
    const [batch, tree] = await Promise.all([call(getApplyBatch, { params: { batchCode } }, { signal, quiet: true }), call(getCategoryAttributes, {}, { signal, quiet: true })]);
    return { batch, categories: tree.categories } satisfies BatchWithCategories as unknown as Row;
  },
  (detail) => String((detail as unknown as BatchWithCategories).batch.batchCode),
);
