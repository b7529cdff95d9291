// The links between the standard catalogue and same-product screens: the off-menu routes
// (coverage, proposals to confirm, every relation) are reached from here.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

const pages = ['standardProduct', 'standardDashboard', 'sameProductRelationConfirm', 'sameProductRelationSearch', 'sameBiddingList'] as const;
type Page = (typeof pages)[number];

export function SameLinks({ current }: { current?: Page }) {
  const { t } = useLingui();
  const text: Record<Page, string> = {
    standardProduct: t`Standard products`,
    standardDashboard: t`Coverage`,
    sameProductRelationConfirm: t`Same products to confirm`,
    sameProductRelationSearch: t`All relations`,
    sameBiddingList: t`Same-product bidding`,
  };
  return (
    <nav aria-label={t`Standard and same products`} className="product-links">
      {pages
        .filter((p) => p !== current)
        .map((p) => (
          <Link key={p} href={`/${p}`} data-testid={`link-${p}`}>
            {text[p]}
          </Link>
        ))}
    </nav>
  );
}
