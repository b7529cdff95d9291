// What a list or panel shows when there is nothing in it: a title, an optional hint and action.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ title, description, action, testId }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId ?? 'empty-state'}>
      <p className="empty-state-title">{title}</p>
      {description ? <p className="empty-state-text">{description}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}
