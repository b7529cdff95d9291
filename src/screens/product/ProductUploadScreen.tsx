// /product/upload: extended attributes of existing products from a file (import type
// `productAttribute`: product code, subcategory, attribute, value), through the import pipeline with
// its template in both languages, review, fixes, once-only confirm and error file.
import { useLingui } from '@lingui/react/macro';
import { FixedTypeImportScreen } from '../template';

export function ProductUploadScreen() {
  const { t } = useLingui();
  return <FixedTypeImportScreen type="productAttribute" title={t`Product upload`} />;
}
