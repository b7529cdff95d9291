// The input rules of the isolation domain, shared by the handlers and the upload: the shop must be
// an active cart of the tenant, the period must end after it starts and in the future, groups must
// be the tenant's live groups with at least one warehouse (and, for lines, among the isolation's
// chosen groups), skus the tenant's.
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { notFound } from '../inventory';
import { separationError } from './messages';

export interface LineInput {
  skuId: string;
  warehouseGroupId: string;
  qty: number;
}

/** An active cart of the tenant, or SEPARATE_CART_NOT_FOUND (another tenant's cart alike). */
export async function assertCart(db: Db, tenantId: string, cartId: string, lang: Language): Promise<{ id: string; code: string; name: string }> {
  const cart = await db.maybe<{ id: string; code: string; name: string }>("SELECT id, code, name FROM carts WHERE id = $1 AND tenant_id = $2 AND status = 'active'", [
    cartId,
    tenantId,
  ]);
  if (!cart) throw separationError('cartNotFound', lang);
  return cart;
}

/** start < end, and end after now (SEPARATE_PERIOD_INVALID). */
export function assertPeriod(startAt: Date, abortedAt: Date, now: Date, lang: Language): void {
  if (abortedAt.getTime() <= startAt.getTime()) throw separationError('periodEnd', lang, {}, { field: 'abortedAt' });
  if (abortedAt.getTime() <= now.getTime()) throw separationError('periodPast', lang, {}, { field: 'abortedAt' });
}

export interface UsableGroup {
  id: string;
  name: string;
  warehouse_count: number;
}

/** Live groups of the tenant by id (SYS_NOT_FOUND for any other id), each with a warehouse (else SEPARATE_GROUP_NOT_USABLE). */
export async function usableGroups(db: Db, tenantId: string, ids: readonly string[], lang: Language): Promise<Map<string, UsableGroup>> {
  const unique = [...new Set(ids)];
  const rows = await db.query<UsableGroup>(
    `SELECT g.id, g.name, (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) AS warehouse_count
       FROM warehouse_groups g WHERE g.tenant_id = $1 AND g.deleted_at IS NULL AND g.id = ANY($2::text[])`,
    [tenantId, unique],
  );
  if (rows.length !== unique.length) throw notFound(lang);
  const empty = unique.map((id) => rows.find((r) => r.id === id)!).find((g) => g.warehouse_count === 0);
  if (empty) throw separationError('groupNoWarehouse', lang, { name: empty.name }, { warehouseGroupId: empty.id, warehouseGroupName: empty.name });
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Checks lines: skus of the tenant (SEPARATE_SKU_NOT_FOUND), usable groups, and when `chosen`
 * is given, groups among them (SEPARATE_GROUP_NOT_USABLE). Returns the skus by id.
 */
export async function checkLines(
  db: Db,
  tenantId: string,
  lines: readonly LineInput[],
  chosen: ReadonlySet<string> | null,
  lang: Language,
): Promise<{ skus: Map<string, { id: string; sku: string }>; groups: Map<string, UsableGroup> }> {
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  const skus = await db.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, skuIds]);
  if (skus.length !== skuIds.length) throw separationError('skuIdNotFound', lang);
  const groups = await usableGroups(db, tenantId, lines.map((l) => l.warehouseGroupId), lang);
  if (chosen) {
    const stranger = lines.find((l) => !chosen.has(l.warehouseGroupId));
    if (stranger) {
      const g = groups.get(stranger.warehouseGroupId)!;
      throw separationError('groupNotChosen', lang, { name: g.name }, { warehouseGroupId: g.id, warehouseGroupName: g.name });
    }
  }
  return { skus: new Map(skus.map((s) => [s.id, s])), groups };
}
