// The product list's read-only load on the generic detail machine (generic/detail.machine.ts): the
// status counts above the list. It neither edits nor deletes; the detail machine gives it loading,
// failure and retry.
import { z } from 'zod';
import { getProductStatusCounts } from '../../contract/product/master';
import type { DetailInput } from '../generic/detail.machine';
import { UnsupportedError } from '../generic/resource';
import type { Row } from '../generic/types';

/** The detail machine's input reading the product status counts. */
export const statusCountsInput = (): DetailInput => ({
  id: 'counts',
  source: {
    load: (_, { signal, call }) => call(getProductStatusCounts, {}, { signal, quiet: true }) as Promise<Row>,
    save: () => Promise.reject(new UnsupportedError('editing')),
    remove: () => Promise.reject(new UnsupportedError('deleting')),
    idOf: () => '',
    schema: z.any(),
    fromDetail: (detail) => ({ ...(detail ?? {}) }),
    optionNames: [],
  },
});
