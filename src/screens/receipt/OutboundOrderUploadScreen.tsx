// /receipt/outboundUpload: draft outbound orders from a file (import type `receiptOutboundOrder`:
// platform warehouse, sku, quantity, purpose, ship-to warehouse), through the import pipeline with
// its template, review and once-only confirm; one draft per warehouse, purpose and ship-to.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FixedTypeImportScreen } from '../template';

export function OutboundOrderUploadScreen() {
  const { t } = useLingui();
  return (
    <FixedTypeImportScreen type="receiptOutboundOrder" title={t`Outbound orders by upload`}>
      <p>
        <Link href="/outboundOrder" data-testid="receipt-outbound-upload-orders">
          {t`Outbound orders`}
        </Link>
      </p>
    </FixedTypeImportScreen>
  );
}
