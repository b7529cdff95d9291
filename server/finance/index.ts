// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { recordShipmentSales } from './post';
export { FinanceJobRunner, runFinanceJobOnce } from './job';
export { settlementListDefinition } from './list-settlements';
export { transactionListDefinition } from './list-transactions';
export { settlementTotalSql } from './totals';
export { invoiceListDefinition } from './list-invoices';
