// /replenishment/upload: replenishment orders the supplier proposes from a file (import type
// `replenishmentOrder`: platform warehouse, sku, quantity, deliver-by), through the import pipeline
// with its template, review and once-only confirm; one confirmed order per warehouse and deliver-by.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FixedTypeImportScreen } from '../template';

export function OrderUploadScreen() {
  const { t } = useLingui();
  return (
    <FixedTypeImportScreen type="replenishmentOrder" title={t`Replenishment orders by upload`}>
      <p>
        <Link href="/list" data-testid="replenishment-upload-orders">
          {t`Replenishment orders`}
        </Link>
      </p>
    </FixedTypeImportScreen>
  );
}
