// /product/brandList: the brand authorizations (generic list: search with the expiry radar,
// columns, saved views, export), the disable-auth count (brands whose authorization stopped while
// their products are on sale: new listings of them are refused) and the registered (R) brands
// downloaded as csv or xlsx (the download machine).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { downloadRBrands } from '../../contract/product/brand';
import { detailMachine } from '../../machines/generic/detail.machine';
import { downloadMachine } from '../../machines/generic/download.machine';
import { disabledBrandsInput } from '../../machines/product/brandReads';
import { brandAuthResource } from '../../resources/product/brand-review';
import { Button } from '../../ui/Button';
import { ListScreen } from '../generic/ListScreen';

export function BrandListScreen() {
  const { t } = useLingui();
  const counter = useActorRef(detailMachine, { input: disabledBrandsInput() });
  const count = useSelector(counter, (s) => s.context.detail as { brands: number; products: number } | null);
  const downloader = useActorRef(downloadMachine);
  const downloading = useSelector(downloader, (s) => (s.hasTag('busy') ? s.context.key : null));
  const download = (format: 'csv' | 'xlsx') => downloader.send({ type: 'download.requested', request: { key: format, endpoint: downloadRBrands, input: { body: { format } } } });
  const brands = count?.brands ?? 0;
  const products = count?.products ?? 0;
  return (
    <ListScreen
      resource={brandAuthResource}
      intro={t`Prove each brand you sell with its trademark and a validity period. The platform grants or refuses it; when it expires, new listings of the brand stop.`}
      notice={
        brands > 0 ? (
          <p className="notice" role="status" data-testid="brand-disabled-count">
            {t`${brands} brands have no valid authorization while ${products} of their products are on sale: new listings of them are stopped.`}
          </p>
        ) : null
      }
      toolbarExtra={
        <>
          <Button variant="secondary" isPending={downloading === 'csv'} isDisabled={!!downloading} onPress={() => download('csv')} testId="r-brand-csv">
            {t`Registered brands (.csv)`}
          </Button>
          <Button variant="secondary" isPending={downloading === 'xlsx'} isDisabled={!!downloading} onPress={() => download('xlsx')} testId="r-brand-xlsx">
            {t`Registered brands (.xlsx)`}
          </Button>
        </>
      }
    />
  );
}
