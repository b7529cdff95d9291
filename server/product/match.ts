// Matching (src/contract/product/match.ts): the list, our skus of a channel sku's cart to pick
// from, matching a channel sku to one of them and clearing a match. Each change locks the channel
// sku and checks the version read after its state (the same match again, or clearing a cleared
// one, answers it unchanged); a sku of another cart, or one another channel sku of the cart has,
// is refused.
import { clearMatch, getMatchCandidates, modifyMatch, searchMatches, type MatchRow } from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { matchOtherCart, matchStale, matchTaken } from './channel-messages';
import { matchListDefinition } from './list-match';

type Caller = { id: string; lang: Language; tenant: { id: string } };

async function oneMatch(db: Db, user: Caller, id: string): Promise<MatchRow> {
  const row = (await matchListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

async function lockChannelSku(tx: Db, user: Caller, id: string) {
  const row = await tx.maybe<{ id: string; cart_id: string; product_sku_id: string | null; version: number }>(
    'SELECT id, cart_id, product_sku_id, version FROM channel_skus WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [id, user.tenant.id],
  );
  if (!row) throw notFound(user.lang);
  return row;
}

export const matchHandlers: readonly HandlerEntry[] = [
  defineHandler(searchMatches, async ({ db, user, body }) => (await matchListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getMatchCandidates, async ({ db, user, query }) => {
    const cs = await db.maybe<{ cart_id: string }>('SELECT cart_id FROM channel_skus WHERE id = $1 AND tenant_id = $2', [query.id, user.tenant.id]);
    if (!cs) throw notFound(user.lang);
    const rows = await db.query<{ id: string; seller_sku: string; sku: string; variant: string; matched_by: string[] }>(
      `SELECT ps.id, ps.seller_sku, m.sku, ps.variant,
              COALESCE((SELECT array_agg(o.outer_sku ORDER BY o.outer_sku) FROM channel_skus o WHERE o.tenant_id = ps.tenant_id AND o.cart_id = $2 AND o.product_sku_id = ps.id), '{}') AS matched_by
         FROM product_skus ps JOIN products p ON p.id = ps.product_id AND p.tenant_id = ps.tenant_id
         JOIN skus m ON m.id = ps.sku_id AND m.tenant_id = ps.tenant_id
        WHERE ps.tenant_id = $1 AND p.cart_id = $2 ORDER BY ps.seller_sku LIMIT 500`,
      [user.tenant.id, cs.cart_id],
    );
    return rows.map((r) => ({ id: r.id, sellerSku: r.seller_sku, skuCode: r.sku, variant: r.variant, matchedBy: r.matched_by }));
  }),

  defineHandler(modifyMatch, async ({ db, user, body }) => {
    await db.transaction(async (tx) => {
      const cs = await lockChannelSku(tx, user, body.id);
      if (cs.product_sku_id === body.productSkuId) return;
      if (cs.version !== body.version) throw matchStale(user.lang);
      const ours = await tx.maybe<{ cart_id: string }>(
        'SELECT p.cart_id FROM product_skus ps JOIN products p ON p.id = ps.product_id AND p.tenant_id = ps.tenant_id WHERE ps.id = $1 AND ps.tenant_id = $2',
        [body.productSkuId, user.tenant.id],
      );
      if (!ours) throw notFound(user.lang);
      if (ours.cart_id !== cs.cart_id) throw matchOtherCart(user.lang);
      const other = await tx.maybe<{ outer_sku: string }>('SELECT outer_sku FROM channel_skus WHERE tenant_id = $1 AND cart_id = $2 AND product_sku_id = $3 AND id <> $4 LIMIT 1', [
        user.tenant.id,
        cs.cart_id,
        body.productSkuId,
        cs.id,
      ]);
      if (other) throw matchTaken(user.lang, other.outer_sku);
      await tx.query('UPDATE channel_skus SET product_sku_id = $3, version = version + 1 WHERE id = $1 AND tenant_id = $2', [cs.id, user.tenant.id, body.productSkuId]);
    });
    return oneMatch(db, user, body.id);
  }),

  defineHandler(clearMatch, async ({ db, user, body }) => {
    await db.transaction(async (tx) => {
      const cs = await lockChannelSku(tx, user, body.id);
      if (cs.product_sku_id === null) return;
      if (cs.version !== body.version) throw matchStale(user.lang);
      await tx.query('UPDATE channel_skus SET product_sku_id = NULL, version = version + 1 WHERE id = $1 AND tenant_id = $2', [cs.id, user.tenant.id]);
    });
    return oneMatch(db, user, body.id);
  }),
];
