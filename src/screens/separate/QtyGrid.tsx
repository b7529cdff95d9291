// The quantity grid of the isolation form and the increment editor: a row per sku, a column per
// warehouse group, a quantity input per cell (labelled "Quantity of <sku> in <group>") with the
// group's available stock of that sku under it, and a way to drop a row. Problems (lines.ts keys)
// show once the machine says so. A thin view: every change is an event of the machine.
import { useLingui } from '@lingui/react/macro';
import { cellKey, type GridProblems, type QtyGrid as Grid } from '../../machines/separate/lines';
import { Button } from '../../ui/Button';
import { formatQty } from '../format';
import { problemText } from './texts';
import { TableScroll } from '../../ui/TableScroll';

export interface QtyGridProps {
  grid: Grid;
  groups: readonly { id: string; name: string }[];
  /** Problems to show (null: none shown yet). */
  problems: GridProblems | null;
  disabled?: boolean;
  onQty(skuId: string, groupId: string, value: string): void;
  onRemove?(skuId: string): void;
  caption: string;
  testId: string;
}

export function QtyGrid({ grid, groups, problems, disabled, onQty, onRemove, caption, testId }: QtyGridProps) {
  const { t, i18n } = useLingui();
  if (grid.skus.length === 0 || groups.length === 0) return null;
  return (
    <div className="sep-grid-wrap">
      <TableScroll>
        <table className="sep-table sep-grid" data-testid={testId}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`SKU`}</th>
              {groups.map((g) => (
                <th scope="col" key={g.id}>
                  {g.name}
                </th>
              ))}
              {onRemove ? <th scope="col">{t`Actions`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {grid.skus.map((s) => (
              <tr key={s.skuId} data-sku={s.sku}>
                <th scope="row">
                  <span className="sep-sku">{s.sku}</span>
                  {s.skuName ? <span className="sep-sku-name">{s.skuName}</span> : null}
                </th>
                {groups.map((g) => {
                  const key = cellKey(s.skuId, g.id);
                  const available = grid.available[key];
                  const problem = problems?.[key] ? problemText(i18n, problems[key]) : null;
                  const id = `${testId}-${key}`;
                  return (
                    <td key={g.id}>
                      <input
                        className="input sep-qty"
                        inputMode="numeric"
                        value={grid.qty[key] ?? ''}
                        disabled={disabled}
                        aria-label={t`Quantity of ${s.sku} in ${g.name}`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={`${id}-info`}
                        onChange={(e) => onQty(s.skuId, g.id, e.target.value)}
                        data-testid="qty-cell"
                        data-sku={s.sku}
                        data-group={g.name}
                      />
                      <span id={`${id}-info`} className="sep-cell-info">
                        {problem ? <span className="field-error">{problem}</span> : t`${available === undefined ? '-' : formatQty(available, i18n.locale)} available`}
                      </span>
                    </td>
                  );
                })}
                {onRemove ? (
                  <td>
                    <Button variant="quiet" isDisabled={disabled} onPress={() => onRemove(s.skuId)} aria-label={t`Remove ${s.sku}`} testId="qty-remove">
                      {t`Remove`}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** What is wrong with the grid as a whole (no groups, no lines ...), once problems show. */
export function GridSummary({ problems, testId }: { problems: GridProblems | null; testId: string }) {
  const { i18n } = useLingui();
  const whole = [problems?._groups, problems?._lines].filter(Boolean).map((k) => problemText(i18n, k));
  if (!whole.length) return null;
  return (
    <p className="notice error" role="alert" data-testid={testId}>
      {whole.join(' ')}
    </p>
  );
}
