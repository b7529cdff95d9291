// Label / value pairs of a detail view. Empty values show `emptyValue` (e.g. "—") so a blank is
// never mistaken for a missing row.
import type { ReactNode } from 'react';

export interface DescriptionItem {
  key: string;
  label: string;
  value: ReactNode;
  /**
   * The value is a word of the screen (a translated status, kind or yes/no), not data: left
   * unmarked so the zh-CN language crawl reads it. Other values are data, marked translate="no".
   */
  translated?: boolean;
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  emptyValue?: string;
  /** Number of label/value columns on wide screens (default 2). */
  columns?: 1 | 2 | 3;
  testId?: string;
}

export function DescriptionList({ items, emptyValue = '—', columns = 2, testId }: DescriptionListProps) {
  return (
    <dl className={`description-list cols-${columns}`} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="description-item" data-key={item.key}>
          <dt>{item.label}</dt>
          <dd translate={item.translated ? undefined : 'no'}>{item.value === null || item.value === undefined || item.value === '' ? emptyValue : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
