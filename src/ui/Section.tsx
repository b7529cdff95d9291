// A titled block of a detail view (a landmark-free <section> labelled by its heading).
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  /** Heading level (default 3: a section sits under the page's h2). */
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  /** The title is data (a name someone gave, such as a warehouse group's): marked translate="no". */
  dataTitle?: boolean;
  children: ReactNode;
  testId?: string;
}

export function Section({ title, level = 3, actions, dataTitle, children, testId }: SectionProps) {
  const id = useId();
  const H = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <section className="section" aria-labelledby={id} data-testid={testId}>
      <div className="section-head">
        <H id={id} className="section-title" translate={dataTitle ? 'no' : undefined}>
          {title}
        </H>
        {actions ? <div className="section-actions">{actions}</div> : null}
      </div>
      <div className="section-body">{children}</div>
    </section>
  );
}
