// Runs the dashboard machine and shows its loading and failure states; both dashboards render
// only the loaded summary through it.
import type { ReactNode } from 'react';
import type { DashboardSummary } from '../../machines/app/dashboard.machine';
import { useDashboard } from './useDashboard';
import { DashboardError, DashboardLoading } from './DashboardState';
import { errorText } from '../errorText';

export function DashboardFrame({ children }: { children(summary: DashboardSummary, refresh: () => void): ReactNode }) {
  const [snapshot, send] = useDashboard();
  const { summary, error } = snapshot.context;
  if (snapshot.matches('failed')) return <DashboardError message={errorText(error)} onRetry={() => send({ type: 'dashboard.retry' })} />;
  if (!summary) return <DashboardLoading />;
  return <>{children(summary, () => send({ type: 'dashboard.refresh' }))}</>;
}
