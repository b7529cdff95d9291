// /product/brandList: the brand authorizations (generic list: search with the expiry radar,
// columns, saved views, export), the disable-auth count (brands whose authorization stopped while
// their products are on sale: new listings of them are refused) and the registered (R) brands
// downloaded as csv or xlsx (the download machine).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { downloadRBrands } from '../../contract/product/brand';
import { detailMachine } from '../../machines/generic/detail.machine';
import { downloadMachine } from '../../machines/generic/download.machine';
import { brandAuthCreateMachine } from '../../machines/product/brandAuthCreate.machine';
import { disabledBrandsInput } from '../../machines/product/brandReads';
import { brandAuthResource } from '../../resources/product/brand-review';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { ListScreen } from '../generic/ListScreen';
import { BrandAddDialog } from './BrandAddDialog';

export function BrandListScreen() {
  const { t } = useLingui();
  const mayAct = useCanManage();
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  const adder = useActorRef(
    brandAuthCreateMachine.provide({
      actions: {
        announceCreated: ({ context }) => {
          toast.say('common.message.success');
          if (context.created) navigate(`/authedBrandInfo/${encodeURIComponent(context.created.id)}/${encodeURIComponent(context.created.brandCode)}`);
        },
      },
    }),
  );
  const counter = useActorRef(detailMachine, { input: disabledBrandsInput() });
  const count = useSelector(counter, (s) => s.context.detail as { brands: number; products: number } | null);
  const downloader = useActorRef(downloadMachine);
  const downloading = useSelector(downloader, (s) => (s.hasTag('busy') ? s.context.key : null));
  const download = (format: 'csv' | 'xlsx') => downloader.send({ type: 'download.requested', request: { key: format, endpoint: downloadRBrands, input: { body: { format } } } });
  const countFailed = useSelector(counter, (s) => (s.matches('failed') ? (s.context.error?.message ?? '') : null));
  const brands = count?.brands ?? 0;
  const products = count?.products ?? 0;
  return (
    <>
    <ListScreen
      resource={brandAuthResource}
      intro={t`Prove each brand you sell with its trademark and a validity period. The platform grants or refuses it; when it expires, new listings of the brand stop.`}
      notice={
        countFailed !== null ? (
          <ErrorState message={countFailed || t`The count of stopped brands could not be loaded.`} retryLabel={t`Retry`} onRetry={() => counter.send({ type: 'detail.retry' })} testId="brand-disabled-count-error" />
        ) : brands > 0 ? (
          <p className="notice" role="status" data-testid="brand-disabled-count">
            {t`${brands} brands have no valid authorization while ${products} of their products are on sale: new listings of them are stopped.`}
          </p>
        ) : null
      }
      toolbarExtra={
        <>
          {mayAct ? (
            <Button onPress={() => adder.send({ type: 'brand.opened', today: new Date().toISOString().slice(0, 10) })} testId="brand-add">
              {t`Add authorization`}
            </Button>
          ) : null}
          <Button variant="secondary" isPending={downloading === 'csv'} isDisabled={!!downloading} onPress={() => download('csv')} testId="r-brand-csv">
            {t`Registered brands (.csv)`}
          </Button>
          <Button variant="secondary" isPending={downloading === 'xlsx'} isDisabled={!!downloading} onPress={() => download('xlsx')} testId="r-brand-xlsx">
            {t`Registered brands (.xlsx)`}
          </Button>
        </>
      }
    />
    <BrandAddDialog actor={adder} />
    </>
  );
}
