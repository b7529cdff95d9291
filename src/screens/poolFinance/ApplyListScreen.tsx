// /poolFinance/apply: the supplier's funding applications (server table poolFinance.application:
// search, columns, saved views, export, keyset pager) under the financing limit and the
// settlements it comes from; "Apply for early payment" opens the form (/poolFinance/applyForm).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { applicationResource } from '../../resources/poolFinance/applications';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';
import { LimitPanel } from './LimitPanel';

export function ApplyListScreen() {
  const { t } = useLingui();
  const mayApply = useCanManage();
  return (
    <ListScreen
      resource={applicationResource}
      notice={<LimitPanel />}
      toolbarExtra={
        mayApply ? (
          <Link href="/applyForm" className="button secondary" data-testid="poolFinance-apply-new">
            {t`Apply for early payment`}
          </Link>
        ) : null
      }
    />
  );
}
