// /finance/transactionList: every money event of the tenant with its cause (server table
// finance.transactionList). A row opens the transaction.
import { transactionResource } from '../../resources/finance/transactions';
import { ListScreen } from '../generic/ListScreen';

export function TransactionListScreen() {
  return <ListScreen resource={transactionResource} />;
}
