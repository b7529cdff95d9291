// /product/fulfillmentTagApply/upload/:id?: label applications from a file (import type tagApply:
// product code, seller sku, label, note; the rows of one product and label make one application).
// Without an id it offers the template and the upload; once a file is sent the address names its
// import (`:id` is the import record's id), so the review it stops at can be reloaded, fixed and
// confirmed there. Confirming creates the applications, which the label application list shows.
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { FixedTypeImportScreen } from '../template';

export const TAG_UPLOAD_PATH = '/fulfillmentTagApply/upload';

export function TagUploadScreen({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const id = params.id ? decodeURIComponent(params.id) : undefined;
  return (
    <FixedTypeImportScreen
      type="tagApply"
      title={t`Apply for labels by upload`}
      importId={id}
      anotherHref={TAG_UPLOAD_PATH}
      onUploaded={(importId) => navigate(`${TAG_UPLOAD_PATH}/${encodeURIComponent(importId)}`, { replace: true })}
    >
      <p className="product-links">
        <Link href="/fulfillmentTagApplyList" data-testid="tag-upload-list">
          {t`Label applications`}
        </Link>
        {id ? (
          <Link href={TAG_UPLOAD_PATH} data-testid="tag-upload-new">
            {t`Upload another file`}
          </Link>
        ) : null}
      </p>
    </FixedTypeImportScreen>
  );
}
