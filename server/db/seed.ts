// Deterministic demo data: five tenants (two suppliers so tenant isolation can be shown), one
// administrator per tenant, plus two test users of supplier tenant 1 (a viewer without permission
// keys, a new hire who has not accepted the terms). Re-running inserts nothing twice and never
// overwrites what users changed (language, accepted terms, last sign-in).
import { groupsByTenantKind, permissionKeys, type GroupId, type PermissionKey, type TenantKind } from '../../src/contract';
import { hashPassword } from '../auth/password';
import { CURRENT_TERMS_VERSION, DEMO_PASSWORD } from '../config';
import type { Db } from './db';
import { Prng } from './prng';
import type { SeedContext } from './seed-context';
import { serverAreas } from '../areas';

export const SEED_NAME = 'wharf-demo-v1';
/** Fixed timestamps keep seeded rows byte-identical between runs and machines. */
const SEEDED_AT = new Date('2026-01-01T00:00:00Z');
const TERMS_ACCEPTED_AT = new Date('2026-01-05T09:00:00Z');

interface SeedTenant {
  key: string;
  name: string;
  kind: TenantKind;
  currency: string;
}
interface SeedRole {
  tenant: string;
  key: string;
  name: string;
  permissions: readonly PermissionKey[];
  groups: readonly GroupId[];
  /** The granted groups this role may change (the rest it only views). */
  manageGroups: readonly GroupId[];
}
interface SeedUser {
  account: string;
  tenant: string;
  role: string;
  displayName: string;
  lang: 'en' | 'zh-CN';
  signedFlag: '0' | '1';
  termsAccepted: boolean;
  /** Listed on the console at start-up (viewer1 and newhire1 exist for tests). */
  demo: boolean;
}

export const seedTenants: readonly SeedTenant[] = [
  { key: 'harbor', name: 'Harbor Supplies Co.', kind: 'supplier', currency: 'USD' },
  { key: 'pacific', name: 'Pacific Trading Ltd.', kind: 'supplier', currency: 'CNY' },
  { key: 'bluelantern', name: 'Blue Lantern Marketplace', kind: 'seller', currency: 'USD' },
  { key: 'meridian', name: 'Meridian Distribution GmbH', kind: 'distributor', currency: 'EUR' },
  { key: 'swiftcargo', name: 'Swift Cargo Logistics', kind: 'provider', currency: 'HKD' },
];

const admin = (tenant: string, kind: TenantKind): SeedRole => ({
  tenant,
  key: `${tenant}-admin`,
  name: 'Administrator',
  permissions: permissionKeys,
  groups: groupsByTenantKind[kind],
  manageGroups: groupsByTenantKind[kind],
});

export const seedRoles: readonly SeedRole[] = [
  ...seedTenants.map((t) => admin(t.key, t.kind)),
  { tenant: 'harbor', key: 'harbor-viewer', name: 'Viewer', permissions: [], groups: ['asset', 'inventory', 'order'], manageGroups: [] },
];

export const seedUsers: readonly SeedUser[] = [
  { account: 'supplier1', tenant: 'harbor', role: 'harbor-admin', displayName: 'Grace Lin', lang: 'en', signedFlag: '1', termsAccepted: true, demo: true },
  { account: 'supplier2', tenant: 'pacific', role: 'pacific-admin', displayName: 'Wei Zhang', lang: 'zh-CN', signedFlag: '0', termsAccepted: true, demo: true },
  { account: 'seller1', tenant: 'bluelantern', role: 'bluelantern-admin', displayName: 'Maya Patel', lang: 'en', signedFlag: '0', termsAccepted: true, demo: true },
  { account: 'distributor1', tenant: 'meridian', role: 'meridian-admin', displayName: 'Jonas Becker', lang: 'en', signedFlag: '0', termsAccepted: true, demo: true },
  { account: 'provider1', tenant: 'swiftcargo', role: 'swiftcargo-admin', displayName: 'Kenji Wong', lang: 'en', signedFlag: '0', termsAccepted: true, demo: true },
  { account: 'viewer1', tenant: 'harbor', role: 'harbor-viewer', displayName: 'Olivia Reyes', lang: 'en', signedFlag: '0', termsAccepted: true, demo: false },
  { account: 'newhire1', tenant: 'harbor', role: 'harbor-admin', displayName: 'Sam Carter', lang: 'en', signedFlag: '0', termsAccepted: false, demo: false },
];

/** Ids are drawn from the PRNG in a fixed order, so they are the same on every run. */
export function seedIds() {
  const prng = new Prng(SEED_NAME);
  const tenantIds = Object.fromEntries(seedTenants.map((t) => [t.key, prng.id('tn')]));
  const roleIds = Object.fromEntries(seedRoles.map((r) => [r.key, prng.id('rl')]));
  const users = Object.fromEntries(seedUsers.map((u) => [u.account, { id: prng.id('us'), salt: prng.bytes(16) }]));
  return { tenantIds, roleIds, users };
}

export interface SeedResult {
  tenantIds: Record<string, string>;
  userIds: Record<string, string>;
}

export interface SeedOptions {
  /** Seeded order times lie before this (default: the tests' fixed anchor). */
  ordersAnchor?: Date;
  /** Told each area's seed time (ms) as it finishes: for bench/seed-areas.ts. */
  onArea?: (name: string, ms: number) => void;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const { tenantIds, roleIds, users } = seedIds();
  // Hashing is the slow part (scrypt); skip it for users that already exist.
  const existing = new Set(
    (await db.query<{ account: string }>('SELECT account FROM users WHERE account = ANY($1::text[])', [seedUsers.map((u) => u.account)])).map(
      (r) => r.account,
    ),
  );
  const hashes = new Map(
    await Promise.all(
      seedUsers
        .filter((u) => !existing.has(u.account))
        .map(async (u) => [u.account, await hashPassword(DEMO_PASSWORD, users[u.account].salt)] as const),
    ),
  );

  await db.transaction(async (tx) => {
    for (const t of seedTenants) {
      await tx.query('INSERT INTO tenants (id, name, kind, currency, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING', [
        tenantIds[t.key],
        t.name,
        t.kind,
        t.currency,
        SEEDED_AT,
      ]);
    }
    for (const r of seedRoles) {
      await tx.query(
        'INSERT INTO roles (id, tenant_id, name, permission_keys, groups, manage_groups) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
        [roleIds[r.key], tenantIds[r.tenant], r.name, [...r.permissions], [...r.groups], [...r.manageGroups]],
      );
    }
    for (const u of seedUsers) {
      const hash = hashes.get(u.account);
      if (!hash) continue;
      await tx.query(
        `INSERT INTO users (id, tenant_id, account, display_name, password_hash, lang, role_id, signed_flag, terms_accepted_version, terms_accepted_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          users[u.account].id,
          tenantIds[u.tenant],
          u.account,
          u.displayName,
          hash,
          u.lang,
          roleIds[u.role],
          u.signedFlag,
          u.termsAccepted ? CURRENT_TERMS_VERSION : null,
          u.termsAccepted ? TERMS_ACCEPTED_AT : null,
          SEEDED_AT,
        ],
      );
    }
  });

  const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));
  // each supplier tenant's demo administrator books its seeded appointments
  const creators = Object.fromEntries(
    seedUsers.filter((u) => u.demo && u.role === `${u.tenant}-admin`).map((u) => [u.tenant, { id: userIds[u.account], name: u.displayName }]),
  );
  const ctx: SeedContext = { db, tenants: seedTenants, users: seedUsers, tenantIds, userIds, ordersAnchor: options.ordersAnchor, deciders: requestDeciders(), creators, shared: new Map() };
  // the areas seed in the order of server/areas.ts: an area builds on the ones before it
  for (const area of serverAreas) {
    const started = performance.now();
    await area.seed?.(ctx);
    options.onArea?.(area.name, performance.now() - started);
  }
  return { tenantIds, userIds: Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id])) };
}

/** Per tenant key: the administrator whose decisions the seeded decided requests record. */
export function requestDeciders(): Record<string, { id: string; name: string }> {
  const { users } = seedIds();
  const out: Record<string, { id: string; name: string }> = {};
  for (const u of seedUsers) if (u.demo && u.role === `${u.tenant}-admin` && !out[u.tenant]) out[u.tenant] = { id: users[u.account].id, name: u.displayName };
  return out;
}

/** For the start-up banner and the docs: who can sign in with the demo password. */
export function demoAccounts(): { account: string; tenant: string; kind: TenantKind; role: string }[] {
  return seedUsers
    .filter((u) => u.demo)
    .map((u) => {
      const tenant = seedTenants.find((t) => t.key === u.tenant)!;
      return { account: u.account, tenant: tenant.name, kind: tenant.kind, role: seedRoles.find((r) => r.key === u.role)!.name };
    });
}
