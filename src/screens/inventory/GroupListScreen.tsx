// /inventory/group: the warehouse groups (server table inventory.group: search, columns, saved
// views, export), the way to create one, and the links to the relation map and the binding
// editors. A row opens the group.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { warehouseGroupResource } from '../../resources/inventory/groups';
import { pushStatusLabels } from '../../contract/inventory/labels';
import type { AnyResource } from '../../resources/types';
import { ErrorState } from '../../ui/ErrorState';
import { StatusBadge } from '../../ui/StatusBadge';
import { ActionConfirm, ListPager, ListSearch, ListTable, ListToolbar } from '../generic/ListScreen';
import { useResourceList } from '../generic/useResourceList';
import { GroupNav } from './GroupNav';
import { errorText } from '../errorText';

const resource = warehouseGroupResource as unknown as AnyResource;

export function GroupListScreen() {
  const { t, i18n } = useLingui();
  const parts = useResourceList(resource);
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  return (
    <section className="list-screen" aria-labelledby="list-inventory-groups" data-testid="list-inventory.groups" ref={parts.rootRef}>
      <h2 id="list-inventory-groups">{t`Warehouse groups`}</h2>
      <GroupNav />
      {setupError ? (
        <ErrorState message={errorText(setupError, t`The list could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => parts.list.send({ type: 'list.retry' })} />
      ) : (
        <>
          <ListSearch parts={parts} />
          <ListToolbar resource={resource} parts={parts} />
          <ListTable
            resource={resource}
            parts={parts}
            cells={{
              pushStatus: (row) =>
                row.pushStatus === 'modified' || row.pushStatus === 'synced' ? (
                  <StatusBadge tone={row.pushStatus === 'modified' ? 'warning' : 'success'}>{pushStatusLabels.text(row.pushStatus, i18n.locale)}</StatusBadge>
                ) : (
                  '-'
                ),
            }}
          />
          <ListPager parts={parts} />
          <ActionConfirm resource={resource} parts={parts} />
        </>
      )}
    </section>
  );
}
