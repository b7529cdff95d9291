// /product/reviewInfo?id=<id>: one shopper's review (the spec's route has no parameter, so the
// review is named in the query): product, rating, text, images, date, the reply (once, final) and
// the report with its reason and the platform's decision (its reason label; the job's, review-decisions.ts). "Reply" and one "Report" per reason code
// on review.machine.ts (the record-with-actions kit).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect, useSearch } from 'wouter';
import type { ReviewInfo } from '../../contract/product/review';
import { reviewDecisionCodeLabels, reviewReportReasonLabels, reviewStatusLabels } from '../../contract/product/labels';
import { reviewMachine, reviewSpec } from '../../machines/product/review.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { GbThumbnail } from './GbThumbnail';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { RecordActionsView } from '../generic/RecordActionsView';
import { LoadGate } from '../LoadGate';

export function ReviewInfoScreen() {
  const id = new URLSearchParams(useSearch()).get('id');
  if (!id) return <Redirect to="/reviewList" replace />;
  return <Review key={id} id={id} />;
}

function ReviewState({ review: r }: { review: ReviewInfo }) {
  const { t, i18n } = useLingui();
  const reason = r.reportReason ? reviewReportReasonLabels.text(r.reportReason, i18n.locale) : '';
  const decision = r.decisionCode ? reviewDecisionCodeLabels.text(r.decisionCode, i18n.locale) : '';
  const due = r.reviewDueAt ? formatTime(r.reviewDueAt, i18n.locale) : '';
  const text = {
    new: t`Your action: reply to the shopper, or report the review if it breaks the rules.`,
    replied: t`You replied. The reply is final.`,
    reported: due ? t`Reported (${reason}): waiting for the platform's decision, by ${due}.` : t`Reported (${reason}): waiting for the platform's decision.`,
    removed: t`The platform removed this review after your report (${reason}).`,
    kept: r.reply ? t`The platform kept this review after your report (${reason}).` : t`The platform kept this review after your report (${reason}). Your action: you may reply now.`,
  }[r.status];
  return (
    <p className="whose-turn" data-testid="review-turn" data-status={r.status}>
      {text}
      {decision ? (
        <span data-testid="review-decision" data-code={r.decisionCode}>
          {' '}
          {decision}
        </span>
      ) : null}
    </p>
  );
}

function Review({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(reviewMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const review = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const reportTexts = (label: string) => ({
    label,
    title: t`Report this review to the platform?`,
    message: t`The platform checks the review against its rules and removes it or keeps it. A review is reported once.`,
    noteLabel: t`Details for the platform (optional)`,
    secondary: true,
  });
  return (
    <section className="detail-screen" aria-labelledby="review-title" data-testid="review">
      <h2 id="review-title">{review ? t`Review ${review.reviewNo}` : t`Review`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/reviewList" data-testid="review-back">
          {t`Back to the reviews`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!review} error={error} failedText={t`The review could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="review-error">
        {() =>
          review && (
            <>
              <ReviewState review={review} />
              <RecordActionsView
                actor={actor}
                spec={reviewSpec}
                mayAct={mayAct}
                texts={{
                  reply: {
                    label: t`Reply`,
                    title: t`Reply to this review`,
                    message: t`Shoppers see your reply under the review. A reply is final: it cannot be changed or sent again.`,
                    noteLabel: t`Reply`,
                  },
                  reportAbusive: reportTexts(t`Report: abusive language`),
                  reportOffTopic: reportTexts(t`Report: not about the product`),
                  reportPersonal: reportTexts(t`Report: personal data or advertising`),
                }}
                toolbarLabel={t`Review actions`}
                testId="review"
                refusedText={t`The server refused the action.`}
              />
              <Section title={t`Review`} testId="review-section">
                <DescriptionList
                  testId="review-fields"
                  items={[
                    { key: 'product', label: t`Product`, value: `${review.title} (${review.productCode})` },
                    { key: 'rating', label: t`Rating`, value: t`${review.rating} of 5 stars` },
                    { key: 'status', label: t`Status`, value: reviewStatusLabels.text(review.status, i18n.locale) },
                    { key: 'shopper', label: t`Shopper`, value: review.shopper },
                    { key: 'date', label: t`Reviewed at`, value: formatTime(review.reviewedAt, i18n.locale) },
                    { key: 'report', label: t`Report reason`, value: review.reportReason ? reviewReportReasonLabels.text(review.reportReason, i18n.locale) : '—' },
                    { key: 'decision', label: t`Platform's decision`, value: review.decisionCode ? reviewDecisionCodeLabels.text(review.decisionCode, i18n.locale) : '—' },
                    ...(review.decidedAt ? [{ key: 'decidedAt', label: t`Decided at`, value: formatTime(review.decidedAt, i18n.locale) }] : []),
                  ]}
                />
                <blockquote className="review-body" data-testid="review-body" translate="no">
                  {review.body}
                </blockquote>
                {review.images.length ? (
                  <ul className="review-images" aria-label={t`Shopper's images`} data-testid="review-images">
                    {review.images.map((img, i) => (
                      <li key={img.id}>
                        {/* a thumbnail (a failed load offers a retry), and the full picture on its own page */}
                        <GbThumbnail src={img.url} alt={t`Image ${i + 1} of the review`} size={96} />
                        <a href={img.url} target="_blank" rel="noreferrer" data-testid="review-image">
                          {t`Image ${i + 1}, full size`}
                          {img.width && img.height ? ` (${img.width} × ${img.height})` : ''}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Section>
              {review.reply ? (
                <Section title={t`Your reply`} testId="review-your-reply">
                  <p data-testid="review-reply-text" translate="no">
                    {review.reply}
                  </p>
                  <DescriptionList
                    testId="review-reply-fields"
                    items={[
                      { key: 'by', label: t`Replied by`, value: review.repliedBy },
                      { key: 'at', label: t`Replied at`, value: review.repliedAt ? formatTime(review.repliedAt, i18n.locale) : '—' },
                    ]}
                  />
                </Section>
              ) : null}
            </>
          )
        }
      </LoadGate>
    </section>
  );
}
