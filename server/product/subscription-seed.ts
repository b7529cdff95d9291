// Demo supplier subscriptions: each supplier with a channel subscribes, on the platform of its
// first channel, to new standard products of one category and to bidding changes of another (fixed
// picks, shifted by the tenant's place, so suppliers differ). Fixed ids: seeding again adds nothing.
import type { SeedContext } from '../db/seed-context';

const PICKS: readonly (readonly [string, string])[] = [
  ['KT-DRINK', 'HM-DECOR'],
  ['EL-CHG', 'OD-FIT'],
  ['PT-TOY', 'KT-STORE'],
];
const DAY = 86_400_000;

export async function seedSubscriptions({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-02T00:00:00.000Z');
  const suppliers = tenants.filter((t) => t.kind === 'supplier');
  for (const [i, tenant] of suppliers.entries()) {
    const tenantId = tenantIds[tenant.key];
    const cart = await db.maybe<{ platform_code: string }>('SELECT platform_code FROM carts WHERE tenant_id = $1 ORDER BY code LIMIT 1', [tenantId]);
    if (!cart) continue;
    const [standard, bidding] = PICKS[i % PICKS.length]!;
    const by = deciders[tenant.key]?.name ?? 'Supplier';
    const rows: [string, string, string, number][] = [
      [`sub-${tenant.key}-1`, standard, 'newStandard', 40],
      [`sub-${tenant.key}-2`, bidding, 'biddingChange', 12],
    ];
    for (const [id, category, kind, daysAgo] of rows)
      await db.query(
        `INSERT INTO product_subscriptions (id, tenant_id, platform_code, category_code, notice_kind, status, request_id, created_at, created_by_name)
         VALUES ($1, $2, $3, $4, $5, 'active', $1, $6, $7) ON CONFLICT DO NOTHING`,
        [id, tenantId, cart.platform_code, category, kind, new Date(anchor.getTime() - daysAgo * DAY), by],
      );
  }
}
