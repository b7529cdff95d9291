// Loading and error states shared by both dashboards.
import { useLingui } from '@lingui/react/macro';

export function DashboardLoading() {
  const { t } = useLingui();
  return <p className="state" role="status">{t`Loading your dashboard…`}</p>;
}

export function DashboardError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useLingui();
  return (
    <div className="state state-error" role="alert">
      <p>{t`The dashboard could not be loaded.`} {message}</p>
      <button type="button" className="button" onClick={onRetry}>{t`Try again`}</button>
    </div>
  );
}
