// /product/list in the vms build (ProductListScreen picks it from the build's screens.productList):
// the seller's list of the skus its vendors offer, on the generic list's parts, with the row action
// "Change sale price" for a role that manages products (SalePriceDialog on salePrice.machine.ts;
// after a save the list reads its rows again, so the row shows the new price and margin). The list
// kit's own row actions only confirm and send one call; this one is a dialog with its own machine,
// so the screen adds it as a column of the list's table.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { VmsProductRow } from '../../contract/product/master';
import { salePriceMachine } from '../../machines/product/salePrice.machine';
import type { Row } from '../../machines/generic/types';
import { productListResourceOf } from '../../resources/product/master';
import type { AnyResource } from '../../resources/types';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { errorText } from '../errorText';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { ActionConfirm, ListPager, ListSearch, ListTable, ListToolbar } from '../generic/ListScreen';
import { useResourceList } from '../generic/useResourceList';
import { SalePriceDialog } from './SalePriceDialog';

const resource = productListResourceOf('vms') as unknown as AnyResource;

export function VmsProductListScreen() {
  const { t, i18n } = useLingui();
  const parts = useResourceList(resource);
  const mayAct = useCanManage();
  const toast = useSuccessToast();
  const price = useActorRef(
    salePriceMachine.provide({
      actions: {
        announceSaved: () => {
          toast.saved();
          parts.list.send({ type: 'list.refresh' });
        },
      },
    }),
  );
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  const row = (r: Row) => r as unknown as VmsProductRow;
  return (
    <section className="list-screen" aria-labelledby="list-product.vmsList" data-testid="list-product.vmsList" ref={parts.rootRef}>
      <h2 id="list-product.vmsList">{i18n._(resource.title)}</h2>
      <p>{t`The products your vendors offer to your shops: what you pay them, what shoppers pay, and the stock they hold for you.`}</p>
      {setupError ? (
        <ErrorState message={errorText(setupError, t`The list could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => parts.list.send({ type: 'list.retry' })} />
      ) : null}
      <ListSearch parts={parts} />
      <ListToolbar resource={resource} parts={parts} />
      <ListTable
        resource={resource}
        parts={parts}
        extraColumns={
          mayAct
            ? [
                {
                  key: '__salePrice',
                  title: t`Actions`,
                  width: 170,
                  render: (r) => (
                    <Button variant="quiet" onPress={() => price.send({ type: 'price.opened', skuId: row(r).id, sellerSku: row(r).sellerSku })} aria-label={`${t`Change sale price`}: ${row(r).sellerSku}`} testId="row-change-sale-price">
                      {t`Change sale price`}
                    </Button>
                  ),
                  text: () => t`Change sale price`,
                },
              ]
            : []
        }
      />
      <ListPager parts={parts} />
      <ActionConfirm resource={resource} parts={parts} />
      <SalePriceDialog actor={price} />
    </section>
  );
}
