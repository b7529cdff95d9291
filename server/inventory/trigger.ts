// The trigger (docs/domain/inventory.md, "Trigger"): the diff between the allotment and what was
// last pushed to the channels, its apply (guarded by the diff's token) and the trigger records.
import {
  InventoryErrorCode,
  applyTrigger,
  getTriggerDiff,
  getTriggerRecord,
  queryTriggerRecords,
  triggerRecordTable,
  type AllotMode,
  type Language,
  type TriggerDiff,
  type TriggerLine,
} from '../../src/contract';
import type { Db } from '../db/db';
import { callerOf, getList } from '../lists/registry';
import './list-trigger-records';
import { triggerRecordRowOf } from './list-trigger-records';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { changeOf, diffToken, sellableOf, type TriggerChange } from './allot-math';
import { inventoryError, notFound } from './messages';
import { iso, isoOrNull, newId } from './shared';

interface ScopeGroup {
  id: string;
  name: string;
  modified: boolean;
  modified_at: Date | null;
}

export interface ComputedDiff {
  scope: string | null;
  groups: ScopeGroup[];
  lines: TriggerLine[];
  token: string;
}

/** The live groups of the scope (one group, or all of the tenant's); locked when `forUpdate`. */
async function scopeGroups(db: Db, tenantId: string, groupId: string | null, lang: Language, forUpdate: boolean): Promise<ScopeGroup[]> {
  const groups = await db.query<ScopeGroup>(
    `SELECT id, name, modified, modified_at FROM warehouse_groups
      WHERE tenant_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR id = $2)
      ORDER BY id${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenantId, groupId],
  );
  if (groupId && groups.length === 0) throw notFound(lang);
  return groups.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * Computes the diff of a scope: every allotted (cart, sku) whose sellable quantity differs from
 * the pushed one, and every pushed (cart, sku) whose allotment is gone (release).
 */
export async function computeDiff(db: Db, tenantId: string, groupId: string | null, lang: Language, forUpdate = false): Promise<ComputedDiff> {
  const groups = await scopeGroups(db, tenantId, groupId, lang, forUpdate);
  const ids = groups.map((g) => g.id);
  const allotments = await db.query<{ group_id: string; sku_id: string; cart_id: string; mode: AllotMode; value: number; available: number; pushed: number | null }>(
    `WITH a AS (
       SELECT a.group_id, a.sku_id, a.cart_id, a.mode, a.value::float8 AS value FROM warehouse_group_allotments a
        WHERE a.tenant_id = $1 AND a.group_id = ANY($2::text[])),
     pairs AS (SELECT DISTINCT group_id, sku_id FROM a),
     -- per pair: the sku's few stock rows (primary key prefix sku_id) in the group's warehouses
     ga AS (
       SELECT p.group_id, p.sku_id,
              (SELECT COALESCE(sum(l.available), 0) FROM inventory_stock_levels l
                WHERE l.sku_id = p.sku_id
                  AND l.warehouse_id IN (SELECT gw.warehouse_id FROM warehouse_group_warehouses gw WHERE gw.group_id = p.group_id))::int AS available
         FROM pairs p)
     SELECT a.group_id, a.sku_id, a.cart_id, a.mode, a.value, ga.available, cs.quantity AS pushed
       FROM a JOIN ga ON ga.group_id = a.group_id AND ga.sku_id = a.sku_id
       LEFT JOIN channel_stock cs ON cs.cart_id = a.cart_id AND cs.sku_id = a.sku_id AND cs.group_id = a.group_id`,
    [tenantId, ids],
  );
  const released = await db.query<{ group_id: string; sku_id: string; cart_id: string; quantity: number }>(
    `SELECT cs.group_id, cs.sku_id, cs.cart_id, cs.quantity FROM channel_stock cs
      WHERE cs.tenant_id = $1 AND cs.group_id = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_allotments a WHERE a.group_id = cs.group_id AND a.cart_id = cs.cart_id AND a.sku_id = cs.sku_id)`,
    [tenantId, ids],
  );

  type Raw = { groupId: string; cartId: string; skuId: string; mode: AllotMode | null; value: number | null; oldQty: number | null; newQty: number | null; change: TriggerChange };
  const raw: Raw[] = [];
  const bySku = new Map<string, typeof allotments>();
  for (const a of allotments) {
    const k = `${a.group_id}\u0000${a.sku_id}`;
    bySku.set(k, [...(bySku.get(k) ?? []), a]);
  }
  for (const list of bySku.values()) {
    const { byCart } = sellableOf(list[0].available, list.map((a) => ({ cartId: a.cart_id, mode: a.mode, value: Number(a.value) })));
    for (const a of list) {
      const newQty = byCart.get(a.cart_id) ?? 0;
      const change = changeOf(a.pushed, newQty);
      if (change) raw.push({ groupId: a.group_id, cartId: a.cart_id, skuId: a.sku_id, mode: a.mode, value: Number(a.value), oldQty: a.pushed, newQty, change });
    }
  }
  for (const r of released) raw.push({ groupId: r.group_id, cartId: r.cart_id, skuId: r.sku_id, mode: null, value: null, oldQty: r.quantity, newQty: null, change: 'release' });

  // names for the lines
  const carts = new Map(
    (
      await db.query<{ id: string; code: string; name: string; platform_code: string }>('SELECT id, code, name, platform_code FROM carts WHERE tenant_id = $1 AND id = ANY($2::text[])', [
        tenantId,
        [...new Set(raw.map((l) => l.cartId))],
      ])
    ).map((c) => [c.id, c]),
  );
  const skus = new Map(
    (
      await db.query<{ id: string; sku: string; name: string }>('SELECT id, sku, name FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])', [
        tenantId,
        [...new Set(raw.map((l) => l.skuId))],
      ])
    ).map((s) => [s.id, s]),
  );
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const order = new Map(groups.map((g, i) => [g.id, i]));
  const lines: TriggerLine[] = raw
    .map((l) => {
      const cart = carts.get(l.cartId)!;
      const sku = skus.get(l.skuId)!;
      return {
        warehouseGroupId: l.groupId,
        warehouseGroupName: groupName.get(l.groupId)!,
        cartId: l.cartId,
        cartCode: cart.code,
        cartName: cart.name,
        platformCode: cart.platform_code,
        skuId: l.skuId,
        sku: sku.sku,
        skuName: sku.name,
        mode: l.mode,
        value: l.value,
        oldQty: l.oldQty,
        newQty: l.newQty,
        change: l.change,
      };
    })
    .sort((a, b) => order.get(a.warehouseGroupId)! - order.get(b.warehouseGroupId)! || a.cartCode.localeCompare(b.cartCode) || a.cartId.localeCompare(b.cartId) || a.sku.localeCompare(b.sku));
  const token = diffToken(
    groupId,
    lines.map((l) => ({ groupId: l.warehouseGroupId, cartId: l.cartId, skuId: l.skuId, oldQty: l.oldQty, newQty: l.newQty })),
  );
  return { scope: groupId, groups, lines, token };
}

function countsOf(lines: readonly { change: TriggerChange }[]) {
  const count = (c: TriggerChange) => lines.filter((l) => l.change === c).length;
  return { newCount: count('new'), increaseCount: count('increase'), decreaseCount: count('decrease'), releaseCount: count('release') };
}

export const inventoryTriggerHandlers: HandlerEntry[] = [
  defineHandler(getTriggerDiff, async ({ db, user, query, now }): Promise<TriggerDiff> => {
    const diff = await computeDiff(db, user.tenant.id, query.warehouseGroupId ?? null, user.lang);
    const lineCount = new Map<string, number>();
    for (const l of diff.lines) lineCount.set(l.warehouseGroupId, (lineCount.get(l.warehouseGroupId) ?? 0) + 1);
    return {
      token: diff.token,
      warehouseGroupId: diff.scope,
      generatedAt: iso(now),
      groups: diff.groups
        .filter((g) => diff.scope !== null || g.modified || lineCount.has(g.id))
        .map((g) => ({ id: g.id, name: g.name, modified: g.modified, modifiedAt: isoOrNull(g.modified_at), lineCount: lineCount.get(g.id) ?? 0 })),
      lines: diff.lines,
      ...countsOf(diff.lines),
    };
  }),

  defineHandler(applyTrigger, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    return db.transaction(async (tx) => {
      const diff = await computeDiff(tx, tenantId, body.warehouseGroupId ?? null, user.lang, true);
      if (diff.token !== body.token) throw inventoryError(InventoryErrorCode.triggerDiffChanged, user.lang);
      const touched = new Set(diff.lines.map((l) => l.warehouseGroupId));
      let recordId: string | null = null;
      if (diff.lines.length > 0) {
        recordId = newId('tr');
        const counts = countsOf(diff.lines);
        const names = diff.groups.filter((g) => touched.has(g.id)).map((g) => g.name);
        await tx.query(
          `INSERT INTO trigger_records (id, tenant_id, status, group_names, group_count, line_count, new_count, increase_count, decrease_count, release_count,
                                       created_by, created_by_name, created_at)
           VALUES ($1, $2, 'succeeded', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [recordId, tenantId, names.join(', '), names.length, diff.lines.length, counts.newCount, counts.increaseCount, counts.decreaseCount, counts.releaseCount, user.id, user.displayName, now],
        );
        const col = <K extends keyof TriggerLine>(k: K) => diff.lines.map((l) => (l[k] === null ? null : String(l[k])));
        await tx.query(
          `INSERT INTO trigger_record_lines (record_id, line_no, tenant_id, group_id, cart_id, sku_id, mode, value, old_qty, new_qty, change)
           SELECT $1, l.n, $2, l.group_id, l.cart_id, l.sku_id, l.mode, l.value, l.old_qty, l.new_qty, l.change
             FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::int[], $9::int[], $10::text[]) WITH ORDINALITY
               AS l (group_id, cart_id, sku_id, mode, value, old_qty, new_qty, change, n)`,
          [recordId, tenantId, col('warehouseGroupId'), col('cartId'), col('skuId'), col('mode'), col('value'), col('oldQty'), col('newQty'), col('change')] as never,
        );
        const pushedLines = diff.lines.filter((l) => l.newQty !== null);
        if (pushedLines.length > 0) {
          await tx.query(
            `INSERT INTO channel_stock (cart_id, sku_id, tenant_id, group_id, quantity, pushed_at, trigger_record_id)
             SELECT l.cart_id, l.sku_id, $1, l.group_id, l.quantity, $2, $3
               FROM unnest($4::text[], $5::text[], $6::text[], $7::int[]) AS l (cart_id, sku_id, group_id, quantity)
             ON CONFLICT (cart_id, sku_id) DO UPDATE
               SET quantity = EXCLUDED.quantity, group_id = EXCLUDED.group_id, pushed_at = EXCLUDED.pushed_at, trigger_record_id = EXCLUDED.trigger_record_id`,
            [tenantId, now, recordId, pushedLines.map((l) => l.cartId), pushedLines.map((l) => l.skuId), pushedLines.map((l) => l.warehouseGroupId), pushedLines.map((l) => String(l.newQty))],
          );
        }
        const releases = diff.lines.filter((l) => l.newQty === null);
        for (const l of releases) {
          await tx.query('DELETE FROM channel_stock WHERE cart_id = $1 AND sku_id = $2 AND tenant_id = $3', [l.cartId, l.skuId, tenantId]);
        }
        await tx.query('UPDATE warehouse_groups SET last_pushed_at = $3 WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, [...touched], now]);
      }
      const cleared = diff.groups.filter((g) => g.modified).map((g) => g.id);
      if (cleared.length > 0) {
        await tx.query('UPDATE warehouse_groups SET modified = false, modified_at = NULL WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, cleared]);
      }
      return { recordId, lineCount: diff.lines.length, warehouseGroupIds: [...new Set([...touched, ...cleared])].sort(), appliedAt: iso(now) };
    });
  }),

  defineHandler(queryTriggerRecords, async ({ db, user, body }) => {
    const page = await getList(triggerRecordTable.bizType, user.lang).page(db, callerOf(user), body);
    return page as never;
  }),

  defineHandler(getTriggerRecord, async ({ db, user, params }) => {
    const tenantId = user.tenant.id;
    const record = await db.maybe<Record<string, unknown>>('SELECT * FROM trigger_records WHERE id = $1 AND tenant_id = $2', [params.id, tenantId]);
    if (!record) throw notFound(user.lang);
    const lines = await db.query<{
      group_id: string;
      group_name: string;
      cart_id: string;
      cart_code: string;
      cart_name: string;
      platform_code: string;
      sku_id: string;
      sku: string;
      sku_name: string;
      mode: AllotMode | null;
      value: number | null;
      old_qty: number | null;
      new_qty: number | null;
      change: TriggerChange;
    }>(
      `SELECT l.group_id, g.name AS group_name, l.cart_id, c.code AS cart_code, c.name AS cart_name, c.platform_code, l.sku_id, s.sku, s.name AS sku_name,
              l.mode, l.value::float8 AS value, l.old_qty, l.new_qty, l.change
         FROM trigger_record_lines l
         JOIN warehouse_groups g ON g.id = l.group_id JOIN carts c ON c.id = l.cart_id JOIN skus s ON s.id = l.sku_id
        WHERE l.record_id = $1 AND l.tenant_id = $2
        ORDER BY l.line_no`,
      [params.id, tenantId],
    );
    return {
      ...triggerRecordRowOf(record),
      lines: lines.map((l) => ({
        warehouseGroupId: l.group_id,
        warehouseGroupName: l.group_name,
        cartId: l.cart_id,
        cartCode: l.cart_code,
        cartName: l.cart_name,
        platformCode: l.platform_code,
        skuId: l.sku_id,
        sku: l.sku,
        skuName: l.sku_name,
        mode: l.mode,
        value: l.value === null ? null : Number(l.value),
        oldQty: l.old_qty,
        newQty: l.new_qty,
        change: l.change,
      })),
    };
  }),
];
