// Price proposals (src/contract/product/price.ts; docs/domain/products.md "Price change"): the
// list and one proposal, the preview of what a new price would hit, proposing and withdrawing.
// Proposing locks the sku, checks the values (each problem named) and that no proposal is open
// for it, and writes a pending proposal whose review is due PRICE_REVIEW_SECONDS later. Withdrawing
// is the record-with-actions kit: the version read, pending or approved only, a reason required,
// a history row. The platform's decisions are server/jobs/price-decision-runner.ts.
import { randomBytes, randomInt } from 'node:crypto';
import {
  PRICE_EFFECTIVE_MAX_DAYS,
  getPriceProposal,
  openPriceStatuses,
  previewPrice,
  priceDecision,
  proposePrice,
  searchPriceProposals,
  withdrawPrice,
  type PricePreview,
  type PriceProposalRow,
  type PriceProposalStatus,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { priceChangeDetail, writeProductChange } from './change-records';
import { priceProposalListDefinition } from './list-price';
import { priceDecided, priceInvalid, priceOpen, priceProblems, priceStale } from './messages';

/** How long the platform takes to review a proposal (the demo's; a real platform takes days). */
export function priceReviewSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.PRICE_REVIEW_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : 30;
}

export const PRICE_KIND = 'product.price';

const proposals: RecordTable<'withdraw', PriceProposalStatus> = {
  kind: PRICE_KIND,
  table: 'product_price_proposals',
  transitions: { withdraw: { from: openPriceStatuses, to: 'withdrawn' } },
  notFound,
  decided: (lang, row) => priceDecided(lang, row.status),
  stale: (lang) => priceStale(lang),
};

type Caller = { id: string; lang: Language; tenant: { id: string } };

export async function oneProposal(db: Db, user: Caller, id: string): Promise<PriceProposalRow> {
  const page = await priceProposalListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

/** The UTC day of a time, as YYYY-MM-DD. */
export const dayOf = (t: Date) => t.toISOString().slice(0, 10);

interface SkuRow {
  id: string;
  product_id: string;
  sku_id: string;
  cart_id: string;
  currency: string;
  supply_price: string;
  sale_price: string;
  status: string;
}

async function skuOf(db: Db, user: Caller, skuId: string, lock = false): Promise<SkuRow> {
  const row = await db.maybe<SkuRow>(
    `SELECT s.id, s.product_id, s.sku_id, p.cart_id, p.currency, s.supply_price, s.sale_price, s.status
       FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
      WHERE s.id = $1 AND s.tenant_id = $2${lock ? ' FOR UPDATE OF s' : ''}`,
    [skuId, user.tenant.id],
  );
  if (!row) throw notFound(user.lang);
  return row;
}

function checkValues(lang: Language, sku: SkuRow, newPrice: number, effectiveDate: string, now: Date): void {
  const problems: { field: string; text: (typeof priceProblems)[keyof typeof priceProblems] }[] = [];
  if (sku.status !== 'active') problems.push({ field: 'skuId', text: priceProblems.skuInactive });
  if (Math.abs(newPrice - Number(sku.supply_price)) < 1e-9) problems.push({ field: 'newPrice', text: priceProblems.samePrice });
  const today = dayOf(now);
  const last = dayOf(new Date(now.getTime() + PRICE_EFFECTIVE_MAX_DAYS * 86_400_000));
  if (effectiveDate < today) problems.push({ field: 'effectiveDate', text: priceProblems.datePast });
  else if (effectiveDate > last) problems.push({ field: 'effectiveDate', text: priceProblems.dateFar });
  if (problems.length) throw priceInvalid(lang, problems);
}

const OPEN_ORDER_STATUSES = ['pendingAcknowledge', 'awaitingShipment', 'partShipped'];

/** Open orders of the sku's channel with a line of its master sku, split at the effective date. */
async function preview(db: Db, tenantId: string, sku: SkuRow, newPrice: number, effectiveDate: string, driver: Parameters<typeof priceDecision>[0]['driver']): Promise<PricePreview> {
  const rows = await db.query<{ id: string; supplier_order_id: string; order_time: Date; qty: number; after: boolean }>(
    `SELECT o.id, o.supplier_order_id, o.order_time, sum(l.qty - l.shipped_qty - l.cancelled_qty)::int AS qty, o.order_time >= $5::date AS after
       FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.tenant_id = o.tenant_id
      WHERE o.tenant_id = $1 AND o.cart_id = $2 AND l.sku_id = $3 AND o.status = ANY($4::text[])
      GROUP BY o.id HAVING sum(l.qty - l.shipped_qty - l.cancelled_qty) > 0
      ORDER BY o.order_time DESC, o.id`,
    [tenantId, sku.cart_id, sku.sku_id, OPEN_ORDER_STATUSES, effectiveDate],
  );
  const part = (after: boolean) => {
    const hit = rows.filter((r) => r.after === after);
    return {
      count: hit.length,
      units: hit.reduce((n, r) => n + r.qty, 0),
      orders: hit.slice(0, 5).map((r) => ({ id: r.id, supplierOrderId: r.supplier_order_id, orderTime: new Date(r.order_time).toISOString(), qty: r.qty })),
    };
  };
  const oldPrice = Number(sku.supply_price);
  const newHits = part(true);
  return {
    oldPrice: part(false),
    newPrice: newHits,
    difference: Math.round((newPrice - oldPrice) * newHits.units * 100) / 100,
    currency: sku.currency,
    expected: priceDecision({ oldPrice, newPrice, salePrice: Number(sku.sale_price), driver }),
  };
}

export const priceHandlers: readonly HandlerEntry[] = [
  defineHandler(searchPriceProposals, async ({ db, user, body }) => (await priceProposalListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getPriceProposal, ({ db, user, params }) => oneProposal(db, user, params.id)),

  defineHandler(previewPrice, async ({ db, user, body, now }) => {
    const sku = await skuOf(db, user, body.skuId);
    checkValues(user.lang, sku, body.newPrice, body.effectiveDate, now);
    return preview(db, user.tenant.id, sku, body.newPrice, body.effectiveDate, body.driver);
  }),

  defineHandler(proposePrice, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      const sku = await skuOf(tx, user, body.skuId, true);
      checkValues(user.lang, sku, body.newPrice, body.effectiveDate, now);
      const open = await tx.maybe<{ proposal_no: string }>(`SELECT proposal_no FROM product_price_proposals WHERE product_sku_id = $1 AND status IN ('pending', 'approved')`, [sku.id]);
      if (open) throw priceOpen(user.lang, open.proposal_no);
      const pid = `pp_${randomBytes(6).toString('hex')}`;
      const no = `PC${dayOf(now).replace(/-/g, '').slice(2)}${randomInt(100_000, 1_000_000)}`;
      await tx.query(
        `INSERT INTO product_price_proposals (id, tenant_id, proposal_no, product_id, product_sku_id, old_price, new_price, sale_price, effective_date, driver, note, status,
           review_due_at, proposed_at, proposed_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $13, $14)`,
        [pid, user.tenant.id, no, sku.product_id, sku.id, sku.supply_price, body.newPrice, sku.sale_price, body.effectiveDate, body.driver, body.note, new Date(now.getTime() + priceReviewSeconds() * 1000), now, user.displayName],
      );
      await tx.query(`UPDATE products SET open_proposals = open_proposals + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [sku.product_id, user.tenant.id, now]);
      await writeHistory(tx, user.tenant.id, pid, 'propose', '', 'pending', body.note, { id: user.id, name: user.displayName }, now);
      await writeProductChange(tx, { tenantId: user.tenant.id, productId: sku.product_id, subject: 'price', subjectNo: no, action: 'proposed', detail: priceChangeDetail(sku.supply_price, body.newPrice, body.effectiveDate, body.note), by: { id: user.id, name: user.displayName }, at: now });
      return pid;
    });
    return oneProposal(db, user, id);
  }),

  defineHandler(withdrawPrice, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const { row, applied } = await applyRecordAction(tx, proposals, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'withdraw',
        version: body.version,
        note: body.note,
        now,
        set: { withdraw_reason: body.note, decided_at: now },
        repeated: (r) => r.status === 'withdrawn' && r.version === body.version + 1 && r.withdraw_reason === body.note,
      });
      if (applied) {
        await tx.query(`UPDATE products SET open_proposals = open_proposals - 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [row.product_id as string, user.tenant.id, now]);
        const day = row.effective_date instanceof Date ? dayOf(row.effective_date) : String(row.effective_date).slice(0, 10);
        await writeProductChange(tx, {
          tenantId: user.tenant.id,
          productId: row.product_id as string,
          subject: 'price',
          subjectNo: row.proposal_no as string,
          action: 'withdrawn',
          detail: priceChangeDetail(row.old_price, row.new_price, day, body.note),
          by: { id: user.id, name: user.displayName },
          at: now,
        });
      }
    });
    return oneProposal(db, user, body.id);
  }),
];

/** A record_history row of a proposal (the kit writes its own for withdrawals). */
export async function writeHistory(tx: Db, tenantId: string, id: string, action: string, from: string, to: string, note: string, by: { id: string | null; name: string }, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, PRICE_KIND, id, action, from, to, note, by.id, by.name, at],
  );
}
