// The price formulas' read-only load on the generic detail machine: every channel of the tenant
// with its sku count and its active and draft formula (the spec's "price cart list"), shown on
// the platform product list. Editing a channel's formula is the price formula machine's.
import { getFormulaCarts } from '../../contract/product/price-formula';
import type { DetailInput } from '../generic/detail.machine';
import { readSource } from './readSource';

/** The detail machine's input reading the channels and their formulas. */
export const formulaCartsInput = (): DetailInput => ({ id: 'carts', source: readSource((_, { signal, call }) => call(getFormulaCarts, {}, { signal, quiet: true })) });
