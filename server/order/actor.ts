// Who does an order step: the caller's tenant and name, the language of the answer, and the
// time the step is recorded at (fulfilment.ts and stock.ts share it).
import type { Language } from '../../src/contract';

export type Actor = { tenantId: string; name: string; lang: Language; now: Date };
