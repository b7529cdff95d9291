// The /replenishment group on the server: its records (list, one record, a decision) and their demo seed.
import { defineServerArea } from '../back/area';
import { replenishmentRecordHandlers } from './records';
import { seedReplenishmentRecords } from './seed';

export const replenishmentServer = defineServerArea({ name: 'replenishment', handlers: replenishmentRecordHandlers, seed: seedReplenishmentRecords });
