// Allotment of a group's available stock to its carts (docs/domain/inventory.md, "Allotment"):
// the allotment screen (keyset-paged by sku), saving per sku with the rules, and the change
// records.
import { ALLOT_RECORDS_MAX, InventoryErrorCode, getAllotRecords, getGroupAllotment, saveGroupAllotment, type AllotMode } from '../../src/contract';
import { keysetPage } from '../lists/keyset';
import { and, sql } from '../lists/sql';
import { escapeLike } from '../lists/conditions';
import './list-allot-records';
import { allotRecordRowOf, allotRecordSelect } from './list-allot-records';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { hundredths } from './allot-math';
import { inventoryError, notFound } from './messages';
import { allotGroupOf, allotRowsOf, groupStockOf, loadGroup, markModified, newId } from './shared';

interface Existing {
  id: string;
  sku_id: string;
  cart_id: string;
  mode: AllotMode;
  value: number;
}

export const inventoryAllotHandlers: HandlerEntry[] = [
  defineHandler(getGroupAllotment, async ({ db, user, params, query }) => {
    const tenantId = user.tenant.id;
    const g = await loadGroup(db, tenantId, params.id, user.lang);
    const carts = await db.query<{ id: string; code: string; name: string; platform_code: string; site_country: string; status: string }>(
      `SELECT c.id, c.code, c.name, c.platform_code, c.site_country, c.status FROM warehouse_group_carts gc JOIN carts c ON c.id = gc.cart_id
        WHERE gc.group_id = $1 AND gc.tenant_id = $2 ORDER BY c.code, c.id`,
      [g.id, tenantId],
    );
    const allottedHere = sql`EXISTS (SELECT 1 FROM warehouse_group_allotments a WHERE a.group_id = ${g.id} AND a.sku_id = s.id)`;
    const page = await keysetPage<{ id: string; sku: string; name: string }>(db, {
      select: sql`s.id, s.sku, s.name`,
      from: sql`skus s`,
      where: [
        sql`s.tenant_id = ${tenantId}`,
        // skus with stock in the group's warehouses, or an allotment in the group
        sql`(EXISTS (SELECT 1 FROM warehouse_group_warehouses gw JOIN inventory_stock st ON st.warehouse_id = gw.warehouse_id
                      WHERE gw.group_id = ${g.id} AND st.sku_id = s.id) OR ${allottedHere})`,
        query.sku?.trim() ? sql`s.sku ILIKE ${`%${escapeLike(query.sku.trim())}%`} ESCAPE '\\'` : undefined,
        query.allotted === 'true' ? allottedHere : query.allotted === 'false' ? sql`NOT ${allottedHere}` : undefined,
      ],
      sortable: { sku: sql`s.sku` },
      sort: { field: 'sku', order: 'asc' },
      idColumn: sql`s.id`,
      cursor: query.cursor ?? null,
      pageSize: query.pageSize,
      scope: `inventory.allot:${g.id}`,
      mapRow: (r) => ({ id: String(r.id), sku: String(r.sku), name: String(r.name) }),
    });
    return {
      group: allotGroupOf(g),
      carts: carts.map((c) => ({ id: c.id, code: c.code, name: c.name, platformCode: c.platform_code, siteCountry: c.site_country, status: c.status })),
      page: { ...page, rows: await allotRowsOf(db, tenantId, g.id, page.rows) },
    };
  }),

  defineHandler(saveGroupAllotment, async ({ db, user, params, body, now }) => {
    const tenantId = user.tenant.id;
    const lang = user.lang;
    const result = await db.transaction(async (tx) => {
      const g = await loadGroup(tx, tenantId, params.id, lang, true);
      if (g.allot_version !== body.allotVersion) throw inventoryError(InventoryErrorCode.allotVersionStale, lang, {}, { allotVersion: g.allot_version });
      const skuIds = body.items.map((i) => i.skuId);
      const skus = await tx.query<{ id: string; sku: string; name: string }>('SELECT id, sku, name FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, skuIds]);
      if (skus.length !== skuIds.length) throw notFound(lang);
      const skuById = new Map(skus.map((s) => [s.id, s]));

      const cartIds = [...new Set(body.items.flatMap((i) => i.allotments.map((a) => a.cartId)))];
      const carts = await tx.query<{ id: string; code: string; group_id: string | null }>(
        `SELECT c.id, c.code, gc.group_id FROM carts c LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id
          WHERE c.tenant_id = $1 AND c.id = ANY($2::text[])`,
        [tenantId, cartIds],
      );
      if (carts.length !== cartIds.length) throw notFound(lang);
      const stranger = carts.find((c) => c.group_id !== g.id);
      if (stranger) throw inventoryError(InventoryErrorCode.cartNotInGroup, lang, { cart: stranger.code }, { cartId: stranger.id, cartCode: stranger.code });

      // the rules, per sku, on the full allotment the item sets
      const stock = await groupStockOf(tx, tenantId, g.id, skuIds);
      for (const item of body.items) {
        const sku = skuById.get(item.skuId)!;
        const ratio = item.allotments.filter((a) => a.mode === 'ratio').reduce((s, a) => s + hundredths(a.value), 0);
        if (ratio > 10_000) {
          throw inventoryError(InventoryErrorCode.allotRatioOver100, lang, { sku: sku.sku, sum: (ratio / 100).toFixed(2) }, { skuId: sku.id, sku: sku.sku, ratioSum: ratio / 100 });
        }
        const fixed = item.allotments.filter((a) => a.mode === 'fixed').reduce((s, a) => s + a.value, 0);
        const available = stock.get(item.skuId)?.available ?? 0;
        if (fixed > available) {
          throw inventoryError(
            InventoryErrorCode.allotExceedsAvailable,
            lang,
            { sku: sku.sku, sum: fixed, available },
            { skuId: sku.id, sku: sku.sku, fixedSum: fixed, available },
          );
        }
      }

      // what changes: per (sku, cart) old -> new
      const existing = await tx.query<Existing>(
        `SELECT id, sku_id, cart_id, mode, value::float8 AS value FROM warehouse_group_allotments
          WHERE group_id = $1 AND tenant_id = $2 AND sku_id = ANY($3::text[])`,
        [g.id, tenantId, skuIds],
      );
      const key = (skuId: string, cartId: string) => `${skuId}\u0000${cartId}`;
      const before = new Map(existing.map((e) => [key(e.sku_id, e.cart_id), { ...e, value: Number(e.value) }]));
      const records: (string | number | null | Date)[][] = [];
      const record = (allotmentId: string, skuId: string, cartId: string, old: { mode: AllotMode; value: number } | null, next: { mode: AllotMode; value: number } | null) =>
        records.push([newId('ar'), allotmentId, skuId, cartId, old?.mode ?? null, old?.value ?? null, next?.mode ?? null, next?.value ?? null]);
      for (const item of body.items) {
        const wanted = new Set<string>();
        for (const a of item.allotments) {
          const k = key(item.skuId, a.cartId);
          wanted.add(k);
          const old = before.get(k);
          if (!old) {
            const id = newId('al');
            await tx.query(
              `INSERT INTO warehouse_group_allotments (id, tenant_id, group_id, sku_id, cart_id, mode, value, created_at, updated_at, updated_by)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
              [id, tenantId, g.id, item.skuId, a.cartId, a.mode, a.value, now, user.id],
            );
            record(id, item.skuId, a.cartId, null, a);
          } else if (old.mode !== a.mode || hundredths(old.value) !== hundredths(a.value)) {
            await tx.query('UPDATE warehouse_group_allotments SET mode = $2, value = $3, updated_at = $4, updated_by = $5 WHERE id = $1', [old.id, a.mode, a.value, now, user.id]);
            record(old.id, item.skuId, a.cartId, old, a);
          }
        }
        for (const old of existing.filter((e) => e.sku_id === item.skuId && !wanted.has(key(e.sku_id, e.cart_id)))) {
          await tx.query('DELETE FROM warehouse_group_allotments WHERE id = $1', [old.id]);
          record(old.id, item.skuId, old.cart_id, { mode: old.mode, value: Number(old.value) }, null);
        }
      }
      if (records.length === 0) return { changed: 0 };
      const col = (i: number) => records.map((r) => (r[i] === null ? null : String(r[i]))) as string[];
      await tx.query(
        `INSERT INTO allot_records (id, tenant_id, allotment_id, group_id, sku_id, cart_id, old_mode, old_value, new_mode, new_value, changed_by, changed_by_name, changed_at)
         SELECT r.id, $1, r.allotment_id, $2, r.sku_id, r.cart_id, r.old_mode, r.old_value, r.new_mode, r.new_value, $3, $4, $5
           FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::numeric[], $12::text[], $13::numeric[])
             AS r (id, allotment_id, sku_id, cart_id, old_mode, old_value, new_mode, new_value)`,
        [tenantId, g.id, user.id, user.displayName, now, col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7)],
      );
      await tx.query('UPDATE warehouse_groups SET allot_version = allot_version + 1 WHERE id = $1 AND tenant_id = $2', [g.id, tenantId]);
      await markModified(tx, tenantId, [g.id], now);
      return { changed: records.length };
    });
    const g = await loadGroup(db, tenantId, params.id, lang);
    const skus = await db.query<{ id: string; sku: string; name: string }>('SELECT id, sku, name FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[]) ORDER BY sku', [
      tenantId,
      body.items.map((i) => i.skuId),
    ]);
    return { group: allotGroupOf(g), changedCount: result.changed, rows: await allotRowsOf(db, tenantId, g.id, skus) };
  }),

  defineHandler(getAllotRecords, async ({ db, user, query }) => {
    const tenantId = user.tenant.id;
    const ids = query.id;
    const known = await db.query<{ allotment_id: string }>('SELECT DISTINCT allotment_id FROM allot_records WHERE tenant_id = $1 AND allotment_id = ANY($2::text[])', [tenantId, ids]);
    if (known.length !== ids.length) throw notFound(user.lang);
    const q = sql`SELECT ${allotRecordSelect} FROM allot_records r
        JOIN warehouse_groups g ON g.id = r.group_id JOIN skus s ON s.id = r.sku_id JOIN carts c ON c.id = r.cart_id
       WHERE ${and([sql`r.tenant_id = ${tenantId}`, sql`r.allotment_id = ANY(${ids}::text[])`])}
       ORDER BY r.changed_at DESC, r.id DESC LIMIT ${ALLOT_RECORDS_MAX + 1}`.render();
    const rows = await db.query(q.text, q.params);
    return { records: rows.slice(0, ALLOT_RECORDS_MAX).map(allotRecordRowOf), truncated: rows.length > ALLOT_RECORDS_MAX };
  }),
];
