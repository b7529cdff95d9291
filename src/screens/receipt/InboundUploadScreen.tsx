// /receipt/upload: draft inbounds from a file (import type `receiptInbound`: request number, sku,
// quantity, carton number and weight, ship-from warehouse), through the import pipeline with its
// template, review and once-only confirm; one draft inbound per request and ship-from warehouse.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FixedTypeImportScreen } from '../template';

export function InboundUploadScreen() {
  const { t } = useLingui();
  return (
    <FixedTypeImportScreen type="receiptInbound" title={t`Inbounds by upload`}>
      <p>
        <Link href="/inbound" data-testid="receipt-upload-inbounds">
          {t`Inbounds`}
        </Link>
      </p>
    </FixedTypeImportScreen>
  );
}
