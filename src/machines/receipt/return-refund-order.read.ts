// The read of one return-refund order (/receipt/returnRefundOrderInfo/:id), a record without actions
// of its own (its master's are on the master's record): read.machine.ts's input.
import { call } from '../../services';
import { getReturnOrder, type ReturnOrderInfo } from '../../contract/receipt/return-refund';
import type { ReadInput } from './read.machine';

export const returnOrderRead = (id: string): ReadInput<ReturnOrderInfo> => ({ load: (signal) => call(getReturnOrder, { params: { id } }, { signal, quiet: true }) });
