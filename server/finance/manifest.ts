// The /finance group on the server: its records (list, one record, a decision) and their demo seed.
import { defineServerArea } from '../back/area';
import { financeRecordHandlers } from './records';
import { seedFinanceRecords } from './seed';

export const financeServer = defineServerArea({ name: 'finance', handlers: financeRecordHandlers, seed: seedFinanceRecords });
