// /order/abnormalList: exceptions of the tenant's orders (server table order.abnormalList:
// search, columns, saved views, export, keyset pager). The list keeps its view when left and
// opened again (the generic list's URL and session snapshot). A row opens the exception.
import { useLingui } from '@lingui/react/macro';
import { abnormalStatusSchema } from '../../contract/order/abnormal';
import { abnormalResource } from '../../resources/order/abnormal';
import { ListScreen } from '../generic/ListScreen';
import { badgeCell } from '../generic/cells';
import { AbnormalBadge } from './parts';

export function AbnormalListScreen() {
  const { t } = useLingui();
  return (
    <ListScreen
      resource={abnormalResource}
      intro={t`Orders with an exception: an address that cannot be verified, stock short when the order was pushed, a carrier that refused the parcel, a customs hold. Open one to resolve it.`}
      cells={{ status: badgeCell(abnormalStatusSchema, AbnormalBadge) }}
    />
  );
}
