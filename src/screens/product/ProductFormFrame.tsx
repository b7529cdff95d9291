// The frame of the forms that make a product from the platform's category tree (a goods-base
// product, a new-product application): the title, the way back to the form's list and to the
// category attributes a category requires, the view-only note, and the gate that shows the form
// once what it picks from (categories, tax codes) has loaded.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ViewOnlyNote } from '../access';
import { LoadGate, type LoadGateProps } from '../LoadGate';

interface ProductFormFrameProps {
  /** The prefix of the frame's test ids: `<testId>`, `<testId>-title`, `<testId>-back`, `<testId>-error`. */
  testId: string;
  title: string;
  /** The form's list. */
  backHref: string;
  gate: Omit<LoadGateProps, 'children' | 'errorTestId' | 'loadingTestId' | 'back'>;
  /** Shown under the links (other ways to the same end). */
  extra?: ReactNode;
  children(): ReactNode;
}

export function ProductFormFrame({ testId, title, backHref, gate, extra, children }: ProductFormFrameProps) {
  const { t } = useLingui();
  return (
    <section className="detail-screen" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      <nav aria-label={t`Pages`}>
        <Link href={backHref} data-testid={`${testId}-back`}>
          {t`Back to the list`}
        </Link>{' '}
        <Link href="/categoryAttribute">{t`Category attributes`}</Link>
      </nav>
      {extra}
      <ViewOnlyNote />
      <LoadGate {...gate} errorTestId={`${testId}-error`}>
        {children}
      </LoadGate>
    </section>
  );
}
