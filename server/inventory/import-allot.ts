// Import of allotments (inventory/allocation in bulk): one row sets the allotment of one sku to one
// shop in one warehouse group: group name, sku code, shop code, mode (ratio: percent of the group's
// available, 0..100 with 2 decimals; fixed: whole units) and value. The rules of the allotment
// screen (docs/domain/inventory.md, "Allotment") hold for each sku's whole allotment in the group:
// the shop must draw from the group, ratios add up to at most 100 %, fixed quantities to at most
// the group's available stock. A row is checked against the current allotment; when applied, the
// sku's allotment with the row in it is checked again inside the batch transaction, so rows of one
// file that together break a rule are refused from the one that breaks it. Every change appends an
// allot record and marks the group modified (to be pushed with the trigger), like a save does.
import { InventoryErrorCode, type ImportColumn } from '../../src/contract';
import type { Db } from '../db/db';
import { inventoryMsg } from './messages';
import { groupStockOf, markModified, newId } from './shared';
import { hundredths } from './allot-math';
import { basicProblems } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const MODES = ['ratio', 'fixed'] as const;
type Mode = (typeof MODES)[number];

const columns: ImportColumn[] = [
  { key: 'group', title: { en: 'Warehouse group', zh: '仓库组' }, required: true, hint: { en: 'The name of one of your warehouse groups', zh: '您的仓库组名称' } },
  { key: 'sku', title: { en: 'SKU', zh: 'SKU' }, required: true, lookup: 'sku', hint: { en: 'The code of one of your SKUs', zh: '您的 SKU 编码' } },
  { key: 'shop', title: { en: 'Shop code', zh: '店铺编码' }, required: true, lookup: 'shop', hint: { en: 'A shop that draws its stock from the group', zh: '绑定该仓库组的店铺' } },
  { key: 'mode', title: { en: 'Mode', zh: '分配方式' }, required: true, hint: { en: 'ratio (percent of available) or fixed (units)', zh: 'ratio（可用库存百分比）或 fixed（固定数量）' }, options: [...MODES] },
  { key: 'value', title: { en: 'Value', zh: '数值' }, required: true, hint: { en: 'ratio: 0 to 100, up to 2 decimals; fixed: a whole number', zh: 'ratio：0 到 100，最多 2 位小数；fixed：整数' } },
];

interface Refs {
  groups: Map<string, { id: string; name: string }>;
  skus: Map<string, { id: string; sku: string }>;
  /** shop code (lower) -> its id and the group it draws from */
  shops: Map<string, { id: string; code: string; group_id: string | null }>;
}

const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[]): Promise<Refs> {
  const [groups, skus, shops] = await Promise.all([
    db.query<{ id: string; name: string }>('SELECT id, name FROM warehouse_groups WHERE tenant_id = $1 AND deleted_at IS NULL AND lower(name) = ANY($2::text[])', [
      tenantId,
      lower(rows.map((r) => r.cells.group)),
    ]),
    db.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [tenantId, lower(rows.map((r) => r.cells.sku))]),
    db.query<{ id: string; code: string; group_id: string | null }>(
      `SELECT c.id, c.code, gc.group_id FROM carts c LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id
        WHERE c.tenant_id = $1 AND lower(c.code) = ANY($2::text[])`,
      [tenantId, lower(rows.map((r) => r.cells.shop))],
    ),
  ]);
  return {
    groups: new Map(groups.map((g) => [g.name.toLowerCase(), g])),
    skus: new Map(skus.map((s) => [s.sku.toLowerCase(), s])),
    shops: new Map(shops.map((c) => [c.code.toLowerCase(), c])),
  };
}

function valueProblem(mode: string, value: string): RowProblem | null {
  const ok = mode === 'ratio' ? /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100 : /^\d{1,9}$/.test(value);
  if (ok || !MODES.includes(mode as Mode)) return null;
  return importProblem('value', mode === 'ratio' ? 'allotRatioValue' : 'allotFixedValue', { value });
}

interface Allotment {
  cartId: string;
  mode: Mode;
  value: number;
}

/** The sku's allotment in the group with one shop's allotment set: the rule it breaks, if any. */
function ruleProblem(current: readonly Allotment[], next: Allotment, available: number, sku: string): RowProblem | null {
  const all = [...current.filter((a) => a.cartId !== next.cartId), next];
  const ratio = all.filter((a) => a.mode === 'ratio').reduce((s, a) => s + hundredths(a.value), 0);
  if (ratio > 10_000) {
    return problem('value', (l) => inventoryMsg(InventoryErrorCode.allotRatioOver100, l, { sku, sum: (ratio / 100).toFixed(2) }));
  }
  const fixed = all.filter((a) => a.mode === 'fixed').reduce((s, a) => s + a.value, 0);
  if (fixed > available) return problem('value', (l) => inventoryMsg(InventoryErrorCode.allotExceedsAvailable, l, { sku, sum: fixed, available }));
  return null;
}

interface Resolved {
  groupId: string;
  skuId: string;
  sku: string;
  cartId: string;
  mode: Mode;
  value: number;
}

/** A row's references and values, or its problems. */
function resolve(refs: Refs, cells: Record<string, string>): { row: Resolved } | { problems: RowProblem[] } {
  const problems = [...basicProblems(columns, cells)];
  const value = valueProblem(cells.mode, cells.value);
  if (cells.value && value) problems.push(value);
  const group = cells.group ? refs.groups.get(cells.group.toLowerCase()) : undefined;
  const sku = cells.sku ? refs.skus.get(cells.sku.toLowerCase()) : undefined;
  const shop = cells.shop ? refs.shops.get(cells.shop.toLowerCase()) : undefined;
  if (cells.group && !group) problems.push(importProblem('group', 'unknownGroup', { value: cells.group }));
  if (cells.sku && !sku) problems.push(importProblem('sku', 'unknownSku', { value: cells.sku }));
  if (cells.shop && !shop) problems.push(importProblem('shop', 'unknownShop', { value: cells.shop }));
  if (group && shop && shop.group_id !== group.id) problems.push(problem('shop', (l) => inventoryMsg(InventoryErrorCode.cartNotInGroup, l, { cart: shop.code })));
  if (problems.length || !group || !sku || !shop) return { problems };
  return { row: { groupId: group.id, skuId: sku.id, sku: sku.sku, cartId: shop.id, mode: cells.mode as Mode, value: Number(cells.value) } };
}

async function currentAllotments(db: Db, tenantId: string, rows: readonly Resolved[], lock = false) {
  const found = await db.query<{ id: string; group_id: string; sku_id: string; cart_id: string; mode: Mode; value: number }>(
    `SELECT id, group_id, sku_id, cart_id, mode, value::float8 AS value FROM warehouse_group_allotments
      WHERE tenant_id = $1 AND group_id = ANY($2::text[]) AND sku_id = ANY($3::text[])${lock ? ' ORDER BY id FOR UPDATE' : ''}`,
    [tenantId, [...new Set(rows.map((r) => r.groupId))], [...new Set(rows.map((r) => r.skuId))]],
  );
  const bySku = new Map<string, typeof found>();
  for (const a of found) bySku.set(`${a.group_id}/${a.sku_id}`, [...(bySku.get(`${a.group_id}/${a.sku_id}`) ?? []), { ...a, value: Number(a.value) }]);
  return bySku;
}

async function availableOf(db: Db, tenantId: string, rows: readonly Resolved[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const groupId of new Set(rows.map((r) => r.groupId))) {
    const stock = await groupStockOf(db, tenantId, groupId, [...new Set(rows.filter((r) => r.groupId === groupId).map((r) => r.skuId))]);
    for (const [skuId, s] of stock) out.set(`${groupId}/${skuId}`, s.available);
  }
  return out;
}

const asAllotments = (rows: readonly { cart_id: string; mode: Mode; value: number }[]): Allotment[] => rows.map((a) => ({ cartId: a.cart_id, mode: a.mode, value: a.value }));

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  const resolved = rows.map((r) => resolve(refs, r.cells));
  const good = resolved.flatMap((r) => ('row' in r ? [r.row] : []));
  const current = await currentAllotments(db, caller.tenantId, good);
  const available = await availableOf(db, caller.tenantId, good);
  return resolved.map((r, i) => {
    const cells = rows[i].cells;
    const key = cells.group && cells.sku && cells.shop ? `${cells.group}/${cells.sku}/${cells.shop}`.toLowerCase() : null;
    if ('problems' in r) return { action: 'error', problems: r.problems, key };
    const k = `${r.row.groupId}/${r.row.skuId}`;
    const existing = current.get(k) ?? [];
    const broken = ruleProblem(asAllotments(existing), r.row, available.get(k) ?? 0, r.row.sku);
    if (broken) return { action: 'error', problems: [broken], key };
    const mine = existing.find((a) => a.cart_id === r.row.cartId);
    if (!mine) return { action: 'create', problems: [], key };
    const same = mine.mode === r.row.mode && hundredths(mine.value) === hundredths(r.row.value);
    return { action: same ? 'unchanged' : 'update', problems: [], key };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  const refs = await refsOf(tx, caller.tenantId, rows);
  const resolved = rows.map((r) => ({ id: r.id, r: resolve(refs, r.cells) }));
  const good = resolved.flatMap(({ r }) => ('row' in r ? [r.row] : []));
  const current = await currentAllotments(tx, caller.tenantId, good, true);
  const available = await availableOf(tx, caller.tenantId, good);
  const touched = new Set<string>();
  for (const { id, r } of resolved) {
    // the shop left the group, the sku or group was deleted since the check
    if ('problems' in r) {
      refused.set(id, r.problems);
      continue;
    }
    const row = r.row;
    const k = `${row.groupId}/${row.skuId}`;
    const existing = current.get(k) ?? [];
    const broken = ruleProblem(asAllotments(existing), row, available.get(k) ?? 0, row.sku);
    if (broken) {
      refused.set(id, [broken]);
      continue;
    }
    const mine = existing.find((a) => a.cart_id === row.cartId);
    if (mine && mine.mode === row.mode && hundredths(mine.value) === hundredths(row.value)) continue;
    const allotmentId = mine?.id ?? newId('al');
    if (mine) {
      await tx.query('UPDATE warehouse_group_allotments SET mode = $2, value = $3, updated_at = $4, updated_by = $5 WHERE id = $1', [mine.id, row.mode, row.value, caller.now, caller.userId]);
    } else {
      await tx.query(
        `INSERT INTO warehouse_group_allotments (id, tenant_id, group_id, sku_id, cart_id, mode, value, created_at, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
        [allotmentId, caller.tenantId, row.groupId, row.skuId, row.cartId, row.mode, row.value, caller.now, caller.userId],
      );
    }
    await tx.query(
      `INSERT INTO allot_records (id, tenant_id, allotment_id, group_id, sku_id, cart_id, old_mode, old_value, new_mode, new_value, changed_by, changed_by_name, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [newId('ar'), caller.tenantId, allotmentId, row.groupId, row.skuId, row.cartId, mine?.mode ?? null, mine?.value ?? null, row.mode, row.value, caller.userId, caller.userName, caller.now],
    );
    // later rows of the batch see this one
    const next = { id: allotmentId, group_id: row.groupId, sku_id: row.skuId, cart_id: row.cartId, mode: row.mode, value: row.value };
    current.set(k, [...existing.filter((a) => a.cart_id !== row.cartId), next]);
    touched.add(row.groupId);
  }
  if (touched.size) {
    await tx.query('UPDATE warehouse_groups SET allot_version = allot_version + 1 WHERE tenant_id = $1 AND id = ANY($2::text[])', [caller.tenantId, [...touched]]);
    await markModified(tx, caller.tenantId, [...touched], caller.now);
  }
  return refused;
}

export const allotImport: ImportDefinition = {
  type: 'allot',
  columns,
  keyColumn: 'shop',
  check,
  apply,
};
