// The /reconciliation group on the server: its records (list, one record, a decision) and their demo seed.
import { defineServerArea } from '../back/area';
import { reconciliationRecordHandlers } from './records';
import { seedReconciliationRecords } from './seed';

export const reconciliationServer = defineServerArea({ name: 'reconciliation', handlers: reconciliationRecordHandlers, seed: seedReconciliationRecords });
