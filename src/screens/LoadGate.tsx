// What a screen part shows for one load: the failure in words with a retry, the loading line, or
// its content once loaded (a function, so it reads the loaded value only then). A record that
// does not exist, or that the user may not see (isNotFound: the server's not-found code), is not
// offered a retry: LoadFailure says so and links back to the record's list.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isNotFound, type MachineError } from '../machines/support/errors';
import { Button } from '../ui/Button';
import { ErrorState, NotFoundState } from '../ui/ErrorState';
import { errorText } from './errorText';

/** Where a record screen's not-found state leads: its list (the label defaults to "Back to the list"). */
export interface BackLink {
  href: string;
  label?: string;
}

interface LoadFailureProps {
  error: MachineError | null;
  /** The screen's own words for the failure (a server message wins). */
  failedText: string;
  onRetry(): void;
  /** Given on a record screen: a not-found answer shows the not-found state with this link. */
  back?: BackLink;
  testId?: string;
}

/** A failed load: the not-found state with the way back, or the failure with a retry. */
export function LoadFailure({ error, failedText, onRetry, back, testId }: LoadFailureProps) {
  const { t } = useLingui();
  if (back && isNotFound(error)) return <NotFound back={back} />;
  return <ErrorState message={errorText(error, failedText)} retryLabel={t`Try again`} onRetry={onRetry} testId={testId} />;
}

/** The way back as an action: the screen's machine leaves and the screen goes to its list. */
export interface BackAction {
  label?: string;
  onBack(): void;
}

/** "This record does not exist or you cannot see it." and the way back to its list. */
export function NotFound({ back }: { back: BackLink | BackAction }) {
  const { t } = useLingui();
  const label = back.label ?? t`Back to the list`;
  return (
    <NotFoundState
      message={t`This record does not exist or you cannot see it.`}
      back={
        'onBack' in back ? (
          <Button variant="secondary" onPress={back.onBack} testId="not-found-back">
            {label}
          </Button>
        ) : (
          <Link href={back.href} data-testid="not-found-back">
            {label}
          </Link>
        )
      }
    />
  );
}

export interface LoadGateProps {
  failed: boolean;
  loading: boolean;
  error: MachineError | null;
  /** The screen's own words for the failure (a server message wins). */
  failedText: string;
  onRetry(): void;
  /** A record screen's list (see LoadFailure). */
  back?: BackLink;
  errorTestId?: string;
  loadingTestId?: string;
  children(): ReactNode;
}

export function LoadGate({ failed, loading, error, failedText, onRetry, back, errorTestId, loadingTestId, children }: LoadGateProps) {
  const { t } = useLingui();
  if (failed) return <LoadFailure error={error} failedText={failedText} onRetry={onRetry} back={back} testId={errorTestId} />;
  if (loading)
    return (
      <p className="state" role="status" data-testid={loadingTestId}>
        {t`Loading…`}
      </p>
    );
  return <>{children()}</>;
}
