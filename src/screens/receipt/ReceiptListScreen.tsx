// /receipt/list: the receipts, in two views: "Differences to answer" first (one row per open
// difference: its window as a countdown, attempts left, value), then every receipt. Each view is
// the generic list over its server table; a row opens its receipt (/receipt/info/:id).
import { useLingui } from '@lingui/react/macro';
import { differenceResource, receiptResource } from '../../resources/receipt/receipts';
import { Tabs } from '../../ui/Tabs';
import { ListScreen } from '../generic/ListScreen';
import { countdown } from './countdown';

export function ReceiptListScreen() {
  const { t, i18n } = useLingui();
  const now = Date.now();
  return (
    <Tabs
      ariaLabel={t`Receipt views`}
      testId="receipt-list-views"
      defaultSelectedKey="differences"
      tabs={[
        {
          key: 'differences',
          title: t`Differences to answer`,
          content: <ListScreen resource={differenceResource} intro={t`Answer each difference before its window closes: accept it, or dispute it with a note and photos.`} cells={{ answerClosesAt: (row) => countdown(String(row.answerClosesAt), now, i18n) }} />,
        },
        { key: 'receipts', title: t`All receipts`, content: <ListScreen resource={receiptResource} /> },
      ]}
    />
  );
}
