// Reviews (src/contract/product/review.ts; docs/domain/products.md "Review"): the list, one review
// with its images, replying (once: a review with a reply refuses another, PRODUCT_REVIEW_REPLIED)
// and reporting with a reason code, both on the record-with-actions kit (the version read, the
// statuses each starts from, a history row, a repeat by the same user answered as done). A report
// is decided by the platform's job once its review time has passed (review-decisions.ts).
import { getReview, replyReview, reportReview, searchReviews, type ReviewInfo, type ReviewStatus } from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { reviewListDefinition } from './list-review';
import { priceReviewSeconds } from './price';
import { reviewDecided, reviewReplied, reviewStale } from './messages';

export const REVIEW_KIND = 'product.review';
const IMAGE_PATH = '/back/api/scm-app/supplier/image';

const reviews: RecordTable<'reply' | 'report', ReviewStatus> = {
  kind: REVIEW_KIND,
  table: 'product_reviews',
  transitions: { reply: { from: ['new', 'kept'], to: 'replied' }, report: { from: ['new', 'replied'], to: 'reported' } },
  notFound,
  decided: (lang, row) => (row.reply ? reviewReplied(lang) : reviewDecided(lang, row.status)),
  stale: (lang) => reviewStale(lang),
};

type Caller = { id: string; lang: Language; tenant: { id: string } };

/** How long the platform takes to decide a report (review-decisions.ts): REVIEW_REPORT_SECONDS, else the price review time. */
export function reviewReportSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.REVIEW_REPORT_SECONDS);
  return env.REVIEW_REPORT_SECONDS && Number.isFinite(value) && value >= 0 ? value : priceReviewSeconds(env);
}

export async function oneReview(db: Db, user: Caller, id: string): Promise<ReviewInfo> {
  const page = await reviewListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  const more = await db.one<{ reply: string; replied_at: Date | null; replied_by_name: string; report_note: string; reported_at: Date | null; review_due_at: Date | null; decided_at: Date | null; image_ids: string[] }>(
    'SELECT reply, replied_at, replied_by_name, report_note, reported_at, review_due_at, decided_at, image_ids FROM product_reviews WHERE id = $1 AND tenant_id = $2',
    [id, user.tenant.id],
  );
  const images = more.image_ids.length
    ? await db.query<{ id: string; width: number | null; height: number | null }>(
        'SELECT id, width, height FROM images WHERE tenant_id = $1 AND id = ANY($2::text[]) AND deleted_at IS NULL ORDER BY array_position($2::text[], id)',
        [user.tenant.id, more.image_ids],
      )
    : [];
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    ...row,
    images: images.map((i) => ({ id: i.id, url: `${IMAGE_PATH}/${i.id}`, width: i.width, height: i.height })),
    reply: more.reply,
    repliedAt: iso(more.replied_at),
    repliedBy: more.replied_by_name,
    reportNote: more.report_note,
    reportedAt: iso(more.reported_at),
    reviewDueAt: iso(more.review_due_at),
    decidedAt: iso(more.decided_at),
  };
}

export const reviewHandlers: readonly HandlerEntry[] = [
  defineHandler(searchReviews, async ({ db, user, body }) => (await reviewListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getReview, ({ db, user, query }) => oneReview(db, user, query.id)),

  defineHandler(replyReview, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      // the reply is final: a second one is refused even when the status would allow it
      const current = await tx.maybe<{ reply: string; replied_by_name: string; version: number }>('SELECT reply, replied_by_name, version FROM product_reviews WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
        body.id,
        user.tenant.id,
      ]);
      if (!current) throw notFound(user.lang);
      const repeated = current.reply === body.reply && current.replied_by_name === user.displayName && current.version === body.version + 1;
      if (current.reply && !repeated) throw reviewReplied(user.lang);
      if (repeated) return;
      await applyRecordAction(tx, reviews, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'reply',
        version: body.version,
        note: body.reply,
        now,
        set: { reply: body.reply, replied_at: now, replied_by_name: user.displayName },
      });
    });
    return oneReview(db, user, body.id);
  }),

  defineHandler(reportReview, async ({ db, user, body, now }) => {
    await db.transaction((tx) =>
      applyRecordAction(tx, reviews, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'report',
        version: body.version,
        note: body.note ? `${body.reason}: ${body.note}` : body.reason,
        now,
        set: { report_reason: body.reason, report_note: body.note, reported_at: now, decided_at: null, review_due_at: new Date(now.getTime() + reviewReportSeconds() * 1000) },
        repeated: (r) => r.status === 'reported' && r.version === body.version + 1 && r.report_reason === body.reason,
      }),
    );
    return oneReview(db, user, body.id);
  }),
];
