// Same-product relations (src/contract/product/same.ts; docs/domain/products.md "Same-product
// relation"): the two lists, one relation with the product compare and its history, the
// supplier's decisions on the record-with-actions kit (confirm, decline with a reason, unlink by
// appeal), a request of the supplier's own, and the competing offers on one standard product.
// Our offer on a standard product is our confirmed product's first sku, so unlinking takes it off
// the bidding at once (the offer moves back to our own product).
import { randomBytes, randomInt } from 'node:crypto';
import {
  confirmSameRelation,
  declineSameRelation,
  getSameBidding,
  getSameRelation,
  requestSameRelation,
  searchSameConfirm,
  searchSameRelations,
  unlinkSameRelation,
  type BiddingOffer,
  type SameBidding,
  type SameRelationInfo,
  type SameRelationStatus,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { COMPARE_COLUMNS, OUR_ATTRIBUTES_JOIN, compareRows, type CompareSource } from './compare';
import { sameConfirmListDefinition, sameSearchListDefinition } from './list-same';
import { sameCategory, sameDecided, sameLive, sameStale } from './same-messages';
import { SAME_KIND } from './seed-standard';

type Action = 'confirm' | 'decline' | 'unlink';

const relations: RecordTable<Action, SameRelationStatus> = {
  kind: SAME_KIND,
  table: 'same_product_relations',
  transitions: {
    confirm: { from: ['proposed'], to: 'confirmed' },
    decline: { from: ['proposed'], to: 'declined' },
    unlink: { from: ['confirmed'], to: 'unlinked' },
  },
  notFound,
  decided: (lang, row) => sameDecided(lang, row.status),
  stale: (lang) => sameStale(lang),
};

type Caller = { id: string; lang: Language; displayName: string; tenant: { id: string } };

const compareSql = (where: string) => `SELECT ${COMPARE_COLUMNS}
  FROM same_product_relations r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
  JOIN standard_products sp ON sp.id = r.standard_product_id ${OUR_ATTRIBUTES_JOIN} WHERE ${where}`;

export async function oneRelation(db: Db, user: Caller, id: string): Promise<SameRelationInfo> {
  const page = await sameSearchListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  const source = await db.one<CompareSource>(compareSql('r.id = $1 AND r.tenant_id = $2'), [id, user.tenant.id]);
  const history = await db.query<{ action: string; from_status: string; to_status: string; note: string; actor_name: string; at: Date }>(
    `SELECT action, from_status, to_status, note, actor_name, at FROM record_history
      WHERE tenant_id = $1 AND record_kind = $2 AND record_id = $3 ORDER BY at, seq`,
    [user.tenant.id, SAME_KIND, id],
  );
  return {
    ...row,
    compare: compareRows(source),
    history: history.map((h) => ({ action: h.action, fromStatus: h.from_status, toStatus: h.to_status, note: h.note, actorName: h.actor_name, at: new Date(h.at).toISOString() })),
  };
}

async function decide(db: Db, user: Caller, now: Date, body: { id: string; version: number }, action: Action, note: string, set: Record<string, string | Date>, repeated: (r: Record<string, unknown>) => boolean) {
  await db.transaction((tx) =>
    applyRecordAction(tx, relations, {
      tenantId: user.tenant.id,
      lang: user.lang,
      by: { id: user.id, name: user.displayName },
      key: body.id,
      action,
      version: body.version,
      note,
      now,
      set: { ...set, decided_at: now },
      repeated: (r) => r.version === body.version + 1 && r.status === relations.transitions[action].to && repeated(r),
    }),
  );
  return oneRelation(db, user, body.id);
}

async function bidding(db: Db, tenantId: string, code: string | undefined, lang: Language): Promise<SameBidding> {
  const standard = await db.maybe<{ id: string; code: string; title: string; reference_price: string; currency: string }>(
    code
      ? 'SELECT id, code, title, reference_price, currency FROM standard_products WHERE code = $2 AND $1::text IS NOT NULL'
      : `SELECT sp.id, sp.code, sp.title, sp.reference_price, sp.currency FROM standard_products sp
          WHERE EXISTS (SELECT 1 FROM same_product_relations r WHERE r.standard_product_id = sp.id AND r.tenant_id = $1 AND r.status = 'confirmed')
          ORDER BY sp.code LIMIT 1`,
    code ? [tenantId, code] : [tenantId],
  );
  if (!standard) {
    if (code) throw notFound(lang);
    return { standard: null, currency: 'USD', offers: [], compare: [] };
  }
  const ours = await db.query<{ product_id: string; product_code: string; currency: string; sale_price: string; supply_price: string; stock: number }>(
    `SELECT p.id AS product_id, p.product_code, p.currency, s.sale_price, s.supply_price, s.stock
       FROM same_product_relations r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
       JOIN LATERAL (SELECT ps.sale_price, ps.supply_price, ps.stock FROM product_skus ps WHERE ps.product_id = p.id AND ps.tenant_id = p.tenant_id ORDER BY ps.id LIMIT 1) s ON true
      WHERE r.tenant_id = $1 AND r.standard_product_id = $2 AND r.status = 'confirmed' ORDER BY p.product_code`,
    [tenantId, standard.id],
  );
  const others = await db.query<{ seller: string; sale_price: string; supply_price: string; stock: number }>(
    'SELECT seller, sale_price, supply_price, stock FROM same_bidding_offers WHERE tenant_id = $1 AND standard_product_id = $2 ORDER BY seller',
    [tenantId, standard.id],
  );
  // the offers are in the currency of our products related to it (the seed prices the others in it)
  const related = await db.maybe<{ currency: string }>(
    `SELECT p.currency FROM same_product_relations r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
      WHERE r.tenant_id = $1 AND r.standard_product_id = $2 ORDER BY (r.status = 'confirmed') DESC, r.proposed_at DESC LIMIT 1`,
    [tenantId, standard.id],
  );
  const offers: Omit<BiddingOffer, 'rank' | 'lowest'>[] = [
    ...ours.map((o) => ({ seller: o.product_code, ours: true, productId: o.product_id, salePrice: Number(o.sale_price), supplyPrice: Number(o.supply_price), stock: o.stock })),
    ...others.map((o) => ({ seller: o.seller, ours: false, productId: null, salePrice: Number(o.sale_price), supplyPrice: Number(o.supply_price), stock: o.stock })),
  ].sort((a, b) => a.salePrice - b.salePrice || Number(b.ours) - Number(a.ours) || a.seller.localeCompare(b.seller));
  const ranked = offers.map((o) => {
    const rank = 1 + offers.filter((x) => x.salePrice < o.salePrice).length;
    return { ...o, rank, lowest: rank === 1 };
  });
  const source = await db.maybe<CompareSource>(`${compareSql('r.tenant_id = $1 AND r.standard_product_id = $2')} ORDER BY (r.status = 'confirmed') DESC, r.proposed_at DESC LIMIT 1`, [tenantId, standard.id]);
  return {
    standard: { id: standard.id, code: standard.code, title: standard.title, referencePrice: Number(standard.reference_price), currency: standard.currency },
    currency: related?.currency ?? standard.currency,
    offers: ranked,
    compare: source ? compareRows(source) : [],
  };
}

export const sameHandlers: readonly HandlerEntry[] = [
  defineHandler(searchSameConfirm, async ({ db, user, body }) => (await sameConfirmListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(searchSameRelations, async ({ db, user, body }) => (await sameSearchListDefinition.page(db, callerOf(user), body)) as never),
  defineHandler(getSameRelation, ({ db, user, params }) => oneRelation(db, user, params.id)),

  defineHandler(confirmSameRelation, ({ db, user, body, now }) => decide(db, user, now, body, 'confirm', '', {}, () => true)),

  defineHandler(declineSameRelation, ({ db, user, body, now }) =>
    decide(db, user, now, body, 'decline', body.note, { decline_reason: body.reason, note: body.note }, (r) => r.decline_reason === body.reason && r.note === body.note),
  ),

  defineHandler(unlinkSameRelation, ({ db, user, body, now }) => decide(db, user, now, body, 'unlink', body.note, { note: body.note }, (r) => r.note === body.note)),

  defineHandler(requestSameRelation, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      const product = await tx.maybe<{ id: string; product_code: string; category: string }>(
        'SELECT id, product_code, category FROM products WHERE tenant_id = $1 AND product_code = $2 FOR UPDATE',
        [user.tenant.id, body.productCode],
      );
      const standard = await tx.maybe<{ id: string; category: string }>('SELECT id, category FROM standard_products WHERE code = $1', [body.standardCode]);
      if (!product || !standard) throw notFound(user.lang);
      const live = await tx.maybe<{ id: string; relation_no: string; standard_product_id: string; origin: string; status: string }>(
        `SELECT id, relation_no, standard_product_id, origin, status FROM same_product_relations WHERE product_id = $1 AND tenant_id = $2 AND status IN ('proposed', 'confirmed')`,
        [product.id, user.tenant.id],
      );
      // the same request sent again (a retry) answers the relation it made
      if (live && live.origin === 'supplier' && live.status === 'confirmed' && live.standard_product_id === standard.id) return live.id;
      if (live) throw sameLive(user.lang, product.product_code, live.relation_no);
      if (product.category !== standard.category) throw sameCategory(user.lang, product.category, standard.category);
      const rid = `sr_${randomBytes(6).toString('hex')}`;
      await tx.query(
        `INSERT INTO same_product_relations (id, tenant_id, relation_no, product_id, standard_product_id, origin, status, note, proposed_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, 'supplier', 'confirmed', $6, $7, $7)`,
        [rid, user.tenant.id, `SR${randomInt(10_000_000, 100_000_000)}`, product.id, standard.id, body.note, now],
      );
      await tx.query(
        `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
         VALUES ($1, $2, $3, $4, 'request', '', 'confirmed', $5, $6, $7, $8)`,
        [`rh_${randomBytes(6).toString('hex')}`, user.tenant.id, SAME_KIND, rid, body.note, user.id, user.displayName, now],
      );
      return rid;
    });
    return oneRelation(db, user, id);
  }),

  defineHandler(getSameBidding, ({ db, user, query }) => bidding(db, user.tenant.id, query.standard, user.lang)),
];
