// /separate/control: the tenant's stock isolations (server table separate.control: search,
// columns, saved views, export). A row opens the isolation; users who may control isolations get
// "New isolation". Statuses are labelled here (the server's dictionary, when it has one, labels
// the status condition of the search bar).
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { separationStatusSchema } from '../../contract/separation';
import { separationResource } from '../../resources/separate/separations';
import type { AnyResource } from '../../resources/types';
import { ErrorState } from '../../ui/ErrorState';
import { ActionConfirm, ListPager, ListSearch, ListTable, ListToolbar } from '../generic/ListScreen';
import { useResourceList } from '../generic/useResourceList';
import { ControlNote, SeparationBadge, useCanControl } from './parts';

const resource = separationResource as unknown as AnyResource;

export function ControlScreen() {
  const { t } = useLingui();
  const parts = useResourceList(resource);
  const canControl = useCanControl();
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  return (
    <section className="list-screen" aria-labelledby="list-separate-control" data-testid="list-separate.control" ref={parts.rootRef}>
      <h2 id="list-separate-control">{t`Stock isolations`}</h2>
      <p>{t`Reserve part of your stock of some SKUs, in chosen warehouse groups, for one shop and a period. Open an isolation to check, submit, start, suspend or end it.`}</p>
      <ControlNote />
      {setupError ? (
        <ErrorState message={setupError.message || t`The list could not be loaded.`} retryLabel={t`Try again`} onRetry={() => parts.list.send({ type: 'list.retry' })} />
      ) : (
        <>
          <ListSearch parts={parts} />
          <ListToolbar
            resource={resource}
            parts={parts}
            extra={
              canControl ? (
                <Link href="/setting" className="button" data-testid="separate-new">
                  {t`New isolation`}
                </Link>
              ) : null
            }
          />
          <ListTable
            resource={resource}
            parts={parts}
            cells={{
              status: (row) => {
                const status = separationStatusSchema.safeParse(row.status);
                return status.success ? <SeparationBadge status={status.data} testId="row-status" /> : String(row.status ?? '-');
              },
            }}
          />
          <ListPager parts={parts} />
          <ActionConfirm resource={resource} parts={parts} />
        </>
      )}
    </section>
  );
}
