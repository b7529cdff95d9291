// The brand authorization and review machines on the record-with-actions kit
// (record-actions-suite.ts checks the kit's rules): a draft offers submit and revoke (a reason
// required), an expired one nothing; a new review offers a reply (required, final) and a report per
// reason code, a removed one nothing; a decision the platform (or another user) made first asks for
// a reload; each call's body is one the endpoint accepts.
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { BrandErrorCode, replyReview, reportReview, revokeBrandAuth, submitBrandAuth, ReviewErrorCode, type BrandAuthDetail, type ReviewInfo } from '../../../src/contract/product';
import { brandAuthMachine, brandAuthSpec } from '../../../src/machines/product/brandAuth.machine';
import { reportReasonOf, reviewMachine, reviewSpec } from '../../../src/machines/product/review.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { failure } from './fixtures';

const brand = (status: BrandAuthDetail['status'], version = 1): BrandAuthDetail => ({
  id: 'ba-harbor-007',
  authNo: 'BA260301007',
  brandCode: 'SOLACE',
  brandName: 'Solace',
  authType: 'owner',
  trademarkNo: 'TM63580246',
  registrant: 'Solace Brands Ltd.',
  licensor: '',
  status,
  refusalCode: null,
  validFrom: '2026-03-02',
  validTo: '2027-04-06',
  daysLeft: 400,
  listingAllowed: status === 'granted',
  productCount: 300,
  submittedAt: null,
  decidedAt: null,
  reviewDueAt: null,
  revokeReason: status === 'revoked' ? 'Licence ended' : '',
  createdAt: '2026-03-01T00:00:00.000Z',
  createdBy: 'Grace Lin',
  version,
  documents: [{ id: 'bd-harbor-007', fileName: 'trademark-certificate-solace.pdf', contentType: 'application/pdf', size: 812, url: '/back/api/scm-app/supplier/product/brand/document/bd-harbor-007' }],
});

const review = (status: ReviewInfo['status'], version = 1): ReviewInfo => ({
  id: 'rv-harbor-000003',
  reviewNo: 'RV0000003',
  productId: 'pr-harbor-000003',
  productCode: 'SPU000003',
  title: 'Cotton T-shirt',
  platformCode: 'amazon',
  rating: 2,
  body: 'Size runs small, order one up.',
  imageCount: 0,
  shopper: 'Chen W.',
  reviewedAt: '2026-02-28T21:00:00.000Z',
  hasReply: status === 'replied',
  status,
  reportReason: status === 'removed' ? 'NOT_ABOUT_PRODUCT' : null,
  decisionCode: status === 'removed' ? 'NOT_ABOUT_PRODUCT' : status === 'kept' ? 'NO_RULE_BROKEN' : null,
  version,
  images: [],
  reply: status === 'replied' ? 'Thank you' : '',
  repliedAt: status === 'replied' ? '2026-03-01T00:00:00.000Z' : null,
  repliedBy: status === 'replied' ? 'Grace Lin' : '',
  reportNote: '',
  reportedAt: null,
  reviewDueAt: null,
  decidedAt: null,
});

describe('brand authorization machine', () => {
  recordActionsModelTests({
    spec: brandAuthSpec,
    machine: brandAuthMachine,
    key: 'ba-harbor-007',
    loaded: [brand('draft'), brand('expired', 4)],
    submitted: [brand('submitted', 2)],
    stale: new CallError('envelope', BrandErrorCode.decided, 'The platform has already decided or taken this brand authorization.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Licence ended', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => (i.action === 'submit' ? submitBrandAuth : revokeBrandAuth).body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
  });
});

describe('review machine', () => {
  recordActionsModelTests({
    spec: reviewSpec,
    machine: reviewMachine,
    key: 'rv-harbor-000003',
    loaded: [review('new'), review('removed', 3)],
    submitted: [review('replied', 2)],
    stale: new CallError('envelope', ReviewErrorCode.replied, 'This review already has a reply.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Thank you for your review', ' '],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) =>
      i.action === 'reply'
        ? replyReview.body?.safeParse({ id: i.key, version: i.version, reply: i.note }).success === true
        : reportReview.body?.safeParse({ id: i.key, version: i.version, reason: reportReasonOf[i.action], note: i.note }).success === true,
  });
});
