// The /finance group on the server (issue 21, slice 1): settlements and transactions, and their
// demo seed, derived from the seeded orders (so it seeds after the order area).
import { defineServerArea } from '../back/area';
import { seedFinance } from './seed';
import { invoiceHandlers } from './invoices';
import { settlementHandlers } from './settlements';
import { transactionHandlers } from './transactions';

export const financeServer = defineServerArea({ name: 'finance', handlers: [...settlementHandlers, ...transactionHandlers, ...invoiceHandlers], seed: seedFinance, seedAfter: ['order'] });
