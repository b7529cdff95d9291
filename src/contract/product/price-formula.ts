// Price formulas (docs/domain/products.md, "Price formulas"; spec section 7 "Price formulas:
// recalculate, active, save, cart list, formula list"): per channel (cart), the rule the platform
// sets sale prices by, sale = round(supply x (1 + markup) + fixed fee). One draft and one active
// formula per channel; recalculate previews a formula's effect on the channel's skus, activate
// applies it to all of them. The spec gives no route: the formulas show on platformList (one row
// per channel) and the sku's formula on platformInfo.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { currencyDecimals, isPositiveNumber5 } from '../kernel/rules';
import { PRODUCT_PATH } from './platform';
import { PRICE_RULES } from './price';

const P = `${PRODUCT_PATH}/price/formula`;

export const formulaRoundings = ['cent', 'up99', 'whole'] as const;
export const formulaRoundingSchema = z.enum(formulaRoundings);
export type FormulaRounding = z.infer<typeof formulaRoundingSchema>;

export const formulaStatuses = ['draft', 'active', 'replaced'] as const;
export const formulaStatusSchema = z.enum(formulaStatuses);
export type FormulaStatus = z.infer<typeof formulaStatusSchema>;

export const FORMULA_LIMITS = { markupMax: 500, feeMax: 1000 } as const;
/** How many skus the recalculation lists (under the minimum margin first, then the largest changes). */
export const FORMULA_PREVIEW_ROWS = 20;

export const FormulaErrorCode = {
  invalid: 'PRODUCT_FORMULA_INVALID',
  stale: 'PRODUCT_FORMULA_STALE',
  state: 'PRODUCT_FORMULA_STATE',
  margin: 'PRODUCT_FORMULA_MARGIN',
} as const;

export interface FormulaValues {
  markupPercent: number;
  fixedFee: number;
  rounding: FormulaRounding;
}

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export type FormulaField = 'markupPercent' | 'fixedFee';
export type FormulaProblem = 'required' | 'notPositive' | 'tooLarge' | 'decimals';

/**
 * The problems of a formula's values as typed (the editor's text fields; spec section 5, decision
 * 030: judged as typed). The server asks the same of the numbers it receives (formulaProblems).
 */
export function formulaTextProblems(v: { markupPercent: string; fixedFee: string }): { field: FormulaField; problem: FormulaProblem }[] {
  const out: { field: FormulaField; problem: FormulaProblem }[] = [];
  if (v.markupPercent === '') out.push({ field: 'markupPercent', problem: 'required' });
  else if (!isPositiveNumber5(v.markupPercent) || v.markupPercent.startsWith('-') || Number(v.markupPercent) <= 0) out.push({ field: 'markupPercent', problem: 'notPositive' });
  else out.push(...formulaProblems({ markupPercent: Number(v.markupPercent), fixedFee: 0, rounding: 'cent' }).filter((p) => p.field === 'markupPercent'));
  if (v.fixedFee === '') out.push({ field: 'fixedFee', problem: 'required' });
  else if (v.fixedFee !== '0' && (!isPositiveNumber5(v.fixedFee) || v.fixedFee.startsWith('-'))) out.push({ field: 'fixedFee', problem: 'notPositive' });
  else out.push(...formulaProblems({ markupPercent: 1, fixedFee: Number(v.fixedFee), rounding: 'cent' }).filter((p) => p.field === 'fixedFee'));
  return out;
}

/** The problems of a formula's values (the server refuses them, each named). */
export function formulaProblems(v: FormulaValues): { field: FormulaField; problem: FormulaProblem }[] {
  const out: { field: FormulaField; problem: FormulaProblem }[] = [];
  if (!(v.markupPercent > 0)) out.push({ field: 'markupPercent', problem: 'notPositive' });
  else if (v.markupPercent > FORMULA_LIMITS.markupMax) out.push({ field: 'markupPercent', problem: 'tooLarge' });
  else if (!twoDecimals(v.markupPercent)) out.push({ field: 'markupPercent', problem: 'decimals' });
  if (!(v.fixedFee >= 0)) out.push({ field: 'fixedFee', problem: 'notPositive' });
  else if (v.fixedFee > FORMULA_LIMITS.feeMax) out.push({ field: 'fixedFee', problem: 'tooLarge' });
  else if (!twoDecimals(v.fixedFee)) out.push({ field: 'fixedFee', problem: 'decimals' });
  return out;
}

const cents = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

/** The sale price a formula gives a supply price, in the channel's currency. */
export function formulaSalePrice(f: FormulaValues, supply: number, currency: string): number {
  const raw = supply * (1 + f.markupPercent / 100) + f.fixedFee;
  if (currencyDecimals(currency) === 0 || f.rounding === 'whole') return Math.max(1, Math.round(raw));
  const c = cents(raw);
  if (f.rounding === 'up99') return cents(Math.ceil(cents(c + 0.01)) - 0.01);
  return Math.max(0.01, c);
}

/** The platform's margin on a sale price, (sale - supply) / sale, as a ratio (6 decimals). */
export const saleMargin = (sale: number, supply: number) => Math.round(((sale - supply) / sale) * 1e6) / 1e6;
export const underMinimumMargin = (sale: number, supply: number) => (sale - supply) / sale < PRICE_RULES.minMargin;

export const priceFormulaSchema = z.object({
  id: z.string(),
  formulaNo: z.string(),
  cartId: z.string(),
  markupPercent: z.number(),
  fixedFee: z.number(),
  rounding: formulaRoundingSchema,
  status: formulaStatusSchema,
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  activatedAt: z.string().nullable(),
  activatedBy: z.string().nullable(),
  replacedAt: z.string().nullable(),
  /** How many skus its activation repriced. */
  repricedSkus: z.number().int(),
});
export type PriceFormula = z.infer<typeof priceFormulaSchema>;

export const formulaCartSchema = z.object({
  cartId: z.string(),
  cartName: z.string(),
  platformCode: z.string(),
  currency: z.string(),
  skuCount: z.number().int(),
  active: priceFormulaSchema.nullable(),
  draft: priceFormulaSchema.nullable(),
});
export type FormulaCart = z.infer<typeof formulaCartSchema>;

export const formulaPreviewRowSchema = z.object({
  skuId: z.string(),
  sellerSku: z.string(),
  productId: z.string(),
  productCode: z.string(),
  supplyPrice: z.number(),
  oldSalePrice: z.number(),
  newSalePrice: z.number(),
  newMargin: z.number(),
  underMinimum: z.boolean(),
});
export type FormulaPreviewRow = z.infer<typeof formulaPreviewRowSchema>;

export const formulaPreviewSchema = z.object({
  formula: priceFormulaSchema,
  currency: z.string(),
  total: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  same: z.number().int(),
  underMinimum: z.number().int(),
  /** (sum of sale - sum of supply) / sum of sale over the channel's skus, now and under the formula. */
  marginBefore: z.number(),
  marginAfter: z.number(),
  rows: z.array(formulaPreviewRowSchema),
});
export type FormulaPreview = z.infer<typeof formulaPreviewSchema>;

const idSchema = z.string().min(1).max(64);
const money = z.number().finite();

export const getFormulaCarts = endpoint({
  id: 'product.priceFormulaCarts',
  method: 'GET',
  path: `${P}/carts`,
  summary: 'The channels with their active and draft price formulas (price cart list)',
  response: z.object({ items: z.array(formulaCartSchema) }),
});

export const getFormulaList = endpoint({
  id: 'product.priceFormulaList',
  method: 'GET',
  path: `${P}/list`,
  summary: "A channel's price formulas, newest first (formula list); the channel by its id or by one of its products",
  query: z.strictObject({ cartId: idSchema.optional(), productId: idSchema.optional() }),
  response: z.object({ cart: formulaCartSchema, items: z.array(priceFormulaSchema) }),
});

export const saveFormula = endpoint({
  id: 'product.priceFormulaSave',
  method: 'POST',
  path: `${P}/save`,
  summary: "Save a channel's draft price formula",
  body: z.strictObject({
    cartId: idSchema,
    markupPercent: money,
    fixedFee: money,
    rounding: formulaRoundingSchema,
    /** The draft's version read; 0 when the channel has no draft. */
    version: z.number().int().min(0),
  }),
  response: priceFormulaSchema,
});

export const recalculateFormula = endpoint({
  id: 'product.priceFormulaRecalculate',
  method: 'POST',
  path: `${P}/recalculate`,
  summary: "The sale prices a formula would give its channel's skus",
  body: z.strictObject({ id: idSchema }),
  response: formulaPreviewSchema,
});

export const activateFormula = endpoint({
  id: 'product.priceFormulaActivate',
  method: 'POST',
  path: `${P}/active`,
  summary: "Activate a channel's draft price formula: reprice its skus",
  body: z.strictObject({ id: idSchema, version: z.number().int().min(1) }),
  response: priceFormulaSchema,
});

export const priceFormulaEndpoints = [getFormulaCarts, getFormulaList, saveFormula, recalculateFormula, activateFormula] as const;
