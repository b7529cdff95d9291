// /product/list in its two variants (the build's screens.productList, handed down by the composition
// root): the supplier's product master list with its status counts above, or in the vms build the
// seller's list of the skus its vendors offer (purchase price, sale price, margin, stock; "Change
// sale price": VmsProductListScreen.tsx). Both on the generic list's parts; a row opens the
// product's attributes (/product/info/:id).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ProductStatusCounts } from '../../contract/product/master';
import { detailMachine } from '../../machines/generic/detail.machine';
import { statusCountsInput } from '../../machines/product/masterReads';
import { productMasterResource } from '../../resources/product/master';
import { ErrorState } from '../../ui/ErrorState';
import { useCanManage } from '../access';
import { useApp } from '../appContext';
import { ListScreen } from '../generic/ListScreen';
import './product-master.css';
import { VmsProductListScreen } from './VmsProductListScreen';

export function ProductListScreen() {
  const { build } = useApp();
  return build.screens.productList === 'vms' ? <VmsProductListScreen /> : <ProductMasterList />;
}

function ProductMasterList() {
  const { t } = useLingui();
  const mayAct = useCanManage();
  const counter = useActorRef(detailMachine, { input: statusCountsInput() });
  const counts = useSelector(counter, (s) => s.context.detail as ProductStatusCounts | null);
  const failed = useSelector(counter, (s) => (s.matches('failed') ? (s.context.error?.message ?? '') : null));
  return (
    <ListScreen
      resource={productMasterResource}
      notice={
        failed !== null ? (
          <ErrorState message={failed || t`The status counts could not be loaded.`} retryLabel={t`Retry`} onRetry={() => counter.send({ type: 'detail.retry' })} testId="product-counts-error" />
        ) : counts ? (
          <ul className="product-master-counts" data-testid="product-counts" aria-label={t`Products by status`}>
            <li data-testid="product-count-total">{t`All: ${counts.total}`}</li>
            <li data-testid="product-count-onSale">{t`On sale: ${counts.onSale}`}</li>
            <li data-testid="product-count-offShelf">{t`Off shelf: ${counts.offShelf}`}</li>
            <li data-testid="product-count-blocked">{t`Blocked: ${counts.blocked}`}</li>
            <li data-testid="product-count-incomplete">{t`Attributes incomplete: ${counts.attributesIncomplete}`}</li>
          </ul>
        ) : null
      }
      toolbarExtra={
        <>
          <Link href="/info" className="button secondary" data-testid="product-find">
            {t`Find a product`}
          </Link>
          {mayAct ? (
            <Link href="/upload" className="button secondary" data-testid="product-upload-link">
              {t`Upload attributes`}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
