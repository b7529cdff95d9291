// The distribution settings as a record of the generic detail machine (generic/detail.machine.ts:
// view, edit, save, stale, reload), as the asset settings forms run: one per tenant, so the id is
// not used; version 0 until first saved. The form keeps the discount as typed and the schema asks
// the contract's rule (discountPercentProblem, decision 030: judged as typed, never trimmed); its
// messages are the rule's problem names, which the section turns into words.
import { z } from 'zod';
import { discountPercentProblem, DistributionErrorCode, getDistributionSettings, saveDistributionSettings, type DistributionSettings } from '../../contract/product/distribution';
import { UnsupportedError } from '../generic/resource';
import type { DetailSource, Row } from '../generic/types';

/** The one record's id (the settings are the tenant's). */
export const DISTRIBUTION_ID = 'tenant';

export interface DistributionValues {
  offered: boolean;
  /** As typed. */
  discountPercent: string;
}

export const distributionValuesSchema = z
  .object({ offered: z.boolean(), discountPercent: z.string() })
  .superRefine((v, ctx) => {
    const problem = discountPercentProblem(v.discountPercent, v.offered);
    if (problem) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: problem });
  });

/** The form's values of saved settings (a discount of 12.5 reads '12.5'). */
export const distributionValuesOf = (d: DistributionSettings | null): DistributionValues => ({
  offered: d?.offered ?? false,
  discountPercent: d?.discountPercent == null ? '' : String(d.discountPercent),
});

/** The save's body: the values as typed, the version read. */
export const distributionBodyOf = (values: DistributionValues, detail: DistributionSettings) => ({
  offered: values.offered,
  discountPercent: values.discountPercent === '' ? null : values.discountPercent,
  version: detail.version,
});

export const distributionSource: DetailSource = {
  load: (_id, { signal, call }) => call(getDistributionSettings, {}, { signal, quiet: true }) as Promise<Row>,
  save: ({ values, detail }, { signal, call }) => {
    if (!detail) return Promise.reject(new UnsupportedError('creating'));
    return call(saveDistributionSettings, { body: distributionBodyOf(values as unknown as DistributionValues, detail as unknown as DistributionSettings) }, { signal, save: true }) as Promise<Row>;
  },
  remove: () => Promise.reject(new UnsupportedError('deleting')),
  idOf: () => DISTRIBUTION_ID,
  schema: distributionValuesSchema,
  fromDetail: (detail) => distributionValuesOf(detail as unknown as DistributionSettings | null) as unknown as Row,
  optionNames: [],
  staleCodes: [DistributionErrorCode.stale],
};
