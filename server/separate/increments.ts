// Incremental separations (docs/domain/separation.md, "Incremental separations"): more quantity for
// an isolation in effect. created -> syncing (the user asks) -> synced (the automatic job isolated
// it and added it to the isolation's lines) or back to created with the reason; created ->
// cancelled; synced -> terminated (its quantity leaves the isolation). Each has its own version.
// Lock order everywhere (handlers and job): the isolation row, then the increment row.
import {
  cancelIncrement,
  createIncrement,
  getIncrements,
  syncIncrement,
  terminateIncrement,
  updateIncrementQty,
  type Increment,
  type IncrementStatus,
  type Language,
  type SeparationAction,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { newId } from '../inventory';
import { notFound } from '../inventory';
import { actorOf } from './separation';
import { incrementTransitionRefused, note, separationError, separationText, shortLinesText, transitionRefused, type Bi } from './messages';
import { checkLines, type LineInput } from './rules';
import {
  addHistory,
  applyAllocation,
  assertNotProcessing,
  bumpVersion,
  chosenGroupsOf,
  incrementsOf,
  loadSeparation,
  nextCode,
  pairKey,
  planAllocation,
  releaseFromLine,
  shortLinesOf,
  type Actor,
  type SepRow,
} from './store';

export interface IncRow {
  id: string;
  tenant_id: string;
  separation_id: string;
  code: string;
  status: IncrementStatus;
  version: number;
}

/** Locks the increment's isolation, then the increment (tenant-scoped; SYS_NOT_FOUND otherwise). */
async function lockIncrement(tx: Db, tenantId: string, id: string, lang: Language): Promise<{ sep: SepRow; inc: IncRow }> {
  const found = await tx.maybe<{ separation_id: string }>('SELECT separation_id FROM separation_increments WHERE id = $1 AND tenant_id = $2', [id, tenantId]);
  if (!found) throw notFound(lang);
  const sep = await loadSeparation(tx, tenantId, found.separation_id, lang, true);
  const inc = await tx.one<IncRow>('SELECT id, tenant_id, separation_id, code, status, version FROM separation_increments WHERE id = $1 FOR UPDATE', [id]);
  return { sep, inc };
}

function assertIncrement(inc: IncRow, version: number, from: readonly IncrementStatus[], action: SeparationAction, lang: Language): void {
  if (inc.version !== version) throw separationError('incrementStale', lang, { code: inc.code }, { version: inc.version });
  if (!from.includes(inc.status)) throw incrementTransitionRefused(lang, inc.code, inc.status, action);
}

async function chosenSet(db: Db, sep: SepRow): Promise<Set<string>> {
  return new Set((await chosenGroupsOf(db, sep.tenant_id, sep.id)).map((g) => g.id));
}

async function writeLines(tx: Db, inc: { id: string; tenant_id: string }, lines: readonly LineInput[]): Promise<void> {
  await tx.query('DELETE FROM separation_increment_lines WHERE increment_id = $1', [inc.id]);
  await tx.query(
    `INSERT INTO separation_increment_lines (increment_id, sku_id, group_id, tenant_id, qty, position)
     SELECT $1, x.sku_id, x.group_id, $2, x.qty, x.pos FROM unnest($3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS x (sku_id, group_id, qty, pos)`,
    [inc.id, inc.tenant_id, lines.map((l) => l.skuId), lines.map((l) => l.warehouseGroupId), lines.map((l) => l.qty)],
  );
}

async function setIncrement(tx: Db, id: string, status: IncrementStatus, now: Date, extra: { failure?: Bi | null; synced?: boolean } = {}): Promise<void> {
  await tx.query(
    `UPDATE separation_increments SET status = $2, version = version + 1, updated_at = $3,
            failure = CASE WHEN $4 THEN $5::jsonb ELSE failure END,
            synced_at = CASE WHEN $6 THEN $3 ELSE synced_at END
      WHERE id = $1`,
    [id, status, now, extra.failure !== undefined, extra.failure ? JSON.stringify(extra.failure) : null, extra.synced ?? false],
  );
}

const sum = (lines: readonly { qty: number }[]) => lines.reduce((s, l) => s + l.qty, 0);

async function answer(db: Db, user: SessionUser, separationId: string, id: string): Promise<Increment> {
  return (await incrementsOf(db, user.tenant.id, separationId, user.lang, id))[0];
}

/**
 * The job's sync of one syncing increment (its isolation and it locked): isolates its lines and
 * adds them to the isolation's lines (synced), or returns it to created with the reason.
 */
export async function syncNow(tx: Db, sep: SepRow, inc: IncRow, now: Date): Promise<{ ok: true; qty: number } | { ok: false; reason: Bi }> {
  const lines = await tx.query<{ sku_id: string; group_id: string; qty: number }>(
    'SELECT sku_id, group_id, qty FROM separation_increment_lines WHERE increment_id = $1 ORDER BY position',
    [inc.id],
  );
  let failure: Bi | null = null;
  if (sep.status !== 'inEffect') failure = note('notInEffect');
  let plan = null;
  if (!failure) {
    plan = await planAllocation(tx, sep.tenant_id, lines.map((l) => ({ ref: pairKey(l.sku_id, l.group_id), skuId: l.sku_id, groupId: l.group_id, qty: l.qty })));
    if (plan.short.length) {
      const text = shortLinesText(await shortLinesOf(tx, sep.tenant_id, plan.short));
      failure = separationText('insufficientStock', { lines: text.en }, { lines: text.zh });
    }
  }
  if (failure || !plan) {
    const reason = failure!;
    await setIncrement(tx, inc.id, 'created', now, { failure: reason });
    await addHistory(tx, {
      tenantId: sep.tenant_id,
      separationId: sep.id,
      action: 'incrementSyncFailed',
      from: 'syncing',
      to: 'created',
      incrementCode: inc.code,
      actor: null,
      at: now,
      note: note('incrementSyncFailed', { reason: reason.en }, { reason: reason.zh }),
    });
    return { ok: false, reason };
  }
  // the isolation's lines grow by the increment (a new sku/group becomes a new line)
  const lineIds = new Map<string, string>();
  for (const l of lines) {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO separation_lines AS x (id, tenant_id, separation_id, sku_id, group_id, qty, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (separation_id, sku_id, group_id) DO UPDATE SET qty = x.qty + EXCLUDED.qty RETURNING x.id`,
      [newId('sl'), sep.tenant_id, sep.id, l.sku_id, l.group_id, l.qty, now],
    );
    lineIds.set(pairKey(l.sku_id, l.group_id), row.id);
  }
  const qty = await applyAllocation(
    tx,
    sep.tenant_id,
    sep.id,
    plan.pieces.map((p) => ({ ...p, ref: lineIds.get(p.ref)! })),
    now,
  );
  await setIncrement(tx, inc.id, 'synced', now, { failure: null, synced: true });
  await bumpVersion(tx, sep.id, null, now);
  await addHistory(tx, {
    tenantId: sep.tenant_id,
    separationId: sep.id,
    action: 'incrementSynced',
    from: 'syncing',
    to: 'synced',
    incrementCode: inc.code,
    actor: null,
    at: now,
    note: note('incrementSynced', { qty }),
  });
  return { ok: true, qty };
}

function history(sep: SepRow, inc: { code: string }, action: SeparationAction, from: IncrementStatus | null, to: IncrementStatus, actor: Actor, now: Date, text: Bi) {
  return { tenantId: sep.tenant_id, separationId: sep.id, action, from, to, incrementCode: inc.code, actor, at: now, note: text };
}

export const separationIncrementHandlers: HandlerEntry[] = [
  defineHandler(getIncrements, async ({ db, user, params }) => {
    await loadSeparation(db, user.tenant.id, params.id, user.lang);
    return incrementsOf(db, user.tenant.id, params.id, user.lang);
  }),

  defineHandler(createIncrement, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const id = await db.transaction(async (tx) => {
      const sep = await loadSeparation(tx, tenantId, body.separationId, user.lang, true);
      if (sep.status !== 'inEffect') throw transitionRefused(user.lang, sep.code, sep.status, 'incrementCreate');
      await assertNotProcessing(tx, sep, now, user.lang);
      await checkLines(tx, tenantId, body.lines, await chosenSet(tx, sep), user.lang);
      const code = await nextCode(tx, tenantId, 'increment');
      const inc = { id: newId('si'), tenant_id: tenantId, code };
      await tx.query(
        `INSERT INTO separation_increments (id, tenant_id, separation_id, code, status, created_at, created_by, created_by_name, updated_at)
         VALUES ($1, $2, $3, $4, 'created', $5, $6, $7, $5)`,
        [inc.id, tenantId, sep.id, code, now, user.id, user.displayName],
      );
      await writeLines(tx, inc, body.lines);
      await addHistory(tx, history(sep, inc, 'incrementCreate', null, 'created', actorOf(user), now, note('incrementCreate', { lines: body.lines.length, qty: sum(body.lines) })));
      return inc.id;
    });
    return answer(db, user, body.separationId, id);
  }),

  defineHandler(updateIncrementQty, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const sepId = await db.transaction(async (tx) => {
      const { sep, inc } = await lockIncrement(tx, tenantId, body.id, user.lang);
      assertIncrement(inc, body.version, ['created'], 'incrementQty', user.lang);
      await checkLines(tx, tenantId, body.lines, await chosenSet(tx, sep), user.lang);
      await writeLines(tx, inc, body.lines);
      await setIncrement(tx, inc.id, 'created', now);
      await addHistory(tx, history(sep, inc, 'incrementQty', 'created', 'created', actorOf(user), now, note('incrementQty', { lines: body.lines.length, qty: sum(body.lines) })));
      return sep.id;
    });
    return answer(db, user, sepId, body.id);
  }),

  defineHandler(cancelIncrement, async ({ db, user, body, now }) => {
    const sepId = await db.transaction(async (tx) => {
      const { sep, inc } = await lockIncrement(tx, user.tenant.id, body.id, user.lang);
      assertIncrement(inc, body.version, ['created'], 'incrementCancel', user.lang);
      await setIncrement(tx, inc.id, 'cancelled', now);
      await addHistory(tx, history(sep, inc, 'incrementCancel', 'created', 'cancelled', actorOf(user), now, note('incrementCancel')));
      return sep.id;
    });
    return answer(db, user, sepId, body.id);
  }),

  defineHandler(syncIncrement, async ({ db, user, body, now }) => {
    const sepId = await db.transaction(async (tx) => {
      const { sep, inc } = await lockIncrement(tx, user.tenant.id, body.id, user.lang);
      assertIncrement(inc, body.version, ['created'], 'incrementSync', user.lang);
      if (sep.status !== 'inEffect') throw transitionRefused(user.lang, sep.code, sep.status, 'incrementSync');
      await assertNotProcessing(tx, sep, now, user.lang);
      await setIncrement(tx, inc.id, 'syncing', now, { failure: null });
      await addHistory(tx, history(sep, inc, 'incrementSync', 'created', 'syncing', actorOf(user), now, note('incrementSync')));
      return sep.id;
    });
    return answer(db, user, sepId, body.id);
  }),

  defineHandler(terminateIncrement, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const sepId = await db.transaction(async (tx) => {
      const { sep, inc } = await lockIncrement(tx, tenantId, body.id, user.lang);
      assertIncrement(inc, body.version, ['synced'], 'incrementTerminate', user.lang);
      if (sep.status !== 'inEffect') throw transitionRefused(user.lang, sep.code, sep.status, 'incrementTerminate');
      await assertNotProcessing(tx, sep, now, user.lang);
      const lines = await tx.query<{ sku_id: string; group_id: string; qty: number; line_id: string }>(
        `SELECT il.sku_id, il.group_id, il.qty, l.id AS line_id FROM separation_increment_lines il
           JOIN separation_lines l ON l.separation_id = $2 AND l.sku_id = il.sku_id AND l.group_id = il.group_id
          WHERE il.increment_id = $1 ORDER BY il.position`,
        [inc.id, sep.id],
      );
      for (const l of lines) await releaseFromLine(tx, tenantId, sep.id, l.line_id, l.qty, now);
      await setIncrement(tx, inc.id, 'terminated', now);
      await bumpVersion(tx, sep.id, actorOf(user), now);
      await addHistory(tx, history(sep, inc, 'incrementTerminate', 'synced', 'terminated', actorOf(user), now, note('incrementTerminate', { qty: sum(lines) })));
      return sep.id;
    });
    return answer(db, user, sepId, body.id);
  }),
];
