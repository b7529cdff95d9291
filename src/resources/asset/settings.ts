// The settings of the asset group, each one form read and saved as a whole with the version it
// was read at (ASSET_STALE_VERSION when another save came first; a setting never saved has
// version 0). The screens run them through the generic detail machine (view, edit, save):
//   bufferSetting      GET/PUT assets/warehouse/{id}/buffer (warehouse/qtySetting)
//   warehouseCost      GET/PUT assets/warehouse/{id}/cost (warehouse/costSet)
//   cartCost           GET/PUT assets/cart/{id}/cost (cart/costSet; the platform's defaults until saved)
//   logisticsCost      GET/PUT assets/logistics/{id}/cost (logistics/costSet: formula, minimum
//                      charge, additional charges)
//   assetSetting       GET/PUT assets/setting (setting/:id?, the tenant's defaults; no id)
// Typed numbers travel as strings exactly as typed and are checked with the contract's rules of
// spec section 5 first (isBufferQty, isRatio2, isCostAmount, isFeePercent, isDigitsOnly).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import {
  assetSettingGet,
  assetSettingSave,
  cartCostGet,
  cartCostSave,
  isBufferQty,
  isCostAmount,
  isFeePercent,
  isRatio2,
  logisticsCostGet,
  logisticsCostSave,
  warehouseBufferGet,
  warehouseBufferSave,
  warehouseCostGet,
  warehouseCostSave,
  type assetSettingSchema,
  type bufferSettingSchema,
  type cartCostSchema,
  type logisticsCostSchema,
  type warehouseCostSchema,
} from '../../contract/asset/assets';
import { isDigitsOnly } from '../../contract/kernel/rules';
import type { AnyRecord, ResourceIo } from '../types';
import { assetStaleCodes, orNull, typedText, type AssetField } from './fields';

/** A settings form: how it loads and saves, its fields and rules. */
export interface SettingSource<Detail extends AnyRecord = AnyRecord, Values extends AnyRecord = AnyRecord> {
  key: string;
  title: MessageDescriptor;
  fields: AssetField[];
  /** Client-side rules; messages are keys ('required', 'asset.amount' ...), never text. */
  schema: z.ZodType;
  load(id: string, io: ResourceIo): Promise<Detail>;
  save(request: { id: string; values: Values; detail: Detail }, io: ResourceIo): Promise<Detail>;
  /** The owner's id in a saved setting (what the route names). */
  idOf(detail: Detail): string;
  fromDetail(detail: Detail | null): Values;
  /** The "changed by someone else" codes of a save (the asset code unless a setting says otherwise). */
  staleCodes?: readonly string[];
  /** Realistic data for the model tests (nothing else reads them). */
  examples: { id: string; detail: Detail; values: { valid: Values; invalid: Values } };
}

function defineSetting<Detail extends AnyRecord, Values extends AnyRecord>(s: SettingSource<Detail, Values>): SettingSource {
  return { staleCodes: assetStaleCodes, ...s } as unknown as SettingSource;
}

const amount = z.string().refine((v) => v.trim() === '' || isCostAmount(v), 'asset.amount');
const feePercent = z.string().refine((v) => v.trim() === '' || isFeePercent(v), 'asset.percent');
const currency = z.string({ error: 'required' }).regex(/^[A-Z]{3}$/, 'required');
const updatedAt: AssetField = { name: 'updatedAt', label: msg`Last saved`, kind: 'text', display: 'datetime', viewOnly: true };

const read = { quiet: true };
const write = { save: true };

// ---- buffer ---------------------------------------------------------------------------------------

type BufferSetting = z.infer<typeof bufferSettingSchema>;
interface BufferValues extends AnyRecord {
  bufferQty: string;
  bufferRatio: string;
}

export const bufferSetting = defineSetting<BufferSetting, BufferValues>({
  key: 'asset.bufferSetting',
  title: msg`Buffer setting`,
  fields: [
    { name: 'bufferQty', label: msg`Buffer quantity`, kind: 'text', required: true, hint: msg`Units per sku held back from what the platforms are told (whole number).` },
    { name: 'bufferRatio', label: msg`Buffer ratio (%)`, kind: 'text', required: true, display: 'percent', hint: msg`Percent of the available stock held back, 0 to 100 with up to 2 decimals.` },
    updatedAt,
    { name: 'updatedBy', label: msg`Saved by`, kind: 'text', viewOnly: true },
  ],
  schema: z.object({
    bufferQty: z.string().refine(isBufferQty, 'asset.bufferQty'),
    bufferRatio: z.string().refine(isRatio2, 'asset.ratio'),
  }),
  load: (id, { signal, call }) => call(warehouseBufferGet, { params: { id } }, { signal, ...read }),
  save: ({ id, values, detail }, { signal, call }) =>
    call(warehouseBufferSave, { params: { id }, body: { bufferQty: values.bufferQty.trim(), bufferRatio: values.bufferRatio.trim(), version: detail.version } }, { signal, ...write }),
  idOf: (d) => d.warehouseId,
  fromDetail: (d) => ({ bufferQty: typedText(d?.bufferQty ?? ''), bufferRatio: typedText(d?.bufferRatio ?? '') }),
  examples: {
    id: 'wh-1',
    detail: { warehouseId: 'wh-1', warehouseName: 'Shenzhen Longhua DC', bufferQty: 5, bufferRatio: '12.5', version: 3, updatedAt: '2024-05-02T08:00:00.000Z', updatedBy: 'Grace Lin' },
    values: { valid: { bufferQty: '8', bufferRatio: '10.25' }, invalid: { bufferQty: '8a', bufferRatio: '10.25' } },
  },
});

// ---- warehouse cost -------------------------------------------------------------------------------

type WarehouseCost = z.infer<typeof warehouseCostSchema>;
interface WarehouseCostValues extends AnyRecord {
  currency: string | null;
  inboundPerUnit: string;
  outboundPerOrder: string;
  outboundPerExtraUnit: string;
  storagePerCbmDay: string;
  returnPerUnit: string;
}
const money = (name: string, label: MessageDescriptor): AssetField => ({ name, label, kind: 'text', display: 'money', currencyField: 'currency', hint: msg`Empty: not charged.` });

export const warehouseCost = defineSetting<WarehouseCost, WarehouseCostValues>({
  key: 'asset.warehouseCost',
  title: msg`Warehouse cost setting`,
  fields: [
    { name: 'currency', label: msg`Currency`, kind: 'select', optionName: 'currency', required: true },
    money('inboundPerUnit', msg`Inbound per unit`),
    money('outboundPerOrder', msg`Outbound per order`),
    money('outboundPerExtraUnit', msg`Outbound per extra unit`),
    money('storagePerCbmDay', msg`Storage per m³ per day`),
    money('returnPerUnit', msg`Return per unit`),
    updatedAt,
  ],
  schema: z.object({ currency, inboundPerUnit: amount, outboundPerOrder: amount, outboundPerExtraUnit: amount, storagePerCbmDay: amount, returnPerUnit: amount }),
  load: (id, { signal, call }) => call(warehouseCostGet, { params: { id } }, { signal, ...read }),
  save: ({ id, values: v, detail }, { signal, call }) =>
    call(
      warehouseCostSave,
      {
        params: { id },
        body: {
          currency: v.currency ?? '',
          inboundPerUnit: orNull(v.inboundPerUnit),
          outboundPerOrder: orNull(v.outboundPerOrder),
          outboundPerExtraUnit: orNull(v.outboundPerExtraUnit),
          storagePerCbmDay: orNull(v.storagePerCbmDay),
          returnPerUnit: orNull(v.returnPerUnit),
          version: detail.version,
        },
      },
      { signal, ...write },
    ),
  idOf: (d) => d.warehouseId,
  fromDetail: (d) => ({
    currency: d?.currency ?? null,
    inboundPerUnit: typedText(d?.inboundPerUnit),
    outboundPerOrder: typedText(d?.outboundPerOrder),
    outboundPerExtraUnit: typedText(d?.outboundPerExtraUnit),
    storagePerCbmDay: typedText(d?.storagePerCbmDay),
    returnPerUnit: typedText(d?.returnPerUnit),
  }),
  examples: {
    id: 'wh-1',
    detail: { warehouseId: 'wh-1', currency: 'CNY', inboundPerUnit: '0.8', outboundPerOrder: '3.5', outboundPerExtraUnit: null, storagePerCbmDay: '1.2', returnPerUnit: null, version: 2, updatedAt: '2024-05-02T08:00:00.000Z' },
    values: {
      valid: { currency: 'CNY', inboundPerUnit: '0.85', outboundPerOrder: '3.5', outboundPerExtraUnit: '', storagePerCbmDay: '1.2', returnPerUnit: '2' },
      invalid: { currency: 'CNY', inboundPerUnit: '-1', outboundPerOrder: '3.5', outboundPerExtraUnit: '', storagePerCbmDay: '1.2', returnPerUnit: '2' },
    },
  },
});

// ---- cart cost ------------------------------------------------------------------------------------

type CartCost = z.infer<typeof cartCostSchema>;
interface CartCostValues extends AnyRecord {
  currency: string | null;
  commissionPct: string;
  fixedFeePerOrder: string;
  paymentFeePct: string;
}

export const cartCost = defineSetting<CartCost, CartCostValues>({
  key: 'asset.cartCost',
  title: msg`Platform fee setting`,
  fields: [
    { name: 'currency', label: msg`Currency`, kind: 'select', optionName: 'currency', required: true },
    { name: 'commissionPct', label: msg`Commission (%)`, kind: 'text', display: 'percent', hint: msg`Percent of the order amount; above 0, at most 100. Empty: none.` },
    { name: 'fixedFeePerOrder', label: msg`Fixed fee per order`, kind: 'text', display: 'money', currencyField: 'currency', hint: msg`Empty: not charged.` },
    { name: 'paymentFeePct', label: msg`Payment fee (%)`, kind: 'text', display: 'percent', hint: msg`Percent of the order amount; above 0, at most 100. Empty: none.` },
    updatedAt,
  ],
  schema: z.object({ currency, commissionPct: feePercent, fixedFeePerOrder: amount, paymentFeePct: feePercent }),
  load: (id, { signal, call }) => call(cartCostGet, { params: { id } }, { signal, ...read }),
  save: ({ id, values: v, detail }, { signal, call }) =>
    call(
      cartCostSave,
      { params: { id }, body: { currency: v.currency ?? '', commissionPct: orNull(v.commissionPct), fixedFeePerOrder: orNull(v.fixedFeePerOrder), paymentFeePct: orNull(v.paymentFeePct), version: detail.version } },
      { signal, ...write },
    ),
  idOf: (d) => d.cartId,
  fromDetail: (d) => ({ currency: d?.currency ?? null, commissionPct: typedText(d?.commissionPct), fixedFeePerOrder: typedText(d?.fixedFeePerOrder), paymentFeePct: typedText(d?.paymentFeePct) }),
  examples: {
    id: 'cart-1',
    detail: { cartId: 'cart-1', platformCode: 'amazon', currency: 'USD', commissionPct: '15', fixedFeePerOrder: '0.99', paymentFeePct: null, platformDefault: true, version: 0, updatedAt: null },
    values: { valid: { currency: 'USD', commissionPct: '12.5', fixedFeePerOrder: '0.99', paymentFeePct: '' }, invalid: { currency: 'USD', commissionPct: '120', fixedFeePerOrder: '0.99', paymentFeePct: '' } },
  },
});

// ---- logistics cost -------------------------------------------------------------------------------

type LogisticsCost = z.infer<typeof logisticsCostSchema>;
export interface LogisticsCostValues extends AnyRecord {
  currency: string | null;
  formula: string;
  volumetricDivisor: number | null;
  minCharge: string;
  /** Amount per additional charge code as typed; '' = not charged. */
  additional: Record<string, string>;
}

/** The additional charges a channel has, as the body lists them (codes with an amount). */
export const additionalList = (additional: Record<string, string>) =>
  Object.entries(additional)
    .filter(([, amount]) => amount.trim() !== '')
    .map(([code, amount]) => ({ code, amount: amount.trim() }));

export const logisticsCost = defineSetting<LogisticsCost, LogisticsCostValues>({
  key: 'asset.logisticsCost',
  title: msg`Logistics cost setting`,
  fields: [
    { name: 'currency', label: msg`Currency`, kind: 'select', optionName: 'currency', required: true },
    {
      name: 'formula',
      label: msg`Cost formula`,
      kind: 'textarea',
      required: true,
      hint: msg`Numbers, + - * / ( ), min, max, ceil and the variables weightKg, lengthCm, widthCm, heightCm, volumeCm3, volumetricKg, chargeableKg, declaredValue.`,
    },
    { name: 'volumetricDivisor', label: msg`Volumetric divisor (cm³ per kg)`, kind: 'number', required: true, hint: msg`Usually 5000 or 6000.` },
    { name: 'minCharge', label: msg`Minimum charge`, kind: 'text', display: 'money', currencyField: 'currency', hint: msg`Empty: no minimum.` },
    updatedAt,
  ],
  schema: z.object({
    currency,
    formula: z.string().trim().min(1, 'required').max(500),
    volumetricDivisor: z.number({ error: 'required' }).int().min(1).max(100_000),
    minCharge: amount,
    additional: z.record(z.string(), amount),
  }),
  load: (id, { signal, call }) => call(logisticsCostGet, { params: { id } }, { signal, ...read }),
  save: ({ id, values: v, detail }, { signal, call }) =>
    call(
      logisticsCostSave,
      {
        params: { id },
        body: {
          currency: v.currency ?? '',
          formula: v.formula.trim(),
          volumetricDivisor: v.volumetricDivisor ?? 0,
          minCharge: orNull(v.minCharge),
          additional: additionalList(v.additional),
          version: detail.version,
        },
      },
      { signal, ...write },
    ),
  idOf: (d) => d.logisticsId,
  fromDetail: (d) => ({
    currency: d?.currency ?? null,
    formula: d?.formula ?? '',
    volumetricDivisor: d?.volumetricDivisor ?? 6000,
    minCharge: typedText(d?.minCharge),
    additional: Object.fromEntries((d?.additional ?? []).map((a) => [a.code, a.amount])),
  }),
  examples: {
    id: 'lg-1',
    detail: {
      logisticsId: 'lg-1',
      currency: 'USD',
      formula: '8 + 4.5 * ceil(chargeableKg)',
      volumetricDivisor: 5000,
      minCharge: '9.5',
      additional: [{ code: 'fuelSurcharge', amount: '12' }],
      version: 3,
      updatedAt: '2024-05-02T08:00:00.000Z',
    },
    values: {
      valid: { currency: 'USD', formula: 'max(10, 4 * chargeableKg)', volumetricDivisor: 6000, minCharge: '', additional: { fuelSurcharge: '10', remoteArea: '' } },
      invalid: { currency: 'USD', formula: '  ', volumetricDivisor: 6000, minCharge: '', additional: { fuelSurcharge: '10', remoteArea: '' } },
    },
  },
});

// ---- asset settings (the tenant's defaults) ---------------------------------------------------------

type AssetSetting = z.infer<typeof assetSettingSchema>;
interface AssetSettingValues extends AnyRecord {
  defaultCurrency: string | null;
  defaultBufferRatio: string;
  lowStockThreshold: string;
}
/** The asset settings belong to the tenant: the route's id is not needed. */
export const TENANT_SETTING_ID = 'tenant';

export const assetSetting = defineSetting<AssetSetting, AssetSettingValues>({
  key: 'asset.setting',
  title: msg`Asset settings`,
  fields: [
    { name: 'defaultCurrency', label: msg`Default currency`, kind: 'select', optionName: 'currency', required: true },
    { name: 'defaultBufferRatio', label: msg`Default buffer ratio (%)`, kind: 'text', display: 'percent', required: true, hint: msg`The buffer ratio a warehouse starts with, 0 to 100 with up to 2 decimals.` },
    { name: 'lowStockThreshold', label: msg`Low-stock threshold`, kind: 'text', required: true, hint: msg`Available stock at or below this quantity is low stock (whole number).` },
    updatedAt,
  ],
  schema: z.object({
    defaultCurrency: currency,
    defaultBufferRatio: z.string().refine(isRatio2, 'asset.ratio'),
    lowStockThreshold: z.string().refine((v) => v.trim() !== '' && v.trim().length <= 9 && isDigitsOnly(v.trim()), 'asset.integer'),
  }),
  load: (_id, { signal, call }) => call(assetSettingGet, {}, { signal, ...read }),
  save: ({ values: v, detail }, { signal, call }) =>
    call(
      assetSettingSave,
      { body: { defaultCurrency: v.defaultCurrency ?? '', defaultBufferRatio: v.defaultBufferRatio.trim(), lowStockThreshold: v.lowStockThreshold.trim(), version: detail.version } },
      { signal, ...write },
    ),
  idOf: () => TENANT_SETTING_ID,
  fromDetail: (d) => ({ defaultCurrency: d?.defaultCurrency ?? null, defaultBufferRatio: typedText(d?.defaultBufferRatio), lowStockThreshold: typedText(d?.lowStockThreshold) }),
  examples: {
    id: TENANT_SETTING_ID,
    detail: { defaultCurrency: 'USD', defaultBufferRatio: '10', lowStockThreshold: 20, version: 1, updatedAt: '2024-05-02T08:00:00.000Z' },
    values: { valid: { defaultCurrency: 'CNY', defaultBufferRatio: '12.5', lowStockThreshold: '30' }, invalid: { defaultCurrency: 'CNY', defaultBufferRatio: '100.5', lowStockThreshold: '30' } },
  },
});

export const settingSources: readonly SettingSource[] = [bufferSetting, warehouseCost, cartCost, logisticsCost, assetSetting];
