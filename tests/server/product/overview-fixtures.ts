// Matrix fixtures of the supplier's overview (tests/server/fixtures.ts gathers every `...Fixtures`
// export): one read of the caller's own tenant, nothing addressed by id, nothing changed.
import type { Fixture } from '../fixture-kit';

export const overviewFixtures: Record<string, Fixture> = {
  'product.supplierOverview': { input: {} },
};
