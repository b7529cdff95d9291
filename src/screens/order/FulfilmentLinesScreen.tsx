// /order/fulfillmentLines: fulfilment by line, the spec's fulfilment receipt search (server table
// order.fulfillmentLines: search, columns, saved views, export, keyset pager). One row per order
// line: ordered, shipped, cancelled and open quantities, the line's state, the receipt info's
// quantity and the dates; a row opens its order. Reached from the order list's toolbar and from
// an order's page (its lines, by its order number).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { fulfilmentLineResource } from '../../resources/order/fulfilment-lines';
import type { AnyResource } from '../../resources/types';
import { ListScreen as GenericListScreen } from '../generic/ListScreen';

const resource = fulfilmentLineResource as unknown as AnyResource;

export function FulfilmentLinesScreen() {
  const { t } = useLingui();
  return (
    <GenericListScreen
      resource={resource}
      intro={t`Every line of your orders and how far it is fulfilled: ordered, shipped, cancelled and still open, with the receipt info and the dates. Search by order number, SKU or state; open a line to see its order.`}
      toolbarExtra={
        <Link href="/list" className="button" data-testid="fulfilment-lines-orders">
          {t`Back to the orders`}
        </Link>
      }
    />
  );
}
