// /product/applyNewProductList: the batches of new-product applications on the generic list screen
// (search, columns, saved views, export, keyset pager); "New application" opens the batch form.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { applyBatchResource } from '../../resources/product/apply';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';

export function ApplyListScreen() {
  const { t } = useLingui();
  const mayAct = useCanManage();
  return (
    <>
      {mayAct ? (
        <Toolbar ariaLabel={t`Application actions`}>
          <Link href="/createApplyNewProduct" className="button" data-testid="apply-new">
            {t`New application`}
          </Link>
        </Toolbar>
      ) : null}
      <ListScreen resource={applyBatchResource} />
    </>
  );
}
