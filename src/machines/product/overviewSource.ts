// The supplier's overview as a read-only record for the generic detail machine (its loading,
// failed and retry states); the id is not used: there is one overview per tenant.
import { getSupplierOverview } from '../../contract/product/overview';
import { readSource } from './readSource';

export const supplierOverviewSource = readSource((_id, { signal, call }) => call(getSupplierOverview, {}, { signal, quiet: true }));
