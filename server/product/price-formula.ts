// Price formulas (src/contract/product/price-formula.ts; docs/domain/products.md "Price
// formulas"): the channels with their formulas, a channel's formulas, saving its draft (the values
// each named, the version read), recalculating (what a formula would do to the channel's skus) and
// activating (in one transaction: the draft active, the active one replaced, every sku of the
// channel repriced; refused while a sku would fall under the platform's minimum margin). A price
// taking effect reprices its sku with the channel's active formula (repriceSku, called by the
// platform's price job).
import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/contract';
import {
  activateFormula,
  FORMULA_LIMITS,
  FORMULA_PREVIEW_ROWS,
  FormulaErrorCode,
  formulaProblems,
  formulaSalePrice,
  getFormulaCarts,
  getFormulaList,
  PRICE_RULES,
  recalculateFormula,
  saleMargin,
  saveFormula,
  underMinimumMargin,
  type FormulaCart,
  type FormulaPreview,
  type FormulaValues,
  type PriceFormula,
} from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { notFound } from '../inventory';
import type { SeedContext } from '../db/seed-context';
import { bi, fillBi, textOf, type Bi } from '../separate';
import { followSalePrice } from './proposal-sale-price';

const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

interface FormulaDbRow {
  id: string;
  formula_no: string;
  cart_id: string;
  markup_percent: string;
  fixed_fee: string;
  rounding: PriceFormula['rounding'];
  status: PriceFormula['status'];
  version: number;
  updated_at: Date | string;
  updated_by_name: string;
  activated_at: Date | string | null;
  activated_by_name: string | null;
  replaced_at: Date | string | null;
  repriced_skus: number;
}

const formulaOf = (r: FormulaDbRow): PriceFormula => ({
  id: r.id,
  formulaNo: r.formula_no,
  cartId: r.cart_id,
  markupPercent: Number(r.markup_percent),
  fixedFee: Number(r.fixed_fee),
  rounding: r.rounding,
  status: r.status,
  version: r.version,
  updatedAt: iso(r.updated_at)!,
  updatedBy: r.updated_by_name,
  activatedAt: iso(r.activated_at),
  activatedBy: r.activated_by_name,
  replacedAt: iso(r.replaced_at),
  repricedSkus: r.repriced_skus,
});
const valuesOf = (f: { markupPercent: number; fixedFee: number; rounding: PriceFormula['rounding'] }): FormulaValues => ({ markupPercent: f.markupPercent, fixedFee: f.fixedFee, rounding: f.rounding });

/** The caller's channels (carts) with their sku counts and active and draft formulas; one channel when cartId is given. */
async function cartsOf(db: Db, tenantId: string, cartId?: string): Promise<FormulaCart[]> {
  const carts = await db.query<{ id: string; name: string; platform_code: string; currency: string; skus: number }>(
    `SELECT c.id, c.name, c.platform_code, c.currency, COALESCE(k.n, 0)::int AS skus
       FROM carts c
       LEFT JOIN (SELECT p.cart_id, count(*) AS n FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
                   WHERE p.tenant_id = $1 AND ($2::text IS NULL OR p.cart_id = $2) GROUP BY p.cart_id) k ON k.cart_id = c.id
      WHERE c.tenant_id = $1 AND ($2::text IS NULL OR c.id = $2) ORDER BY c.code`,
    [tenantId, cartId ?? null],
  );
  const formulas = await db.query<FormulaDbRow>(`SELECT * FROM product_price_formulas WHERE tenant_id = $1 AND status IN ('active', 'draft') AND ($2::text IS NULL OR cart_id = $2)`, [tenantId, cartId ?? null]);
  const find = (cart: string, status: string) => {
    const row = formulas.find((f) => f.cart_id === cart && f.status === status);
    return row ? formulaOf(row) : null;
  };
  return carts.map((c) => ({ cartId: c.id, cartName: c.name, platformCode: c.platform_code, currency: c.currency, skuCount: c.skus, active: find(c.id, 'active'), draft: find(c.id, 'draft') }));
}

const problemTexts: Record<string, Bi> = {
  'markupPercent.notPositive': bi('The markup must be a positive number.', '加价率须为正数。'),
  'markupPercent.tooLarge': fillBi(bi('The markup is at most {n} %.', '加价率不能超过 {n}%。'), { n: String(FORMULA_LIMITS.markupMax) }),
  'markupPercent.decimals': bi('The markup takes at most 2 decimals.', '加价率最多保留 2 位小数。'),
  'fixedFee.notPositive': bi('The fixed fee must be 0 or a positive number.', '固定费用须为 0 或正数。'),
  'fixedFee.tooLarge': fillBi(bi('The fixed fee is at most {n}.', '固定费用不能超过 {n}。'), { n: String(FORMULA_LIMITS.feeMax) }),
  'fixedFee.decimals': bi('The fixed fee takes at most 2 decimals.', '固定费用最多保留 2 位小数。'),
};

const staleError = (lang: Language) => new ApiError(FormulaErrorCode.stale, textOf(bi("This channel's price formula was changed by someone else. Reload it and try again. Nothing was changed.", '该渠道的价格公式已被他人修改，请刷新后重试。本次操作未做任何更改。'), lang), 409);
const stateError = (lang: Language) =>
  new ApiError(FormulaErrorCode.state, textOf(bi('Only a draft formula can be changed or activated. Nothing was changed.', '只能修改或启用草稿公式。本次操作未做任何更改。'), lang), 409);

interface SkuRow {
  id: string;
  seller_sku: string;
  product_id: string;
  product_code: string;
  supply_price: string;
  sale_price: string;
}

async function skusOfCart(db: Db, tenantId: string, cartId: string): Promise<SkuRow[]> {
  return db.query<SkuRow>(
    `SELECT s.id, s.seller_sku, s.product_id, p.product_code, s.supply_price, s.sale_price
       FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
      WHERE p.tenant_id = $1 AND p.cart_id = $2 ORDER BY s.seller_sku`,
    [tenantId, cartId],
  );
}

/** What a formula does to the channel's skus (the recalculation, and the check before activating). */
function previewOf(formula: PriceFormula, currency: string, skus: SkuRow[]): FormulaPreview {
  const values = valuesOf(formula);
  let up = 0, down = 0, same = 0, under = 0, supplySum = 0, oldSum = 0, newSum = 0;
  const rows = skus.map((s) => {
    const supply = Number(s.supply_price);
    const oldSale = Number(s.sale_price);
    const newSale = formulaSalePrice(values, supply, currency);
    if (newSale > oldSale) up++;
    else if (newSale < oldSale) down++;
    else same++;
    const underMinimum = underMinimumMargin(newSale, supply);
    if (underMinimum) under++;
    supplySum += supply;
    oldSum += oldSale;
    newSum += newSale;
    return { skuId: s.id, sellerSku: s.seller_sku, productId: s.product_id, productCode: s.product_code, supplyPrice: supply, oldSalePrice: oldSale, newSalePrice: newSale, newMargin: saleMargin(newSale, supply), underMinimum };
  });
  const listed = [...rows].sort((a, b) => Number(b.underMinimum) - Number(a.underMinimum) || Math.abs(b.newSalePrice - b.oldSalePrice) - Math.abs(a.newSalePrice - a.oldSalePrice) || a.sellerSku.localeCompare(b.sellerSku));
  return {
    formula,
    currency,
    total: rows.length,
    up,
    down,
    same,
    underMinimum: under,
    marginBefore: oldSum > 0 ? saleMargin(oldSum, supplySum) : 0,
    marginAfter: newSum > 0 ? saleMargin(newSum, supplySum) : 0,
    rows: listed.slice(0, FORMULA_PREVIEW_ROWS),
  };
}

async function formulaRow(db: Db, tenantId: string, id: string, lock = false): Promise<FormulaDbRow | undefined> {
  return db.maybe<FormulaDbRow>(`SELECT * FROM product_price_formulas WHERE id = $1 AND tenant_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, tenantId]);
}

/**
 * Reprices one sku with its channel's active formula (a supply price that took effect); nothing
 * when the channel has none. Called inside the caller's transaction.
 */
export async function repriceSku(tx: Db, tenantId: string, productSkuId: string): Promise<void> {
  const row = await tx.maybe<FormulaDbRow & { supply_price: string; currency: string }>(
    `SELECT f.*, s.supply_price, p.currency FROM product_skus s
       JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
       JOIN product_price_formulas f ON f.tenant_id = p.tenant_id AND f.cart_id = p.cart_id AND f.status = 'active'
      WHERE s.id = $1 AND s.tenant_id = $2`,
    [productSkuId, tenantId],
  );
  if (!row) return;
  const sale = formulaSalePrice(valuesOf(formulaOf(row)), Number(row.supply_price), row.currency);
  await tx.query('UPDATE product_skus SET sale_price = $3, formula_id = $4 WHERE id = $1 AND tenant_id = $2', [productSkuId, tenantId, sale, row.id]);
}

type Caller = { lang: Language; displayName: string; tenant: { id: string } };

async function nextFormulaNo(tx: Db, tenantId: string, cartId: string): Promise<string> {
  const cart = await tx.one<{ code: string; n: number }>(
    `SELECT c.code, (SELECT count(*)::int FROM product_price_formulas f WHERE f.tenant_id = c.tenant_id AND f.cart_id = c.id) AS n FROM carts c WHERE c.id = $1 AND c.tenant_id = $2`,
    [cartId, tenantId],
  );
  return `PF-${cart.code}-${String(cart.n + 1).padStart(3, '0')}`;
}

async function save(db: Db, user: Caller, body: FormulaValues & { cartId: string; version: number }, now: Date): Promise<PriceFormula> {
  const tenantId = user.tenant.id;
  const problems = formulaProblems(body);
  return db.transaction(async (tx) => {
    // the channel's row serialises saves and activations of its formulas
    const cart = await tx.maybe('SELECT 1 FROM carts WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.cartId, tenantId]);
    if (!cart) throw notFound(user.lang);
    if (problems.length)
      throw new ApiError(FormulaErrorCode.invalid, problems.map((p) => textOf(problemTexts[`${p.field}.${p.problem}`]!, user.lang)).join(' '), 400, { fields: problems.map((p) => p.field) });
    const draft = await tx.maybe<FormulaDbRow>(`SELECT * FROM product_price_formulas WHERE tenant_id = $1 AND cart_id = $2 AND status = 'draft'`, [tenantId, body.cartId]);
    const sameValues = draft && Number(draft.markup_percent) === body.markupPercent && Number(draft.fixed_fee) === body.fixedFee && draft.rounding === body.rounding;
    // the same save sent again (a double click, a retry after a lost answer) changes nothing
    if (draft && sameValues && (draft.version === body.version + 1 || (body.version === 0 && draft.version === 1))) return formulaOf(draft);
    if ((draft?.version ?? 0) !== body.version) throw staleError(user.lang);
    if (draft) {
      const row = await tx.one<FormulaDbRow>(
        `UPDATE product_price_formulas SET markup_percent = $2, fixed_fee = $3, rounding = $4, version = version + 1, updated_at = $5, updated_by_name = $6 WHERE id = $1 RETURNING *`,
        [draft.id, body.markupPercent, body.fixedFee, body.rounding, now, user.displayName],
      );
      return formulaOf(row);
    }
    const row = await tx.one<FormulaDbRow>(
      `INSERT INTO product_price_formulas (id, tenant_id, cart_id, formula_no, markup_percent, fixed_fee, rounding, status, created_at, updated_at, updated_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $8, $9) RETURNING *`,
      [`pf_${randomBytes(6).toString('hex')}`, tenantId, body.cartId, await nextFormulaNo(tx, tenantId, body.cartId), body.markupPercent, body.fixedFee, body.rounding, now, user.displayName],
    );
    return formulaOf(row);
  });
}

async function activate(db: Db, user: Caller, body: { id: string; version: number }, now: Date): Promise<PriceFormula> {
  const tenantId = user.tenant.id;
  return db.transaction(async (tx) => {
    const peek = await formulaRow(tx, tenantId, body.id);
    if (!peek) throw notFound(user.lang);
    const cart = await tx.one<{ currency: string }>('SELECT currency FROM carts WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [peek.cart_id, tenantId]);
    const formula = (await formulaRow(tx, tenantId, body.id, true))!;
    // activated already with the version the caller read: a double click or a retry
    if (formula.status === 'active' && formula.version === body.version + 1) return formulaOf(formula);
    if (formula.status !== 'draft') throw stateError(user.lang);
    if (formula.version !== body.version) throw staleError(user.lang);
    const skus = await skusOfCart(tx, tenantId, formula.cart_id);
    const preview = previewOf(formulaOf(formula), cart.currency, skus);
    if (preview.underMinimum > 0) {
      const first = preview.rows.filter((r) => r.underMinimum).slice(0, 3).map((r) => r.sellerSku).join(', ');
      throw new ApiError(
        FormulaErrorCode.margin,
        textOf(
          fillBi(bi('{n} skus would fall under the minimum margin of {min} % ({first}). Raise the markup or the fee. Nothing was changed.', '{n} 个 SKU 的毛利将低于最低 {min}%（{first}），请提高加价率或固定费用。本次操作未做任何更改。'), {
            n: String(preview.underMinimum),
            min: String(PRICE_RULES.minMargin * 100),
            first,
          }),
          user.lang,
        ),
        409,
        { count: preview.underMinimum },
      );
    }
    await tx.query(`UPDATE product_price_formulas SET status = 'replaced', replaced_at = $3, version = version + 1 WHERE tenant_id = $1 AND cart_id = $2 AND status = 'active'`, [tenantId, formula.cart_id, now]);
    const values = valuesOf(formulaOf(formula));
    const ids = skus.map((s) => s.id);
    const prices = skus.map((s) => formulaSalePrice(values, Number(s.supply_price), cart.currency));
    if (ids.length)
      await tx.query(
        `UPDATE product_skus s SET sale_price = v.price, formula_id = $3, version = s.version + CASE WHEN s.sale_price = v.price THEN 0 ELSE 1 END
           FROM unnest($1::text[], $2::numeric[]) AS v(id, price) WHERE s.id = v.id AND s.tenant_id = $4`,
        [ids, prices, formula.id, tenantId],
      );
    await followSalePrice(tx, tenantId, ids);
    const row = await tx.one<FormulaDbRow>(
      `UPDATE product_price_formulas SET status = 'active', activated_at = $2, activated_by_name = $3, repriced_skus = $4, version = version + 1, updated_at = $2 WHERE id = $1 RETURNING *`,
      [formula.id, now, user.displayName, ids.length],
    );
    return formulaOf(row);
  });
}

export const priceFormulaHandlers: readonly HandlerEntry[] = [
  defineHandler(getFormulaCarts, async ({ db, user }) => ({ items: await cartsOf(db, user.tenant.id) })),

  defineHandler(getFormulaList, async ({ db, user, query }) => {
    const cartId = query.cartId ?? (await db.maybe<{ cart_id: string }>('SELECT cart_id FROM products WHERE id = $1 AND tenant_id = $2', [query.productId ?? '', user.tenant.id]))?.cart_id;
    const [cart] = cartId ? await cartsOf(db, user.tenant.id, cartId) : [];
    if (!cart) throw notFound(user.lang);
    const rows = await db.query<FormulaDbRow>('SELECT * FROM product_price_formulas WHERE tenant_id = $1 AND cart_id = $2 ORDER BY created_at DESC, formula_no DESC LIMIT 50', [user.tenant.id, cart.cartId]);
    return { cart, items: rows.map(formulaOf) };
  }),

  defineHandler(saveFormula, ({ db, user, body, now }) => save(db, user, body, now)),

  defineHandler(recalculateFormula, async ({ db, user, body }) => {
    const row = await formulaRow(db, user.tenant.id, body.id);
    if (!row) throw notFound(user.lang);
    const cart = await db.one<{ currency: string }>('SELECT currency FROM carts WHERE id = $1 AND tenant_id = $2', [row.cart_id, user.tenant.id]);
    return previewOf(formulaOf(row), cart.currency, await skusOfCart(db, user.tenant.id, row.cart_id));
  }),

  defineHandler(activateFormula, ({ db, user, body, now }) => activate(db, user, body, now)),
];

/**
 * The demo's formulas: one active formula per channel of every supplier tenant, activated at the
 * anchor, with the markup the platform used for new products (60 %) and the rounding by the
 * channel's place in code order. The seeded skus' sale prices stay those set at listing (their
 * formula is null) until a formula is activated or a price takes effect. Re-running adds nothing.
 */
export async function seedPriceFormulas(db: Db, tenantId: string, anchor: Date, by: string): Promise<void> {
  await db.query(
    `INSERT INTO product_price_formulas (id, tenant_id, cart_id, formula_no, markup_percent, fixed_fee, rounding, status, created_at, updated_at, updated_by_name, activated_at, activated_by_name)
     SELECT 'pf-' || c.id, $1, c.id, 'PF-' || c.code || '-001', 60, (ARRAY[0, 0.5, 0])[1 + (n - 1) % 3], (ARRAY['cent', 'up99', 'whole'])[1 + (n - 1) % 3], 'active', $2, $2, $3, $2, $3
       FROM (SELECT id, code, row_number() OVER (ORDER BY code) AS n FROM carts WHERE tenant_id = $1) c
     ON CONFLICT (id) DO NOTHING`,
    [tenantId, anchor, by],
  );
}

/** seedPriceFormulas for every supplier tenant with channels. */
export async function seedAllPriceFormulas(context: SeedContext): Promise<void> {
  const anchor = context.ordersAnchor ?? new Date('2026-03-02T00:00:00Z');
  for (const tenant of context.tenants.filter((t) => t.kind === 'supplier'))
    await seedPriceFormulas(context.db, context.tenantIds[tenant.key], anchor, context.deciders[tenant.key]?.name ?? 'Supplier');
}
