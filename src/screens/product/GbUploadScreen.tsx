// /product/createGbProduct?by=upload: goods-base products from a file (import type goodsBase).
// First the images: each chosen file is uploaded in turn with its progress and listed by the file
// name the rows name it by (gbImages.machine.ts); then the file through the import pipeline, with
// its template in both languages, the review that names each row's gaps on their columns, fixes
// and a once-only confirm. `CreateGbRoute` picks the form or this page by the address.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { GB_IMAGES_MAX } from '../../contract/product/goods-base';
import { gbImagesMachine } from '../../machines/product/gbImages.machine';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { errorText } from '../errorText';
import { FixedTypeImportScreen } from '../template';
import { CreateGbScreen, IMAGE_TYPES } from './CreateGbScreen';
import { GbCreateModes, GB_UPLOAD_PATH } from './GbCreateModes';
import { GbThumbnail } from './GbThumbnail';

export function CreateGbRoute() {
  const by = new URLSearchParams(useSearch()).get('by');
  return by === 'upload' ? <GbUploadScreen /> : <CreateGbScreen />;
}

function GbUploadImages() {
  const { t } = useLingui();
  const mayAct = useCanManage();
  const actor = useActorRef(gbImagesMachine);
  const c = useSelector(actor, (s) => s.context);
  const p = c.progress;
  const percent = p && p.total > 0 ? Math.min(100, Math.round((p.loaded / p.total) * 100)) : undefined;
  const problemText = { notImage: t`Not a PNG, JPEG, GIF or WebP image.`, tooLarge: t`Over 5 MB.` };
  return (
    <Section title={t`1. Images`} testId="gb-upload-images">
      <p>{t`Upload the images first. A row names its images by these file names, separated by ";", up to ${GB_IMAGES_MAX}; the first is the main image. Images uploaded earlier keep their names.`}</p>
      {c.uploaded.length ? (
        <ul className="gb-images" aria-label={t`Uploaded images`} data-testid="gb-upload-image-list">
          {c.uploaded.map((img) => (
            <li key={img.id} data-testid="gb-upload-image">
              <GbThumbnail src={img.url} alt={img.fileName} size={96} />
              <span className="gb-image-size" translate="no">
                {img.fileName}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {p ? <ProgressBar label={t`Uploading ${p.fileName}`} value={percent} testId="gb-upload-progress" /> : null}
      {c.refused.length || c.failed.length ? (
        <ul className="field-error" role="alert" data-testid="gb-upload-image-problems">
          {c.refused.map((r, i) => (
            <li key={`r${i}`}>
              <span translate="no">{r.fileName}</span>: {problemText[r.problem]}
            </li>
          ))}
          {c.failed.map((f, i) => (
            <li key={`f${i}`}>
              <span translate="no">{f.fileName}</span>: {errorText(f.error, t`The image could not be uploaded.`)}
            </li>
          ))}
        </ul>
      ) : null}
      {mayAct ? (
        <FileTrigger allowsMultiple acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => files && actor.send({ type: 'images.chosen', files: [...files] })}>
          <Button variant="secondary" testId="gb-upload-add-images">
            {t`Add images`}
          </Button>
        </FileTrigger>
      ) : null}
    </Section>
  );
}

export function GbUploadScreen() {
  const { t } = useLingui();
  return (
    <FixedTypeImportScreen type="goodsBase" title={t`Goods-base products by upload`} anotherHref={GB_UPLOAD_PATH}>
      <p className="product-links">
        <Link href="/gbProductList" data-testid="gb-upload-list">
          {t`Goods-base products`}
        </Link>
        <Link href="/categoryAttribute">{t`Category attributes`}</Link>
      </p>
      <GbCreateModes current="upload" />
      <GbUploadImages />
      <h3>{t`2. The file`}</h3>
    </FixedTypeImportScreen>
  );
}
