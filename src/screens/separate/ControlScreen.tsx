// /separate/control: the tenant's stock isolations (server table separate.control: search,
// columns, saved views, export). A row opens the isolation; users who may control isolations get
// "New isolation". Statuses are labelled here (the server's dictionary, when it has one, labels
// the status condition of the search bar).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { separationStatusSchema } from '../../contract/separate/separation';
import { separationResource } from '../../resources/separate/separations';
import type { AnyResource } from '../../resources/types';
import { ListScreen } from '../generic/ListScreen';
import { badgeCell } from '../generic/cells';
import { ControlNote, SeparationBadge, useCanControl } from './parts';

const resource = separationResource as unknown as AnyResource;

export function ControlScreen() {
  const { t } = useLingui();
  const canControl = useCanControl();
  return (
    <ListScreen
      resource={resource}
      intro={t`Reserve part of your stock of some SKUs, in chosen warehouse groups, for one shop and a period. Open an isolation to check, submit, start, suspend or end it.`}
      notice={<ControlNote />}
      cells={{ status: badgeCell(separationStatusSchema, SeparationBadge) }}
      toolbarExtra={
        canControl ? (
          <Link href="/setting" className="button" data-testid="separate-new">
            {t`New isolation`}
          </Link>
        ) : null
      }
    />
  );
}
