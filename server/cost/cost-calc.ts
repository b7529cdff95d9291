// Landed cost (docs/domain/inventory.md, "Cost"): purchase + warehouse + logistics (the channel's
// formula) + platform fees, as the break-even sale price in the cart's currency. Loads the settings
// of many combinations at once and computes them in memory.
import type { CostDetail } from '../../src/contract';
import type { Db } from '../db/db';
import { evaluateFormula, parcelVariables, parseFormula } from '../asset';

/** Reference rates: 1 unit = this many US dollars (demo values; a real deployment feeds them daily). */
export const referenceRates: Readonly<Record<string, number>> = {
  USD: 1,
  CNY: 0.14,
  EUR: 1.08,
  GBP: 1.27,
  JPY: 0.0067,
  CAD: 0.73,
  HKD: 0.128,
  AUD: 0.66,
  SGD: 0.74,
  MYR: 0.21,
  THB: 0.028,
  PHP: 0.018,
  VND: 0.00004,
};

/** Days a unit is assumed to stay in a warehouse (storage cost per cbm-day × volume × days). */
export const STORAGE_DAYS = 30;

const round2 = (n: number) => Math.round(n * 100) / 100;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export type Missing = CostDetail['missing'][number];

export interface SkuCostInput {
  id: string;
  sku: string;
  name: string;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  purchaseCost: number;
  currency: string;
}

interface WarehouseCost {
  currency: string;
  inbound: number | null;
  outbound: number | null;
  storage: number | null;
}
interface LogisticsCost {
  currency: string;
  formula: string;
  divisor: number;
  minCharge: number | null;
  additional: { code: string; name: string; unit: string; amount: number }[];
}
interface CartCost {
  currency: string;
  platformCurrency: string;
  commissionPct: number;
  paymentFeePct: number;
  fixedFee: number;
  /** The fixed fee's currency (the cart's own settings, or the platform's defaults). */
  fixedFeeCurrency: string;
}

export interface CostInputs {
  skus: Map<string, SkuCostInput>;
  warehouses: Map<string, WarehouseCost>;
  logistics: Map<string, LogisticsCost>;
  carts: Map<string, CartCost>;
}

/** Loads everything the cost of these skus, warehouses, logistics channels and carts needs. */
export async function loadCostInputs(
  db: Db,
  tenantId: string,
  ids: { skuIds: readonly string[]; warehouseIds: readonly string[]; logisticsIds: readonly string[]; cartIds: readonly string[] },
): Promise<CostInputs> {
  const skus = await db.query<Record<string, unknown>>(
    `SELECT id, sku, name, weight_g, length_cm::float8 AS length_cm, width_cm::float8 AS width_cm, height_cm::float8 AS height_cm,
            purchase_cost::float8 AS purchase_cost, currency
       FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, [...ids.skuIds]],
  );
  const warehouses = await db.query<Record<string, unknown>>(
    `SELECT warehouse_id, currency, inbound_per_unit::float8 AS inbound, outbound_per_order::float8 AS outbound, storage_per_cbm_day::float8 AS storage
       FROM warehouse_cost_settings WHERE tenant_id = $1 AND warehouse_id = ANY($2::text[])`,
    [tenantId, [...ids.warehouseIds]],
  );
  const logistics = await db.query<Record<string, unknown>>(
    `SELECT logistics_id, currency, formula, volumetric_divisor, min_charge::float8 AS min_charge
       FROM logistics_cost_settings WHERE tenant_id = $1 AND logistics_id = ANY($2::text[])`,
    [tenantId, [...ids.logisticsIds]],
  );
  const additional = await db.query<Record<string, unknown>>(
    `SELECT a.logistics_id, a.code, d.name, d.unit, a.amount::float8 AS amount
       FROM logistics_cost_additional a
       JOIN logistics_cost_settings s ON s.logistics_id = a.logistics_id
       JOIN logistics_additional_cost_definitions d ON d.code = a.code
      WHERE s.tenant_id = $1 AND a.logistics_id = ANY($2::text[])
      ORDER BY d.sort_order`,
    [tenantId, [...ids.logisticsIds]],
  );
  const carts = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.currency, p.currency AS platform_currency,
            s.currency AS settings_currency, s.commission_pct::float8 AS commission_pct, s.payment_fee_pct::float8 AS payment_fee_pct,
            s.fixed_fee_per_order::float8 AS fixed_fee, s.cart_id IS NOT NULL AS has_settings,
            p.default_commission_pct::float8 AS default_commission_pct, p.default_payment_fee_pct::float8 AS default_payment_fee_pct,
            p.default_fixed_fee::float8 AS default_fixed_fee
       FROM carts c JOIN platforms p ON p.code = c.platform_code
       LEFT JOIN cart_cost_settings s ON s.cart_id = c.id AND s.tenant_id = c.tenant_id
      WHERE c.tenant_id = $1 AND c.id = ANY($2::text[])`,
    [tenantId, [...ids.cartIds]],
  );
  return {
    skus: new Map(
      skus.map((s) => [
        String(s.id),
        {
          id: String(s.id),
          sku: String(s.sku),
          name: String(s.name),
          weightG: Number(s.weight_g),
          lengthCm: Number(s.length_cm),
          widthCm: Number(s.width_cm),
          heightCm: Number(s.height_cm),
          purchaseCost: Number(s.purchase_cost),
          currency: String(s.currency),
        },
      ]),
    ),
    warehouses: new Map(
      warehouses.map((w) => [String(w.warehouse_id), { currency: String(w.currency), inbound: n(w.inbound), outbound: n(w.outbound), storage: n(w.storage) }]),
    ),
    logistics: new Map(
      logistics.map((l) => [
        String(l.logistics_id),
        {
          currency: String(l.currency),
          formula: String(l.formula),
          divisor: Number(l.volumetric_divisor),
          minCharge: n(l.min_charge),
          additional: additional
            .filter((a) => a.logistics_id === l.logistics_id)
            .map((a) => ({ code: String(a.code), name: String(a.name), unit: String(a.unit), amount: Number(a.amount) })),
        },
      ]),
    ),
    carts: new Map(
      carts.map((c) => {
        const own = c.has_settings === true;
        return [
          String(c.id),
          {
            currency: String(c.currency),
            platformCurrency: String(c.platform_currency),
            commissionPct: (own ? n(c.commission_pct) : n(c.default_commission_pct)) ?? 0,
            paymentFeePct: (own ? n(c.payment_fee_pct) : n(c.default_payment_fee_pct)) ?? 0,
            fixedFee: (own ? n(c.fixed_fee) : n(c.default_fixed_fee)) ?? 0,
            fixedFeeCurrency: String(own ? c.settings_currency : c.platform_currency),
          },
        ];
      }),
    ),
  };
}

type Breakdown = Pick<CostDetail, 'rates' | 'purchase' | 'warehouseCost' | 'logisticsCost' | 'platformFees' | 'landedCost' | 'missing' | 'currency'>;

const parsed = new Map<string, ReturnType<typeof parseFormula> | null>();
function parsedFormula(source: string) {
  if (!parsed.has(source)) {
    try {
      parsed.set(source, parseFormula(source));
    } catch {
      parsed.set(source, null);
    }
    if (parsed.size > 500) parsed.delete(parsed.keys().next().value as string);
  }
  return parsed.get(source) ?? null;
}

/** The landed cost of one sku sold by a cart, shipped with a logistics channel from a warehouse. */
export function landedCostOf(inputs: CostInputs, combo: { skuId: string; cartId: string; logisticsId: string; warehouseId: string }): Breakdown {
  const sku = inputs.skus.get(combo.skuId)!;
  const cart = inputs.carts.get(combo.cartId)!;
  const currency = cart.currency;
  const missing = new Set<Missing>();
  const used = new Set<string>([currency]);
  const convert = (amount: number, from: string) => {
    used.add(from);
    const a = referenceRates[from];
    const b = referenceRates[currency];
    if (a === undefined || b === undefined) {
      missing.add('exchangeRate');
      return amount;
    }
    return from === currency ? amount : (amount * a) / b;
  };
  const part = (sourceAmount: number, sourceCurrency: string) => ({ amount: round2(convert(sourceAmount, sourceCurrency)), sourceAmount: round2(sourceAmount), sourceCurrency });

  const purchase = part(sku.purchaseCost, sku.currency);

  const wh = inputs.warehouses.get(combo.warehouseId);
  const volumeM3 = (sku.lengthCm * sku.widthCm * sku.heightCm) / 1_000_000;
  const whItems = wh
    ? [
        { code: 'inbound' as const, ...part(wh.inbound ?? 0, wh.currency) },
        { code: 'outbound' as const, ...part(wh.outbound ?? 0, wh.currency) },
        { code: 'storage' as const, ...part((wh.storage ?? 0) * volumeM3 * STORAGE_DAYS, wh.currency) },
      ]
    : [];
  if (!wh) missing.add('warehouseCost');
  const warehouseAmount = round2(whItems.reduce((s, i) => s + i.amount, 0));

  const lg = inputs.logistics.get(combo.logisticsId);
  let logisticsCost: Breakdown['logisticsCost'];
  if (lg) {
    const declared = (sku.purchaseCost * (referenceRates[sku.currency] ?? 1)) / (referenceRates[lg.currency] ?? 1);
    const vars = parcelVariables({
      weightKg: sku.weightG / 1000,
      lengthCm: sku.lengthCm,
      widthCm: sku.widthCm,
      heightCm: sku.heightCm,
      declaredValue: declared,
      volumetricDivisor: lg.divisor,
    });
    let formulaResult: number | null = null;
    const tree = parsedFormula(lg.formula);
    if (tree) {
      try {
        formulaResult = evaluateFormula(tree, vars);
      } catch {
        formulaResult = null;
      }
    }
    if (formulaResult === null) missing.add('logisticsFormula');
    const base = Math.max(formulaResult ?? 0, lg.minCharge ?? 0);
    const chargeableKg = vars.get('chargeableKg') ?? 0;
    const additional = lg.additional.map((a) => {
      const amount =
        a.unit === 'perParcel' ? a.amount : a.unit === 'perKg' ? a.amount * chargeableKg : a.unit === 'percentOfBase' ? (base * a.amount) / 100 : (declared * a.amount) / 100;
      return { code: a.code, name: a.name, unit: a.unit, rate: a.amount, sourceAmount: round2(amount) };
    });
    const source = base + additional.reduce((s, a) => s + a.sourceAmount, 0);
    logisticsCost = {
      formula: lg.formula,
      variables: Object.fromEntries([...vars].map(([k, v]) => [k, Math.round(v * 10_000) / 10_000])),
      formulaResult: formulaResult === null ? null : round2(formulaResult),
      minCharge: lg.minCharge,
      base: round2(base),
      additional,
      sourceAmount: round2(source),
      sourceCurrency: lg.currency,
      amount: round2(convert(source, lg.currency)),
    };
  } else {
    missing.add('logisticsCost');
    logisticsCost = { formula: null, variables: {}, formulaResult: null, minCharge: null, base: 0, additional: [], sourceAmount: 0, sourceCurrency: currency, amount: 0 };
  }

  const fixedFee = round2(convert(cart.fixedFee, cart.fixedFeeCurrency));
  const pct = (cart.commissionPct + cart.paymentFeePct) / 100;
  const before = purchase.amount + warehouseAmount + logisticsCost.amount + fixedFee;
  // break-even: the price P with P = costs + fixed fee + P × percentage fees
  const landed = pct < 1 ? before / (1 - pct) : before;
  const commission = round2((landed * cart.commissionPct) / 100);
  const paymentFee = round2((landed * cart.paymentFeePct) / 100);
  return {
    currency,
    rates: [...used].sort().map((c) => ({ currency: c, toUsd: referenceRates[c] ?? 1 })),
    purchase,
    warehouseCost: { items: whItems, amount: warehouseAmount },
    logisticsCost,
    platformFees: {
      fixedFee,
      commissionPct: cart.commissionPct,
      paymentFeePct: cart.paymentFeePct,
      commission,
      paymentFee,
      amount: round2(fixedFee + commission + paymentFee),
    },
    landedCost: round2(landed),
    missing: [...missing].sort(),
  };
}

/** Converts an amount between currencies with the reference rates (unknown currencies: unchanged). */
export function convertAmount(amount: number, from: string, to: string): number {
  const a = referenceRates[from];
  const b = referenceRates[to];
  if (a === undefined || b === undefined || from === to) return amount;
  return (amount * a) / b;
}

export interface Combination {
  skuId: string;
  cartId: string;
  logisticsId: string;
  warehouseId: string;
  groupId: string;
}

/** Where skus are stocked in a group: (sku, warehouse with on hand > 0, its live group). */
async function placesOf(db: Db, tenantId: string, skuIds: readonly string[]) {
  return db.query<{ sku_id: string; warehouse_id: string; group_id: string }>(
    `SELECT st.sku_id, st.warehouse_id, gw.group_id
       FROM inventory_stock st
       JOIN warehouse_group_warehouses gw ON gw.warehouse_id = st.warehouse_id
       JOIN warehouse_groups g ON g.id = gw.group_id AND g.deleted_at IS NULL
      WHERE st.tenant_id = $1 AND st.sku_id = ANY($2::text[]) AND st.on_hand > 0
      ORDER BY st.sku_id, st.warehouse_id`,
    [tenantId, [...skuIds]],
  );
}

/** The sales channels of groups: (open cart of the group, one of its active logistics channels). */
async function channelsOf(db: Db, tenantId: string, groupIds: readonly string[]) {
  return db.query<{ group_id: string; cart_id: string; logistics_id: string }>(
    `SELECT gc.group_id, gc.cart_id, cl.logistics_id
       FROM warehouse_group_carts gc
       JOIN carts c ON c.id = gc.cart_id AND c.status <> 'closed'
       JOIN cart_logistics cl ON cl.cart_id = gc.cart_id
       JOIN logistics_channels lc ON lc.id = cl.logistics_id AND lc.deleted_at IS NULL AND lc.status = 'active'
      WHERE gc.tenant_id = $1 AND gc.group_id = ANY($2::text[])
      ORDER BY c.code, lc.code`,
    [tenantId, [...groupIds]],
  );
}

/**
 * The combinations skus can be sold with: carts of the groups whose warehouses hold the sku
 * (on hand > 0), each with its active logistics channels, from those warehouses.
 */
export async function combinationsOf(db: Db, tenantId: string, skuIds: readonly string[]): Promise<Combination[]> {
  const places = await placesOf(db, tenantId, skuIds);
  const channels = await channelsOf(db, tenantId, [...new Set(places.map((p) => p.group_id))]);
  const out: Combination[] = [];
  for (const p of places) {
    for (const c of channels) {
      if (c.group_id === p.group_id) out.push({ skuId: p.sku_id, cartId: c.cart_id, logisticsId: c.logistics_id, warehouseId: p.warehouse_id, groupId: p.group_id });
    }
  }
  return out;
}

export async function costInputsFor(db: Db, tenantId: string, skuIds: readonly string[], combos: readonly Combination[]): Promise<CostInputs> {
  return loadCostInputs(db, tenantId, {
    skuIds,
    cartIds: [...new Set(combos.map((c) => c.cartId))],
    logisticsIds: [...new Set(combos.map((c) => c.logisticsId))],
    warehouseIds: [...new Set(combos.map((c) => c.warehouseId))],
  });
}

/**
 * Per sku: how many combinations it has and its lowest and highest landed cost in `currency`.
 * Carts with the same fees and currency cost the same, so each (warehouse, logistics, fee
 * profile) is computed once: a sku sold by 50 shops of a group costs a handful of evaluations.
 */
export async function landedRangesOf(db: Db, tenantId: string, skuIds: readonly string[], currency: string) {
  const places = await placesOf(db, tenantId, skuIds);
  const channels = await channelsOf(db, tenantId, [...new Set(places.map((p) => p.group_id))]);
  const inputs = await loadCostInputs(db, tenantId, {
    skuIds,
    cartIds: [...new Set(channels.map((c) => c.cart_id))],
    logisticsIds: [...new Set(channels.map((c) => c.logistics_id))],
    warehouseIds: [...new Set(places.map((p) => p.warehouse_id))],
  });
  // per group: the channels, and one cart standing for each (logistics, fee profile)
  const byGroup = new Map<string, { count: number; representatives: { cartId: string; logisticsId: string }[] }>();
  for (const c of channels) {
    const entry = byGroup.get(c.group_id) ?? { count: 0, representatives: [] };
    entry.count++;
    const cart = inputs.carts.get(c.cart_id)!;
    const profile = `${c.logistics_id}|${cart.currency}|${cart.commissionPct}|${cart.paymentFeePct}|${cart.fixedFee}|${cart.fixedFeeCurrency}`;
    if (!entry.representatives.some((r) => r.logisticsId === c.logistics_id && profileOf(inputs, r) === profile)) entry.representatives.push({ cartId: c.cart_id, logisticsId: c.logistics_id });
    byGroup.set(c.group_id, entry);
  }
  const out = new Map<string, { count: number; min: number | null; max: number | null }>();
  for (const p of places) {
    const group = byGroup.get(p.group_id);
    if (!group) continue;
    const range = out.get(p.sku_id) ?? { count: 0, min: null, max: null };
    range.count += group.count;
    for (const r of group.representatives) {
      const cost = landedCostOf(inputs, { skuId: p.sku_id, cartId: r.cartId, logisticsId: r.logisticsId, warehouseId: p.warehouse_id });
      const value = Math.round(convertAmount(cost.landedCost, cost.currency, currency) * 100) / 100;
      range.min = range.min === null ? value : Math.min(range.min, value);
      range.max = range.max === null ? value : Math.max(range.max, value);
    }
    out.set(p.sku_id, range);
  }
  return out;
}

function profileOf(inputs: CostInputs, r: { cartId: string; logisticsId: string }): string {
  const cart = inputs.carts.get(r.cartId)!;
  return `${r.logisticsId}|${cart.currency}|${cart.commissionPct}|${cart.paymentFeePct}|${cart.fixedFee}|${cart.fixedFeeCurrency}`;
}
