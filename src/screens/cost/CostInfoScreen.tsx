// /cost/list/info/:sku?: the landed cost of one sku (the route's sku is the sku id the list
// links to). Product info (cost/product/info/{id}), every cart/logistics/warehouse combination
// it can be sold with (cost/{id}), and the breakdown of the combination chosen in the table
// (cost/{cartId}/{logisticsId}-{warehouseId}/detail; ?c= in the URL): purchase, warehouse,
// logistics (formula, variables, additional charges) and platform fees, in the shop's currency.
// The tax calculator converts the purchase cost (or any amount) with or without tax (TaxCalculator).
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { Link, useLocation, useSearch } from 'wouter';
import type { ReactNode } from 'react';
import type { CostDetail } from '../../contract/inventory';
import { formatMoney, formatPercent, labelOf, type LabelledOption } from '../../contract/kernel/rules';
import { UnsupportedError } from '../../machines/generic/resource';
import type { DetailSource, Row } from '../../machines/generic/types';
import { costMissingLabels, warehouseCostItemLabels } from '../../resources/cost/labels';
import { combinationKey, costDetailView, skuCostView, type CostCombination, type CostView, type SkuCostOverview } from '../../resources/cost/views';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable } from '../../ui/table/DataTable';
import { detailMachine } from '../../machines/generic/detail.machine';
import { LoadFailure } from '../LoadGate';
import { TableScroll } from '../../ui/TableScroll';
import { TaxCalculator } from './TaxCalculator';

type Options = Record<string, LabelledOption[]>;

/** Runs a read-only cost view through the generic detail machine (loading, failed, reload). */
function useCostView<T>(view: CostView<T>, id: string, optionNames: string[] = []) {
  const source = useMemo<DetailSource>(
    () => ({
      load: (key, io) => view.load(key, io) as Promise<unknown> as Promise<Row>,
      save: () => Promise.reject(new UnsupportedError('editing')),
      remove: () => Promise.reject(new UnsupportedError('deleting')),
      idOf: () => id,
      schema: z.any(),
      fromDetail: (d) => ({ ...(d ?? {}) }),
      optionNames,
    }),
    [],
  );
  const ref = useActorRef(detailMachine, { input: { id, source } });
  const state = useSelector(ref, (s) => s.value);
  const data = useSelector(ref, (s) => s.context.detail as T | null);
  const options = useSelector(ref, (s) => s.context.options);
  const error = useSelector(ref, (s) => s.context.error);
  return {
    state,
    data,
    options,
    error,
    retry: () => ref.send({ type: 'detail.retry' }),
    reload: () => ref.send({ type: 'detail.reloadRequested' }),
  };
}

function Loaded<T>({ view, failedText, children }: { view: ReturnType<typeof useCostView<T>>; failedText: string; children(data: T): ReactNode }) {
  const { t } = useLingui();
  if (view.state === 'failed') return <LoadFailure error={view.error} failedText={failedText} onRetry={view.retry} back={{ href: '/list' }} />;
  if (!view.data)
    return (
      <p className="state" role="status">
        {t`Loading…`}
      </p>
    );
  return <>{children(view.data)}</>;
}

export function CostInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const skuId = params.sku ? decodeURIComponent(params.sku) : '';
  return (
    <section aria-labelledby="cost-title" data-testid="cost-detail">
      <h2 id="cost-title">{t`Cost detail`}</h2>
      <p>
        <Link href="/list">{t`Back to the list`}</Link>
      </p>
      {skuId ? <SkuCost key={skuId} skuId={skuId} /> : <EmptyState title={t`No SKU chosen`} description={t`Open a SKU from the cost list to see its landed cost.`} />}
    </section>
  );
}

const money = (amount: number | null | undefined, currency: string) => formatMoney(amount ?? null, currency.toLowerCase());
/** A percent value (0..100) as a percent of spec section 5. */
const pct = (value: number) => formatPercent(value / 100);

function SkuCost({ skuId }: { skuId: string }) {
  const { t } = useLingui();
  const view = useCostView(skuCostView, skuId, ['platform', 'currency']);
  return (
    <Loaded view={view} failedText={t`The cost of this SKU could not be loaded.`}>
      {(data) => <Overview data={data} options={view.options} onReload={view.reload} reloading={view.state === 'loading'} />}
    </Loaded>
  );
}

function Overview({ data, options, onReload, reloading }: { data: SkuCostOverview; options: Options; onReload(): void; reloading: boolean }) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const locale = i18n.locale;
  const { product, cost } = data;
  const selected = new URLSearchParams(search).get('c');
  const combo = selected ? cost.combinations.find((c) => combinationKey(c) === selected) : undefined;
  const qty = (n: number) => new Intl.NumberFormat(locale).format(n);
  const platform = (code: string) => {
    const label = labelOf(options.platform, code, locale);
    return label === '-' ? code : label;
  };
  const open = (key: string | null) => navigate(key ? `${location}?c=${encodeURIComponent(key)}` : location, { replace: true });
  const missingText = (c: CostCombination) => c.missing.map((m) => i18n._(costMissingLabels[m])).join(', ');
  return (
    <>
      <Toolbar ariaLabel={t`Actions`}>
        <Button variant="secondary" onPress={onReload} isPending={reloading}>
          {t`Reload`}
        </Button>
        <Link href={`~/inventory/inventory/info/${encodeURIComponent(product.sku)}`} className="button secondary">
          {t`Inventory of this SKU`}
        </Link>
      </Toolbar>
      <Section title={t`Product`} testId="cost-product">
        <DescriptionList
          items={[
            { key: 'sku', label: t`SKU`, value: product.sku },
            { key: 'name', label: t`Product name`, value: product.name },
            { key: 'barcode', label: t`Barcode`, value: product.barcode },
            { key: 'category', label: t`Category`, value: product.category },
            { key: 'unit', label: t`Unit`, value: product.unit },
            { key: 'status', label: t`Status`, value: product.status },
            { key: 'purchaseCost', label: t`Purchase cost`, value: money(product.purchaseCost, product.currency) },
            { key: 'weight', label: t`Weight`, value: t`${qty(product.weightG)} g` },
            { key: 'size', label: t`Size (L × W × H)`, value: t`${qty(product.lengthCm)} × ${qty(product.widthCm)} × ${qty(product.heightCm)} cm` },
            { key: 'volume', label: t`Volume`, value: t`${qty(product.volumeCm3)} cm³` },
            { key: 'stock', label: t`Stock`, value: t`${qty(product.onHand)} on hand, ${qty(product.available)} available in ${product.warehouseCount} warehouses` },
          ]}
        />
      </Section>
      <TaxCalculator amount={product.purchaseCost} currency={product.currency} />
      <Section title={t`Combinations (${cost.combinations.length})`} testId="cost-combinations">
        {cost.combinations.length === 0 ? (
          <EmptyState title={t`No combinations`} description={t`No shop of a warehouse group holding this SKU ships with a logistics channel yet.`} />
        ) : (
          <>
            <p>{t`Each shop of a group whose warehouses hold the SKU, with each of its logistics channels and each of those warehouses. Landed cost is the break-even sale price. Open a row for its breakdown.`}</p>
            <DataTable<CostCombination>
              ariaLabel={t`Cost combinations`}
              rows={cost.combinations}
              rowKey={combinationKey}
              height={Math.min(420, 48 + cost.combinations.length * 40)}
              emptyText={t`No combinations`}
              onRowAction={open}
              selectionMode="none"
              testId="cost-combination-table"
              columns={[
                { key: 'cart', title: t`Shop`, width: 240, render: (c) => `${c.cartCode} · ${c.cartName}`, text: (c) => `${c.cartCode} · ${c.cartName}`, data: true },
                { key: 'platform', title: t`Platform`, width: 100, render: (c) => platform(c.platformCode), text: (c) => platform(c.platformCode) },
                { key: 'logistics', title: t`Logistics channel`, width: 200, render: (c) => `${c.logisticsCode} · ${c.logisticsName}`, text: (c) => `${c.logisticsCode} · ${c.logisticsName}`, data: true },
                { key: 'warehouse', title: t`Warehouse`, width: 200, render: (c) => `${c.warehouseCode} · ${c.warehouseName}`, text: (c) => `${c.warehouseCode} · ${c.warehouseName}`, data: true },
                { key: 'purchaseCost', title: t`Purchase`, width: 110, align: 'end', render: (c) => money(c.purchaseCost, c.currency), text: (c) => money(c.purchaseCost, c.currency) },
                { key: 'warehouseCost', title: t`Warehouse`, width: 110, align: 'end', render: (c) => money(c.warehouseCost, c.currency), text: (c) => money(c.warehouseCost, c.currency) },
                { key: 'logisticsCost', title: t`Logistics`, width: 110, align: 'end', render: (c) => money(c.logisticsCost, c.currency), text: (c) => money(c.logisticsCost, c.currency) },
                { key: 'platformFees', title: t`Platform fees`, width: 120, align: 'end', render: (c) => money(c.platformFees, c.currency), text: (c) => money(c.platformFees, c.currency) },
                { key: 'landedCost', title: t`Landed cost`, width: 120, align: 'end', render: (c) => money(c.landedCost, c.currency), text: (c) => money(c.landedCost, c.currency) },
                {
                  key: 'landedCostInTenantCurrency',
                  title: t`Landed (${cost.currency})`,
                  width: 130,
                  align: 'end',
                  render: (c) => money(c.landedCostInTenantCurrency, cost.currency),
                  text: (c) => money(c.landedCostInTenantCurrency, cost.currency),
                },
                {
                  key: 'missing',
                  title: t`Missing settings`,
                  width: 200,
                  render: (c) => (c.missing.length ? <StatusBadge tone="warning">{missingText(c)}</StatusBadge> : '-'),
                  text: (c) => missingText(c) || '-',
                },
              ]}
            />
          </>
        )}
      </Section>
      {selected ? (
        <Section
          // by codes: a heading is one string, and names there would be data inside a label (the
          // names follow in the breakdown's own fields)
          title={combo ? t`Breakdown: ${combo.cartCode} · ${combo.logisticsCode} · ${combo.warehouseCode}` : t`Breakdown`}
          testId="cost-breakdown"
          actions={
            <Button variant="secondary" onPress={() => open(null)}>
              {t`Close`}
            </Button>
          }
        >
          <Breakdown key={selected} skuId={product.id} combinationKey={selected} />
        </Section>
      ) : null}
    </>
  );
}

function Breakdown({ skuId, combinationKey: key }: { skuId: string; combinationKey: string }) {
  const { t, i18n } = useLingui();
  const view = useCostView(costDetailView(skuId), key);
  const locale = i18n.locale;
  return (
    <Loaded<CostDetail> view={view} failedText={t`The breakdown could not be loaded.`}>
      {(d) => {
        const cur = d.currency;
        const num = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(n);
        return (
          <>
            {!d.bound ? <p className="inv-notice warning">{t`This shop does not draw from this warehouse's group or does not ship with this channel now; the figures show what it would cost.`}</p> : null}
            {d.missing.length ? (
              <p className="inv-notice warning" data-testid="cost-missing">
                {t`Missing settings count as 0: ${d.missing.map((m) => i18n._(costMissingLabels[m])).join(', ')}.`}
              </p>
            ) : null}
            <dl className="inv-figures" data-testid="cost-figures">
              {[
                { key: 'purchase', label: t`Purchase`, value: money(d.purchase.amount, cur) },
                { key: 'warehouse', label: t`Warehouse`, value: money(d.warehouseCost.amount, cur) },
                { key: 'logistics', label: t`Logistics`, value: money(d.logisticsCost.amount, cur) },
                { key: 'fees', label: t`Platform fees`, value: money(d.platformFees.amount, cur) },
                { key: 'landed', label: t`Landed cost`, value: money(d.landedCost, cur) },
              ].map((f) => (
                <div key={f.key} className="inv-figure" data-key={f.key}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            <DescriptionList
              items={[
                { key: 'cart', label: t`Shop`, value: `${d.cart.code} · ${d.cart.name} (${d.cart.currency})` },
                { key: 'logistics', label: t`Logistics channel`, value: `${d.logistics.code} · ${d.logistics.name} (${d.logistics.mode})` },
                { key: 'warehouse', label: t`Warehouse`, value: `${d.warehouse.code} · ${d.warehouse.name} (${d.warehouse.currency})` },
                { key: 'purchase', label: t`Purchase cost`, value: `${money(d.purchase.amount, cur)} (${money(d.purchase.sourceAmount, d.purchase.sourceCurrency)})` },
              ]}
            />
            <h4>{t`Warehouse cost`}</h4>
            <TableScroll label={t`Warehouse cost`}>
              <table className="inv-table" aria-label={t`Warehouse cost`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Item`}</th>
                    <th scope="col" className="num">{t`Amount`}</th>
                    <th scope="col" className="num">{t`In the warehouse's currency`}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.warehouseCost.items.map((i) => (
                    <tr key={i.code}>
                      <td>{i18n._(warehouseCostItemLabels[i.code])}</td>
                      <td className="num">{money(i.amount, cur)}</td>
                      <td className="num">{money(i.sourceAmount, i.sourceCurrency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <h4>{t`Logistics cost`}</h4>
            <DescriptionList
              items={[
                { key: 'formula', label: t`Formula`, value: d.logisticsCost.formula ? <code>{d.logisticsCost.formula}</code> : t`No formula` },
                { key: 'variables', label: t`Variables`, value: Object.entries(d.logisticsCost.variables).map(([k, v]) => `${k} = ${num(v)}`).join(', ') },
                { key: 'result', label: t`Formula result`, value: d.logisticsCost.formulaResult === null ? '-' : money(d.logisticsCost.formulaResult, d.logisticsCost.sourceCurrency) },
                { key: 'min', label: t`Minimum charge`, value: d.logisticsCost.minCharge === null ? '-' : money(d.logisticsCost.minCharge, d.logisticsCost.sourceCurrency) },
                { key: 'base', label: t`Base`, value: money(d.logisticsCost.base, d.logisticsCost.sourceCurrency) },
                {
                  key: 'additional',
                  label: t`Additional charges`,
                  value: d.logisticsCost.additional.length
                    ? d.logisticsCost.additional.map((a) => `${a.name}: ${money(a.sourceAmount, d.logisticsCost.sourceCurrency)}`).join('; ')
                    : t`None`,
                },
                { key: 'total', label: t`Logistics total`, value: `${money(d.logisticsCost.amount, cur)} (${money(d.logisticsCost.sourceAmount, d.logisticsCost.sourceCurrency)})` },
              ]}
            />
            <h4>{t`Platform fees`}</h4>
            <DescriptionList
              items={[
                { key: 'fixedFee', label: t`Fixed fee per order`, value: money(d.platformFees.fixedFee, cur) },
                { key: 'commission', label: t`Commission`, value: `${pct(d.platformFees.commissionPct)} · ${money(d.platformFees.commission, cur)}` },
                { key: 'paymentFee', label: t`Payment fee`, value: `${pct(d.platformFees.paymentFeePct)} · ${money(d.platformFees.paymentFee, cur)}` },
                { key: 'total', label: t`Platform fees total`, value: money(d.platformFees.amount, cur) },
              ]}
            />
            <p className="field-description">
              {t`Exchange rates used (to USD): ${d.rates.map((r) => `${r.currency} ${num(r.toUsd)}`).join(', ')}.`}
            </p>
          </>
        );
      }}
    </Loaded>
  );
}
