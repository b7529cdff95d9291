// /finance/invoiceList: the tenant's invoices (server table finance.invoiceList). A row opens the
// invoice; "Create" opens the form of a new one against a confirmed settlement.
import { invoiceResource } from '../../resources/finance/invoices';
import { ListScreen } from '../generic/ListScreen';

export function InvoiceListScreen() {
  return <ListScreen resource={invoiceResource} />;
}
