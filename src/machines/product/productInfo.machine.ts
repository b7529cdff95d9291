// One platform product (/product/platformInfo/:id) with its skus, price history and proposals, on
// the record-with-actions kit (generic/recordActions.machine.ts, whose header says what each state
// means) with no action of its own: loading, loadFailed (retry), notFound, viewing (reload). The
// decisions on it are its proposals' (priceWithdraw.machine.ts) and a new one (priceProposal.machine.ts).
import { call } from '../../services';
import { getPlatformProduct, type PlatformProductInfo } from '../../contract/product/platform';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export const productInfoSpec: RecordActionsSpec<PlatformProductInfo, never> = {
  id: 'productInfo',
  load: (id, signal) => call(getPlatformProduct, { params: { id } }, { signal, quiet: true }),
  actions: {},
  staleCodes: [],
};

export const productInfoMachine = createRecordActionsMachine(productInfoSpec);
