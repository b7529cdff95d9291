// A failed load: the (server or translated) message, announced as an alert, and a retry button.
// A record that does not exist (or that the user may not see) is not a failure to retry:
// NotFoundState says so and offers the way back (the screen's link to its list) instead.
import type { ReactNode } from 'react';
import { Button } from './Button';

export interface ErrorStateProps {
  message: string;
  retryLabel?: string;
  onRetry?(): void;
  testId?: string;
}

export function ErrorState({ message, retryLabel, onRetry, testId }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert" data-testid={testId ?? 'error-state'}>
      <p className="error-state-text">{message}</p>
      {onRetry && retryLabel ? (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export interface NotFoundStateProps {
  message: string;
  /** The way back: the screen's link to the record's list. */
  back: ReactNode;
  testId?: string;
}

export function NotFoundState({ message, back, testId }: NotFoundStateProps) {
  return (
    <div className="error-state not-found-state" role="alert" data-testid={testId ?? 'not-found'}>
      <p className="error-state-text">{message}</p>
      <p>{back}</p>
    </div>
  );
}
