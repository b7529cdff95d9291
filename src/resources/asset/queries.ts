// One-call reads and runs of the asset screens, run by the asset query machine
// (src/machines/asset/query.machine.ts): each names its call, the rules of its parameters (field
// errors are keys) and realistic examples for the model tests.
//   logisticsUsage         bind-changeable and the carts of a channel (logistics/info)
//   additionalDefinitions  the catalogue of additional charges (logistics/costSet)
//   costTest               the "test formula" panel: POST cost/test with a sample parcel
//   triggerRecord          one trigger record with its lines (the record dialog of /asset/trigger)
import { z } from 'zod';
import {
  logisticsAdditionalCostDefinitions,
  logisticsBindChangeable,
  logisticsCarts,
  logisticsCostTest,
  type additionalCostDefinitionSchema,
  type costTestResultSchema,
  type logisticsCartSchema,
} from '../../contract/asset/assets';
import { getTriggerRecord } from '../../contract/inventory';
import type { AnyRecord, ResourceIo } from '../types';
import { additionalList } from './settings';

export interface QuerySource<Params extends AnyRecord = AnyRecord, Result = unknown> {
  key: string;
  run(params: Params, io: ResourceIo): Promise<Result>;
  /** Field errors of the parameters (keys); the call is not made while there are any. */
  validate?(params: Params): Record<string, string>;
  examples: { params: Params; result: Result; invalid?: Params };
}

function defineQuery<Params extends AnyRecord, Result>(q: QuerySource<Params, Result>): QuerySource {
  return q as unknown as QuerySource;
}

export type LogisticsCart = z.infer<typeof logisticsCartSchema>;
export interface LogisticsUsage {
  changeable: boolean;
  cartCount: number;
  carts: LogisticsCart[];
}

export const logisticsUsage = defineQuery<{ id: string }, LogisticsUsage>({
  key: 'asset.logisticsUsage',
  run: async ({ id }, { signal, call }) => {
    const [bind, carts] = await Promise.all([
      call(logisticsBindChangeable, { params: { id } }, { signal, quiet: true }),
      call(logisticsCarts, { query: { logisticsId: id } }, { signal, quiet: true }),
    ]);
    return { changeable: bind.changeable, cartCount: bind.cartCount, carts: carts.filter((c) => c.bound) };
  },
  examples: {
    params: { id: 'lg-1' },
    result: {
      changeable: false,
      cartCount: 1,
      carts: [{ id: 'cart-1', code: 'AMZ-US-01', name: 'Harbor Home US', platformCode: 'amazon', siteCountry: 'US', status: 'active', bound: true, isDefault: true }],
    },
  },
});

export type AdditionalDefinition = z.infer<typeof additionalCostDefinitionSchema>;

export const additionalDefinitions = defineQuery<AnyRecord, AdditionalDefinition[]>({
  key: 'asset.additionalDefinitions',
  run: (_params, { signal, call }) => call(logisticsAdditionalCostDefinitions, {}, { signal, quiet: true }),
  examples: {
    params: {},
    result: [
      { code: 'fuelSurcharge', label: 'Fuel surcharge', labelZh: '燃油附加费', unit: 'percentOfBase' },
      { code: 'remoteArea', label: 'Remote area', labelZh: '偏远地区附加费', unit: 'perParcel' },
    ],
  },
});

export type CostTestResult = z.infer<typeof costTestResultSchema>;
export interface CostTestParams extends AnyRecord {
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  declaredValue: string;
  /** From the cost form when the test runs. */
  formula?: string;
  volumetricDivisor?: number | null;
  minCharge?: string;
  additional?: Record<string, string>;
}

const sampleKeys = ['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'declaredValue'] as const;
/** A sample number: digits with an optional fraction, 0 .. 1,000,000 ('' = 0, except the weight). */
const sampleOk = (v: string, required: boolean) => (v.trim() === '' ? !required : /^\d+(\.\d+)?$/.test(v.trim()) && Number(v) <= 1_000_000);
const num = (v: string) => (v.trim() === '' ? 0 : Number(v));

export const costTest = defineQuery<CostTestParams, CostTestResult>({
  key: 'asset.costTest',
  validate: (p) => {
    const errors: Record<string, string> = {};
    for (const k of sampleKeys) if (!sampleOk(p[k], k === 'weightKg')) errors[k] = 'asset.sample';
    if (!p.formula?.trim()) errors.formula = 'required';
    return errors;
  },
  run: (p, { signal, call }) =>
    call(
      logisticsCostTest,
      {
        body: {
          formula: (p.formula ?? '').trim(),
          weightKg: num(p.weightKg),
          lengthCm: num(p.lengthCm),
          widthCm: num(p.widthCm),
          heightCm: num(p.heightCm),
          declaredValue: num(p.declaredValue),
          volumetricDivisor: p.volumetricDivisor && p.volumetricDivisor > 0 ? p.volumetricDivisor : 6000,
          minCharge: p.minCharge?.trim() ? p.minCharge.trim() : null,
          additional: additionalList(p.additional ?? {}),
        },
      },
      // the evaluator's error is shown in the panel, not as a toast
      { signal, quiet: true },
    ),
  examples: {
    params: { weightKg: '1.2', lengthCm: '30', widthCm: '20', heightCm: '10', declaredValue: '50', formula: '8 + 4.5 * ceil(chargeableKg)', volumetricDivisor: 5000, minCharge: '', additional: {} },
    invalid: { weightKg: 'heavy', lengthCm: '30', widthCm: '20', heightCm: '10', declaredValue: '50', formula: '8 + 4.5 * ceil(chargeableKg)' },
    result: {
      variables: { weightKg: 1.2, volumeCm3: 6000, volumetricKg: 1.2, chargeableKg: 1.2 },
      base: 17,
      charged: 17,
      additional: [],
      total: 17,
    },
  },
});

export type TriggerRecord = Awaited<ReturnType<typeof triggerRecordRun>>;
const triggerRecordRun = ({ id }: { id: string }, { signal, call }: ResourceIo) => call(getTriggerRecord, { params: { id } }, { signal, quiet: true });

export const triggerRecord = defineQuery<{ id: string }, TriggerRecord>({
  key: 'asset.triggerRecord',
  run: triggerRecordRun,
  examples: {
    params: { id: 'tr-1' },
    result: {
      id: 'tr-1',
      createdAt: '2024-05-02T08:00:00.000Z',
      createdByName: 'Grace Lin',
      groupNames: 'South China',
      groupCount: 1,
      lineCount: 1,
      newCount: 0,
      increaseCount: 1,
      decreaseCount: 0,
      releaseCount: 0,
      status: 'succeeded',
      lines: [
        {
          warehouseGroupId: 'wg-1',
          warehouseGroupName: 'South China',
          cartId: 'cart-1',
          cartCode: 'AMZ-US-01',
          cartName: 'Harbor Home US',
          platformCode: 'amazon',
          skuId: 'sku-1',
          sku: 'HB-BTL-750-BL',
          skuName: 'Stainless Steel Water Bottle 750 ml - Blue',
          mode: 'ratio',
          value: 40,
          oldQty: 120,
          newQty: 150,
          change: 'increase',
        },
      ],
    },
  },
});

export const querySources: readonly QuerySource[] = [logisticsUsage, additionalDefinitions, costTest, triggerRecord];
