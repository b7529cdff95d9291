// /product/gbProductList: the goods-base products on the generic list screen (search, columns,
// saved views, export, keyset pager), each with its main image as a thumbnail; "New goods-base
// product" opens the form.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { gbResource } from '../../resources/product/goods-base';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import type { CellRender } from '../generic/cells';
import { ListScreen } from '../generic/ListScreen';
import { GbThumbnail } from './GbThumbnail';

const imageCell: CellRender = Object.assign((row: Record<string, unknown>) => <GbThumbnail src={String(row.imageUrl ?? '')} alt={String(row.title ?? '')} size={40} testId="gb-row-image" />, { minWidth: 64 });

export function GbListScreen() {
  const { t } = useLingui();
  const mayAct = useCanManage();
  return (
    <>
      {mayAct ? (
        <Toolbar ariaLabel={t`Goods-base actions`}>
          <Link href="/createGbProduct" className="button" data-testid="gb-new">
            {t`New goods-base product`}
          </Link>
        </Toolbar>
      ) : null}
      <ListScreen resource={gbResource} cells={{ imageUrl: imageCell }} />
    </>
  );
}
