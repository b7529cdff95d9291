// Channel products (src/contract/product/channel.ts): the list by code, and putting a listing on or
// off the shelf. Going on the shelf is refused while the platform blocks the product, with no
// matched channel sku, or with no stock on the matched skus; the version read is checked after
// the state (asking for the state the listing is in answers it unchanged, so a double click or a
// repeat changes nothing). The product's own status follows the shelf (a blocked one stays blocked).
import { searchChannelProducts, shelfChannelProduct, type ChannelProductRow } from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { shelfBlocked, shelfNoStock, shelfStale, shelfUnmatched } from './channel-messages';
import { channelProductListDefinition } from './list-channel';

type Caller = { id: string; lang: Language; tenant: { id: string } };

export async function oneChannelProduct(db: Db, user: Caller, id: string): Promise<ChannelProductRow> {
  const row = (await channelProductListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

export const channelHandlers: readonly HandlerEntry[] = [
  defineHandler(searchChannelProducts, async ({ db, user, body }) => (await channelProductListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(shelfChannelProduct, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const cp = await tx.maybe<{ id: string; product_id: string; shelf_status: string; version: number; product_status: string; matched: number; stock: number }>(
        `SELECT cp.id, cp.product_id, cp.shelf_status, cp.version, p.status AS product_status,
                (SELECT count(*)::int FROM channel_skus s WHERE s.channel_product_id = cp.id AND s.product_sku_id IS NOT NULL) AS matched,
                (SELECT COALESCE(sum(ps.stock), 0)::int FROM channel_skus s JOIN product_skus ps ON ps.id = s.product_sku_id AND ps.tenant_id = s.tenant_id
                  WHERE s.channel_product_id = cp.id) AS stock
           FROM channel_products cp JOIN products p ON p.id = cp.product_id AND p.tenant_id = cp.tenant_id
          WHERE cp.id = $1 AND cp.tenant_id = $2 FOR UPDATE OF cp, p`,
        [body.id, user.tenant.id],
      );
      if (!cp) throw notFound(user.lang);
      if (cp.shelf_status === body.shelf) return;
      if (cp.version !== body.version) throw shelfStale(user.lang);
      if (body.shelf === 'onShelf') {
        if (cp.product_status === 'blocked') throw shelfBlocked(user.lang);
        if (cp.matched === 0) throw shelfUnmatched(user.lang);
        if (cp.stock <= 0) throw shelfNoStock(user.lang);
      }
      await tx.query(`UPDATE channel_products SET shelf_status = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND tenant_id = $2`, [cp.id, user.tenant.id, body.shelf, now]);
      if (cp.product_status !== 'blocked')
        await tx.query(`UPDATE products SET status = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND tenant_id = $2`, [cp.product_id, user.tenant.id, body.shelf === 'onShelf' ? 'onSale' : 'offShelf', now]);
    });
    return oneChannelProduct(db, user, body.id);
  }),
];
