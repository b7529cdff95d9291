// /separate/upload: isolation lines from a file (import type `separation`: isolation number, sku,
// warehouse group, quantity), through the import pipeline with its review and once-only confirm.
import { useLingui } from '@lingui/react/macro';
import { FixedTypeImportScreen } from '../template';

export function UploadScreen() {
  const { t } = useLingui();
  return <FixedTypeImportScreen type="separation" title={t`Isolation upload`} />;
}
