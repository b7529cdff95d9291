// The brand screens' read-only loads on the generic detail machine (generic/detail.machine.ts):
// a brand's authorizations (its history, "authed brand list") and the disable-auth count. Neither
// edits or deletes; the detail machine gives them loading, failure and retry.
import { z } from 'zod';
import { countDisabledBrands, listAuthedBrand } from '../../contract/product/brand';
import type { DetailInput } from '../generic/detail.machine';
import { UnsupportedError } from '../generic/resource';
import type { DetailSource, Row } from '../generic/types';

function readOnly(load: DetailSource['load']): DetailSource {
  return {
    load,
    save: () => Promise.reject(new UnsupportedError('editing')),
    remove: () => Promise.reject(new UnsupportedError('deleting')),
    idOf: () => '',
    schema: z.any(),
    fromDetail: (detail) => ({ ...(detail ?? {}) }),
    optionNames: [],
  };
}

/** The detail machine's input reading the authorizations of one brand. */
export const brandHistoryInput = (brandCode: string): DetailInput => ({
  id: brandCode,
  source: readOnly((code, { signal, call }) => call(listAuthedBrand, { params: { brandCode: code } }, { signal, quiet: true }) as Promise<Row>),
});

/** The detail machine's input reading the disable-auth count (brands stopped with products on sale). */
export const disabledBrandsInput = (): DetailInput => ({
  id: 'disabled',
  source: readOnly((_, { signal, call }) => call(countDisabledBrands, {}, { signal, quiet: true }) as Promise<Row>),
});
