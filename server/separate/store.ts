// The isolation (separation) domain's database work, shared by the handlers, the automatic job and
// the upload (docs/domain/separation.md): loading an isolation (tenant-scoped, optionally locked),
// codes, history, the "automatic processing" flags, group availability, and the stock moves:
// allocation (lock the stock rows, spread a line over its group's warehouses, largest available
// first) and release. Every stock move keeps inventory_stock.isolated equal to the sum of the
// allocations of that sku and warehouse, and each line's `isolated` equal to its allocations.
import type { Increment, Language, LineProblem, SeparationDetail, SeparationLine, SeparationStatus } from '../../src/contract';
import type { Db } from '../db/db';
import { iso, isoOrNull, newId } from '../inventory';
import { notFound } from '../inventory';
import { problemText, separationError, textOf, type Bi, type ShortLine } from './messages';

export interface SepRow {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  cart_id: string;
  status: SeparationStatus;
  restored: boolean | null;
  start_at: Date;
  aborted_at: Date;
  auto_start: boolean;
  remark: string;
  check_problems: StoredProblem[];
  version: number;
  created_at: Date;
  created_by_name: string;
  updated_at: Date;
  updated_by_name: string;
}

export interface StoredProblem {
  skuId: string;
  groupId: string;
  qty: number;
  available: number;
}

export interface Actor {
  id: string;
  name: string;
}

const sepColumns = `s.id, s.tenant_id, s.code, s.name, s.cart_id, s.status, s.restored, s.start_at, s.aborted_at, s.auto_start, s.remark,
  s.check_problems, s.version, s.created_at, s.created_by_name, s.updated_at, s.updated_by_name`;

/** A live isolation of the tenant, or SYS_NOT_FOUND; `forUpdate` locks its row until the transaction ends. */
export async function loadSeparation(db: Db, tenantId: string, id: string, lang: Language, forUpdate = false): Promise<SepRow> {
  const row = await db.maybe<SepRow>(
    `SELECT ${sepColumns} FROM separations s WHERE s.id = $1 AND s.tenant_id = $2 AND s.deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, tenantId],
  );
  if (!row) throw notFound(lang);
  return row;
}

/** The next number of the tenant's isolations or increments (a row lock serialises concurrent creators). */
export async function nextCode(db: Db, tenantId: string, kind: 'separation' | 'increment'): Promise<string> {
  const column = kind === 'separation' ? 'last_separation' : 'last_increment';
  const row = await db.one<{ n: number }>(
    `INSERT INTO separation_sequences AS q (tenant_id, ${column}) VALUES ($1, 1)
     ON CONFLICT (tenant_id) DO UPDATE SET ${column} = q.${column} + 1 RETURNING q.${column} AS n`,
    [tenantId],
  );
  return `${kind === 'separation' ? 'SEP' : 'INC'}${String(row.n).padStart(6, '0')}`;
}

export interface HistoryInput {
  tenantId: string;
  separationId: string;
  action: string;
  from: string | null;
  to: string | null;
  incrementCode?: string | null;
  /** null: the automatic job */
  actor: Actor | null;
  at: Date;
  note: Bi;
}

export async function addHistory(db: Db, h: HistoryInput): Promise<void> {
  await db.query(
    `INSERT INTO separation_history (id, tenant_id, separation_id, action, from_status, to_status, increment_code, actor_id, actor_name, at, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
    [newId('sh'), h.tenantId, h.separationId, h.action, h.from, h.to, h.incrementCode ?? null, h.actor?.id ?? null, h.actor?.name ?? null, h.at, JSON.stringify(h.note)],
  );
}

export async function addAutoRun(db: Db, tenantId: string, separationId: string, kind: 'start' | 'finish' | 'incrementSync', outcome: 'done' | 'failed', text: Bi, at: Date) {
  await db.query(
    `INSERT INTO separation_auto_runs (id, tenant_id, separation_id, kind, outcome, note, at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [newId('sa'), tenantId, separationId, kind, outcome, JSON.stringify(text), at],
  );
}

/** Sets the new state of an isolation and bumps its version. */
export async function saveStatus(
  db: Db,
  row: SepRow,
  to: SeparationStatus,
  actor: Actor | null,
  now: Date,
  extra: { restored?: boolean | null; autoStart?: boolean; abortedAt?: Date; clearProblems?: boolean } = {},
): Promise<void> {
  await db.query(
    `UPDATE separations SET status = $2, restored = $3, auto_start = $4, aborted_at = $5, version = version + 1,
            check_problems = CASE WHEN $6 THEN '[]'::jsonb ELSE check_problems END,
            updated_at = $7, updated_by = $8, updated_by_name = $9
      WHERE id = $1`,
    [
      row.id,
      to,
      extra.restored === undefined ? (to === 'terminated' ? row.restored : null) : extra.restored,
      extra.autoStart ?? row.auto_start,
      extra.abortedAt ?? row.aborted_at,
      extra.clearProblems ?? false,
      now,
      actor?.id ?? null,
      actor?.name ?? '',
    ],
  );
}

export async function bumpVersion(db: Db, separationId: string, actor: Actor | null, now: Date): Promise<void> {
  await db.query('UPDATE separations SET version = version + 1, updated_at = $2, updated_by = $3, updated_by_name = $4 WHERE id = $1', [
    separationId,
    now,
    actor?.id ?? null,
    actor?.name ?? '',
  ]);
}

// ---- automatic processing ----------------------------------------------------------------------

export interface AutoFlags {
  autoSeparateStatus: boolean;
  autoIncrementalStatus: boolean;
}

/** Whether the job has this isolation to start or finish now. */
export function autoSeparateDue(row: Pick<SepRow, 'status' | 'auto_start' | 'start_at' | 'aborted_at'>, now: Date): boolean {
  if (row.status === 'submitted') return row.auto_start && new Date(row.start_at).getTime() <= now.getTime();
  if (row.status === 'inEffect' || row.status === 'suspended') return new Date(row.aborted_at).getTime() <= now.getTime();
  return false;
}

export async function autoFlags(db: Db, row: SepRow, now: Date): Promise<AutoFlags> {
  const syncing = await db.maybe("SELECT 1 FROM separation_increments WHERE separation_id = $1 AND status = 'syncing' LIMIT 1", [row.id]);
  return { autoSeparateStatus: autoSeparateDue(row, now), autoIncrementalStatus: syncing !== undefined };
}

/** SEPARATE_PROCESSING while the job has work on the isolation (the isolationProcessing warning). */
export async function assertNotProcessing(db: Db, row: SepRow, now: Date, lang: Language): Promise<void> {
  const flags = await autoFlags(db, row, now);
  if (flags.autoSeparateStatus || flags.autoIncrementalStatus) throw separationError('processing', lang, {}, flags);
}

// ---- availability ------------------------------------------------------------------------------

export const pairKey = (skuId: string, groupId: string) => `${skuId}\u0000${groupId}`;

/** Available stock (shared pool) of skus in groups: the sum over each group's warehouses. */
export async function availableOf(db: Db, tenantId: string, pairs: readonly { skuId: string; groupId: string }[]): Promise<Map<string, number>> {
  const unique = [...new Map(pairs.map((p) => [pairKey(p.skuId, p.groupId), p])).values()];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ sku_id: string; group_id: string; available: number }>(
    `SELECT p.sku_id, p.group_id, COALESCE(sum(l.available), 0)::int AS available
       FROM unnest($2::text[], $3::text[]) AS p (sku_id, group_id)
       LEFT JOIN warehouse_group_warehouses gw ON gw.group_id = p.group_id AND gw.tenant_id = $1
       LEFT JOIN inventory_stock_levels l ON l.sku_id = p.sku_id AND l.warehouse_id = gw.warehouse_id
      GROUP BY p.sku_id, p.group_id`,
    [tenantId, unique.map((p) => p.skuId), unique.map((p) => p.groupId)],
  );
  return new Map(rows.map((r) => [pairKey(r.sku_id, r.group_id), r.available]));
}

// ---- allocation and release ----------------------------------------------------------------------

export interface Need {
  /** What the pieces are for (a line id, or a key the caller maps to a line later). */
  ref: string;
  skuId: string;
  groupId: string;
  qty: number;
}

export interface Piece {
  ref: string;
  skuId: string;
  warehouseId: string;
  qty: number;
}

export interface AllocationPlan {
  pieces: Piece[];
  /** Needs the group's available stock cannot cover (nothing may be written then). */
  short: { need: Need; available: number }[];
}

/**
 * Locks the stock rows of the needs' skus in their groups' warehouses (in key order, so two
 * transactions never wait on each other crosswise) and spreads each need over them: largest
 * available first, then warehouse id. Writes nothing.
 */
export async function planAllocation(tx: Db, tenantId: string, needs: readonly Need[]): Promise<AllocationPlan> {
  const groupIds = [...new Set(needs.map((n) => n.groupId))];
  const skuIds = [...new Set(needs.map((n) => n.skuId))];
  if (needs.length === 0) return { pieces: [], short: [] };
  const members = await tx.query<{ group_id: string; warehouse_id: string }>(
    'SELECT group_id, warehouse_id FROM warehouse_group_warehouses WHERE tenant_id = $1 AND group_id = ANY($2::text[])',
    [tenantId, groupIds],
  );
  const warehousesOf = new Map<string, Set<string>>();
  for (const m of members) warehousesOf.set(m.group_id, (warehousesOf.get(m.group_id) ?? new Set()).add(m.warehouse_id));
  const rows = await tx.query<{ sku_id: string; warehouse_id: string; free: number }>(
    `SELECT sku_id, warehouse_id, on_hand - locked - isolated AS free FROM inventory_stock
      WHERE tenant_id = $1 AND sku_id = ANY($2::text[]) AND warehouse_id = ANY($3::text[])
      ORDER BY sku_id, warehouse_id FOR UPDATE`,
    [tenantId, skuIds, members.map((m) => m.warehouse_id)],
  );
  const free = new Map(rows.map((r) => [`${r.sku_id}\u0000${r.warehouse_id}`, Number(r.free)]));
  const pieces: Piece[] = [];
  const short: AllocationPlan['short'] = [];
  for (const need of needs) {
    const warehouses = warehousesOf.get(need.groupId) ?? new Set<string>();
    const candidates = rows
      .filter((r) => r.sku_id === need.skuId && warehouses.has(r.warehouse_id))
      .map((r) => ({ warehouseId: r.warehouse_id, free: free.get(`${r.sku_id}\u0000${r.warehouse_id}`)! }))
      .filter((c) => c.free > 0)
      .sort((a, b) => b.free - a.free || (a.warehouseId < b.warehouseId ? -1 : a.warehouseId > b.warehouseId ? 1 : 0));
    const total = candidates.reduce((s, c) => s + c.free, 0);
    if (total < need.qty) {
      short.push({ need, available: total });
      continue;
    }
    let left = need.qty;
    for (const c of candidates) {
      if (left === 0) break;
      const take = Math.min(left, c.free);
      pieces.push({ ref: need.ref, skuId: need.skuId, warehouseId: c.warehouseId, qty: take });
      free.set(`${need.skuId}\u0000${c.warehouseId}`, c.free - take);
      left -= take;
    }
  }
  return { pieces, short };
}

/** Writes a plan's pieces: allocations (added to a line's existing ones), stock isolated, lines' isolated. `ref` must be the line id. */
export async function applyAllocation(tx: Db, tenantId: string, separationId: string, pieces: readonly Piece[], now: Date): Promise<number> {
  if (pieces.length === 0) return 0;
  await tx.query(
    `INSERT INTO separation_allocations AS a (line_id, warehouse_id, tenant_id, separation_id, sku_id, qty, allocated_at)
     SELECT p.line_id, p.warehouse_id, $1, $2, p.sku_id, p.qty, $3
       FROM unnest($4::text[], $5::text[], $6::text[], $7::int[]) AS p (line_id, warehouse_id, sku_id, qty)
     ON CONFLICT (line_id, warehouse_id) DO UPDATE SET qty = a.qty + EXCLUDED.qty, allocated_at = EXCLUDED.allocated_at`,
    [tenantId, separationId, now, pieces.map((p) => p.ref), pieces.map((p) => p.warehouseId), pieces.map((p) => p.skuId), pieces.map((p) => p.qty)],
  );
  await tx.query(
    `UPDATE inventory_stock s SET isolated = s.isolated + p.qty, updated_at = $2
       FROM (SELECT sku_id, warehouse_id, sum(qty)::int AS qty FROM unnest($3::text[], $4::text[], $5::int[]) AS x (sku_id, warehouse_id, qty)
              GROUP BY sku_id, warehouse_id) p
      WHERE s.sku_id = p.sku_id AND s.warehouse_id = p.warehouse_id AND s.tenant_id = $1`,
    [tenantId, now, pieces.map((p) => p.skuId), pieces.map((p) => p.warehouseId), pieces.map((p) => p.qty)],
  );
  await tx.query(
    `UPDATE separation_lines l SET isolated = l.isolated + p.qty
       FROM (SELECT line_id, sum(qty)::int AS qty FROM unnest($2::text[], $3::int[]) AS x (line_id, qty) GROUP BY line_id) p
      WHERE l.id = p.line_id AND l.tenant_id = $1`,
    [tenantId, pieces.map((p) => p.ref), pieces.map((p) => p.qty)],
  );
  return pieces.reduce((s, p) => s + p.qty, 0);
}

/** Locks the stock rows an isolation's allocations sit on (key order). */
async function lockAllocatedStock(tx: Db, tenantId: string, separationId: string): Promise<void> {
  await tx.query(
    `SELECT 1 FROM inventory_stock s
      WHERE s.tenant_id = $1 AND (s.sku_id, s.warehouse_id) IN (SELECT a.sku_id, a.warehouse_id FROM separation_allocations a WHERE a.separation_id = $2)
      ORDER BY s.sku_id, s.warehouse_id FOR UPDATE`,
    [tenantId, separationId],
  );
}

/** Returns everything an isolation holds to the shared pool; the quantity released. */
export async function releaseAll(tx: Db, tenantId: string, separationId: string, now: Date): Promise<number> {
  await lockAllocatedStock(tx, tenantId, separationId);
  const gone = await tx.query<{ sku_id: string; warehouse_id: string; qty: number }>(
    'DELETE FROM separation_allocations WHERE separation_id = $1 AND tenant_id = $2 RETURNING sku_id, warehouse_id, qty',
    [separationId, tenantId],
  );
  if (gone.length === 0) return 0;
  await tx.query(
    `UPDATE inventory_stock s SET isolated = s.isolated - p.qty, updated_at = $2
       FROM (SELECT sku_id, warehouse_id, sum(qty)::int AS qty FROM unnest($3::text[], $4::text[], $5::int[]) AS x (sku_id, warehouse_id, qty)
              GROUP BY sku_id, warehouse_id) p
      WHERE s.sku_id = p.sku_id AND s.warehouse_id = p.warehouse_id AND s.tenant_id = $1`,
    [tenantId, now, gone.map((g) => g.sku_id), gone.map((g) => g.warehouse_id), gone.map((g) => g.qty)],
  );
  await tx.query('UPDATE separation_lines SET isolated = 0 WHERE separation_id = $1 AND tenant_id = $2', [separationId, tenantId]);
  return gone.reduce((s, g) => s + Number(g.qty), 0);
}

/**
 * Takes `qty` out of one held line (an incremental separation terminated): its allocations give
 * it back smallest first, the line's qty and isolated go down, and a line left at 0 is removed.
 */
export async function releaseFromLine(tx: Db, tenantId: string, separationId: string, lineId: string, qty: number, now: Date): Promise<void> {
  await lockAllocatedStock(tx, tenantId, separationId);
  const allocations = await tx.query<{ warehouse_id: string; sku_id: string; qty: number }>(
    'SELECT warehouse_id, sku_id, qty FROM separation_allocations WHERE line_id = $1 AND tenant_id = $2 ORDER BY qty, warehouse_id',
    [lineId, tenantId],
  );
  let left = qty;
  for (const a of allocations) {
    if (left === 0) break;
    const take = Math.min(left, Number(a.qty));
    if (take === Number(a.qty)) await tx.query('DELETE FROM separation_allocations WHERE line_id = $1 AND warehouse_id = $2', [lineId, a.warehouse_id]);
    else await tx.query('UPDATE separation_allocations SET qty = qty - $3 WHERE line_id = $1 AND warehouse_id = $2', [lineId, a.warehouse_id, take]);
    await tx.query('UPDATE inventory_stock SET isolated = isolated - $3, updated_at = $4 WHERE sku_id = $1 AND warehouse_id = $2', [a.sku_id, a.warehouse_id, take, now]);
    left -= take;
  }
  if (left !== 0) throw new Error(`separation line ${lineId} holds less than ${qty}`);
  const released = qty;
  const line = await tx.one<{ qty: number; isolated: number }>('SELECT qty, isolated FROM separation_lines WHERE id = $1 FOR UPDATE', [lineId]);
  if (line.qty < qty || line.isolated < released) throw new Error(`separation line ${lineId} holds less than ${qty}`);
  if (line.qty === qty) {
    // the line came with this increment: nothing of it is left (its allocations are gone too)
    await tx.query('DELETE FROM separation_lines WHERE id = $1', [lineId]);
  } else {
    await tx.query('UPDATE separation_lines SET qty = qty - $2, isolated = isolated - $3 WHERE id = $1', [lineId, qty, released]);
  }
}

// ---- reading ---------------------------------------------------------------------------------------

/** Names of skus and groups by id (of the tenant). */
export async function namesOf(db: Db, tenantId: string, skuIds: readonly string[], groupIds: readonly string[]) {
  const [skus, groups] = await Promise.all([
    db.query<{ id: string; sku: string; name: string }>('SELECT id, sku, name FROM skus WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, [...new Set(skuIds)]]),
    db.query<{ id: string; name: string }>('SELECT id, name FROM warehouse_groups WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, [...new Set(groupIds)]]),
  ]);
  return { skus: new Map(skus.map((s) => [s.id, s])), groups: new Map(groups.map((g) => [g.id, g.name])) };
}

/** Needs short of stock, named. */
export async function shortLinesOf(db: Db, tenantId: string, short: AllocationPlan['short']): Promise<ShortLine[]> {
  const names = await namesOf(db, tenantId, short.map((s) => s.need.skuId), short.map((s) => s.need.groupId));
  return short.map((s) => ({
    skuId: s.need.skuId,
    sku: names.skus.get(s.need.skuId)?.sku ?? s.need.skuId,
    warehouseGroupId: s.need.groupId,
    warehouseGroupName: names.groups.get(s.need.groupId) ?? '',
    qty: s.need.qty,
    available: s.available,
  }));
}

export async function problemsOf(db: Db, tenantId: string, stored: readonly StoredProblem[], lang: Language): Promise<LineProblem[]> {
  if (stored.length === 0) return [];
  const names = await namesOf(db, tenantId, stored.map((p) => p.skuId), stored.map((p) => p.groupId));
  return stored.map((p) => {
    const line: ShortLine = {
      skuId: p.skuId,
      sku: names.skus.get(p.skuId)?.sku ?? '',
      warehouseGroupId: p.groupId,
      warehouseGroupName: names.groups.get(p.groupId) ?? '',
      qty: p.qty,
      available: p.available,
    };
    return { ...line, message: textOf(problemText(line), lang) };
  });
}

interface LineRow {
  id: string;
  sku_id: string;
  sku: string;
  sku_name: string;
  group_id: string;
  group_name: string;
  qty: number;
  isolated: number;
}

export async function linesOf(db: Db, tenantId: string, separationId: string): Promise<SeparationLine[]> {
  const rows = await db.query<LineRow>(
    `SELECT l.id, l.sku_id, k.sku, k.name AS sku_name, l.group_id, g.name AS group_name, l.qty, l.isolated
       FROM separation_lines l JOIN skus k ON k.id = l.sku_id JOIN warehouse_groups g ON g.id = l.group_id
       JOIN separation_groups sg ON sg.separation_id = l.separation_id AND sg.group_id = l.group_id
      WHERE l.separation_id = $1 AND l.tenant_id = $2
      ORDER BY sg.position, k.sku, l.id`,
    [separationId, tenantId],
  );
  const available = await availableOf(db, tenantId, rows.map((r) => ({ skuId: r.sku_id, groupId: r.group_id })));
  return rows.map((r) => ({
    id: r.id,
    skuId: r.sku_id,
    sku: r.sku,
    skuName: r.sku_name,
    warehouseGroupId: r.group_id,
    warehouseGroupName: r.group_name,
    qty: r.qty,
    isolated: r.isolated,
    available: available.get(pairKey(r.sku_id, r.group_id)) ?? 0,
  }));
}

interface IncrementRow {
  id: string;
  code: string;
  separation_id: string;
  status: Increment['status'];
  failure: Bi | null;
  version: number;
  created_at: Date;
  created_by_name: string;
  synced_at: Date | null;
}

export async function incrementsOf(db: Db, tenantId: string, separationId: string, lang: Language, onlyId?: string): Promise<Increment[]> {
  const rows = await db.query<IncrementRow>(
    `SELECT id, code, separation_id, status, failure, version, created_at, created_by_name, synced_at FROM separation_increments
      WHERE separation_id = $1 AND tenant_id = $2 AND ($3::text IS NULL OR id = $3)
      ORDER BY created_at DESC, code DESC`,
    [separationId, tenantId, onlyId ?? null],
  );
  if (rows.length === 0) return [];
  const lines = await db.query<{ increment_id: string; sku_id: string; sku: string; group_id: string; group_name: string; qty: number }>(
    `SELECT il.increment_id, il.sku_id, k.sku, il.group_id, g.name AS group_name, il.qty
       FROM separation_increment_lines il JOIN skus k ON k.id = il.sku_id JOIN warehouse_groups g ON g.id = il.group_id
      WHERE il.increment_id = ANY($1::text[]) AND il.tenant_id = $2
      ORDER BY il.position`,
    [rows.map((r) => r.id), tenantId],
  );
  const available = await availableOf(db, tenantId, lines.map((l) => ({ skuId: l.sku_id, groupId: l.group_id })));
  return rows.map((r) => {
    const mine = lines.filter((l) => l.increment_id === r.id);
    return {
      id: r.id,
      code: r.code,
      separationId: r.separation_id,
      status: r.status,
      lines: mine.map((l) => ({
        skuId: l.sku_id,
        sku: l.sku,
        warehouseGroupId: l.group_id,
        warehouseGroupName: l.group_name,
        qty: l.qty,
        available: available.get(pairKey(l.sku_id, l.group_id)) ?? 0,
      })),
      totalQty: mine.reduce((s, l) => s + l.qty, 0),
      failureReason: r.failure ? textOf(r.failure, lang) : null,
      version: r.version,
      createdAt: iso(r.created_at),
      createdByName: r.created_by_name,
      syncedAt: isoOrNull(r.synced_at),
    };
  });
}

export async function chosenGroupsOf(db: Db, tenantId: string, separationId: string) {
  return db.query<{ id: string; name: string; warehouse_count: number }>(
    `SELECT g.id, g.name, (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) AS warehouse_count
       FROM separation_groups sg JOIN warehouse_groups g ON g.id = sg.group_id
      WHERE sg.separation_id = $1 AND sg.tenant_id = $2 ORDER BY sg.position`,
    [separationId, tenantId],
  );
}

export async function separationDetail(db: Db, tenantId: string, id: string, lang: Language, now: Date): Promise<SeparationDetail> {
  const row = await loadSeparation(db, tenantId, id, lang);
  const cart = await db.one<{ name: string; platform_code: string }>('SELECT name, platform_code FROM carts WHERE id = $1 AND tenant_id = $2', [row.cart_id, tenantId]);
  const lines = await linesOf(db, tenantId, id);
  const groups = await chosenGroupsOf(db, tenantId, id);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    cartId: row.cart_id,
    cartName: cart.name,
    platformCode: cart.platform_code,
    status: row.status,
    restored: row.restored,
    startAt: iso(row.start_at),
    abortedAt: iso(row.aborted_at),
    autoStart: row.auto_start,
    remark: row.remark,
    lineCount: lines.length,
    totalQty: lines.reduce((s, l) => s + l.qty, 0),
    totalIsolated: lines.reduce((s, l) => s + l.isolated, 0),
    version: row.version,
    createdAt: iso(row.created_at),
    createdByName: row.created_by_name,
    updatedAt: iso(row.updated_at),
    updatedByName: row.updated_by_name,
    warehouseGroups: groups.map((g) => ({ id: g.id, name: g.name, warehouseCount: g.warehouse_count })),
    lines,
    increments: await incrementsOf(db, tenantId, id, lang),
    ...(await autoFlags(db, row, now)),
    checkProblems: await problemsOf(db, tenantId, row.check_problems ?? [], lang),
  };
}

/** '2026-03-02 08:00 UTC' for history notes. */
export const noteTime = (d: Date | string) => `${iso(d).slice(0, 16).replace('T', ' ')} UTC`;
