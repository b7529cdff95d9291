// Whose turn a price proposal is (docs/domain/products.md, "Price change"), with its deadline or
// date, and the platform's reason when it rejected it.
import { useLingui } from '@lingui/react/macro';
import { priceDecisionCodeLabels } from '../../contract/product/labels';
import type { PriceProposalRow } from '../../contract/product/price';
import { formatTime } from '../format';

export function WhoseTurn({ proposal: p }: { proposal: Pick<PriceProposalRow, 'status' | 'reviewDueAt' | 'effectiveDate' | 'decisionCode'> }) {
  const { t, i18n } = useLingui();
  const due = formatTime(p.reviewDueAt, i18n.locale);
  const date = p.effectiveDate;
  const text = {
    pending: t`Waiting for the platform, decision by ${due}`,
    approved: t`Approved, in effect from ${date}`,
    effective: t`In effect`,
    rejected: t`Your action: see the reason, propose again`,
    withdrawn: t`Withdrawn by you`,
  }[p.status];
  return (
    <p className="whose-turn" data-testid="proposal-turn" data-status={p.status}>
      {text}
      {p.decisionCode ? <span data-testid="proposal-reason"> {priceDecisionCodeLabels.text(p.decisionCode, i18n.locale)}</span> : null}
    </p>
  );
}
