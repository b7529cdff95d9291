// Handlers of the carts (shops) of src/contract/asset/assets.ts: search, detail, update (name, status,
// remark), platform fees with records, carts of a platform. Tenant-scoped; a foreign id answers
// SYS_NOT_FOUND; saves follow the version rule of assets-warehouse.ts.
import {
  AssetErrorCode,
  cartCostFields,
  cartCostGet,
  cartCostRecords,
  cartCostSave,
  cartGet,
  cartSearch,
  cartsByPlatform,
  cartUpdate,
  type Language,
} from '../../src/contract';
import type { z } from 'zod';
import type { cartSchema } from '../../src/contract';
import type { Db } from '../db/db';
import { ownerPage } from '../lists/owner';
import { callerOf, getList } from '../lists/registry';
import './list-cart';
import { appendCostRecords, checkAmount, checkPercent, dec, isUniqueViolation, iso, isoOrNull, notFound, sameDecimal } from './common';
import { assetError, staleVersion } from './messages';
import { defineHandler, type HandlerEntry } from '../back/handler';

interface CartDbRow {
  id: string;
  code: string;
  name: string;
  platform_code: z.infer<typeof cartSchema>['platformCode'];
  platform_name: string;
  platform_name_zh: string;
  site_country: string;
  currency: string;
  platform_shop_id: string;
  status: z.infer<typeof cartSchema>['status'];
  remark: string;
  logistics_count: number;
  version: number;
  logistics_version: number;
  created_at: Date;
  updated_at: Date;
}

/** A cart of the tenant with its platform's names and how many channels it uses. */
export async function tenantCart(db: Db, tenantId: string, id: string, lang: Language, forUpdate = false): Promise<CartDbRow> {
  if (forUpdate) await db.query('SELECT 1 FROM carts WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, tenantId]);
  const row = await db.maybe<CartDbRow>(
    `SELECT c.*, p.name AS platform_name, p.name_zh AS platform_name_zh,
            (SELECT count(*) FROM cart_logistics cl WHERE cl.cart_id = c.id)::int AS logistics_count
       FROM carts c JOIN platforms p ON p.code = c.platform_code
      WHERE c.id = $1 AND c.tenant_id = $2`,
    [id, tenantId],
  );
  if (!row) throw notFound(lang);
  return row;
}

function cartOut(row: CartDbRow, lang: Language): z.infer<typeof cartSchema> {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    platformCode: row.platform_code,
    platformName: lang === 'zh-CN' ? row.platform_name_zh : row.platform_name,
    siteCountry: row.site_country,
    currency: row.currency,
    platformShopId: row.platform_shop_id,
    status: row.status,
    remark: row.remark,
    logisticsCount: Number(row.logistics_count),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const costColumns: Record<(typeof cartCostFields)[number], string> = {
  commissionPct: 'commission_pct',
  fixedFeePerOrder: 'fixed_fee_per_order',
  paymentFeePct: 'payment_fee_pct',
};

/** The cart's fees, or the platform's defaults (zero = not charged) until the cart has its own. */
async function cartCostOut(db: Db, tenantId: string, cart: CartDbRow) {
  const row = await db.maybe<Record<string, unknown>>('SELECT * FROM cart_cost_settings WHERE cart_id = $1 AND tenant_id = $2', [cart.id, tenantId]);
  if (row) {
    return {
      cartId: cart.id,
      platformCode: cart.platform_code,
      currency: String(row.currency),
      commissionPct: dec(row.commission_pct),
      fixedFeePerOrder: dec(row.fixed_fee_per_order),
      paymentFeePct: dec(row.payment_fee_pct),
      platformDefault: false,
      version: Number(row.version),
      updatedAt: isoOrNull(row.updated_at),
    };
  }
  const p = await db.one<Record<string, unknown>>('SELECT * FROM platforms WHERE code = $1', [cart.platform_code]);
  const nonZero = (v: unknown) => (Number(v) > 0 ? dec(v) : null);
  return {
    cartId: cart.id,
    platformCode: cart.platform_code,
    currency: String(p.currency),
    commissionPct: nonZero(p.default_commission_pct),
    fixedFeePerOrder: nonZero(p.default_fixed_fee),
    paymentFeePct: nonZero(p.default_payment_fee_pct),
    platformDefault: true,
    version: 0,
    updatedAt: null,
  };
}

export const cartHandlers: HandlerEntry[] = [
  defineHandler(cartSearch, async ({ db, user, body }) => getList('asset.cart', user.lang).page(db, callerOf(user), body) as never),

  defineHandler(cartGet, async ({ db, user, params }) => cartOut(await tenantCart(db, user.tenant.id, params.id, user.lang), user.lang)),

  defineHandler(cartUpdate, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const row = await tenantCart(tx, user.tenant.id, params.id, user.lang, true);
      if (row.name === body.name && row.status === body.status && row.remark === body.remark) return cartOut(row, user.lang);
      if (body.version !== row.version) throw staleVersion('cart', user.lang);
      if (row.status === 'closed' && body.status !== 'closed') throw assetError(AssetErrorCode.cartClosed, user.lang, {}, { field: 'status' });
      await tx.query(
        'UPDATE carts SET name = $3, status = $4, remark = $5, version = version + 1, updated_at = $6, updated_by = $7 WHERE id = $1 AND tenant_id = $2',
        [row.id, user.tenant.id, body.name, body.status, body.remark, now, user.id],
      );
      return cartOut(await tenantCart(tx, user.tenant.id, row.id, user.lang), user.lang);
    }),
  ),

  defineHandler(cartCostRecords, async ({ db, user, params, body }) => {
    await tenantCart(db, user.tenant.id, params.id, user.lang);
    return ownerPage(db, user, 'asset.cartCostRecords', params.id, body) as never;
  }),

  defineHandler(cartCostGet, async ({ db, user, params }) => cartCostOut(db, user.tenant.id, await tenantCart(db, user.tenant.id, params.id, user.lang))),

  defineHandler(cartCostSave, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const cart = await tenantCart(tx, user.tenant.id, params.id, user.lang, true);
      const next = {
        commissionPct: checkPercent('commissionPct', body.commissionPct, user.lang),
        fixedFeePerOrder: checkAmount('fixedFeePerOrder', body.fixedFeePerOrder, user.lang),
        paymentFeePct: checkPercent('paymentFeePct', body.paymentFeePct, user.lang),
      };
      const before = await cartCostOut(tx, user.tenant.id, cart);
      const exists = !before.platformDefault;
      const changes: [string, string | null, string | null][] = [];
      if (!exists || before.currency !== body.currency) changes.push(['currency', exists ? before.currency : null, body.currency]);
      for (const f of cartCostFields) {
        const old = exists ? before[f] : null;
        if (!exists || !sameDecimal(old, next[f])) changes.push([f, old, dec(next[f])]);
      }
      if (exists && changes.length === 0) return before;
      if (body.version !== before.version) throw staleVersion('cartCost', user.lang);
      const values = cartCostFields.map((f) => next[f]);
      try {
        if (exists) {
          await tx.query(
            `UPDATE cart_cost_settings SET currency = $3, ${cartCostFields.map((f, i) => `${costColumns[f]} = $${i + 4}`).join(', ')},
                    version = version + 1, updated_at = $7, updated_by = $8
              WHERE cart_id = $1 AND tenant_id = $2`,
            [cart.id, user.tenant.id, body.currency, ...values, now, user.id],
          );
        } else {
          await tx.query(
            `INSERT INTO cart_cost_settings (cart_id, tenant_id, currency, commission_pct, fixed_fee_per_order, payment_fee_pct, version, updated_at, updated_by)
             VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
            [cart.id, user.tenant.id, body.currency, ...values, now, user.id],
          );
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw staleVersion('cartCost', user.lang);
        throw error;
      }
      await appendCostRecords(tx, user, now, { kind: 'cart', id: cart.id }, changes);
      return cartCostOut(tx, user.tenant.id, cart);
    }),
  ),

  defineHandler(cartsByPlatform, async ({ db, user, params }) => {
    const rows = await db.query<{ id: string; code: string; name: string; site_country: string; currency: string; status: CartDbRow['status'] }>(
      'SELECT id, code, name, site_country, currency, status FROM carts WHERE tenant_id = $1 AND platform_code = $2 ORDER BY code, id',
      [user.tenant.id, params.platformCode],
    );
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, siteCountry: r.site_country, currency: r.currency, status: r.status }));
  }),
];
