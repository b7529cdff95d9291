// A failed load: the (server or translated) message, announced as an alert, and a retry button.
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
