// Keyset pager under a list: previous / next (a keyset page knows only whether there is a page
// before and after it), the "showing N of total" text handed in already formatted, and the page
// size (20 / 50 / 100 / 200) as a native select (accessible, no popover to manage).
import { useId } from 'react';
import { Button } from '../Button';

export const PAGE_SIZES = [20, 50, 100, 200] as const;

export interface PagerProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  /** e.g. "Showing 1–50 of 1,234". */
  summary: string;
  pageSize: number;
  onPageSizeChange(size: number): void;
  pageSizes?: readonly number[];
  busy?: boolean;
  labels: { region: string; previous: string; next: string; pageSize: string };
  testId?: string;
}

export function Pager({ hasPrevious, hasNext, onPrevious, onNext, summary, pageSize, onPageSizeChange, pageSizes = PAGE_SIZES, busy = false, labels, testId }: PagerProps) {
  const sizeId = useId();
  return (
    <nav className="pager" aria-label={labels.region} data-testid={testId ?? 'pager'}>
      <span className="pager-summary" role="status">
        {summary}
      </span>
      <span className="pager-size">
        <label htmlFor={sizeId}>{labels.pageSize}</label>
        <select id={sizeId} className="input pager-select" value={pageSize} disabled={busy} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
          {pageSizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
      <Button variant="secondary" isDisabled={!hasPrevious || busy} onPress={onPrevious} testId="pager-previous">
        {labels.previous}
      </Button>
      <Button variant="secondary" isDisabled={!hasNext || busy} onPress={onNext} testId="pager-next">
        {labels.next}
      </Button>
    </nav>
  );
}
