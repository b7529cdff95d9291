// /asset/cart (list), cart/info/:cartId? (view and edit: name, status, remark; carts come from the
// platforms, so there is no create: without an id the list is shown; below the cart, the logistics
// channels it ships with, edited on their own: CartLogisticsSection) and
// cart/costSet/:cartId?/:platformId?/:cartName? (the cart's platform fees and their records).
import { useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { Link, Redirect } from 'wouter';
import { detailSourceOf } from '../../machines/generic/resource';
import { settingSourceOf } from '../../machines/asset/sources';
import { cartEditResource, cartResource } from '../../resources/asset';
import { cartFields } from '../../resources/asset/cart';
import { cartCost } from '../../resources/asset/settings';
import type { AnyResource } from '../../resources/types';
import { Section } from '../../ui/Section';
import { AssetForm } from './AssetForm';
import { AssetList, type ListParts } from './AssetList';
import { CartLogisticsSection } from './CartLogisticsSection';
import { RecordsList } from './RecordsList';
import { fieldLabelsOf, PageHeader, paramText } from './parts';
import { t, titles } from './texts';
import { useDetail } from '../generic/useDetail';

export function CartList() {
  return <AssetList resource={cartResource as unknown as AnyResource} />;
}

export function CartInfo({ params }: { params: Record<string, string | undefined> }) {
  if (!params.cartId) return <Redirect to="/cart" replace />;
  return <CartRecord id={params.cartId} />;
}

function CartRecord({ id }: { id: string }) {
  const { i18n } = useLingui();
  const source = useMemo(() => detailSourceOf(cartEditResource as unknown as AnyResource), []);
  const detail = useDetail(source, id, { listPath: '/cart' });
  const record = useSelector(detail, (s) => s.context.detail);
  const name = typeof record?.name === 'string' ? record.name : '';
  const platform = typeof record?.platformCode === 'string' ? record.platformCode : '';
  return (
    <section aria-labelledby="asset-page-title" data-testid="cart-info">
      <PageHeader title={i18n._(titles.cartInfo)} name={name} back="/cart" />
      <AssetForm detail={detail} fields={cartFields} testId="cart" />
      {record ? (
        <Section title={i18n._(t.feeLink)} testId="cart-settings">
          <p>
            <Link href={`/cart/costSet/${encodeURIComponent(id)}/${encodeURIComponent(platform)}/${encodeURIComponent(name)}`} data-testid="link-cart-cost">
              {i18n._(t.feeLink)}
            </Link>
          </p>
        </Section>
      ) : null}
      {record ? <CartLogisticsSection cartId={id} /> : null}
    </section>
  );
}

export function CartCostSet({ params }: { params: Record<string, string | undefined> }) {
  if (!params.cartId) return <Redirect to="/cart" replace />;
  return <CartCost id={params.cartId} platform={paramText(params.platformId)} name={paramText(params.cartName)} />;
}

function CartCost({ id, platform, name }: { id: string; platform: string; name: string }) {
  const { i18n } = useLingui();
  const records = useRef<ListParts | null>(null);
  const source = useMemo(() => settingSourceOf(cartCost), []);
  const detail = useDetail(source, id, { listPath: '/cart', onSaved: () => records.current?.list.send({ type: 'list.refresh' }) });
  const platformDefault = useSelector(detail, (s) => s.context.detail?.platformDefault === true);
  const title = i18n._(titles.cartCostSet);
  const who = [name, platform].filter(Boolean).join(' · ');
  return (
    <section aria-labelledby="asset-page-title" data-testid="cart-cost-set">
      <PageHeader title={title} name={who} back={`/cart/info/${encodeURIComponent(id)}`} backLabel={i18n._(titles.cartInfo)} />
      <AssetForm
        detail={detail}
        fields={cartCost.fields}
        testId="cart-cost"
        notice={
          platformDefault ? (
            <p className="state" role="note" data-testid="platform-default">
              {i18n._(t.platformDefault)}
            </p>
          ) : null
        }
      />
      <RecordsList kind="cartCost" ownerId={id} fieldLabels={fieldLabelsOf(cartCost.fields)} partsRef={records} />
    </section>
  );
}
