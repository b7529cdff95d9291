// The lines of an order with a quantity to type per line that still has something left (the ship
// form and the part-cancel dialog): ordered, shipped, cancelled and left, and the line's problem.
import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '../../contract/order/orders';
import { leftOf, qtyProblems, type LineQtys } from '../../machines/order/lines';
import { formatQty } from '../format';
import { qtyProblemText } from './texts';
import { TableScroll } from '../../ui/TableScroll';

export interface LineQtyTableProps {
  order: OrderDetail;
  qtys: LineQtys;
  showProblems: boolean;
  disabled: boolean;
  /** What the quantity is of ("Ship" / "Cancel"), in the column header and the inputs' labels. */
  verb: string;
  caption: string;
  onQty(lineId: string, value: string): void;
  testId: string;
}

export function LineQtyTable({ order, qtys, showProblems, disabled, verb, caption, onQty, testId }: LineQtyTableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const problems = showProblems ? qtyProblems(order, qtys) : {};
  return (
    <TableScroll>
      <table className="record-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Ordered`}</th>
            <th scope="col">{t`Shipped`}</th>
            <th scope="col">{t`Cancelled`}</th>
            <th scope="col">{t`Left`}</th>
            <th scope="col">{verb}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => {
            const left = leftOf(l);
            const problem = problems[l.id];
            const infoId = `${testId}-${l.id}-info`;
            return (
              <tr key={l.id} data-testid="line-qty-row" data-sku={l.sku}>
                <td>{l.lineNo}</td>
                <th scope="row" translate="no">
                  {l.sku} <span className="order-sku-name">{l.skuName}</span>
                </th>
                <td>{formatQty(l.qty, locale)}</td>
                <td>{formatQty(l.shippedQty, locale)}</td>
                <td>{formatQty(l.cancelledQty, locale)}</td>
                <td>{formatQty(left, locale)}</td>
                <td>
                  {left > 0 ? (
                    <>
                      <input
                        className="input order-qty"
                        inputMode="numeric"
                        value={qtys[l.id] ?? ''}
                        disabled={disabled}
                        aria-label={t`${verb}: quantity of ${l.sku} (line ${l.lineNo})`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? infoId : undefined}
                        onChange={(e) => onQty(l.id, e.target.value)}
                        data-testid="line-qty"
                        data-sku={l.sku}
                      />
                      {problem ? (
                        <span id={infoId} className="field-error">
                          {qtyProblemText(i18n, problem, left)}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    '-'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
