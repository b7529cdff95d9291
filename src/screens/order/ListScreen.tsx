// /order/list: the tenant's orders (server table order.list: the seller order search filter,
// columns, saved views, export, keyset pager; the shop filter's options come from the stores call). A row opens the order; the toolbar offers batch
// cancel (BatchCancelDialog) and a new delivery appointment.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { OrderStore } from '../../contract/order/stores';
import { queryMachine } from '../../machines/asset';
import { orderStores, storeOption } from '../../resources/order/stores';
import { useCanManage } from '../access';
import { useApp } from '../appContext';
import { orderStatusSchema } from '../../contract/order/orders';
import { orderResource, orderResourceOld } from '../../resources/order/orders';
import type { AnyResource } from '../../resources/types';
import { ListScreen as GenericListScreen } from '../generic/ListScreen';
import { BatchCancel } from './BatchCancelDialog';
import { OrderStatusCell } from './parts';
import { BADGE_COLUMN_MIN_WIDTH, type CellRender } from '../generic/cells';
import type { Row } from '../../machines/generic/types';
import { ErrorState } from '../../ui/ErrorState';
import { errorText } from '../errorText';

// the build decides the filter shape (the vms build searches with the older one)
const resources = { current: orderResource as unknown as AnyResource, old: orderResourceOld as unknown as AnyResource };

/** The status badge, with "Late" beside it while the order is late to ship; as wide as any badge column. */
const statusCell: CellRender = Object.assign(
  (row: Row) => {
    const status = orderStatusSchema.safeParse(row.status);
    if (!status.success) return String(row.status ?? '-');
    return <OrderStatusCell order={{ status: status.data, shipDeadline: typeof row.shipDeadline === 'string' ? row.shipDeadline : null }} now={new Date()} />;
  },
  { minWidth: BADGE_COLUMN_MIN_WIDTH },
);

export function ListScreen() {
  const { t } = useLingui();
  const canManage = useCanManage();
  const resource = resources[useApp().build.screens.orderFilter];
  // the shop filter's options: the tenant's shops (a failed read says so and offers a retry; the
  // rest of the list works meanwhile)
  const stores = useActorRef(queryMachine, { input: { run: orderStores.run as never, auto: true } });
  const shops = useSelector(stores, (s) => (s.matches('done') ? (s.context.result as OrderStore[]) : null));
  const storesError = useSelector(stores, (s) => (s.matches('failed') ? s.context.error : null));
  const paused = t`paused`;
  const closed = t`closed`;
  const conditionOptions = useMemo(() => ({ cartIds: (shops ?? []).map((s) => storeOption(s, (status) => (status === 'paused' ? paused : closed))) }), [shops, paused, closed]);
  return (
    <GenericListScreen
      conditionOptions={conditionOptions}
      resource={resource}
      notice={
        storesError ? (
          <ErrorState
            message={errorText(storesError, t`The shops for the shop filter could not be loaded.`)}
            retryLabel={t`Try again`}
            onRetry={() => stores.send({ type: 'query.run' })}
            testId="order-stores-error"
          />
        ) : undefined
      }
      intro={t`Orders the platform pushed to you, per shop. Search by order number, status, time, SKU or receiver; open an order to see its lines.`}
      cells={{ status: statusCell }}
      toolbarExtra={
        <>
          <BatchCancel />
          <Link href="/fulfillmentLines" className="button" data-testid="order-fulfilment-lines">
            {t`Fulfilment by line`}
          </Link>
          {canManage ? (
            <Link href="/appointmentCreate" className="button" data-testid="order-new-appointment">
              {t`New appointment`}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
