// /receipt/priceInquiry: the tenant's price inquiries (server table receipt.priceInquiry: search,
// filter by state, columns, saved views, export, keyset pager; hours left to the reply deadline). A
// row opens the inquiry.
import { inquiryResource } from '../../resources/receipt/inquiries';
import { ListScreen } from '../generic/ListScreen';

export function InquiryListScreen() {
  return <ListScreen resource={inquiryResource} />;
}
