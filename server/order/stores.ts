// The stores call (src/contract/order/stores.ts): the caller's tenant's shops, active first; a
// keyword narrows by name (contains) or code (exact).
import { listOrderStores, type OrderStore } from '../../src/contract';
import { escapeLike } from '../lists/conditions';
import { defineHandler, type HandlerEntry } from '../back/handler';

export const orderStoreHandlers: readonly HandlerEntry[] = [
  defineHandler(listOrderStores, async ({ db, user, query }) => {
    const keyword = query.keyword?.trim() ?? '';
    const rows = await db.query<{ id: string; code: string; name: string; platform_code: string; site_country: string; currency: string; status: OrderStore['status'] }>(
      `SELECT id, code, name, platform_code, site_country, currency, status FROM carts
        WHERE tenant_id = $1 AND ($3 = '' OR name ILIKE '%' || $2 || '%' ESCAPE '\\' OR lower(code) = lower($3))
        ORDER BY status = 'active' DESC, name, id`,
      [user.tenant.id, escapeLike(keyword), keyword],
    );
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, platformCode: r.platform_code, siteCountry: r.site_country, currency: r.currency, status: r.status }));
  }),
];
