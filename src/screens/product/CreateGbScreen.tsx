// /product/createGbProduct: a goods-base product from a form: the category (picked from the
// platform's tree) and its attributes, title, brand, master sku (a picker of the supplier's skus),
// supply price, tax code (the supplier's, picked) and its images, each uploaded when chosen with a
// progress bar (checked by content on the server, at most 5 MB, up to 8). The form names what is
// still missing before anything is sent; "Create" makes the product and opens it. A thin view over
// gbCreate.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import { useLocation } from 'wouter';
import { isChinese } from '../../contract/kernel/labels';
import { attributesOf } from '../../contract/product/new-product';
import { GB_IMAGES_MAX, type GbGap } from '../../contract/product/goods-base';
import { gbCreateMachine, gbFormGaps, newRequestId, type ImageProblem } from '../../machines/product/gbCreate.machine';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/FormField';
import { ProgressBar } from '../../ui/ProgressBar';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { ProductFormFrame } from './ProductFormFrame';
import { AttributeField, ProductBaseFields, useGapNames } from './ApplyFields';
import { GbCreateModes } from './GbCreateModes';
import { GbThumbnail } from './GbThumbnail';
import './goods-base.css';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function useGbGapNames() {
  const { t } = useLingui();
  const names = useGapNames();
  return (gaps: readonly GbGap[]): string[] =>
    gaps.map((g) => {
      if (g.field === 'images') return t`Images (at least one)`;
      if (g.field === 'taxCode') return t`Tax code`;
      if (g.field === 'taxSpecial') return t`Tax code ${g.taxCode} (a services or transport rate, not for goods)`;
      return names([g])[0]!;
    });
}

export function CreateGbScreen() {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const mayAct = useCanManage();
  const actor = useActorRef(
    gbCreateMachine.provide({
      actions: {
        announceCreated: ({ context }) => {
          toast.say('common.message.saveSuccess');
          if (context.created) navigate(`/gbProductInfo/${encodeURIComponent(context.created.id)}`);
        },
      },
    }),
    { input: { requestId: newRequestId() } },
  );
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  const gapNames = useGbGapNames();
  const gaps = s.matches('loading') || s.matches('loadFailed') ? [] : gbFormGaps(c);
  const missing = gapNames(gaps).join(isChinese(i18n.locale) ? '、' : ', ');
  const disabled = !mayAct || busy;
  const required = (empty: boolean) => (c.showProblems && empty ? t`Required.` : null);
  const imageProblemText: Record<ImageProblem, string> = {
    notImage: t`Choose a PNG, JPEG, GIF or WebP image.`,
    tooLarge: t`An image can be at most 5 MB.`,
    tooMany: t`At most ${GB_IMAGES_MAX} images.`,
  };
  const up = c.uploading;
  const percent = up && up.total > 0 ? Math.min(100, Math.round((up.loaded / up.total) * 100)) : undefined;
  return (
    <ProductFormFrame
      testId="gb-create"
      title={t`New goods-base product`}
      backHref="/gbProductList"
      extra={<GbCreateModes current="form" />}
      gate={{
        failed: s.matches('loadFailed'),
        loading: s.matches('loading'),
        error: c.error,
        failedText: t`The categories and tax codes could not be loaded.`,
        onRetry: () => actor.send({ type: 'gb.retry' }),
      }}
    >
      {() => (
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-busy={busy || undefined}>
          <Section title={t`Product`} testId="gb-create-product">
            <div className="form-grid">
              <ProductBaseFields
                categories={c.categories}
                values={c}
                onChange={(field, value) => actor.send({ type: 'gb.changed', field, value })}
                showProblems={c.showProblems}
                isDisabled={disabled}
                testIdPrefix="gb-create"
              />
              <SelectField
                label={t`Tax code`}
                value={c.taxCode || null}
                onChange={(v) => actor.send({ type: 'gb.changed', field: 'taxCode', value: v ?? '' })}
                options={c.taxRates.map((r) => ({ value: r.taxCode, label: `${r.taxCode} · ${r.name}` }))}
                placeholder={t`Choose`}
                isRequired
                isDisabled={disabled}
                errorMessage={required(!c.taxCode)}
                testId="gb-create-tax"
              />
            </div>
          </Section>
          {c.categoryCode ? (
            <Section title={t`Category attributes`} testId="gb-create-attributes">
              <div className="form-grid">
                {attributesOf(c.categories, c.categoryCode).map((a) => (
                  <AttributeField
                    key={a.code}
                    attribute={a}
                    value={c.attributes[a.code] ?? ''}
                    onChange={(value) => actor.send({ type: 'gb.attributeChanged', code: a.code, value })}
                    isDisabled={disabled}
                    errorMessage={required(a.required && !(c.attributes[a.code] ?? '').trim())}
                    testId={`gb-create-attr-${a.code}`}
                  />
                ))}
              </div>
            </Section>
          ) : null}
          <Section title={t`Images`} testId="gb-create-images">
            <div className="gb-upload">
              <p>{t`PNG, JPEG, GIF or WebP, at most 5 MB each, up to ${GB_IMAGES_MAX}. The first is the main image. To publish, the platform asks for at least 2 images of at least 500 px on their shorter side.`}</p>
              {c.images.length ? (
                <ul className="gb-images" aria-label={t`Images`} data-testid="gb-create-image-list">
                  {c.images.map((img, n) => (
                    <li key={img.id} data-testid="gb-create-image">
                      <GbThumbnail src={img.url} alt={t`Image ${n + 1}: ${img.fileName}`} size={96} />
                      <span className="gb-image-size">{img.width && img.height ? `${img.width} × ${img.height}` : ''}</span>
                      {mayAct ? (
                        <Button variant="secondary" onPress={() => actor.send({ type: 'gb.imageRemoved', id: img.id })} isDisabled={busy} aria-label={t`Remove image ${n + 1}`} testId="gb-create-image-remove">
                          {t`Remove`}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {up ? <ProgressBar label={t`Uploading ${up.fileName}`} value={percent} testId="gb-create-progress" /> : null}
              {mayAct ? (
                <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => files?.[0] && actor.send({ type: 'gb.imageChosen', file: files[0] })}>
                  <Button variant="secondary" isPending={s.matches('uploading')} isDisabled={busy || c.images.length >= GB_IMAGES_MAX} testId="gb-create-add-image">
                    {t`Add an image`}
                  </Button>
                </FileTrigger>
              ) : null}
              {c.imageProblem || c.imageError ? (
                <p className="field-error" role="alert" data-testid="gb-create-image-problem">
                  {c.imageProblem ? imageProblemText[c.imageProblem] : errorText(c.imageError!, t`The image could not be uploaded.`)}
                </p>
              ) : null}
            </div>
          </Section>
          <p className={gaps.length ? 'notice warning' : 'notice success'} role="status" data-testid="gb-create-readiness">
            {gaps.length ? t`Missing: ${missing}` : t`Ready to create`}
          </p>
          {c.error && !s.matches('loadFailed') ? (
            <p className="notice error" role="alert" data-testid="gb-create-refused">
              {errorText(c.error, t`The product could not be created.`)}
            </p>
          ) : null}
          {mayAct ? (
            <Toolbar ariaLabel={t`Product actions`}>
              <Button onPress={() => actor.send({ type: 'gb.submitRequested' })} isDisabled={busy} testId="gb-create-submit">
                {s.matches('creating') ? t`Working…` : t`Create product`}
              </Button>
            </Toolbar>
          ) : null}
        </form>
      )}
    </ProductFormFrame>
  );
}
