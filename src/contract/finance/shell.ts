// What the portal's shell knows of the /finance group (kernel/area.ts): its option dictionaries'
// names and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const financeShell = defineAreaShell({
  name: 'finance',
  options: ['financeSettlementStatus', 'financeTransactionKind', 'financeInvoiceStatus'],
  // built in slices (issue 21, slice 1): settlements and transactions; slice 2: invoices
  menu: ['settlementList', 'transactionList', 'invoiceList'],
  // the lists' searches are sent as POST and only read
  readsByPost: ['finance.settlementSearch', 'finance.transactionSearch', 'finance.invoiceSearch', 'finance.invoiceUploadCheck'],
});
