// One review (/product/reviewInfo?id=) on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). "Reply" (the reply is the note: required, final) while
// the review has none and no report waits; one "Report" action per reason code (an optional note)
// while it was not reported. A reply or report made meanwhile (PRODUCT_REVIEW_REPLIED, _DECIDED,
// _STALE) asks for a reload.
import { call } from '../../services';
import {
  REVIEW_NOTE_MAX,
  REVIEW_REPLY_MAX,
  ReviewErrorCode,
  getReview,
  replyReview,
  reportReview,
  reviewMayReply,
  reviewMayReport,
  type ReviewInfo,
  type ReviewReportReason,
} from '../../contract/product/review';
import { createRecordActionsMachine, type RecordAction, type RecordActionsSpec } from '../generic/recordActions.machine';

export type ReviewAction = 'reply' | 'reportAbusive' | 'reportOffTopic' | 'reportPersonal';

/** The reason code each report action sends. */
export const reportReasonOf: Record<Exclude<ReviewAction, 'reply'>, ReviewReportReason> = {
  reportAbusive: 'ABUSIVE_LANGUAGE',
  reportOffTopic: 'NOT_ABOUT_PRODUCT',
  reportPersonal: 'PERSONAL_INFO',
};

const report = (action: Exclude<ReviewAction, 'reply'>): RecordAction<ReviewInfo, ReviewAction> => ({
  allowed: reviewMayReport,
  note: { required: false, max: REVIEW_NOTE_MAX },
  submit: ({ key, version, note }, signal) => call(reportReview, { body: { id: key, version, reason: reportReasonOf[action], note } }, { signal, save: true }),
});

export const reviewSpec: RecordActionsSpec<ReviewInfo, ReviewAction> = {
  id: 'review',
  load: (id, signal) => call(getReview, { query: { id } }, { signal, quiet: true }),
  actions: {
    reply: {
      allowed: reviewMayReply,
      note: { required: true, max: REVIEW_REPLY_MAX },
      submit: ({ key, version, note }, signal) => call(replyReview, { body: { id: key, version, reply: note } }, { signal, save: true }),
    },
    reportAbusive: report('reportAbusive'),
    reportOffTopic: report('reportOffTopic'),
    reportPersonal: report('reportPersonal'),
  },
  staleCodes: [ReviewErrorCode.stale, ReviewErrorCode.decided, ReviewErrorCode.replied],
};

export const reviewMachine = createRecordActionsMachine(reviewSpec);
