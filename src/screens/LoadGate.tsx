// What a screen part shows for one load: the failure in words with a retry, the loading line, or
// its content once loaded (a function, so it reads the loaded value only then).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MachineError } from '../machines/support/errors';
import { ErrorState } from '../ui/ErrorState';
import { errorText } from './errorText';

interface LoadGateProps {
  failed: boolean;
  loading: boolean;
  error: MachineError | null;
  /** The screen's own words for the failure (a server message wins). */
  failedText: string;
  onRetry(): void;
  errorTestId?: string;
  loadingTestId?: string;
  children(): ReactNode;
}

export function LoadGate({ failed, loading, error, failedText, onRetry, errorTestId, loadingTestId, children }: LoadGateProps) {
  const { t } = useLingui();
  if (failed) return <ErrorState message={errorText(error, failedText)} retryLabel={t`Try again`} onRetry={onRetry} testId={errorTestId} />;
  if (loading)
    return (
      <p className="state" role="status" data-testid={loadingTestId}>
        {t`Loading…`}
      </p>
    );
  return <>{children()}</>;
}
