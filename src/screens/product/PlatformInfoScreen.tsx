// /product/platformInfo/:id: one platform product with its skus (supply and sale price, margin,
// stock; "Propose price" per sku), its open price proposals (ProposalPanel: whose turn, withdraw),
// all its proposals and the price history; a sku opens its details in a dialog (SkuDetailDialog).
// A thin view over the generic detail machine (the product resource's record, read only),
// priceProposal.machine.ts, priceWithdraw.machine.ts and skuDetail.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney, formatPercent } from '../../contract/kernel/rules';
import { priceProposalStatusLabels, productStatusLabels } from '../../contract/product/labels';
import type { PlatformProductInfo } from '../../contract/product/platform';
import { openPriceStatuses } from '../../contract/product/price';
import { detailMachine } from '../../machines/generic/detail.machine';
import { detailInputOf } from '../../machines/generic/resource';
import { platformProductResource } from '../../resources/product/platform';
import { priceProposalMachine } from '../../machines/product/priceProposal.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { RecordTable } from '../../ui/RecordTable';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { ProposalPanel } from './ProposalPanel';
import { ProposeDialog } from './ProposeDialog';
import { TranslationSection } from './TranslationSection';
import { PriceFormulaSection } from './PriceFormulaSection';
import { ListingSettingsSection } from './ListingSettingsSection';
import { DistributionSection } from './DistributionSection';
import { SubscriptionsSection } from './SubscriptionsSection';
import { tagApplyMachine } from '../../machines/product/tagApply.machine';
import { TagApplyDialog } from './TagApplyDialog';
import { skuDetailMachine } from '../../machines/product/skuDetail.machine';
import { SkuDetailDialog } from './SkuDetailDialog';

export function PlatformInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/platformList" replace />;
  return <PlatformInfo key={id} id={id} />;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

function PlatformInfo({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(detailMachine, { input: detailInputOf(platformProductResource, id) });
  const reload = () => actor.send({ type: 'detail.reloadRequested' });
  const propose = useActorRef(
    priceProposalMachine.provide({
      actions: {
        announceProposed: () => {
          toast.say('common.message.submit');
          reload();
        },
      },
    }),
  );
  const skuDetail = useActorRef(skuDetailMachine);
  const applyTag = useActorRef(tagApplyMachine.provide({ actions: { announceApplied: () => toast.say('common.message.submit') } }));
  const product = useSelector(actor, (s) => s.context.detail as PlatformProductInfo | null);
  const loadFailed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="product-title" data-testid="product">
      <h2 id="product-title" translate="no">
        {product ? `${product.title} (${product.productCode})` : t`Platform product`}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/platformList" data-testid="product-back">
          {t`Back to the list`}
        </Link>{' '}
        <Link href="/approvalList">{t`Price approval`}</Link>
      </nav>
      <Toolbar ariaLabel={t`Product actions`}>
        <Button variant="secondary" onPress={reload} testId="product-reload">
          {t`Refresh`}
        </Button>
        {product && mayAct ? (
          <Button variant="secondary" onPress={() => applyTag.send({ type: 'tag.opened', productId: product.id, skuIds: product.skus.filter((s) => s.status === 'active').map((s) => s.id) })} testId="product-apply-tag">
            {t`Apply for a label`}
          </Button>
        ) : null}
      </Toolbar>
      <LoadGate failed={loadFailed} loading={!product} error={error} failedText={t`The product could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} errorTestId="product-error">
        {() => product && <Product product={product} locale={i18n.locale} mayAct={mayAct} onPropose={(sku) => propose.send({ type: 'price.opened', sku, today: todayIso() })} onSkuOpened={(id) => skuDetail.send({ type: 'sku.opened', id })} onChanged={reload} />}
      </LoadGate>
      <ProposeDialog actor={propose} />
      <SkuDetailDialog actor={skuDetail} />
      {product ? <TagApplyDialog actor={applyTag} skus={product.skus} /> : null}
    </section>
  );
}

function Product({
  product: p,
  locale,
  mayAct,
  onPropose,
  onSkuOpened,
  onChanged,
}: {
  product: PlatformProductInfo;
  locale: string;
  mayAct: boolean;
  onPropose(sku: PlatformProductInfo['skus'][number]): void;
  onSkuOpened(id: string): void;
  onChanged(): void;
}) {
  const { t } = useLingui();
  const open = p.proposals.filter((x) => openPriceStatuses.includes(x.status));
  return (
    <>
      <Section title={t`Product`} testId="product-section">
        <DescriptionList
          testId="product-fields"
          items={[
            { key: 'status', label: t`Status`, value: productStatusLabels.text(p.status, locale) },
            { key: 'platform', label: t`Platform`, value: p.platformCode },
            { key: 'channel', label: t`Channel`, value: p.cartName },
            { key: 'brand', label: t`Brand`, value: p.brand },
            { key: 'category', label: t`Category`, value: p.category },
            { key: 'updated', label: t`Updated at`, value: formatTime(p.updatedAt, locale) },
          ]}
        />
      </Section>
      <TranslationSection productId={p.id} mayAct={mayAct} />
      <Section title={t`Skus`} testId="product-skus">
        <RecordTable
          label={t`Skus of the product`}
          rows={p.skus}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': 'product-sku', 'data-sku': s.sellerSku })}
          columns={[
            {
              key: 'sku',
              header: t`Sku`,
              // the sku opens its details (product.skuInfo): a real button, reached by Tab
              cell: (s) => (
                <Button variant="quiet" onPress={() => onSkuOpened(s.id)} aria-label={t`Details of sku ${s.sellerSku}`} testId="product-sku-open">
                  {s.sellerSku}
                </Button>
              ),
              rowHeader: true,
              noTranslate: true,
            },
            { key: 'variant', header: t`Variant`, cell: (s) => s.variant, noTranslate: true },
            { key: 'supply', header: t`Supply price`, cell: (s) => formatMoney(s.supplyPrice, s.currency), testId: 'product-sku-price' },
            { key: 'sale', header: t`Sale price`, cell: (s) => formatMoney(s.salePrice, s.currency), testId: 'product-sku-sale' },
            { key: 'margin', header: t`Margin`, cell: (s) => formatPercent(s.margin) },
            { key: 'formula', header: t`Price formula`, cell: (s) => s.formulaNo ?? t`Set at listing`, noTranslate: (s) => !!s.formulaNo, testId: 'product-sku-formula' },
            { key: 'stock', header: t`Stock`, cell: (s) => formatQty(s.stock, locale) },
            {
              key: 'price',
              header: t`Price`,
              cell: (s) =>
                s.openProposalId ? (
                  t`Proposal open`
                ) : mayAct && s.status === 'active' ? (
                  <Button variant="secondary" onPress={() => onPropose(s)} testId="product-sku-propose">
                    {t`Propose price`}
                  </Button>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Section>
      <PriceFormulaSection scope={{ productId: p.id }} mayAct={mayAct} onActivated={onChanged} />
      <ListingSettingsSection platformCode={p.platformCode} mayAct={mayAct} />
      <DistributionSection mayAct={mayAct} />
      <SubscriptionsSection platformCode={p.platformCode} mayAct={mayAct} />
      {open.map((x) => (
        <ProposalPanel key={`${x.id}-${x.version}`} id={x.id} mayAct={mayAct} onChanged={onChanged} />
      ))}
      <Section title={t`Price proposals`} testId="product-proposals">
        {p.proposals.length ? (
          <RecordTable
            label={t`Price proposals`}
            rows={p.proposals}
            rowKey={(x) => x.id}
            rowProps={(x) => ({ 'data-testid': 'product-proposal', 'data-status': x.status })}
            columns={[
              { key: 'no', header: t`Proposal no.`, cell: (x) => x.proposalNo, rowHeader: true, noTranslate: true },
              { key: 'sku', header: t`Sku`, cell: (x) => x.sellerSku, noTranslate: true },
              { key: 'old', header: t`Old price`, cell: (x) => formatMoney(x.oldPrice, x.currency) },
              { key: 'new', header: t`New price`, cell: (x) => formatMoney(x.newPrice, x.currency) },
              { key: 'from', header: t`Effective from`, cell: (x) => x.effectiveDate },
              { key: 'status', header: t`Status`, cell: (x) => priceProposalStatusLabels.text(x.status, locale), testId: 'product-proposal-status' },
            ]}
          />
        ) : (
          <p>{t`No price proposals yet.`}</p>
        )}
      </Section>
      <Section title={t`Price history`} testId="product-history">
        <RecordTable
          label={t`Price history`}
          rows={p.history}
          rowKey={(h) => `${h.skuId}-${h.from}-${h.proposalNo ?? ''}`}
          rowProps={() => ({ 'data-testid': 'product-history-row' })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (h) => h.sellerSku, rowHeader: true, noTranslate: true },
            { key: 'price', header: t`Supply price`, cell: (h) => formatMoney(h.price, h.currency) },
            { key: 'from', header: t`From`, cell: (h) => h.from },
            { key: 'by', header: t`Set by`, cell: (h) => h.proposalNo ?? t`Listing`, noTranslate: (h) => !!h.proposalNo },
          ]}
        />
      </Section>
    </>
  );
}
