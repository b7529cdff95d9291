// Isolation (separation) handlers (spec section 7 "Isolation (separation)"; rules in
// docs/domain/separation.md): the list, the detail, creating and editing a draft, the lifecycle
// transitions with their stock moves, and the reads of the edit screens. Every changing call
// locks the isolation row (SELECT ... FOR UPDATE), checks the version read, the status and the
// automatic-processing guard, does its work and writes a history row, all in one transaction; a
// refused call changes nothing.
import {
  cancelSeparation,
  checkSeparation,
  checkSeparationGroups,
  confirmSuspendSeparation,
  continueSeparation,
  createSeparation,
  deleteSeparation,
  editSeparationAbortedTime,
  finishSeparation,
  getAllocationIncrementalGroups,
  getAllocationWarehouseGroups,
  getAutoSeparateHistory,
  getAutoSeparateStatus,
  getCartOptions,
  getSeparation,
  getSeparationRecord,
  getSeparationSku,
  getSeparationWarehouseGroups,
  recoverSeparation,
  searchSeparations,
  separationTable,
  startSeparation,
  submitSeparation,
  submitSeparationGroups,
  suspendSeparation,
  terminateSeparation,
  updateSeparation,
  updateSeparationQty,
  updateSeparationSku,
  type Language,
  type SeparationAction,
  type SeparationDetail,
  type SeparationStatus,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { callerOf, getList } from '../lists/registry';
import './list-separation';
import { defineHandler, type HandlerContext, type HandlerEntry } from '../back/handler';
import { iso, newId } from '../inventory';
import { notFound } from '../inventory';
import {
  insufficientStock,
  note,
  separationError,
  separationText,
  shortLinesText,
  textOf,
  transitionRefused,
  type Bi,
} from './messages';
import { assertCart, assertPeriod, checkLines, usableGroups, type LineInput } from './rules';
import {
  addHistory,
  applyAllocation,
  assertNotProcessing,
  autoFlags,
  availableOf,
  chosenGroupsOf,
  linesOf,
  loadSeparation,
  nextCode,
  noteTime,
  pairKey,
  planAllocation,
  problemsOf,
  releaseAll,
  saveStatus,
  separationDetail,
  shortLinesOf,
  type Actor,
  type SepRow,
  type StoredProblem,
} from './store';

export const actorOf = (user: SessionUser): Actor => ({ id: user.id, name: user.displayName });

const EDITABLE: readonly SeparationStatus[] = ['draft', 'checked'];

function assertVersion(row: SepRow, version: number, lang: Language): void {
  if (row.version !== version) throw separationError('versionStale', lang, { code: row.code }, { version: row.version });
}

function assertStatus(row: SepRow, from: readonly SeparationStatus[], action: SeparationAction, lang: Language): void {
  if (!from.includes(row.status)) throw transitionRefused(lang, row.code, row.status, action);
}

/** Isolates every line of an isolation now (all or nothing): SEPARATE_INSUFFICIENT_STOCK when one is short. */
export async function isolateAll(tx: Db, row: SepRow, lang: Language, now: Date): Promise<{ qty: number; lines: number }> {
  const lines = await tx.query<{ id: string; sku_id: string; group_id: string; qty: number; isolated: number }>(
    'SELECT id, sku_id, group_id, qty, isolated FROM separation_lines WHERE separation_id = $1 AND tenant_id = $2 ORDER BY id',
    [row.id, row.tenant_id],
  );
  if (lines.length === 0) throw separationError('noLines', lang, { code: row.code });
  const needs = lines.filter((l) => l.qty > l.isolated).map((l) => ({ ref: l.id, skuId: l.sku_id, groupId: l.group_id, qty: l.qty - l.isolated }));
  const plan = await planAllocation(tx, row.tenant_id, needs);
  if (plan.short.length) throw insufficientStock(lang, await shortLinesOf(tx, row.tenant_id, plan.short));
  const qty = await applyAllocation(tx, row.tenant_id, row.id, plan.pieces, now);
  return { qty, lines: lines.length };
}

/** The same, for the job: the short lines instead of an error. */
export async function tryIsolateAll(tx: Db, row: SepRow, now: Date): Promise<{ ok: true; qty: number; lines: number } | { ok: false; reason: Bi }> {
  const lines = await tx.query<{ id: string; sku_id: string; group_id: string; qty: number; isolated: number }>(
    'SELECT id, sku_id, group_id, qty, isolated FROM separation_lines WHERE separation_id = $1 AND tenant_id = $2 ORDER BY id',
    [row.id, row.tenant_id],
  );
  if (lines.length === 0) return { ok: false, reason: separationText('noLines', { code: row.code }) };
  const plan = await planAllocation(
    tx,
    row.tenant_id,
    lines.filter((l) => l.qty > l.isolated).map((l) => ({ ref: l.id, skuId: l.sku_id, groupId: l.group_id, qty: l.qty - l.isolated })),
  );
  if (plan.short.length) {
    const text = shortLinesText(await shortLinesOf(tx, row.tenant_id, plan.short));
    return { ok: false, reason: separationText('insufficientStock', { lines: text.en }, { lines: text.zh }) };
  }
  return { ok: true, qty: await applyAllocation(tx, row.tenant_id, row.id, plan.pieces, now), lines: lines.length };
}

interface Step {
  to: SeparationStatus;
  note: Bi;
  action?: SeparationAction;
  restored?: boolean | null;
  abortedAt?: Date;
}

type Ctx = Pick<HandlerContext, 'db' | 'now'> & { user: SessionUser };

/**
 * One lifecycle transition: lock, version, status, guard (SEPARATE_PROCESSING while the job has
 * work on the isolation), the step's work, the new status and version, the history row.
 */
async function transition(
  ctx: Ctx,
  input: { id: string; version: number },
  action: SeparationAction,
  from: readonly SeparationStatus[],
  guarded: boolean,
  run: (tx: Db, row: SepRow) => Promise<Step>,
): Promise<SeparationDetail> {
  const { db, user, now } = ctx;
  const tenantId = user.tenant.id;
  await db.transaction(async (tx) => {
    const row = await loadSeparation(tx, tenantId, input.id, user.lang, true);
    assertVersion(row, input.version, user.lang);
    assertStatus(row, from, action, user.lang);
    if (guarded) await assertNotProcessing(tx, row, now, user.lang);
    const step = await run(tx, row);
    await saveStatus(tx, row, step.to, actorOf(user), now, { restored: step.restored, abortedAt: step.abortedAt });
    await addHistory(tx, { tenantId, separationId: row.id, action: step.action ?? action, from: row.status, to: step.to, actor: actorOf(user), at: now, note: step.note });
  });
  return separationDetail(db, tenantId, input.id, user.lang, now);
}

/** An edit of a draft or checked isolation: it returns to draft and its check problems are cleared. */
async function edit(ctx: Ctx, input: { id: string; version: number }, action: SeparationAction, run: (tx: Db, row: SepRow) => Promise<Bi>): Promise<SeparationDetail> {
  const { db, user, now } = ctx;
  const tenantId = user.tenant.id;
  await db.transaction(async (tx) => {
    const row = await loadSeparation(tx, tenantId, input.id, user.lang, true);
    assertVersion(row, input.version, user.lang);
    assertStatus(row, EDITABLE, action, user.lang);
    const text = await run(tx, row);
    await saveStatus(tx, row, 'draft', actorOf(user), now, { clearProblems: true });
    await addHistory(tx, { tenantId, separationId: row.id, action, from: row.status, to: 'draft', actor: actorOf(user), at: now, note: text });
  });
  return separationDetail(db, tenantId, input.id, user.lang, now);
}

/** Replaces the groups and lines of an isolation (draft or checked; nothing is held). */
export async function replaceLines(tx: Db, row: SepRow, groupIds: readonly string[], lines: readonly LineInput[], now: Date): Promise<void> {
  const existing = await tx.query<{ id: string; sku_id: string; group_id: string }>('SELECT id, sku_id, group_id FROM separation_lines WHERE separation_id = $1', [row.id]);
  const wanted = new Map(lines.map((l) => [pairKey(l.skuId, l.warehouseGroupId), l]));
  const gone = existing.filter((e) => !wanted.has(pairKey(e.sku_id, e.group_id))).map((e) => e.id);
  if (gone.length) await tx.query('DELETE FROM separation_lines WHERE id = ANY($1::text[])', [gone]);
  await tx.query('DELETE FROM separation_groups WHERE separation_id = $1 AND NOT (group_id = ANY($2::text[]))', [row.id, [...groupIds]]);
  await tx.query(
    `INSERT INTO separation_groups (separation_id, group_id, tenant_id, position)
     SELECT $1, g.id, $2, g.pos FROM unnest($3::text[]) WITH ORDINALITY AS g (id, pos)
     ON CONFLICT (separation_id, group_id) DO UPDATE SET position = EXCLUDED.position`,
    [row.id, row.tenant_id, [...groupIds]],
  );
  const known = new Map(existing.map((e) => [pairKey(e.sku_id, e.group_id), e.id]));
  const ids = lines.map((l) => known.get(pairKey(l.skuId, l.warehouseGroupId)) ?? newId('sl'));
  await tx.query(
    `INSERT INTO separation_lines AS l (id, tenant_id, separation_id, sku_id, group_id, qty, created_at)
     SELECT x.id, $1, $2, x.sku_id, x.group_id, x.qty, $3 FROM unnest($4::text[], $5::text[], $6::text[], $7::int[]) AS x (id, sku_id, group_id, qty)
     ON CONFLICT (id) DO UPDATE SET qty = EXCLUDED.qty`,
    [row.tenant_id, row.id, now, ids, lines.map((l) => l.skuId), lines.map((l) => l.warehouseGroupId), lines.map((l) => l.qty)],
  );
}

/** Problems of lines against the available stock now (qty above the group's available). */
async function stockProblems(db: Db, tenantId: string, lines: readonly { skuId: string; groupId: string; qty: number }[]): Promise<StoredProblem[]> {
  const available = await availableOf(db, tenantId, lines);
  return lines
    .map((l) => ({ skuId: l.skuId, groupId: l.groupId, qty: l.qty, available: available.get(pairKey(l.skuId, l.groupId)) ?? 0 }))
    .filter((p) => p.qty > p.available);
}

/** Skus by code (exact, then case-insensitive), or SEPARATE_SKU_NOT_FOUND naming the unknown codes. */
async function skusByCode(db: Db, tenantId: string, codes: readonly string[], lang: Language) {
  const wanted = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db.query<{ id: string; sku: string; name: string }>('SELECT id, sku, name FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[]) ORDER BY sku', [
    tenantId,
    wanted.map((c) => c.toLowerCase()),
  ]);
  const unknown = wanted.filter((c) => !rows.some((r) => r.sku.toLowerCase() === c.toLowerCase()));
  if (unknown.length) throw separationError('skuNotFound', lang, { skus: unknown.join(', '), count: unknown.length }, { skus: unknown });
  return rows;
}

/** The groups an isolation may use (those with at least one warehouse), marked when chosen. */
function usableGroupsOf(db: Db, tenantId: string, separationId: string) {
  return db.query<{ id: string; name: string; warehouse_count: number; selected: boolean }>(
    `SELECT g.id, g.name, (SELECT count(*)::int FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) AS warehouse_count,
            EXISTS (SELECT 1 FROM separation_groups sg WHERE sg.separation_id = $2 AND sg.group_id = g.id) AS selected
       FROM warehouse_groups g
      WHERE g.tenant_id = $1 AND g.deleted_at IS NULL AND EXISTS (SELECT 1 FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id)
      ORDER BY g.name, g.id`,
    [tenantId, separationId],
  );
}

/**
 * The allocation grid: available per sku (lines' skus, then the codes asked) and group. The
 * edit screen offers every usable group (the groups are only chosen when the lines are saved); an
 * incremental separation only the isolation's chosen groups.
 */
async function allocationGrid(db: Db, user: SessionUser, id: string, codes: readonly string[], scope: 'usable' | 'chosen') {
  const tenantId = user.tenant.id;
  await loadSeparation(db, tenantId, id, user.lang);
  const asked = await skusByCode(db, tenantId, codes, user.lang);
  const groups = scope === 'usable' ? await usableGroupsOf(db, tenantId, id) : await chosenGroupsOf(db, tenantId, id);
  const lines = await db.query<{ sku_id: string; sku: string; sku_name: string; group_id: string; qty: number }>(
    `SELECT l.sku_id, k.sku, k.name AS sku_name, l.group_id, l.qty FROM separation_lines l JOIN skus k ON k.id = l.sku_id
      WHERE l.separation_id = $1 AND l.tenant_id = $2 ORDER BY k.sku`,
    [id, tenantId],
  );
  const skus = new Map<string, { id: string; sku: string; name: string }>();
  for (const l of lines) skus.set(l.sku_id, { id: l.sku_id, sku: l.sku, name: l.sku_name });
  for (const s of asked) if (!skus.has(s.id)) skus.set(s.id, s);
  const pairs = [...skus.values()].flatMap((s) => groups.map((g) => ({ skuId: s.id, groupId: g.id })));
  const available = await availableOf(db, tenantId, pairs);
  const qtyOf = new Map(lines.map((l) => [pairKey(l.sku_id, l.group_id), l.qty]));
  return [...skus.values()].flatMap((s) =>
    groups.map((g) => ({
      skuId: s.id,
      sku: s.sku,
      skuName: s.name,
      warehouseGroupId: g.id,
      warehouseGroupName: g.name,
      available: available.get(pairKey(s.id, g.id)) ?? 0,
      qty: qtyOf.get(pairKey(s.id, g.id)) ?? 0,
    })),
  );
}

const sumQty = (lines: readonly { qty: number }[]) => lines.reduce((s, l) => s + l.qty, 0);

export const separationHandlers: HandlerEntry[] = [
  defineHandler(searchSeparations, async ({ db, user, body }) => {
    const page = await getList(separationTable.bizType, user.lang).page(db, callerOf(user), body);
    return page as never;
  }),

  defineHandler(getSeparation, async ({ db, user, params, now }) => separationDetail(db, user.tenant.id, params.id, user.lang, now)),

  defineHandler(createSeparation, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const startAt = new Date(body.startAt);
    const abortedAt = new Date(body.abortedAt);
    const id = await db.transaction(async (tx) => {
      const cart = await assertCart(tx, tenantId, body.cartId, user.lang);
      assertPeriod(startAt, abortedAt, now, user.lang);
      const code = await nextCode(tx, tenantId, 'separation');
      const sepId = newId('sp');
      await tx.query(
        `INSERT INTO separations (id, tenant_id, code, name, cart_id, status, start_at, aborted_at, auto_start, remark,
                                  created_at, created_by, created_by_name, updated_at, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10, $11, $12, $10, $11, $12)`,
        [sepId, tenantId, code, body.name, cart.id, startAt, abortedAt, body.autoStart, body.remark, now, user.id, user.displayName],
      );
      await addHistory(tx, { tenantId, separationId: sepId, action: 'create', from: null, to: 'draft', actor: actorOf(user), at: now, note: note('create', { cart: cart.code }) });
      return sepId;
    });
    return separationDetail(db, tenantId, id, user.lang, now);
  }),

  defineHandler(updateSeparation, async (ctx) =>
    edit(ctx, ctx.body, 'update', async (tx, row) => {
      const { body, user, now } = ctx;
      const cart = await assertCart(tx, row.tenant_id, body.cartId, user.lang);
      const startAt = new Date(body.startAt);
      const abortedAt = new Date(body.abortedAt);
      assertPeriod(startAt, abortedAt, now, user.lang);
      await tx.query('UPDATE separations SET name = $2, cart_id = $3, start_at = $4, aborted_at = $5, auto_start = $6, remark = $7 WHERE id = $1', [
        row.id,
        body.name,
        cart.id,
        startAt,
        abortedAt,
        body.autoStart,
        body.remark,
      ]);
      return note('update');
    }),
  ),

  defineHandler(deleteSeparation, async ({ db, user, params, query, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await loadSeparation(tx, tenantId, params.id, user.lang, true);
      assertVersion(row, query.version, user.lang);
      assertStatus(row, EDITABLE, 'delete', user.lang);
      await tx.query('UPDATE separations SET deleted_at = $2, version = version + 1, updated_at = $2, updated_by = $3, updated_by_name = $4 WHERE id = $1', [
        row.id,
        now,
        user.id,
        user.displayName,
      ]);
      await addHistory(tx, { tenantId, separationId: row.id, action: 'delete', from: row.status, to: null, actor: actorOf(user), at: now, note: note('delete') });
    });
    return { id: params.id, deleted: true as const };
  }),

  defineHandler(getSeparationWarehouseGroups, async ({ db, user, body }) => {
    const tenantId = user.tenant.id;
    await loadSeparation(db, tenantId, body.id, user.lang);
    const groups = await usableGroupsOf(db, tenantId, body.id);
    const skus = (await db.query<{ sku_id: string }>('SELECT DISTINCT sku_id FROM separation_lines WHERE separation_id = $1', [body.id])).map((r) => r.sku_id);
    const available = await availableOf(db, tenantId, groups.flatMap((g) => skus.map((skuId) => ({ skuId, groupId: g.id }))));
    return groups.map((g) => ({
      id: g.id,
      name: g.name,
      warehouseCount: g.warehouse_count,
      available: skus.reduce((s, skuId) => s + (available.get(pairKey(skuId, g.id)) ?? 0), 0),
      selected: g.selected,
    }));
  }),

  defineHandler(getAllocationWarehouseGroups, async ({ db, user, body }) => allocationGrid(db, user, body.id, body.skus, 'usable')),
  defineHandler(getAllocationIncrementalGroups, async ({ db, user, body }) => allocationGrid(db, user, body.id, body.skus, 'chosen')),

  defineHandler(checkSeparationGroups, async ({ db, user, body }) => {
    const tenantId = user.tenant.id;
    await loadSeparation(db, tenantId, body.id, user.lang);
    await checkLines(db, tenantId, body.lines, null, user.lang);
    const stored = await stockProblems(db, tenantId, body.lines.map((l) => ({ skuId: l.skuId, groupId: l.warehouseGroupId, qty: l.qty })));
    return { ok: stored.length === 0, problems: await problemsOf(db, tenantId, stored, user.lang) };
  }),

  defineHandler(submitSeparationGroups, async (ctx) =>
    edit(ctx, ctx.body, 'groupSubmit', async (tx, row) => {
      const { body, user, now } = ctx;
      const groupIds = [...new Set(body.warehouseGroupIds)];
      await usableGroups(tx, row.tenant_id, groupIds, user.lang);
      await checkLines(tx, row.tenant_id, body.lines, new Set(groupIds), user.lang);
      await replaceLines(tx, row, groupIds, body.lines, now);
      return note('groupSubmit', { groups: groupIds.length, lines: body.lines.length, qty: sumQty(body.lines) });
    }),
  ),

  defineHandler(updateSeparationQty, async (ctx) =>
    edit(ctx, ctx.body, 'updateQty', async (tx, row) => {
      const { body, user } = ctx;
      const ids = [...new Set(body.lines.map((l) => l.lineId))];
      const lines = await tx.query<{ id: string; sku: string; group_name: string; qty: number }>(
        `SELECT l.id, k.sku, g.name AS group_name, l.qty FROM separation_lines l JOIN skus k ON k.id = l.sku_id JOIN warehouse_groups g ON g.id = l.group_id
          WHERE l.separation_id = $1 AND l.tenant_id = $2 AND l.id = ANY($3::text[])`,
        [row.id, row.tenant_id, ids],
      );
      if (lines.length !== ids.length) throw notFound(user.lang);
      const changes: string[] = [];
      for (const l of body.lines) {
        const line = lines.find((x) => x.id === l.lineId)!;
        if (line.qty !== l.qty) changes.push(`${line.sku} @ ${line.group_name} ${line.qty} → ${l.qty}`);
        await tx.query('UPDATE separation_lines SET qty = $2 WHERE id = $1', [l.lineId, l.qty]);
      }
      return note('updateQty', { changes: changes.join(', ') || '-' });
    }),
  ),

  defineHandler(getSeparationSku, async ({ db, user, params }) => {
    const tenantId = user.tenant.id;
    const line = await db.maybe<{ id: string; separation_id: string; version: number }>(
      `SELECT l.id, l.separation_id, s.version FROM separation_lines l JOIN separations s ON s.id = l.separation_id
        WHERE l.id = $1 AND l.tenant_id = $2 AND s.deleted_at IS NULL`,
      [params.detailId, tenantId],
    );
    if (!line) throw notFound(user.lang);
    const detail = (await linesOf(db, tenantId, line.separation_id)).find((l) => l.id === line.id)!;
    const warehouses = await db.query<{ warehouse_id: string; code: string; name: string; isolated: number; available: number }>(
      `SELECT w.id AS warehouse_id, w.code, w.name, COALESCE(a.qty, 0)::int AS isolated, COALESCE(lv.available, 0)::int AS available
         FROM warehouse_group_warehouses gw JOIN warehouses w ON w.id = gw.warehouse_id
         LEFT JOIN separation_allocations a ON a.line_id = $1 AND a.warehouse_id = w.id
         LEFT JOIN inventory_stock_levels lv ON lv.sku_id = $2 AND lv.warehouse_id = w.id
        WHERE gw.group_id = $3 AND gw.tenant_id = $4
        ORDER BY w.code, w.id`,
      [line.id, detail.skuId, detail.warehouseGroupId, tenantId],
    );
    return {
      ...detail,
      separationId: line.separation_id,
      separationVersion: line.version,
      warehouses: warehouses.map((w) => ({ warehouseId: w.warehouse_id, code: w.code, name: w.name, isolated: w.isolated, available: w.available })),
    };
  }),

  defineHandler(updateSeparationSku, async (ctx) => {
    const { db, user, params, body } = ctx;
    const line = await db.maybe<{ separation_id: string }>('SELECT separation_id FROM separation_lines WHERE id = $1 AND tenant_id = $2', [params.detailId, user.tenant.id]);
    if (!line) throw notFound(user.lang);
    return edit(ctx, { id: line.separation_id, version: body.version }, 'updateQty', async (tx, row) => {
      const current = await tx.maybe<{ sku: string; group_name: string; qty: number }>(
        `SELECT k.sku, g.name AS group_name, l.qty FROM separation_lines l JOIN skus k ON k.id = l.sku_id JOIN warehouse_groups g ON g.id = l.group_id
          WHERE l.id = $1 AND l.separation_id = $2`,
        [params.detailId, row.id],
      );
      if (!current) throw notFound(user.lang);
      await tx.query('UPDATE separation_lines SET qty = $2 WHERE id = $1', [params.detailId, body.qty]);
      return note('updateQty', { changes: `${current.sku} @ ${current.group_name} ${current.qty} → ${body.qty}` });
    });
  }),

  defineHandler(checkSeparation, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const problems = await db.transaction(async (tx) => {
      const row = await loadSeparation(tx, tenantId, body.id, user.lang, true);
      assertVersion(row, body.version, user.lang);
      assertStatus(row, ['draft'], 'check', user.lang);
      const lines = await tx.query<{ sku_id: string; group_id: string; qty: number }>('SELECT sku_id, group_id, qty FROM separation_lines WHERE separation_id = $1 ORDER BY id', [row.id]);
      if (lines.length === 0) throw separationError('noLines', user.lang, { code: row.code });
      const found = await stockProblems(tx, tenantId, lines.map((l) => ({ skuId: l.sku_id, groupId: l.group_id, qty: l.qty })));
      if (found.length) {
        // kept on the isolation (shown in its detail) without a new version: it did not change
        await tx.query('UPDATE separations SET check_problems = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(found)]);
        return found;
      }
      await saveStatus(tx, row, 'checked', actorOf(user), now, { clearProblems: true });
      await addHistory(tx, { tenantId, separationId: row.id, action: 'check', from: row.status, to: 'checked', actor: actorOf(user), at: now, note: note('check') });
      return [];
    });
    if (problems.length) {
      const named = await problemsOf(db, tenantId, problems, user.lang);
      const lines = shortLinesText(named);
      throw separationError('checkFailed', user.lang, { count: named.length, lines: lines.en }, { problems: named }, { count: named.length, lines: lines.zh });
    }
    return separationDetail(db, tenantId, body.id, user.lang, now);
  }),

  defineHandler(submitSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'submit', ['checked'], false, async (_tx, row) => ({ to: 'submitted', note: note(row.auto_start ? 'submitAuto' : 'submitManual') })),
  ),

  defineHandler(startSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'start', ['submitted'], true, async (tx, row) => {
      const done = await isolateAll(tx, row, ctx.user.lang, ctx.now);
      return { to: 'inEffect', note: note('start', done) };
    }),
  ),

  defineHandler(cancelSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'cancel', ['draft', 'checked', 'submitted'], false, async () => ({ to: 'cancelled', note: note('cancel') })),
  ),

  defineHandler(suspendSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'suspend', ['inEffect'], true, async (tx, row) => {
      const held = await tx.one<{ qty: number }>('SELECT COALESCE(sum(isolated), 0)::int AS qty FROM separation_lines WHERE separation_id = $1', [row.id]);
      return { to: 'suspending', note: note('suspend', { qty: held.qty }) };
    }),
  ),

  defineHandler(confirmSuspendSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'suspendConfirm', ['suspending'], true, async (tx, row) => ({
      to: 'suspended',
      note: note('suspendConfirm', { qty: await releaseAll(tx, row.tenant_id, row.id, ctx.now) }),
    })),
  ),

  defineHandler(continueSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'continue', ['suspending', 'suspended'], true, async (tx, row) => {
      if (row.status === 'suspending') return { to: 'inEffect', note: note('continueWithdrawn') };
      const done = await isolateAll(tx, row, ctx.user.lang, ctx.now);
      return { to: 'inEffect', note: note('continueAgain', done) };
    }),
  ),

  defineHandler(editSeparationAbortedTime, async (ctx) =>
    transition(ctx, ctx.body, 'abortedTime', ['submitted', 'inEffect', 'suspending', 'suspended'], true, async (_tx, row) => {
      const abortedAt = new Date(ctx.body.abortedAt);
      assertPeriod(new Date(row.start_at), abortedAt, ctx.now, ctx.user.lang);
      return { to: row.status, abortedAt, note: note('abortedTime', { from: noteTime(row.aborted_at), to: noteTime(abortedAt) }) };
    }),
  ),

  defineHandler(finishSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'finish', ['inEffect', 'suspended'], true, async (tx, row) => ({
      to: 'finished',
      note: note('finish', { qty: await releaseAll(tx, row.tenant_id, row.id, ctx.now) }),
    })),
  ),

  defineHandler(terminateSeparation, async (ctx) => {
    const restore = ctx.body.restore;
    return transition(ctx, ctx.body, restore ? 'terminateRestore' : 'terminate', ['inEffect', 'suspending', 'suspended'], true, async (tx, row) => {
      if (restore) return { to: 'terminated', restored: true, note: note('terminateRestore', { qty: await releaseAll(tx, row.tenant_id, row.id, ctx.now) }) };
      const held = await tx.one<{ qty: number }>('SELECT COALESCE(sum(isolated), 0)::int AS qty FROM separation_lines WHERE separation_id = $1', [row.id]);
      return { to: 'terminated', restored: false, note: note('terminateKeep', { qty: held.qty }) };
    });
  }),

  defineHandler(recoverSeparation, async (ctx) =>
    transition(ctx, ctx.body, 'recover', ['terminated'], true, async (tx, row) => {
      if (row.restored !== false) throw separationError('recoverRestored', ctx.user.lang, { code: row.code }, { status: row.status, restored: row.restored });
      return { to: 'recovered', note: note('recover', { qty: await releaseAll(tx, row.tenant_id, row.id, ctx.now) }) };
    }),
  ),

  defineHandler(getSeparationRecord, async ({ db, user, query }) => {
    const tenantId = user.tenant.id;
    await loadSeparation(db, tenantId, query.id, user.lang);
    const rows = await db.query<{ id: string; action: SeparationAction; from_status: string | null; to_status: string | null; increment_code: string | null; actor_name: string | null; at: Date; note: Bi }>(
      `SELECT id, action, from_status, to_status, increment_code, actor_name, at, note FROM separation_history
        WHERE separation_id = $1 AND tenant_id = $2 ORDER BY seq`,
      [query.id, tenantId],
    );
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      fromStatus: r.from_status,
      toStatus: r.to_status,
      incrementCode: r.increment_code,
      actorName: r.actor_name,
      at: iso(r.at),
      note: textOf(r.note, user.lang),
    }));
  }),

  defineHandler(getCartOptions, async ({ db, user, query }) => {
    const rows = await db.query<{ id: string; code: string; name: string; platform_code: string; group_id: string | null }>(
      `SELECT c.id, c.code, c.name, c.platform_code, gc.group_id FROM carts c LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id
        WHERE c.tenant_id = $1 AND c.status = 'active' AND ($2::text IS NULL OR c.platform_code = $2)
        ORDER BY c.code, c.id`,
      [user.tenant.id, query.platformCode?.trim() || null],
    );
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, platformCode: r.platform_code, warehouseGroupId: r.group_id }));
  }),

  defineHandler(getAutoSeparateStatus, async ({ db, user, query, now }) => {
    const row = await loadSeparation(db, user.tenant.id, query.id, user.lang);
    return autoFlags(db, row, now);
  }),

  defineHandler(getAutoSeparateHistory, async ({ db, user, query }) => {
    const tenantId = user.tenant.id;
    await loadSeparation(db, tenantId, query.id, user.lang);
    const rows = await db.query<{ id: string; kind: 'start' | 'finish' | 'incrementSync'; outcome: 'done' | 'failed'; note: Bi; at: Date }>(
      'SELECT id, kind, outcome, note, at FROM separation_auto_runs WHERE separation_id = $1 AND tenant_id = $2 ORDER BY seq DESC',
      [query.id, tenantId],
    );
    return rows.map((r) => ({ id: r.id, kind: r.kind, outcome: r.outcome, note: textOf(r.note, user.lang), at: iso(r.at) }));
  }),
];
