// The brand screens' read-only loads on the generic detail machine (generic/detail.machine.ts):
// a brand's authorizations (its history, "authed brand list") and the disable-auth count. Neither
// edits or deletes; the detail machine gives them loading, failure and retry.
import { countDisabledBrands, listAuthedBrand } from '../../contract/product/brand';
import type { DetailInput } from '../generic/detail.machine';
import { readSource } from './readSource';

/** The detail machine's input reading the authorizations of one brand. */
export const brandHistoryInput = (brandCode: string): DetailInput => ({
  id: brandCode,
  source: readSource((code, { signal, call }) => call(listAuthedBrand, { params: { brandCode: code } }, { signal, quiet: true })),
});

/** The detail machine's input reading the disable-auth count (brands stopped with products on sale). */
export const disabledBrandsInput = (): DetailInput => ({
  id: 'disabled',
  source: readSource((_, { signal, call }) => call(countDisabledBrands, {}, { signal, quiet: true })),
});
