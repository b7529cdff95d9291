// The lines of an order, read only (the order screen, a request's order): line number, SKU, name,
// quantities ordered, shipped and cancelled; with `currency`, the supply type and unit price too.
// The SKU and name are data, marked translate="no" as DataTable marks its data columns (decision
// 022); the table scrolls sideways in its own box on a narrow window (decision 021).
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../contract/kernel/rules';
import { supplyTypeLabels } from '../../contract/order/labels';
import type { OrderDetail } from '../../contract/order/orders';
import { TableScroll } from '../../ui/TableScroll';
import { formatQty } from '../format';

type OrderLine = OrderDetail['lines'][number];

export interface OrderLinesTableProps {
  lines: OrderLine[];
  /** The order's currency: shows the supply type and unit price columns. */
  currency?: string;
  testId?: string;
  rowTestId?: string;
}

export function OrderLinesTable({ lines, currency, testId, rowTestId }: OrderLinesTableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <TableScroll label={t`Lines of the order`}>
      <table className="record-table" aria-label={t`Lines of the order`} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Name`}</th>
            {currency ? <th scope="col">{t`Supply type`}</th> : null}
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Shipped`}</th>
            <th scope="col">{t`Cancelled`}</th>
            {currency ? <th scope="col">{t`Unit price`}</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} data-testid={rowTestId}>
              <td>{l.lineNo}</td>
              <th scope="row" translate="no">
                {l.sku}
              </th>
              <td translate="no">{l.skuName}</td>
              {currency ? <td>{supplyTypeLabels.text(l.supplyType, locale)}</td> : null}
              <td>{formatQty(l.qty, locale)}</td>
              <td>{formatQty(l.shippedQty, locale)}</td>
              <td>{formatQty(l.cancelledQty, locale)}</td>
              {currency ? <td>{formatMoney(l.unitPrice, currency)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
