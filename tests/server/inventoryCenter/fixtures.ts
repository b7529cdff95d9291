// Matrix fixtures of the /inventoryCenter call (tests/server/fixtures.ts gathers them): the stock
// overview's search, a read of the caller's tenant (no object of tenant B to address).
import type { Fixture } from '../fixture-kit';

export const inventoryCenterFixtures = {
  'inventoryCenter.stockSearch': { input: { body: { conditions: { warehouseType: ['platform'], withStock: true }, pageSize: 20 } } },
} satisfies Record<string, Fixture>;
