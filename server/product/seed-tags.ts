// Demo fulfilment tag applications and change records for every supplier tenant (docs/domain/
// products.md, "Slice 2"), tied to the platform products of seed.ts. Every 24th product
// (g % 24 = 6) has an application for all its skus; kind k = (g / 24) % 6:
//   0 applied (review due days after the anchor: the demo's job leaves it to the user),
//   1 and 4 a tag the skus qualify for when there is one, decided by the platform's rules
//     (tagDecision over the real sku and order data), and 4's approvals are revoked later,
//   2 and 5 the tag g % 3 names, decided by the rules (bulky on light skus is SKU_NOT_ELIGIBLE),
//   3 withdrawn while applied.
// Each gets its record_history and the product's change records; the seeded price proposals get
// theirs (proposed, decided, in effect, withdrawn). Re-running adds nothing.
import { fulfilmentTags, tagDecision, type FulfilmentTag, type TagDecisionCode } from '../../src/contract/product';
import type { Db } from '../db/db';
import { TAG_KIND } from './tag';
import { tagShipping, tagSkus } from './tag-facts';

const DAY = 86_400_000;

interface Seeded {
  id: string;
  no: string;
  product_id: string;
  tag: FulfilmentTag;
  sku_ids: string[];
  status: string;
  decision_code: TagDecisionCode | null;
  reason: string;
  review_due_at: string;
  applied_at: string;
  decided_at: string | null;
  version: number;
  detail: string;
}

export async function seedTagsAndRecords(db: Db, tenantId: string, key: string, anchor: Date, supplierName: string): Promise<void> {
  if (await db.maybe('SELECT 1 FROM product_change_records WHERE tenant_id = $1 LIMIT 1', [tenantId])) return;
  const products = await db.query<{ id: string; g: number; sku_ids: string[]; seller_skus: string }>(
    `SELECT p.id, substring(p.id from '-([0-9]{6})$')::int AS g, array_agg(s.id ORDER BY s.id) AS sku_ids, string_agg(s.seller_sku, ', ' ORDER BY s.seller_sku) AS seller_skus
       FROM products p JOIN product_skus s ON s.product_id = p.id AND s.tenant_id = p.tenant_id
      WHERE p.tenant_id = $1 AND substring(p.id from '-([0-9]{6})$')::int % 24 = 6 GROUP BY p.id ORDER BY p.id`,
    [tenantId],
  );
  const rows: Seeded[] = [];
  for (const p of products) {
    const k = Math.floor(p.g / 24) % 6;
    const skus = await tagSkus(db, tenantId, p.sku_ids);
    const shipping = await tagShipping(db, tenantId, p.id);
    const rotated = fulfilmentTags[p.g % 3];
    const tag = k === 1 || k === 4 ? (fulfilmentTags.find((t) => tagDecision(t, skus, shipping) === null) ?? rotated) : rotated;
    const code = tagDecision(tag, skus, shipping);
    const appliedAt = new Date(anchor.getTime() - (2 + (p.g % 40)) * DAY - (p.g % 24) * 3_600_000);
    const decidedAt = new Date(appliedAt.getTime() + DAY);
    const decided = k !== 0 && k !== 3;
    const status = k === 0 ? 'applied' : k === 3 ? 'withdrawn' : code ? 'rejected' : k === 4 ? 'revoked' : 'approved';
    rows.push({
      id: `ta-${key}-${String(p.g).padStart(6, '0')}`,
      no: `TA${appliedAt.toISOString().slice(2, 10).replace(/-/g, '')}${String(p.g).padStart(6, '0')}`,
      product_id: p.id,
      tag,
      sku_ids: p.sku_ids,
      status,
      decision_code: decided ? code : null,
      reason: status === 'withdrawn' ? 'Stock moved to another warehouse' : status === 'revoked' ? 'Carrier contract changed' : '',
      review_due_at: (k === 0 ? new Date(anchor.getTime() + (2 + (p.g % 5)) * DAY) : decidedAt).toISOString(),
      applied_at: appliedAt.toISOString(),
      decided_at: k === 0 ? null : decidedAt.toISOString(),
      version: k === 0 ? 1 : status === 'revoked' ? 3 : 2,
      detail: `${tag} · ${p.seller_skus}`,
    });
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO product_tag_applications (id, tenant_id, application_no, product_id, tag, sku_ids, status, decision_code, note, reason, review_due_at, applied_at, applied_by_name, decided_at, version)
       SELECT x.id, $2, x.no, x.product_id, x.tag, ARRAY(SELECT json_array_elements_text(x.sku_ids)), x.status, x.decision_code, '', x.reason, x.review_due_at, x.applied_at, $3, x.decided_at, x.version
         FROM json_to_recordset($1::json) AS x(id text, no text, product_id text, tag text, sku_ids json, status text, decision_code text, reason text, review_due_at timestamptz, applied_at timestamptz, decided_at timestamptz, version int)`,
      [JSON.stringify(rows), tenantId, supplierName],
    );
    await seedHistory(tx, tenantId, supplierName);
  });
}

// the steps of each seeded application and proposal, as record_history rows (applications) and
// change records (both); $1 tenant, $2 the supplier's name, $3 the tag record kind
const TAG_STEPS = `
  SELECT t.id, t.product_id, t.application_no AS no, t.tag, t.decision_code, t.reason, t.status, t.applied_at, t.decided_at, s.step
    FROM product_tag_applications t CROSS JOIN LATERAL (VALUES ('apply'), ('decide'), ('withdraw'), ('revoke')) s(step)
   WHERE t.tenant_id = $1 AND (s.step = 'apply' OR (s.step = 'decide' AND t.status IN ('approved', 'rejected', 'revoked'))
         OR (s.step = 'withdraw' AND t.status = 'withdrawn') OR (s.step = 'revoke' AND t.status = 'revoked'))`;

async function seedHistory(tx: Db, tenantId: string, supplierName: string): Promise<void> {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     SELECT 'rh-' || x.id || '-' || x.step, $1, $3, x.id,
       CASE x.step WHEN 'decide' THEN CASE WHEN x.decision_code IS NULL THEN 'approve' ELSE 'reject' END ELSE x.step END,
       CASE x.step WHEN 'apply' THEN '' WHEN 'revoke' THEN 'approved' ELSE 'applied' END,
       CASE x.step WHEN 'apply' THEN 'applied' WHEN 'decide' THEN CASE WHEN x.decision_code IS NULL THEN 'approved' ELSE 'rejected' END WHEN 'withdraw' THEN 'withdrawn' ELSE 'revoked' END,
       CASE x.step WHEN 'decide' THEN COALESCE(x.decision_code, '') WHEN 'apply' THEN '' ELSE x.reason END,
       NULL, CASE x.step WHEN 'decide' THEN 'Platform' ELSE $2 END,
       CASE x.step WHEN 'apply' THEN x.applied_at WHEN 'revoke' THEN x.decided_at + interval '5 days' ELSE x.decided_at END
       FROM (${TAG_STEPS}) x`,
    [tenantId, supplierName, TAG_KIND],
  );
  await tx.query(
    `INSERT INTO product_change_records (id, tenant_id, product_id, subject, subject_no, action, detail, actor_id, actor_name, at)
     SELECT 'pcr-' || x.id || '-' || x.step, $1, x.product_id, 'tag', x.no,
       CASE x.step WHEN 'apply' THEN 'applied' WHEN 'decide' THEN CASE WHEN x.decision_code IS NULL THEN 'approved' ELSE 'rejected' END WHEN 'withdraw' THEN 'withdrawn' ELSE 'revoked' END,
       concat_ws(' · ', x.tag, CASE x.step WHEN 'apply' THEN (SELECT string_agg(s.seller_sku, ', ' ORDER BY s.seller_sku) FROM product_skus s JOIN product_tag_applications t ON s.id = ANY(t.sku_ids) WHERE t.id = x.id)
                                          WHEN 'decide' THEN x.decision_code ELSE x.reason END),
       NULL, CASE x.step WHEN 'decide' THEN 'Platform' ELSE $2 END,
       CASE x.step WHEN 'apply' THEN x.applied_at WHEN 'revoke' THEN x.decided_at + interval '5 days' ELSE x.decided_at END
       FROM (${TAG_STEPS}) x`,
    [tenantId, supplierName],
  );
  // the seeded price proposals: proposed; decided (approved or rejected); in effect; withdrawn
  await tx.query(
    `INSERT INTO product_change_records (id, tenant_id, product_id, subject, subject_no, action, detail, actor_id, actor_name, at)
     SELECT 'pcr-' || x.id || '-' || s.step, $1, x.product_id, 'price', x.proposal_no,
       CASE s.step WHEN 'propose' THEN 'proposed' WHEN 'decide' THEN CASE WHEN x.status = 'rejected' THEN 'rejected' ELSE 'approved' END WHEN 'apply' THEN 'effective' ELSE 'withdrawn' END,
       concat_ws(' · ', (x.old_price::float8)::text || ' → ' || (x.new_price::float8)::text || ' @ ' || x.effective_date::text,
                 CASE s.step WHEN 'propose' THEN NULLIF(x.note, '') WHEN 'decide' THEN x.decision_code WHEN 'withdraw' THEN x.withdraw_reason END),
       NULL, CASE WHEN s.step IN ('decide', 'apply') THEN 'Platform' ELSE x.proposed_by_name END,
       CASE s.step WHEN 'propose' THEN x.proposed_at WHEN 'apply' THEN x.applied_at ELSE x.decided_at END
       FROM product_price_proposals x CROSS JOIN LATERAL (VALUES ('propose'), ('decide'), ('apply'), ('withdraw')) s(step)
      WHERE x.tenant_id = $1 AND (s.step = 'propose' OR (s.step = 'decide' AND x.status IN ('approved', 'effective', 'rejected'))
            OR (s.step = 'apply' AND x.status = 'effective') OR (s.step = 'withdraw' AND x.status = 'withdrawn'))`,
    [tenantId],
  );
}
