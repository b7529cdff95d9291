// /reconciliation/list: the tenant's reconciliation bills (server table reconciliation.list: search,
// columns, saved views, export, keyset pager). A row opens the bill and its result; "New bill" and
// "Upload a cost bill" open the form and the import.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { billResource } from '../../resources/reconciliation/bills';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';

export function BillListScreen() {
  const { t } = useLingui();
  const mayManage = useCanManage();
  return (
    <ListScreen
      resource={billResource}
      intro={t`A provider's cost bill is matched line by line against your shipments and its cost setting; decide each difference, then submit.`}
      toolbarExtra={
        mayManage ? (
          <>
            <Link href="/newBill" className="button secondary" data-testid="reconciliation-new">
              {t`New bill`}
            </Link>
            <Link href="/upload" className="button secondary" data-testid="reconciliation-upload">
              {t`Upload a cost bill`}
            </Link>
          </>
        ) : null
      }
    />
  );
}
