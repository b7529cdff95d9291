// Fulfilment tag applications (src/contract/product/tag.ts; docs/domain/products.md "Fulfilment
// tag"): the list, one application with its skus' data and history, applying, withdrawing and
// revoking. Applying locks the product, checks the skus are its own and that no application for
// the tag is open (PRODUCT_TAG_OPEN), and writes an applied one whose review is due
// PRICE_REVIEW_SECONDS later (the platform's job: tag-decisions.ts). Withdrawing and revoking are
// the record-with-actions kit (the version read, the statuses each starts from, a reason, a
// record_history row); each change also writes the product's change record.
import { randomBytes, randomInt } from 'node:crypto';
import type { Language } from '../../src/contract';
import { applyTag, getTagApplication, revokeTag, searchTagApplications, withdrawTag, type TagApplicationInfo, type TagApplicationStatus } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import type { Db } from '../db/db';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { writeProductChange } from './change-records';
import { tagApplicationListDefinition } from './list-tag';
import { priceReviewSeconds } from './price';
import { tagShipping, tagSkus } from './tag-facts';
import { tagDecided, tagInvalid, tagOpen, tagProblems, tagStale } from './tag-messages';

export const TAG_KIND = 'product.tag';

type TagAction = 'withdraw' | 'revoke';

const applications: RecordTable<TagAction, TagApplicationStatus> = {
  kind: TAG_KIND,
  table: 'product_tag_applications',
  transitions: { withdraw: { from: ['applied'], to: 'withdrawn' }, revoke: { from: ['approved'], to: 'revoked' } },
  notFound,
  decided: (lang, row) => tagDecided(lang, row.status),
  stale: (lang) => tagStale(lang),
};

type Caller = { id: string; lang: Language; tenant: { id: string } };

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** One application with its skus' data, the channel's shipping and its history. */
export async function oneTagApplication(db: Db, user: Caller, id: string): Promise<TagApplicationInfo> {
  const row = (await tagApplicationListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  const tenantId = user.tenant.id;
  const ids = (await db.one<{ sku_ids: string[] }>('SELECT sku_ids FROM product_tag_applications WHERE id = $1 AND tenant_id = $2', [id, tenantId])).sku_ids;
  const skus = await tagSkus(db, tenantId, ids);
  const history = await db.query<{ action: string; from_status: string; to_status: string; note: string; actor_name: string; at: Date }>(
    `SELECT action, from_status, to_status, note, actor_name, at FROM record_history WHERE tenant_id = $1 AND record_kind = $2 AND record_id = $3 ORDER BY at, seq`,
    [tenantId, TAG_KIND, id],
  );
  return {
    ...row,
    skus: skus.map(({ active: _active, ...s }) => s),
    shipping: await tagShipping(db, tenantId, row.productId),
    history: history.map((h) => ({ action: h.action, from: h.from_status, to: h.to_status, note: h.note, by: h.actor_name, at: iso(h.at) })),
  };
}

/** A record_history row of an application the kit does not write (applied, the platform's decision). */
export async function writeTagHistory(tx: Db, tenantId: string, id: string, action: string, from: string, to: string, note: string, by: { id: string | null; name: string }, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, TAG_KIND, id, action, from, to, note, by.id, by.name, at],
  );
}

const sellerSkusOf = async (tx: Db, tenantId: string, ids: readonly string[]) =>
  (await tx.query<{ seller_sku: string }>('SELECT seller_sku FROM product_skus WHERE id = ANY($1::text[]) AND tenant_id = $2 ORDER BY seller_sku', [ids, tenantId])).map((r) => r.seller_sku).join(', ');

/**
 * Writes an applied application, its history row and the product's change record (inside the
 * caller's transaction, the product locked and the rules checked): the form's apply and a confirmed
 * label upload (import-tag-apply.ts, which names its import). Answers the application's id.
 */
export async function createTagApplication(
  tx: Db,
  a: { tenantId: string; productId: string; tag: string; skuIds: readonly string[]; note: string; by: { id: string; name: string }; now: Date; importId?: string },
): Promise<string> {
  const tid = `ta_${randomBytes(8).toString('hex')}`;
  const no = `TA${a.now.toISOString().slice(2, 10).replace(/-/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
  await tx.query(
    `INSERT INTO product_tag_applications (id, tenant_id, application_no, product_id, tag, sku_ids, status, note, review_due_at, applied_at, applied_by_name, import_id)
     VALUES ($1, $2, $3, $4, $5, $6, 'applied', $7, $8, $9, $10, $11)`,
    [tid, a.tenantId, no, a.productId, a.tag, [...a.skuIds].sort(), a.note, new Date(a.now.getTime() + priceReviewSeconds() * 1000), a.now, a.by.name, a.importId ?? null],
  );
  await writeTagHistory(tx, a.tenantId, tid, 'apply', '', 'applied', a.note, a.by, a.now);
  await writeProductChange(tx, {
    tenantId: a.tenantId,
    productId: a.productId,
    subject: 'tag',
    subjectNo: no,
    action: 'applied',
    detail: [`${a.tag} · ${await sellerSkusOf(tx, a.tenantId, a.skuIds)}`, a.note].filter(Boolean).join(' · '),
    by: a.by,
    at: a.now,
  });
  return tid;
}

function decideAction(action: TagAction) {
  return defineHandler(action === 'withdraw' ? withdrawTag : revokeTag, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const { row, applied } = await applyRecordAction(tx, applications, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action,
        version: body.version,
        note: body.note,
        now,
        set: { reason: body.note, ...(action === 'withdraw' ? { decided_at: now } : {}) },
        repeated: (r) => r.status === applications.transitions[action].to && r.version === body.version + 1 && r.reason === body.note,
      });
      if (applied) {
        await writeProductChange(tx, {
          tenantId: user.tenant.id,
          productId: row.product_id as string,
          subject: 'tag',
          subjectNo: row.application_no as string,
          action: action === 'withdraw' ? 'withdrawn' : 'revoked',
          detail: `${row.tag as string} · ${body.note}`,
          by: { id: user.id, name: user.displayName },
          at: now,
        });
      }
    });
    return oneTagApplication(db, user, body.id);
  });
}

export const tagHandlers: readonly HandlerEntry[] = [
  defineHandler(searchTagApplications, async ({ db, user, body }) => (await tagApplicationListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getTagApplication, async ({ db, user, params }) => oneTagApplication(db, user, params.id)),

  defineHandler(applyTag, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const id = await db.transaction(async (tx) => {
      const product = await tx.maybe<{ id: string }>('SELECT id FROM products WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.productId, tenantId]);
      if (!product) throw notFound(user.lang);
      const problems: { field: string; text: (typeof tagProblems)[keyof typeof tagProblems] }[] = [];
      if (new Set(body.skuIds).size !== body.skuIds.length) problems.push({ field: 'skuIds', text: tagProblems.skuRepeated });
      const own = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM product_skus WHERE id = ANY($1::text[]) AND product_id = $2 AND tenant_id = $3', [body.skuIds, body.productId, tenantId]);
      if (own.n !== new Set(body.skuIds).size) problems.push({ field: 'skuIds', text: tagProblems.skuNotOfProduct });
      if (problems.length) throw tagInvalid(user.lang, problems);
      const open = await tx.maybe<{ application_no: string }>(
        "SELECT application_no FROM product_tag_applications WHERE product_id = $1 AND tenant_id = $2 AND tag = $3 AND status IN ('applied', 'approved')",
        [body.productId, tenantId, body.tag],
      );
      if (open) throw tagOpen(user.lang, open.application_no);
      return createTagApplication(tx, { tenantId, productId: body.productId, tag: body.tag, skuIds: body.skuIds, note: body.note, by: { id: user.id, name: user.displayName }, now });
    });
    return oneTagApplication(db, user, id);
  }),

  decideAction('withdraw'),
  decideAction('revoke'),
];
