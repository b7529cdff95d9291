// A read-only record for the generic detail machine (generic/detail.machine.ts): the screens that
// only show what one call answers (the coverage dashboard, a standard product, the competing
// offers) load it through the machine's loading, failed and retry states; nothing is edited.
import type { DetailSource, ResourceIo, Row } from '../generic/types';
import { UnsupportedError } from '../generic/resource';
import { z } from 'zod';
import { getSameBidding } from '../../contract/product/same';
import { getStandardDashboard, getStandardProduct } from '../../contract/product/standard';

export function readSource(load: (id: string, io: ResourceIo) => Promise<unknown>): DetailSource {
  return {
    load: (id, io) => load(id, io) as Promise<Row>,
    save: () => Promise.reject(new UnsupportedError('editing')),
    remove: () => Promise.reject(new UnsupportedError('deleting')),
    idOf: (detail) => String(detail.id ?? ''),
    schema: z.any(),
    fromDetail: (detail) => ({ ...(detail ?? {}) }),
    optionNames: [],
  };
}

/** The coverage dashboard (the id is not used: there is one). */
export const standardDashboardSource = readSource((_id, { signal, call }) => call(getStandardDashboard, {}, { signal, quiet: true }));

/** One standard product by its id. */
export const standardProductSource = readSource((id, { signal, call }) => call(getStandardProduct, { params: { id } }, { signal, quiet: true }));

/** The key of the competing offers without a standard product named (the first of ours linked). */
export const FIRST_LINKED = '-';

/** The competing offers on a standard product by its code. */
export const sameBiddingSource = readSource((code, { signal, call }) => call(getSameBidding, { query: code === FIRST_LINKED ? {} : { standard: code } }, { signal, quiet: true }));
