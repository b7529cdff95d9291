// Shoppers' reviews of the supplier's platform products (docs/domain/products.md, "Review"): a
// rating 1-5, a text, images, a date. The supplier may reply once (the reply is final: a second one
// is refused, PRODUCT_REVIEW_REPLIED) and may report an abusive review with a reason code; the
// platform then removes it or keeps it. The list (product.reviewList) filters by rating and by
// whether it has a reply; one review opens at /product/reviewInfo?id=<id> (the spec's route has no
// parameter; the review is named in the query).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { reviewDecisionCodeSchema } from './review-decision';

const P = '/api/scm-app/supplier/product/review';

/** new: nothing done yet; replied; reported: waiting for the platform; removed / kept: its decision on a report. */
export const reviewStatuses = ['new', 'replied', 'reported', 'removed', 'kept'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewReportReasons = ['ABUSIVE_LANGUAGE', 'NOT_ABOUT_PRODUCT', 'PERSONAL_INFO'] as const;
export const reviewReportReasonSchema = z.enum(reviewReportReasons);
export type ReviewReportReason = z.infer<typeof reviewReportReasonSchema>;

export const reviewRatings = ['1', '2', '3', '4', '5'] as const;
export const reviewRatingSchema = z.enum(reviewRatings);

export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_NOTE_MAX = 200;

export const ReviewErrorCode = {
  stale: 'PRODUCT_REVIEW_STALE',
  decided: 'PRODUCT_REVIEW_DECIDED',
  replied: 'PRODUCT_REVIEW_REPLIED',
} as const;

/** A review may be replied to once, while no report of it waits for the platform and it was not removed. */
export const reviewMayReply = (r: { status: ReviewStatus; reply: string }) => !r.reply && (r.status === 'new' || r.status === 'kept');
/** A review may be reported once, while the platform has not decided a report on it. */
export const reviewMayReport = (r: { status: ReviewStatus }) => r.status === 'new' || r.status === 'replied';

export const reviewList = defineListSpec({
  bizType: 'product.reviewList',
  title: ['Product reviews', '商品评价'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    reviewNo: { type: z.string(), title: ['Review no.', '评价编号'], width: 140, filter: 'text' },
    productId: { type: z.string() },
    productCode: { type: z.string(), title: ['Product code', '商品编码'], width: 130, filter: 'text' },
    title: { type: z.string(), title: ['Product', '商品名称'], width: 200 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    rating: {
      type: z.number().int().min(1).max(5),
      title: ['Rating', '评分'],
      kind: 'number',
      width: 80,
      sortable: true,
      filter: { kind: 'multiSelect', schema: z.array(reviewRatingSchema).max(5), optionName: 'reviewRating' },
    },
    body: { type: z.string(), title: ['Review', '评价内容'], width: 280, filter: 'text' },
    imageCount: { type: z.number().int(), title: ['Images', '图片'], kind: 'number', width: 80 },
    shopper: { type: z.string(), title: ['Shopper', '买家'], width: 120, hidden: true },
    reviewedAt: { type: z.string(), title: ['Reviewed at', '评价时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    hasReply: { type: z.boolean(), title: ['Replied', '已回复'], kind: 'boolean', width: 90, filter: { kind: 'select', schema: z.enum(['yes', 'no']), optionName: 'reviewReplied' } },
    status: { type: reviewStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'reviewStatus', filter: { kind: 'select', schema: reviewStatusSchema } },
    reportReason: { type: reviewReportReasonSchema.nullable(), title: ['Report reason', '举报原因'], kind: 'status', width: 180, optionName: 'reviewReportReason', hidden: true },
    /** The platform's finding on a report (review-decision.ts): a removal code or NO_RULE_BROKEN (kept); null until it decided. */
    decisionCode: { type: reviewDecisionCodeSchema.nullable(), title: ['Platform’s decision', '平台处理结果'], kind: 'status', width: 200, optionName: 'reviewDecisionCode' },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'reviewedAt', order: 'desc' },
  conditionOrder: ['rating', 'hasReply', 'status', 'productCode', 'body', 'platformCode', 'reviewNo', 'reviewedAt'],
});
export const reviewRowSchema = reviewList.row;
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewImageSchema = z.object({ id: z.string(), url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() });

/** One review with its images, reply and report (review info). */
export const reviewInfoSchema = reviewRowSchema.extend({
  images: z.array(reviewImageSchema),
  reply: z.string(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string(),
  reportNote: z.string(),
  reportedAt: z.string().nullable(),
  /** When the platform decides a waiting report (its review time). */
  reviewDueAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ReviewInfo = z.infer<typeof reviewInfoSchema>;

export const searchReviews = endpoint({
  id: 'product.reviewSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Shoppers’ reviews of the supplier’s products for /product/reviewList',
  body: reviewList.query,
  response: reviewList.page,
});

export const getReview = endpoint({
  id: 'product.reviewInfo',
  method: 'GET',
  path: `${P}/info`,
  summary: 'One review with its images, reply and report (review info)',
  query: z.strictObject({ id: z.string().min(1).max(64) }),
  response: reviewInfoSchema,
});

const decision = { id: z.string().min(1).max(64), version: z.number().int().min(1) };

export const replyReview = endpoint({
  id: 'product.reviewReply',
  method: 'POST',
  path: `${P}/reply`,
  summary: 'Replies to a review, once (the reply is final)',
  body: z.strictObject({ ...decision, reply: z.string().trim().min(1).max(REVIEW_REPLY_MAX) }),
  response: reviewInfoSchema,
});

export const reportReview = endpoint({
  id: 'product.reviewReport',
  method: 'POST',
  path: `${P}/report`,
  summary: 'Reports an abusive review to the platform with a reason code',
  body: z.strictObject({ ...decision, reason: reviewReportReasonSchema, note: z.string().trim().max(REVIEW_NOTE_MAX) }),
  response: reviewInfoSchema,
});

export const reviewEndpoints = [searchReviews, getReview, replyReview, reportReview] as const;
