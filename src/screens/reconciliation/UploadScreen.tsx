// /reconciliation/upload: a provider's logistics cost bill from its file (import type
// reconciliationLogisticsCost: bill no., waybill no., ship date, billed weight, unit rate, fee code,
// amount), through the import pipeline with its template, review and once-only confirm; the upload
// waits 40 s (spec section 9). Confirming matches each bill named (docs/domain/finance.md).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FixedTypeImportScreen } from '../template';

export function UploadScreen() {
  const { t } = useLingui();
  return (
    <FixedTypeImportScreen type="reconciliationLogisticsCost" title={t`Upload a cost bill`}>
      <p>
        <Link href="/list" data-testid="reconciliation-upload-bills">
          {t`Reconciliation bills`}
        </Link>
      </p>
    </FixedTypeImportScreen>
  );
}
