// /product/gbProductInfo/:id: one goods-base product with its images (thumbnails), fields and
// attributes, and the channels it is published on (each with the platform product it became).
// "Publish to channels" opens the publish dialog (gbPublish.machine.ts). Without an id the route
// opens the list (docs/domain/products.md: a record needs its product). The record is the generic
// detail machine's read-only source (gbSources.ts).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { isChinese } from '../../contract/kernel/labels';
import { formatMoney } from '../../contract/kernel/rules';
import { attributeUnitLabels, gbStatusLabels } from '../../contract/product/labels';
import type { GbChannel } from '../../contract/product/goods-base';
import { detailMachine } from '../../machines/generic/detail.machine';
import { gbPublishMachine } from '../../machines/product/gbPublish.machine';
import { gbSource, type GbWithCategories } from '../../machines/product/gbSources';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { formatTime } from '../format';
import { CodeListField } from '../generic/CodePickerField';
import { LoadGate } from '../LoadGate';
import { categoryPath, nameOf } from './ApplyFields';
import { GbThumbnail } from './GbThumbnail';
import './goods-base.css';

export function GbInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/gbProductList" replace />;
  return <GbInfo key={id} id={id} />;
}

function GbInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(detailMachine, { input: { id, source: gbSource } });
  const reload = () => actor.send({ type: 'detail.reloadRequested' });
  const publish = useActorRef(
    gbPublishMachine.provide({
      actions: {
        announcePublished: () => {
          toast.say('common.message.submit');
          reload();
        },
      },
    }),
  );
  const g = useSelector(actor, (s) => s.context.detail as unknown as GbWithCategories | null);
  const loadFailed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const attributes = g?.categories.find((c) => c.code === g.categoryCode)?.attributes ?? [];
  const channelColumns = [
    { key: 'channel', header: t`Channel`, cell: (c: GbChannel) => `${c.cartName} (${c.cartCode})`, rowHeader: true, noTranslate: true },
    { key: 'platform', header: t`Platform`, cell: (c: GbChannel) => c.platformCode, noTranslate: true },
    {
      key: 'product',
      header: t`Platform product`,
      cell: (c: GbChannel) => (
        <Link href={`/platformInfo/${encodeURIComponent(c.productId)}`} data-testid="gb-channel-product">
          {t`Open the platform product`}
        </Link>
      ),
    },
    { key: 'at', header: t`Published at`, cell: (c: GbChannel) => formatTime(c.publishedAt, i18n.locale) },
    { key: 'by', header: t`Published by`, cell: (c: GbChannel) => c.publishedBy, noTranslate: true },
  ];
  return (
    <section className="detail-screen" aria-labelledby="gb-title" data-testid="gb-record">
      <h2 id="gb-title">{g ? t`Goods-base product ${g.gbCode}` : t`Goods-base product`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/gbProductList" data-testid="gb-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <Toolbar ariaLabel={t`Product actions`}>
        <Button variant="secondary" onPress={reload} testId="gb-reload">
          {t`Refresh`}
        </Button>
        {g && mayAct ? (
          <Button onPress={() => publish.send({ type: 'publish.opened', id: g.id, version: g.version })} testId="gb-publish">
            {t`Publish to channels`}
          </Button>
        ) : null}
      </Toolbar>
      <LoadGate
        failed={loadFailed}
        loading={!g}
        error={error}
        failedText={t`The product could not be loaded.`}
        onRetry={() => actor.send({ type: 'detail.retry' })}
        back={{ href: '/gbProductList' }}
        errorTestId="gb-error"
      >
        {() =>
          g && (
            <>
              <Section title={t`Product`} testId="gb-product">
                <p className="whose-turn" data-testid="gb-status" data-status={g.status}>
                  <StatusBadge tone={g.status === 'published' ? 'success' : 'warning'}>{gbStatusLabels.text(g.status, i18n.locale)}</StatusBadge>
                </p>
                <ul className="gb-images" aria-label={t`Images`} data-testid="gb-images">
                  {g.images.map((img, n) => (
                    <li key={img.id}>
                      <GbThumbnail src={img.url} alt={t`Image ${n + 1} of ${g.title}`} size={120} testId="gb-image" />
                      <span className="gb-image-size">{img.width && img.height ? `${img.width} × ${img.height}` : ''}</span>
                    </li>
                  ))}
                </ul>
                <DescriptionList
                  testId="gb-fields"
                  items={[
                    { key: 'title', label: t`Title`, value: g.title },
                    { key: 'category', label: t`Category`, value: categoryPath(g.categories, g.categoryCode, i18n.locale), translated: true },
                    { key: 'brand', label: t`Brand`, value: g.brand },
                    { key: 'sku', label: t`Master sku`, value: `${g.skuCode} · ${g.skuName}` },
                    { key: 'price', label: t`Supply price`, value: formatMoney(g.supplyPrice, null) },
                    { key: 'tax', label: t`Tax code`, value: g.taxCode },
                    { key: 'created', label: t`Created at`, value: formatTime(g.createdAt, i18n.locale) },
                    { key: 'by', label: t`Created by`, value: g.createdBy },
                    ...attributes.map((a) => {
                      const raw = g.attributes[a.code] ?? '';
                      const option = a.options.find((o) => o.value === raw);
                      return { key: `attr-${a.code}`, label: nameOf(a, i18n.locale), value: option ? (isChinese(i18n.locale) ? option.zh : option.en) : raw ? `${raw}${a.unit ? ` ${attributeUnitLabels.textOfAny(a.unit, i18n.locale)}` : ''}` : '' };
                    }),
                  ]}
                />
              </Section>
              <Section title={t`Channels`} testId="gb-channels">
                {g.channels.length ? (
                  <RecordTable label={t`Channels`} columns={channelColumns} rows={g.channels} rowKey={(c) => c.cartCode} />
                ) : (
                  <p className="notice warning" data-testid="gb-no-channels">
                    {t`Not published yet. Publish it to the channels it should sell on.`}
                  </p>
                )}
              </Section>
            </>
          )
        }
      </LoadGate>
      <PublishDialog actor={publish} />
    </section>
  );
}

function PublishDialog({ actor }: { actor: ReturnType<typeof useActorRef<typeof gbPublishMachine>> }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed')) return null;
  const c = s.context;
  return (
    <ConfirmDialog
      isOpen
      title={t`Publish to channels`}
      message={t`The platform checks the images (at least 2, each at least 500 px on its shorter side) and that the master sku is not on the channel already; each channel gets a platform product.`}
      confirmLabel={t`Publish`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error ? errorText(c.error, t`The product could not be published.`) : c.noChannel ? t`Choose at least one channel.` : null}
      onConfirm={() => actor.send({ type: 'publish.confirmed' })}
      onCancel={() => actor.send({ type: 'publish.closed' })}
      testId="gb-publish-dialog"
    >
      <CodeListField kind="shop" label={t`Channels (shops)`} codes={c.cartCodes} onChange={(codes) => actor.send({ type: 'publish.cartsChanged', codes: codes ?? [] })} testId="gb-publish-carts" />
    </ConfirmDialog>
  );
}
