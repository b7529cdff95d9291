// The platform's decision on a reported review (docs/domain/products.md, "Review"): the job
// (server/product/review-decisions.ts) reads the review's text and applies these rules in order;
// the first that matches removes the review with its code, else the platform keeps it
// (NO_RULE_BROKEN). The rules check the text against every rule, not only the reason the supplier
// gave: a report names a suspicion, the platform's finding is its own.
import { z } from 'zod';

export const reviewDecisionCodes = ['ABUSIVE_LANGUAGE', 'NOT_ABOUT_PRODUCT', 'PERSONAL_INFO', 'NO_RULE_BROKEN'] as const;
export const reviewDecisionCodeSchema = z.enum(reviewDecisionCodes);
export type ReviewDecisionCode = z.infer<typeof reviewDecisionCodeSchema>;

/**
 * The word lists the rules read (lower case; a word of Latin letters matches a whole word, a
 * Chinese one anywhere in the text):
 * - abusive: insults and slurs a shopper may not use about anyone;
 * - delivery: the courier and the parcel's journey, which the supplier does not control;
 * - product: words that show the text is about the item itself (a delivery complaint that also
 *   speaks of the product stays).
 */
export const REVIEW_RULES = {
  abusiveWords: ['idiot', 'idiots', 'moron', 'morons', 'stupid', 'garbage', 'trash', 'scam', 'scammer', 'scammers', 'liar', 'liars', 'crap', '垃圾', '骗子', '白痴'] as readonly string[],
  deliveryWords: ['courier', 'couriers', 'delivery', 'delivered', 'driver', 'parcel', 'postman', 'tracking', 'shipping', '快递', '物流', '快递员'] as readonly string[],
  productWords: ['product', 'item', 'quality', 'size', 'colour', 'color', 'fit', 'works', 'material', 'stitching', 'broke', 'broken', 'design', 'battery', '商品', '质量', '尺寸', '颜色'] as readonly string[],
  /** Seven digits or more, with spaces, dashes, dots, brackets or a leading plus between them. */
  phone: /(?:\+|\b)\d(?:[\s().-]*\d){6,}/,
  email: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
  url: /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|cn|shop|io)\b/i,
} as const;

const latin = /^[a-z]+$/;

function hasWord(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  const tokens = new Set(lower.split(/[^\p{L}\p{N}]+/u));
  return words.some((w) => (latin.test(w) ? tokens.has(w) : lower.includes(w)));
}

/** The platform's finding on a reported review's text: a removal code, or NO_RULE_BROKEN (kept). */
export function reviewReportDecision(body: string): ReviewDecisionCode {
  if (hasWord(body, REVIEW_RULES.abusiveWords)) return 'ABUSIVE_LANGUAGE';
  if (hasWord(body, REVIEW_RULES.deliveryWords) && !hasWord(body, REVIEW_RULES.productWords)) return 'NOT_ABOUT_PRODUCT';
  if (REVIEW_RULES.phone.test(body) || REVIEW_RULES.email.test(body) || REVIEW_RULES.url.test(body)) return 'PERSONAL_INFO';
  return 'NO_RULE_BROKEN';
}

/** The status the decision leaves the review in. */
export const reviewDecisionStatus = (code: ReviewDecisionCode) => (code === 'NO_RULE_BROKEN' ? 'kept' : 'removed');
