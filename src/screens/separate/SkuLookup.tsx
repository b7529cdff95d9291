// Adding skus to a quantity grid (the isolation's lines, an increment): the sku picker (decision
// 025: typed and chosen, or a pasted list whose unknown and repeated codes are named), then the
// machine looks the skus up in its allocation call (each sku's available stock per group); codes
// that call did not find are listed.
import { useLingui } from '@lingui/react/macro';
import { CodePickerField } from '../generic/CodePickerField';

export interface SkuLookupProps {
  /** The grid's sku codes (a paste naming one is reported as repeated). */
  held: readonly string[];
  notFound: readonly string[];
  busy: boolean;
  disabled?: boolean;
  onAdd(codes: string[]): void;
  testId: string;
}

export function SkuLookup({ held, notFound, busy, disabled, onAdd, testId }: SkuLookupProps) {
  const { t } = useLingui();
  return (
    <div className="sep-lookup">
      <CodePickerField kind="sku" label={t`Add SKUs`} held={held} onPick={(options) => onAdd(options.map((o) => o.code))} isDisabled={disabled} testId={testId} />
      {busy ? (
        <p className="state" role="status">
          {t`Adding SKUs…`}
        </p>
      ) : null}
      {notFound.length ? (
        <p className="notice warning" role="status" data-testid={`${testId}-not-found`}>
          {t`Not found: ${notFound.join(', ')}`}
        </p>
      ) : null}
    </div>
  );
}
