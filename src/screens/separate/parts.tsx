// Pieces the isolation screens share: who may change isolations (the role manages the group AND
// holds the permission key stockSeparate.control of every changing call), the view-only note, the
// isolationProcessing warning and the status badges.
import { useLingui } from '@lingui/react/macro';
import { SEPARATE_PERMISSION, type IncrementStatus, type SeparationStatus } from '../../contract/separate/separation';
import { incrementStatusLabels, separationStatusLabels } from '../../contract/separate/labels';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { useCanManage, ViewOnlyNote } from '../access';
import { usePermissions } from '../generic/ListScreen';
import { translateKey } from '../messages';

/** The user may create, edit and act on isolations. */
export function useCanControl(): boolean {
  const canManage = useCanManage();
  const permissions = usePermissions();
  return canManage && permissions.includes(SEPARATE_PERMISSION);
}

/** Why the actions are missing: the role only views the group, or lacks the permission key. */
export function ControlNote() {
  const { t } = useLingui();
  const canManage = useCanManage();
  const canControl = useCanControl();
  if (!canManage) return <ViewOnlyNote />;
  if (canControl) return null;
  return (
    <p className="view-only-note" role="note" data-testid="view-only">
      {t`View only: your role may see stock isolations but lacks the permission to control them (stockSeparate.control).`}
    </p>
  );
}

/** The warning of spec section 4 while an automatic job works on the isolation. */
export function ProcessingNotice({ show, testId }: { show: boolean; testId: string }) {
  if (!show) return null;
  return (
    <p className="notice warning" role="status" data-testid={testId}>
      {translateKey('common.message.isolationProcessing')}
    </p>
  );
}

const statusTones: Record<SeparationStatus, BadgeTone> = {
  draft: 'neutral',
  checked: 'info',
  submitted: 'info',
  inEffect: 'success',
  suspending: 'warning',
  suspended: 'warning',
  finished: 'neutral',
  terminated: 'danger',
  recovered: 'neutral',
  cancelled: 'neutral',
};

const incrementTones: Record<IncrementStatus, BadgeTone> = { created: 'neutral', syncing: 'info', synced: 'success', cancelled: 'neutral', terminated: 'danger' };

export function SeparationBadge({ status, testId }: { status: SeparationStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className="sep-badge" data-status={status} data-testid={testId}>
      <StatusBadge tone={statusTones[status]}>{separationStatusLabels.text(status, i18n.locale)}</StatusBadge>
    </span>
  );
}

export function IncrementBadge({ status, testId }: { status: IncrementStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className="sep-badge" data-status={status} data-testid={testId}>
      <StatusBadge tone={incrementTones[status]}>{incrementStatusLabels.text(status, i18n.locale)}</StatusBadge>
    </span>
  );
}
