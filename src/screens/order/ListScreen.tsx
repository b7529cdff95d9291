// /order/list: the tenant's orders (server table order.list: the seller order search filter,
// columns, saved views, export, keyset pager). A row opens the read-only detail.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { orderStatusSchema } from '../../contract/orders';
import { orderResource } from '../../resources/order/orders';
import type { AnyResource } from '../../resources/types';
import { ErrorState } from '../../ui/ErrorState';
import { ActionConfirm, ListPager, ListSearch, ListTable, ListToolbar } from '../generic/ListScreen';
import { useResourceList } from '../generic/useResourceList';
import { OrderBadge } from './parts';

const resource = orderResource as unknown as AnyResource;

export function ListScreen() {
  const { t } = useLingui();
  const parts = useResourceList(resource);
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  return (
    <section className="list-screen" aria-labelledby="list-order-list" data-testid="list-order.list" ref={parts.rootRef}>
      <h2 id="list-order-list">{t`Orders`}</h2>
      <p>{t`Orders the platform pushed to you, per shop. Search by order number, status, time, SKU or receiver; open an order to see its lines.`}</p>
      {setupError ? (
        <ErrorState message={setupError.message || t`The list could not be loaded.`} retryLabel={t`Try again`} onRetry={() => parts.list.send({ type: 'list.retry' })} />
      ) : (
        <>
          <ListSearch parts={parts} />
          <ListToolbar resource={resource} parts={parts} />
          <ListTable
            resource={resource}
            parts={parts}
            cells={{
              status: (row) => {
                const status = orderStatusSchema.safeParse(row.status);
                return status.success ? <OrderBadge status={status.data} testId="row-status" /> : String(row.status ?? '-');
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
