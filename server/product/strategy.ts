// Fulfilment strategies (src/contract/product/strategy.ts; docs/domain/products.md "Fulfilment
// strategy"): the list, create and change (the label's rules and a name not taken, each problem
// named in PRODUCT_STRATEGY_INVALID; the version read), cancel an active one, delete a cancelled
// one (PRODUCT_STRATEGY_STATE otherwise). Each change runs in one transaction on the locked row.
import { randomBytes, randomInt } from 'node:crypto';
import type { Language } from '../../src/contract';
import { cancelStrategy, createStrategy, deleteStrategy, searchStrategies, strategyList, strategyProblems, updateStrategy, type StrategyRow } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { notFound } from '../inventory';
import { equals } from '../lists/conditions';
import { callerOf, registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { bi, textOf, type Bi } from '../separate';

export const strategyListDefinition = registerList(
  defineSpecList(strategyList, {
    from: sql`product_fulfilment_strategies f`,
    id: sql`f.id`,
    fields: {
      id: sql`f.id`,
      strategyNo: sql`f.strategy_no`,
      name: sql`f.name`,
      tag: sql`f.tag`,
      cutOffTime: sql`f.cut_off_time`,
      carrierClass: sql`f.carrier_class`,
      handlingDays: sql`f.handling_days`,
      status: sql`f.status`,
      updatedAt: sql`f.updated_at`,
      updatedBy: sql`f.updated_by_name`,
      version: sql`f.version`,
    },
    scope: (caller) => [sql`f.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`f.id`, id.trim() || undefined),
    },
  }),
);

const problemText: Record<string, Bi> = {
  fastNeedsExpress: bi('Fast delivery ships by express.', '极速达须使用快递。'),
  fastHandlingDays: bi('Fast delivery allows at most 1 handling day.', '极速达备货天数不能超过 1 天。'),
  bulkyNotExpress: bi('Bulky goods do not ship by express.', '大件商品不能使用快递。'),
  nameTaken: bi('Another strategy has this name.', '已有同名策略。'),
};

const stale = (lang: Language) => new ApiError('PRODUCT_STRATEGY_STALE', textOf(bi('This strategy was changed by someone else. Reload it and try again.', '该策略已被他人修改，请刷新后重试。'), lang), 409);
const wrongState = (lang: Language, status: string) =>
  new ApiError(
    'PRODUCT_STRATEGY_STATE',
    textOf(
      status === 'cancelled'
        ? bi('This strategy is cancelled. Nothing was changed.', '该策略已取消，本次操作未做任何更改。')
        : bi('Only a cancelled strategy can be deleted: cancel it first. Nothing was changed.', '只能删除已取消的策略，请先取消。本次操作未做任何更改。'),
      lang,
    ),
    409,
  );

type Values = { name: string; tag: StrategyRow['tag']; cutOffTime: string; carrierClass: StrategyRow['carrierClass']; handlingDays: number };

async function check(tx: Db, lang: Language, tenantId: string, v: Values, id: string | null): Promise<void> {
  const problems: { field: string; text: Bi }[] = strategyProblems(v).map((p) => ({ field: p.field, text: problemText[p.problem] }));
  const taken = await tx.maybe('SELECT 1 FROM product_fulfilment_strategies WHERE tenant_id = $1 AND lower(name) = lower($2) AND id <> $3', [tenantId, v.name, id ?? '']);
  if (taken) problems.unshift({ field: 'name', text: problemText.nameTaken });
  if (problems.length) throw new ApiError('PRODUCT_STRATEGY_INVALID', problems.map((p) => textOf(p.text, lang)).join(' '), 400, { fields: problems.map((p) => p.field) });
}

type Caller = { id: string; lang: Language; displayName: string; tenant: { id: string } };

async function oneStrategy(db: Db, user: Caller, id: string): Promise<StrategyRow> {
  const row = (await strategyListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

/** Locks the caller's strategy and checks the version read. */
async function locked(tx: Db, user: Caller, id: string, version: number): Promise<{ status: string }> {
  const row = await tx.maybe<{ status: string; version: number }>('SELECT status, version FROM product_fulfilment_strategies WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, user.tenant.id]);
  if (!row) throw notFound(user.lang);
  if (row.version !== version) throw stale(user.lang);
  return row;
}

export const strategyHandlers: readonly HandlerEntry[] = [
  defineHandler(searchStrategies, async ({ db, user, body }) => (await strategyListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(createStrategy, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`strategy:${user.tenant.id}`]);
      await check(tx, user.lang, user.tenant.id, body, null);
      const sid = `fs_${randomBytes(8).toString('hex')}`;
      await tx.query(
        `INSERT INTO product_fulfilment_strategies (id, tenant_id, strategy_no, name, tag, cut_off_time, carrier_class, handling_days, status, updated_at, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $10)`,
        [sid, user.tenant.id, `FS${now.toISOString().slice(2, 10).replace(/-/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`, body.name, body.tag, body.cutOffTime, body.carrierClass, body.handlingDays, now, user.displayName],
      );
      return sid;
    });
    return oneStrategy(db, user, id);
  }),

  defineHandler(updateStrategy, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const row = await locked(tx, user, body.id, body.version);
      if (row.status !== 'active') throw wrongState(user.lang, row.status);
      await check(tx, user.lang, user.tenant.id, body, body.id);
      await tx.query(
        `UPDATE product_fulfilment_strategies SET name = $3, tag = $4, cut_off_time = $5, carrier_class = $6, handling_days = $7, updated_at = $8, updated_by_name = $9, version = version + 1
          WHERE id = $1 AND tenant_id = $2`,
        [body.id, user.tenant.id, body.name, body.tag, body.cutOffTime, body.carrierClass, body.handlingDays, now, user.displayName],
      );
    });
    return oneStrategy(db, user, body.id);
  }),

  defineHandler(cancelStrategy, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const row = await locked(tx, user, body.id, body.version);
      if (row.status !== 'active') throw wrongState(user.lang, row.status);
      await tx.query(`UPDATE product_fulfilment_strategies SET status = 'cancelled', updated_at = $3, updated_by_name = $4, version = version + 1 WHERE id = $1 AND tenant_id = $2`, [body.id, user.tenant.id, now, user.displayName]);
    });
    return oneStrategy(db, user, body.id);
  }),

  defineHandler(deleteStrategy, async ({ db, user, body }) => {
    await db.transaction(async (tx) => {
      const row = await locked(tx, user, body.id, body.version);
      if (row.status !== 'cancelled') throw wrongState(user.lang, row.status);
      await tx.query('DELETE FROM product_fulfilment_strategies WHERE id = $1 AND tenant_id = $2', [body.id, user.tenant.id]);
    });
    return { id: body.id };
  }),
];
