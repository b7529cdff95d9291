// The two ways to make goods-base products, shown on both: a form (/product/createGbProduct) or a
// file with images (/product/createGbProduct?by=upload, GbUploadScreen.tsx).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

export const GB_UPLOAD_PATH = '/createGbProduct?by=upload';

/** The two ways to make goods-base products: a form, or a file with images. */
export function GbCreateModes({ current }: { current: 'form' | 'upload' }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Ways to add`} className="product-links" data-testid="gb-create-modes">
      <Link href="/createGbProduct" aria-current={current === 'form' ? 'page' : undefined} data-testid="gb-create-mode-form">
        {t`Fill in a form`}
      </Link>
      <Link href={GB_UPLOAD_PATH} aria-current={current === 'upload' ? 'page' : undefined} data-testid="gb-create-mode-upload">
        {t`Upload a file`}
      </Link>
    </nav>
  );
}

