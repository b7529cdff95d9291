// The product compare: our product's attributes beside the standard product's, a differing row
// marked (its own text says so too, not only the colour).
import { useLingui } from '@lingui/react/macro';
import { compareAttributeLabels } from '../../contract/product/labels';
import type { CompareRow } from '../../contract/product/same-values';
import { TableScroll } from '../../ui/TableScroll';

export function CompareTable({ rows, label, testId }: { rows: readonly CompareRow[]; label: string; testId: string }) {
  const { t, i18n } = useLingui();
  return (
    <TableScroll label={label}>
      <table className="record-table product-table" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t`Attribute`}</th>
            <th scope="col">{t`Ours`}</th>
            <th scope="col">{t`Standard`}</th>
            <th scope="col">{t`Same?`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.attribute} className={r.same ? undefined : 'differs'} data-testid={`${testId}-row`} data-same={r.same}>
              <th scope="row">{compareAttributeLabels.text(r.attribute, i18n.locale)}</th>
              <td translate="no">{r.ours || '-'}</td>
              <td translate="no">{r.standard}</td>
              <td>{r.same ? t`Same` : t`Differs`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
