// /order/upload: shipments from a file (import type `orderShipment`: supplier order no., sku,
// quantity, carrier, tracking no.; rows of one order, carrier and tracking number ship as one
// parcel), through the import pipeline with its review and once-only confirm.
import { useLingui } from '@lingui/react/macro';
import { FixedTypeImportScreen } from '../template';

export function UploadScreen() {
  const { t } = useLingui();
  return <FixedTypeImportScreen type="orderShipment" title={t`Upload shipments`} />;
}

/** /order/receiptUpload: receipt info from a file (import type `receiptInfo`: one row per receipt line, the invoice repeated on each row of an order). */
export function ReceiptUploadScreen() {
  const { t } = useLingui();
  return <FixedTypeImportScreen type="receiptInfo" title={t`Receipt upload`} />;
}

/**
 * /order/uploadOrder: orders from the supplier's own channels (import type `uploadOrder`: one row per
 * line; rows of one shop and external order no. make one order, created awaiting acknowledgement;
 * an order uploaded before is left as it is).
 */
export function UploadOrderScreen() {
  const { t } = useLingui();
  return <FixedTypeImportScreen type="uploadOrder" title={t`Upload orders`} />;
}
