// Adding skus to a quantity grid: codes typed (spaces, commas or new lines between them), looked
// up by the machine (the allocation call answers each sku's available stock per group); codes
// the lookup did not find are listed. A duplicate code is ERROR_REPEAT (spec section 5).
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/FormField';
import { problemText } from './texts';

export interface SkuLookupProps {
  text: string;
  problem: string | null;
  notFound: readonly string[];
  busy: boolean;
  disabled?: boolean;
  onChange(text: string): void;
  onLookup(): void;
  testId: string;
}

export function SkuLookup({ text, problem, notFound, busy, disabled, onChange, onLookup, testId }: SkuLookupProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="sep-lookup" data-testid={testId}>
      <TextAreaField
        label={t`SKU codes`}
        description={t`Separate codes with spaces, commas or new lines; at most 500 at a time.`}
        value={text}
        onChange={onChange}
        rows={2}
        isDisabled={disabled}
        errorMessage={problemText(i18n, problem)}
        testId={`${testId}-codes`}
      />
      <Button variant="secondary" onPress={onLookup} isPending={busy} isDisabled={disabled} testId={`${testId}-add`}>
        {busy ? t`Looking up…` : t`Add SKUs`}
      </Button>
      {notFound.length ? (
        <p className="notice warning" role="status" data-testid={`${testId}-not-found`}>
          {t`Not found: ${notFound.join(', ')}`}
        </p>
      ) : null}
    </div>
  );
}
