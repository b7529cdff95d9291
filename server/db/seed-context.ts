// What server/db/seed.ts hands each area's seeder (its manifest's `seed`, server/back/area.ts):
// the demo tenants and users with their ids, the anchor seeded order times lie before, who decides
// and books the seeded requests and appointments, and a place where an earlier area leaves what a
// later one builds on (the areas seed in the order of server/areas.ts).
import type { Language, TenantKind } from '../../src/contract';
import type { Db } from './db';

export interface SeedTenantRow {
  key: string;
  name: string;
  kind: TenantKind;
  currency: string;
}

export interface SeedUserRow {
  account: string;
  tenant: string;
  role: string;
  displayName: string;
  lang: Language;
}

export interface SeedContext {
  db: Db;
  tenants: readonly SeedTenantRow[];
  users: readonly SeedUserRow[];
  tenantIds: Record<string, string>;
  userIds: Record<string, string>;
  /** Seeded order times lie before this (undefined: the tests' fixed anchor). */
  ordersAnchor?: Date;
  /** Per tenant key: the administrator whose decisions the seeded decided requests record. */
  deciders: Record<string, { id: string; name: string }>;
  /** Per tenant key: the administrator who books the seeded appointments. */
  creators: Record<string, { id: string; name: string }>;
  /** What an earlier area's seed leaves for a later one, by a key the earlier area exports. */
  shared: Map<string, unknown>;
}
