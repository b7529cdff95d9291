// /inventory/inventory/info/:sku?: one sku's stock per warehouse group (GET inventory/?sku=):
// on hand, locked, isolated (held by stock isolations) and available in each group and its
// warehouses, and per shop of the group its allotment, sellable and last pushed quantity. A shop
// opens what it may sell of the sku (GET inventory/in-warehouse-group, ?cart= in the URL).
// Without a sku: a sku search.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import type { LabelledOption } from '../../contract/kernel/rules';
import { allotModeLabels } from '../../contract/inventory/labels';
import { skuInGroupView, skuInventoryView, type SkuInGroup, type SkuInventory } from '../../resources/inventory/views';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable } from '../../ui/table/DataTable';
import { optionLabel } from '../generic/labels';
import { allotValueText, formatQty } from '../format';
import { useView, ViewFrame } from './useView';
import { TableScroll } from '../../ui/TableScroll';

type StockGroup = SkuInventory['groups'][number];
type GroupCartRow = StockGroup['carts'][number];
type Options = Record<string, LabelledOption[]>;

export function SkuInventoryScreen({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useLingui();
  const sku = params.sku ? decodeURIComponent(params.sku) : '';
  return (
    <section aria-labelledby="sku-title" data-testid="inventory-detail">
      <h2 id="sku-title">{sku ? t`Inventory of ${sku}` : t`Inventory detail`}</h2>
      <p>
        <Link href="/inventory">{t`Back to the list`}</Link>
      </p>
      <SkuSearch initial={sku} />
      {sku ? <SkuDetail key={sku} sku={sku} /> : <EmptyState title={t`Enter a SKU`} description={t`See its stock in every warehouse group and what each shop may sell.`} />}
    </section>
  );
}

function SkuSearch({ initial }: { initial: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  return (
    <form noValidate
      className="inv-form"
      role="search"
      aria-label={t`Find a SKU`}
      onSubmit={(e) => {
        e.preventDefault();
        const sku = value.trim();
        if (sku) navigate(`/inventory/info/${encodeURIComponent(sku)}`);
      }}
    >
      <TextField label={t`SKU`} value={value} onChange={setValue} maxLength={64} testId="sku-search" />
      <div className="actions">
        <Button type="submit" variant="secondary">
          {t`Show`}
        </Button>
      </div>
    </form>
  );
}

function SkuDetail({ sku }: { sku: string }) {
  const { t } = useLingui();
  const view = useView(skuInventoryView, sku, ['platform', 'stockStatus']);
  return (
    <ViewFrame<SkuInventory> view={view} failedText={t`The SKU could not be loaded.`} testId="sku" back={{ href: '/inventory' }}>
      {({ data, options, reload, reloading }) => <SkuFigures data={data} options={options} reload={reload} reloading={reloading} />}
    </ViewFrame>
  );
}

function Figures({ items, testId }: { items: Array<{ key: string; label: string; value: string }>; testId?: string }) {
  return (
    <dl className="inv-figures" data-testid={testId}>
      {items.map((i) => (
        <div key={i.key} className="inv-figure" data-key={i.key}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SkuFigures({ data, options, reload, reloading }: { data: SkuInventory; options: Options; reload(): void; reloading: boolean }) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const cartId = new URLSearchParams(search).get('cart');
  const locale = i18n.locale;
  const openCart = (id: string | null) => navigate(id ? `${location}?cart=${encodeURIComponent(id)}` : location, { replace: true });
  // the heading names the shop by its code (a heading is one string: a name there would be data inside a label)
  const cartCode = cartId ? data.groups.flatMap((g) => g.carts).find((c) => c.cartId === cartId)?.cartCode : undefined;
  return (
    <>
      <Toolbar ariaLabel={t`Actions`}>
        <Button variant="secondary" onPress={reload} isPending={reloading}>
          {t`Reload`}
        </Button>
      </Toolbar>
      <DescriptionList
        items={[
          { key: 'sku', label: t`SKU`, value: data.sku },
          { key: 'name', label: t`Product name`, value: data.name },
          { key: 'category', label: t`Category`, value: data.category },
          { key: 'unit', label: t`Unit`, value: data.unit },
        ]}
      />
      <Figures
        testId="sku-figures"
        items={[
          { key: 'onHand', label: t`On hand`, value: formatQty(data.onHand, locale) },
          { key: 'locked', label: t`Locked`, value: formatQty(data.locked, locale) },
          { key: 'isolated', label: t`Isolated`, value: formatQty(data.isolated, locale) },
          { key: 'available', label: t`Available`, value: formatQty(data.available, locale) },
          { key: 'groups', label: t`Warehouse groups`, value: formatQty(data.groups.filter((g) => g.warehouseGroupId !== null).length, locale) },
        ]}
      />
      {cartId ? (
        <Section
          title={cartCode ? t`What ${cartCode} may sell` : t`What the shop may sell`}
          testId="sku-in-group"
          actions={
            <Button variant="secondary" onPress={() => openCart(null)}>
              {t`Close`}
            </Button>
          }
        >
          <InGroup key={cartId} sku={data.sku} cartId={cartId} />
        </Section>
      ) : null}
      {data.groups.length === 0 ? <EmptyState title={t`No stock`} description={t`This SKU is in no warehouse.`} /> : null}
      {data.groups.map((g) => (
        <GroupStock key={g.warehouseGroupId ?? 'none'} group={g} options={options} onOpenCart={openCart} />
      ))}
    </>
  );
}

function GroupStock({ group, options, onOpenCart }: { group: StockGroup; options: Options; onOpenCart(id: string): void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const title = group.warehouseGroupName ?? t`Warehouses in no group`;
  return (
    <Section
      title={title}
      dataTitle={group.warehouseGroupName !== null}
      testId={`sku-group-${group.warehouseGroupId ?? 'none'}`}
      actions={group.warehouseGroupId ? <Link href={`/group/info/${encodeURIComponent(group.warehouseGroupId)}`} aria-label={t`Open the group ${title}`}>{t`Open the group`}</Link> : undefined}
    >
      <Figures
        items={[
          { key: 'onHand', label: t`On hand`, value: formatQty(group.onHand, locale) },
          { key: 'locked', label: t`Locked`, value: formatQty(group.locked, locale) },
          { key: 'isolated', label: t`Isolated`, value: formatQty(group.isolated, locale) },
          { key: 'available', label: t`Available`, value: formatQty(group.available, locale) },
          ...(group.warehouseGroupId ? [{ key: 'shared', label: t`Shared by shops without allotment`, value: formatQty(group.sharedQty, locale) }] : []),
        ]}
      />
      <TableScroll label={t`Warehouses of ${title}`}>
        <table className="inv-table" aria-label={t`Warehouses of ${title}`}>
          <thead>
            <tr>
              <th scope="col">{t`Warehouse`}</th>
              <th scope="col">{t`Country`}</th>
              <th scope="col" className="num">{t`On hand`}</th>
              <th scope="col" className="num">{t`Locked`}</th>
              <th scope="col" className="num">{t`Isolated`}</th>
              <th scope="col" className="num">{t`Available`}</th>
            </tr>
          </thead>
          <tbody>
            {group.warehouses.map((w) => (
              <tr key={w.id}>
                <td translate="no">
                  {w.code} · {w.name}
                </td>
                <td translate="no">{w.country}</td>
                <td className="num">{formatQty(w.onHand, locale)}</td>
                <td className="num">{formatQty(w.locked, locale)}</td>
                <td className="num">{formatQty(w.isolated, locale)}</td>
                <td className="num">{formatQty(w.available, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {group.warehouseGroupId ? (
        group.carts.length ? (
          <>
            <h4>{t`Shops (${group.carts.length})`}</h4>
            <DataTable<GroupCartRow>
              ariaLabel={t`Shops of ${title}`}
              rows={group.carts}
              rowKey={(c) => c.cartId}
              height={Math.min(320, 48 + group.carts.length * 40)}
              emptyText={t`No shops`}
              onRowAction={onOpenCart}
              testId="sku-group-carts"
              columns={[
                { key: 'cartName', title: t`Shop`, width: 260, render: (c) => `${c.cartCode} · ${c.cartName}`, text: (c) => `${c.cartCode} · ${c.cartName}`, data: true },
                { key: 'platformCode', title: t`Platform`, width: 110, render: (c) => optionLabel(options, 'platform', c.platformCode, locale), text: (c) => optionLabel(options, 'platform', c.platformCode, locale) },
                { key: 'mode', title: t`Allotment`, width: 130, render: (c) => (c.mode ? allotModeLabels.text(c.mode, i18n.locale) : t`Shared`), text: (c) => (c.mode ? allotModeLabels.text(c.mode, i18n.locale) : t`Shared`) },
                { key: 'value', title: t`Value`, width: 100, align: 'end', render: (c) => allotValueText(c.mode, c.value, locale), text: (c) => allotValueText(c.mode, c.value, locale) },
                { key: 'sellable', title: t`Sellable`, width: 100, align: 'end', render: (c) => formatQty(c.sellable, locale), text: (c) => formatQty(c.sellable, locale) },
                { key: 'pushedQty', title: t`Pushed`, width: 100, align: 'end', render: (c) => formatQty(c.pushedQty, locale), text: (c) => formatQty(c.pushedQty, locale) },
              ]}
            />
            <p className="field-description">{t`Open a shop (Enter or click) to see what it may sell of this SKU.`}</p>
          </>
        ) : (
          <p>{t`No shop draws from this group.`}</p>
        )
      ) : null}
    </Section>
  );
}

function InGroup({ sku, cartId }: { sku: string; cartId: string }) {
  const { t, i18n } = useLingui();
  const view = useView(skuInGroupView(sku), cartId);
  const locale = i18n.locale;
  return (
    <ViewFrame<SkuInGroup> view={view} failedText={t`What the shop may sell could not be loaded.`} testId="in-group">
      {({ data }) => (
        <>
          <DescriptionList
            items={[
              { key: 'cart', label: t`Shop`, value: `${data.cart.code} · ${data.cart.name}` },
              { key: 'group', label: t`Warehouse group`, value: data.warehouseGroupName ?? t`No group` },
              { key: 'allotment', label: t`Allotment`, value: data.allotment ? `${allotModeLabels.text(data.allotment.mode, i18n.locale)}: ${allotValueText(data.allotment.mode, data.allotment.value, locale)}` : t`None: shares what is left` },
              { key: 'warehouses', label: t`Warehouses`, value: data.warehouses.map((w) => w.code).join(', ') },
            ]}
          />
          <Figures
            testId="in-group-figures"
            items={[
              { key: 'available', label: t`Group available`, value: formatQty(data.available, locale) },
              { key: 'sellable', label: t`Sellable`, value: formatQty(data.sellable, locale) },
              { key: 'shared', label: t`Shared remainder`, value: formatQty(data.sharedQty, locale) },
              { key: 'pushed', label: t`Last pushed`, value: formatQty(data.pushedQty, locale) },
            ]}
          />
        </>
      )}
    </ViewFrame>
  );
}
