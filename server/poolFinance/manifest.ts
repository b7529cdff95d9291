// The /poolFinance group on the server: funding applications (list, limit, submit) and their demo
// seed, after the finance area whose settlements they are made against.
import { defineServerArea } from '../back/area';
import { poolFinanceHandlers } from './applications';
import { seedPoolFinance } from './seed';

export const poolFinanceServer = defineServerArea({ name: 'poolFinance', handlers: poolFinanceHandlers, seed: seedPoolFinance, seedAfter: ['finance'] });
