// Isolation (separation) through the real server (docs/domain/separation.md): every allowed
// transition and the refused ones (nothing changes), the stock held and released as /inventory
// shows it, insufficient stock at start, continue and sync, terminate with and without restore,
// concurrent calls with one version, the history with actors, the automatic job and its
// processing guard, end-time rules, incremental separations, the reads of the edit screens,
// tenancy and permissions. The stock invariants are checked after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SeparateErrorCode, historyEntrySchema, separationStatuses, type SeparationDetail, type SeparationStatus } from '../../../src/contract';
import { SEPARATION_JOB_INTERVAL_MS, SeparationRunner, separationJobInterval } from '../../../server/jobs/separation-runner';
import { createHarness, snapshotDb, type Answer, type Harness } from '../harness';
import { allowedFrom, detailOf, expectStockInvariants, harborSeparations, incrementOf, separationClient } from './helpers';

let h: Harness;
let c: ReturnType<typeof separationClient>;
let c2: ReturnType<typeof separationClient>;
let viewer: ReturnType<typeof separationClient>;
let supplier1: string;
let tenantId: string;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoAt = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  h = await createHarness();
  supplier1 = await h.signIn('supplier1');
  c = separationClient(h, supplier1);
  c2 = separationClient(h, await h.signIn('supplier2'));
  viewer = separationClient(h, await h.signIn('viewer1'));
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());
afterEach(async () => {
  await expectStockInvariants(h.db);
});

interface Pair {
  skuId: string;
  sku: string;
  groupId: string;
  groupName: string;
  available: number;
}

const used = new Set<string>();

/** Skus nobody allots or isolates yet, each with a group where at least `min` is available. */
async function freePairs(n: number, min = 40): Promise<Pair[]> {
  const rows = await h.db.query<{ sku_id: string; sku: string; group_id: string; group_name: string; available: number }>(
    `SELECT l.sku_id, k.sku, gw.group_id, g.name AS group_name, sum(l.available)::int AS available
       FROM inventory_stock_levels l JOIN warehouse_group_warehouses gw ON gw.warehouse_id = l.warehouse_id
       JOIN warehouse_groups g ON g.id = gw.group_id JOIN skus k ON k.id = l.sku_id
      WHERE l.tenant_id = $1
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_allotments a WHERE a.sku_id = l.sku_id)
        AND NOT EXISTS (SELECT 1 FROM separation_lines sl WHERE sl.sku_id = l.sku_id)
        AND NOT EXISTS (SELECT 1 FROM separation_increment_lines il WHERE il.sku_id = l.sku_id)
      GROUP BY l.sku_id, k.sku, gw.group_id, g.name HAVING sum(l.available) >= $2
      ORDER BY k.sku, g.name LIMIT 400`,
    [tenantId, min],
  );
  const out: Pair[] = [];
  for (const r of rows) {
    if (used.has(r.sku_id) || out.length === n) continue;
    used.add(r.sku_id);
    out.push({ skuId: r.sku_id, sku: r.sku, groupId: r.group_id, groupName: r.group_name, available: r.available });
  }
  expect(out).toHaveLength(n);
  return out;
}

async function groupAvailable(p: { skuId: string; groupId: string }): Promise<number> {
  const row = await h.db.one<{ n: number }>(
    `SELECT COALESCE(sum(l.available), 0)::int AS n FROM inventory_stock_levels l JOIN warehouse_group_warehouses gw ON gw.warehouse_id = l.warehouse_id
      WHERE l.sku_id = $1 AND gw.group_id = $2`,
    [p.skuId, p.groupId],
  );
  return row.n;
}

/** The sku's available over every warehouse, as the /inventory list shows it. */
/** The sku's row of /inventory (stock summed over every warehouse). */
async function inventoryRow(sku: string): Promise<{ sku: string; onHand: number; locked: number; isolated: number; available: number }> {
  const answer = await h.call<{ rows: { sku: string; onHand: number; locked: number; isolated: number; available: number }[] }>('POST', '/api/scm-app/supplier/inventory/search', {
    cookie: supplier1,
    body: { conditions: { sku: [sku] }, pageSize: 20 },
  });
  expect(answer.envelope.code).toBe('0');
  const row = answer.envelope.data.rows.find((r) => r.sku === sku)!;
  expect(row.onHand).toBe(row.locked + row.isolated + row.available);
  return row;
}

async function inventoryAvailable(sku: string): Promise<number> {
  return (await inventoryRow(sku)).available;
}

const cartId = harborSeparations.cartId;

function form(extra: Record<string, unknown> = {}) {
  const now = h.clock.now().getTime();
  return { name: 'Test isolation', cartId, startAt: isoAt(now + DAY), abortedAt: isoAt(now + 60 * DAY), autoStart: false, remark: '', ...extra };
}

/** A draft with lines (one group per distinct pair group). */
async function draftWith(lines: { pair: Pair; qty: number }[], extra: Record<string, unknown> = {}): Promise<SeparationDetail> {
  const created = detailOf(await c.create(form(extra)));
  const groups = [...new Set(lines.map((l) => l.pair.groupId))];
  return detailOf(
    await c.groupSubmit({
      id: created.id,
      version: created.version,
      warehouseGroupIds: groups,
      lines: lines.map((l) => ({ skuId: l.pair.skuId, warehouseGroupId: l.pair.groupId, qty: l.qty })),
    }),
  );
}

type Stage = 'checked' | 'submitted' | 'inEffect';
async function advance(d: SeparationDetail, to: Stage): Promise<SeparationDetail> {
  let cur = d;
  const order: Stage[] = ['checked', 'submitted', 'inEffect'];
  const verbs = { checked: 'check', submitted: 'submit', inEffect: 'start' } as const;
  for (const stage of order.slice(0, order.indexOf(to) + 1)) {
    if (separationStatuses.indexOf(cur.status) >= separationStatuses.indexOf(stage)) continue;
    cur = detailOf(await c.action(verbs[stage], cur.id, cur.version));
  }
  return cur;
}

function expectCode(answer: Answer, code: string, status?: number) {
  expect(answer.envelope?.code, answer.text.slice(0, 400)).toBe(code);
  if (status) expect(answer.status).toBe(status);
}

async function heldOf(id: string): Promise<number> {
  return (await h.db.one<{ n: number }>('SELECT COALESCE(sum(qty), 0)::int AS n FROM separation_allocations WHERE separation_id = $1', [id])).n;
}

async function drainJob(): Promise<number> {
  const runner = new SeparationRunner({ db: h.db, now: h.clock.now, log: () => {} });
  let n = 0;
  while (await runner.runOnce()) n++;
  return n;
}

describe('the lifecycle', () => {
  it('walks draft -> checked -> submitted -> inEffect -> suspending -> inEffect -> suspended -> inEffect -> finished with the stock held and released', async () => {
    const [p, q] = await freePairs(2);
    let d = await draftWith([
      { pair: p, qty: 10 },
      { pair: q, qty: 7 },
    ]);
    expect([d.status, d.lineCount, d.totalQty, d.totalIsolated]).toEqual(['draft', 2, 17, 0]);
    const before = { p: await groupAvailable(p), q: await groupAvailable(q) };

    d = await advance(d, 'checked');
    expect(d.status).toBe('checked');
    d = await advance(d, 'submitted');
    expect(d.status).toBe('submitted');
    d = await advance(d, 'inEffect');
    expect([d.status, d.totalIsolated]).toEqual(['inEffect', 17]);
    expect(d.lines.map((l) => l.isolated).sort()).toEqual([10, 7].sort());
    expect(await groupAvailable(p)).toBe(before.p - 10);
    expect(await groupAvailable(q)).toBe(before.q - 7);

    d = detailOf(await c.action('suspend', d.id, d.version));
    expect([d.status, d.totalIsolated]).toEqual(['suspending', 17]);
    d = detailOf(await c.action('continue', d.id, d.version));
    expect([d.status, d.totalIsolated]).toEqual(['inEffect', 17]);
    d = detailOf(await c.action('suspend', d.id, d.version));
    d = detailOf(await c.action('suspend/confirm', d.id, d.version));
    expect([d.status, d.totalIsolated]).toEqual(['suspended', 0]);
    expect(await groupAvailable(p)).toBe(before.p);
    d = detailOf(await c.action('continue', d.id, d.version));
    expect([d.status, d.totalIsolated]).toEqual(['inEffect', 17]);
    expect(await groupAvailable(p)).toBe(before.p - 10);

    const newEnd = isoAt(h.clock.now().getTime() + 90 * DAY);
    d = detailOf(await c.abortedTime(d.id, d.version, newEnd));
    expect([d.status, d.abortedAt]).toEqual(['inEffect', newEnd]);

    d = detailOf(await c.action('finish', d.id, d.version));
    expect([d.status, d.totalIsolated]).toEqual(['finished', 0]);
    expect(await groupAvailable(p)).toBe(before.p);
    expect(await groupAvailable(q)).toBe(before.q);
    expect(d.version).toBe(12);

    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.map((e) => [e.action, e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['create', null, 'draft', 'Grace Lin'],
      ['groupSubmit', 'draft', 'draft', 'Grace Lin'],
      ['check', 'draft', 'checked', 'Grace Lin'],
      ['submit', 'checked', 'submitted', 'Grace Lin'],
      ['start', 'submitted', 'inEffect', 'Grace Lin'],
      ['suspend', 'inEffect', 'suspending', 'Grace Lin'],
      ['continue', 'suspending', 'inEffect', 'Grace Lin'],
      ['suspend', 'inEffect', 'suspending', 'Grace Lin'],
      ['suspendConfirm', 'suspending', 'suspended', 'Grace Lin'],
      ['continue', 'suspended', 'inEffect', 'Grace Lin'],
      ['abortedTime', 'inEffect', 'inEffect', 'Grace Lin'],
      ['finish', 'inEffect', 'finished', 'Grace Lin'],
    ]);
    expect(history[4].note).toBe('Isolated 17 units on 2 lines.');
    expect(history[11].note).toBe('Finished; 17 units returned to the shared stock.');
  });

  it('shows the drop on /inventory after start and the return after finish, terminate with restore and recover; terminate without restore keeps it held', async () => {
    const [p] = await freePairs(1, 60);
    const before = await inventoryRow(p.sku);
    const start = before.available;

    const a = await advance(await draftWith([{ pair: p, qty: 12 }]), 'inEffect');
    // what leaves available shows as isolated
    expect(await inventoryRow(p.sku)).toMatchObject({ onHand: before.onHand, isolated: before.isolated + 12, available: start - 12 });
    const finished = detailOf(await c.action('finish', a.id, a.version));
    expect(finished.status).toBe('finished');
    expect(await inventoryRow(p.sku)).toMatchObject({ isolated: before.isolated, available: start });

    const b = await advance(await draftWith([{ pair: p, qty: 5 }]), 'inEffect');
    expect(await inventoryAvailable(p.sku)).toBe(start - 5);
    const restored = detailOf(await c.terminate(b.id, b.version, true));
    expect([restored.status, restored.restored, restored.totalIsolated]).toEqual(['terminated', true, 0]);
    expect(await inventoryAvailable(p.sku)).toBe(start);
    // nothing to recover after a restore
    expectCode(await c.action('recover', restored.id, restored.version), SeparateErrorCode.transitionRefused, 409);

    const k = await advance(await draftWith([{ pair: p, qty: 8 }]), 'inEffect');
    const kept = detailOf(await c.terminate(k.id, k.version, false));
    expect([kept.status, kept.restored, kept.totalIsolated]).toEqual(['terminated', false, 8]);
    expect(await inventoryRow(p.sku)).toMatchObject({ isolated: before.isolated + 8, available: start - 8 });
    expect(await heldOf(k.id)).toBe(8);
    const recovered = detailOf(await c.action('recover', kept.id, kept.version));
    expect([recovered.status, recovered.totalIsolated]).toEqual(['recovered', 0]);
    expect(await inventoryAvailable(p.sku)).toBe(start);

    const history = historyEntrySchema.array().parse((await c.record(k.id)).envelope.data);
    expect(history.slice(-2).map((e) => [e.action, e.toStatus, e.note])).toEqual([
      ['terminate', 'terminated', 'Terminated; 8 units stay isolated for the shop until recovered.'],
      ['recover', 'recovered', 'Recovered; 8 units returned to the shared stock.'],
    ]);
  });

  it('terminates from suspending and suspended too; cancels from draft, checked and submitted; deletes draft and checked', async () => {
    const [p] = await freePairs(1);
    const s1 = detailOf(await c.action('suspend', ...(await idv(advance(await draftWith([{ pair: p, qty: 2 }]), 'inEffect')))));
    expect(detailOf(await c.terminate(s1.id, s1.version, true)).status).toBe('terminated');
    let s2 = detailOf(await c.action('suspend', ...(await idv(advance(await draftWith([{ pair: p, qty: 2 }]), 'inEffect')))));
    s2 = detailOf(await c.action('suspend/confirm', s2.id, s2.version));
    const t2 = detailOf(await c.terminate(s2.id, s2.version, false));
    expect([t2.status, t2.restored, t2.totalIsolated]).toEqual(['terminated', false, 0]);
    // a suspended isolation may also finish
    let s3 = detailOf(await c.action('suspend', ...(await idv(advance(await draftWith([{ pair: p, qty: 2 }]), 'inEffect')))));
    s3 = detailOf(await c.action('suspend/confirm', s3.id, s3.version));
    expect(detailOf(await c.action('finish', s3.id, s3.version)).status).toBe('finished');

    for (const stage of ['draft', 'checked', 'submitted'] as const) {
      const d0 = await draftWith([{ pair: p, qty: 1 }]);
      const d = stage === 'draft' ? d0 : await advance(d0, stage);
      const cancelled = detailOf(await c.action('cancel', d.id, d.version));
      expect(cancelled.status).toBe('cancelled');
    }
    for (const stage of ['draft', 'checked'] as const) {
      const d0 = await draftWith([{ pair: p, qty: 1 }]);
      const d = stage === 'draft' ? d0 : await advance(d0, stage);
      const answer = await c.remove(d.id, d.version);
      expect(answer.envelope.data).toEqual({ id: d.id, deleted: true });
      expectCode(await c.detail(d.id), 'SYS_NOT_FOUND', 404);
      const list = await c.search({ conditions: { code: d.code }, pageSize: 20 });
      expect((list.envelope.data as { rows: unknown[] }).rows).toEqual([]);
    }
  });

  it('returns a checked isolation to draft on every edit and clears the check problems', async () => {
    const [p, q] = await freePairs(2);
    const edits: ((d: SeparationDetail) => Promise<Answer>)[] = [
      (d) => c.update({ ...form({ name: 'Renamed' }), id: d.id, version: d.version }),
      (d) => c.updateQty({ id: d.id, version: d.version, lines: [{ lineId: d.lines[0].id, qty: 3 }] }),
      (d) => c.skuPut(d.lines[0].id, { version: d.version, qty: 4 }),
      (d) =>
        c.groupSubmit({
          id: d.id,
          version: d.version,
          warehouseGroupIds: [p.groupId, q.groupId],
          lines: [
            { skuId: p.skuId, warehouseGroupId: p.groupId, qty: 2 },
            { skuId: q.skuId, warehouseGroupId: q.groupId, qty: 1 },
          ],
        }),
    ];
    for (const editOf of edits) {
      const checked = await advance(await draftWith([{ pair: p, qty: 2 }]), 'checked');
      const edited = detailOf(await editOf(checked));
      expect([edited.status, edited.version]).toEqual(['draft', checked.version + 1]);
    }
    const d = await draftWith([{ pair: p, qty: 2 }]);
    const after = detailOf(await c.skuPut(d.lines[0].id, { version: d.version, qty: 9 }));
    expect(after.lines[0]).toMatchObject({ id: d.lines[0].id, qty: 9 });
    const renamed = detailOf(await c.update({ ...form({ name: 'Other name', remark: 'note' }), id: after.id, version: after.version }));
    expect([renamed.name, renamed.remark]).toEqual(['Other name', 'note']);
    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.map((e) => e.action)).toEqual(['create', 'groupSubmit', 'updateQty', 'update']);
    expect(history[2].note).toBe(`Quantities changed: ${p.sku} @ ${p.groupName} 2 → 9.`);
  });
});

/** [id, version] of a detail (for spreading into an action). */
async function idv(d: Promise<SeparationDetail> | SeparationDetail): Promise<[string, number]> {
  const x = await d;
  return [x.id, x.version];
}

describe('refused transitions', () => {
  it('answer SEPARATE_TRANSITION_REFUSED in every state where the action is not allowed, and change nothing', async () => {
    const [p] = await freePairs(1, 60);
    const make = async (target: string): Promise<SeparationDetail> => {
      const d = await draftWith([{ pair: p, qty: 1 }]);
      switch (target) {
        case 'draft':
          return d;
        case 'checked':
        case 'submitted':
        case 'inEffect':
          return advance(d, target);
        case 'cancelled':
          return detailOf(await c.action('cancel', d.id, d.version));
      }
      let e = await advance(d, 'inEffect');
      e = detailOf(await c.action('suspend', e.id, e.version));
      if (target === 'suspending') return e;
      if (target === 'terminatedKept') return detailOf(await c.terminate(e.id, e.version, false));
      if (target === 'terminatedRestored') return detailOf(await c.terminate(e.id, e.version, true));
      e = detailOf(await c.action('suspend/confirm', e.id, e.version));
      if (target === 'suspended') return e;
      if (target === 'finished') return detailOf(await c.action('finish', e.id, e.version));
      const t = detailOf(await c.terminate(e.id, e.version, false));
      return detailOf(await c.action('recover', t.id, t.version)); // recovered
    };
    // recover: only from a termination that kept the stock held
    const allowed: Record<string, readonly string[]> = { ...allowedFrom, recover: ['terminatedKept'] };
    const states = ['draft', 'checked', 'submitted', 'inEffect', 'suspending', 'suspended', 'finished', 'terminatedRestored', 'terminatedKept', 'recovered', 'cancelled'];
    let refusals = 0;
    for (const state of states) {
      const d = await make(state);
      const calls: Record<string, () => Promise<Answer>> = {
        check: () => c.action('check', d.id, d.version),
        submit: () => c.action('submit', d.id, d.version),
        start: () => c.action('start', d.id, d.version),
        cancel: () => c.action('cancel', d.id, d.version),
        suspend: () => c.action('suspend', d.id, d.version),
        'suspend/confirm': () => c.action('suspend/confirm', d.id, d.version),
        continue: () => c.action('continue', d.id, d.version),
        finish: () => c.action('finish', d.id, d.version),
        terminate: () => c.terminate(d.id, d.version, true),
        recover: () => c.action('recover', d.id, d.version),
        abortedTime: () => c.abortedTime(d.id, d.version, isoAt(h.clock.now().getTime() + 100 * DAY)),
        update: () => c.update({ ...form(), id: d.id, version: d.version }),
        groupSubmit: () => c.groupSubmit({ id: d.id, version: d.version, warehouseGroupIds: [p.groupId], lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 2 }] }),
        updateQty: () => c.updateQty({ id: d.id, version: d.version, lines: [{ lineId: d.lines[0].id, qty: 2 }] }),
        skuPut: () => c.skuPut(d.lines[0].id, { version: d.version, qty: 2 }),
        delete: () => c.remove(d.id, d.version),
      };
      for (const [action, states] of Object.entries(allowed)) {
        if (states.includes(state)) continue;
        const before = await snapshotDb(h.db);
        const answer = await calls[action]();
        expectCode(answer, SeparateErrorCode.transitionRefused, 409);
        expect(answer.envelope.message, `${action} in ${state}`).toMatch(/cannot|nothing to recover/);
        expect(await snapshotDb(h.db), `${action} in ${state} changed the database`).toBe(before);
        refusals++;
      }
      const after = detailOf(await c.detail(d.id));
      expect([after.status, after.version]).toEqual([d.status, d.version]);
    }
    expect(refusals).toBeGreaterThan(100);
  });

  it('answers in the caller language and names status and action', async () => {
    const [p] = await freePairs(1);
    const d = await draftWith([{ pair: p, qty: 1 }]);
    const answer = await c.action('start', d.id, d.version);
    expect(answer.envelope.message).toBe(`Isolation ${d.code} is "Draft": you cannot start it now.`);
    expect(answer.envelope.data).toEqual({ status: 'draft', action: 'start' });
  });

  it('refuses a stale version with SEPARATE_VERSION_STALE and changes nothing', async () => {
    const [p] = await freePairs(1);
    const d = await draftWith([{ pair: p, qty: 1 }]);
    const before = await snapshotDb(h.db);
    const answer = await c.action('check', d.id, d.version - 1);
    expectCode(answer, SeparateErrorCode.versionStale, 409);
    expect(answer.envelope.message).toBe(`Isolation ${d.code} was changed by someone else. Reload it and try again.`);
    expect(await snapshotDb(h.db)).toBe(before);
  });
});

describe('stock rules', () => {
  it('check: SEPARATE_NO_LINES without lines; SEPARATE_CHECK_FAILED above the available stock (stays draft, problems shown); edits clear them', async () => {
    const empty = detailOf(await c.create(form()));
    expectCode(await c.action('check', empty.id, empty.version), SeparateErrorCode.noLines, 400);
    const [p] = await freePairs(1);
    const available = await groupAvailable(p);
    const d = await draftWith([{ pair: p, qty: available + 1 }]);
    const answer = await c.action('check', d.id, d.version);
    expectCode(answer, SeparateErrorCode.checkFailed, 400);
    expect(answer.envelope.message).toContain(`SKU ${p.sku} in "${p.groupName}" needs ${available + 1}, ${available} available`);
    const after = detailOf(await c.detail(d.id));
    expect([after.status, after.version]).toEqual(['draft', d.version]);
    expect(after.checkProblems).toEqual([
      { skuId: p.skuId, sku: p.sku, warehouseGroupId: p.groupId, warehouseGroupName: p.groupName, qty: available + 1, available, message: `Asks for ${available + 1}, ${available} available in "${p.groupName}".` },
    ]);
    const fixed = detailOf(await c.skuPut(d.lines[0].id, { version: after.version, qty: available }));
    expect(fixed.checkProblems).toEqual([]);
    expect(detailOf(await c.action('check', fixed.id, fixed.version)).status).toBe('checked');
  });

  it('start: SEPARATE_INSUFFICIENT_STOCK listing the short lines when the stock went elsewhere; nothing changes', async () => {
    const [p, q] = await freePairs(2);
    const all = await groupAvailable(p);
    const x = await advance(await draftWith([{ pair: p, qty: all }]), 'submitted');
    const y = await advance(
      await draftWith([
        { pair: q, qty: 1 },
        { pair: p, qty: 1 },
      ]),
      'submitted',
    );
    expect(detailOf(await c.action('start', x.id, x.version)).status).toBe('inEffect');
    expect(await groupAvailable(p)).toBe(0);
    const before = await snapshotDb(h.db);
    const answer = await c.action('start', y.id, y.version);
    expectCode(answer, SeparateErrorCode.insufficientStock, 409);
    expect(answer.envelope.message).toBe(`Not enough available stock to isolate: SKU ${p.sku} in "${p.groupName}" needs 1, 0 available.`);
    expect(await snapshotDb(h.db)).toBe(before);
    expect((await groupAvailable(q)) > 0).toBe(true);
    expect(detailOf(await c.detail(y.id)).status).toBe('submitted');

    // continue of a suspended isolation is refused the same way
    let xs = detailOf(await c.action('suspend', x.id, detailOf(await c.detail(x.id)).version));
    xs = detailOf(await c.action('suspend/confirm', xs.id, xs.version));
    const ys = detailOf(await c.action('start', y.id, y.version));
    expect(ys.totalIsolated).toBe(2);
    const before2 = await snapshotDb(h.db);
    expectCode(await c.action('continue', xs.id, xs.version), SeparateErrorCode.insufficientStock, 409);
    expect(await snapshotDb(h.db)).toBe(before2);
    expect(detailOf(await c.detail(xs.id)).status).toBe('suspended');
  });

  it('allocates over the group warehouses largest available first', async () => {
    const [p] = await freePairs(1, 100);
    const rows = await h.db.query<{ warehouse_id: string; available: number }>(
      `SELECT l.warehouse_id, l.available FROM inventory_stock_levels l JOIN warehouse_group_warehouses gw ON gw.warehouse_id = l.warehouse_id
        WHERE l.sku_id = $1 AND gw.group_id = $2 AND l.available > 0 ORDER BY l.available DESC, l.warehouse_id`,
      [p.skuId, p.groupId],
    );
    const qty = rows.length > 1 ? rows[0].available + 1 : rows[0].available;
    const d = await advance(await draftWith([{ pair: p, qty }]), 'inEffect');
    const sku = (await c.skuGet(d.lines[0].id)).envelope.data as { warehouses: { warehouseId: string; isolated: number }[]; isolated: number };
    expect(sku.isolated).toBe(qty);
    const byWarehouse = Object.fromEntries(sku.warehouses.filter((w) => w.isolated > 0).map((w) => [w.warehouseId, w.isolated]));
    expect(byWarehouse[rows[0].warehouse_id]).toBe(rows[0].available);
    if (rows.length > 1) expect(byWarehouse[rows[1].warehouse_id]).toBe(1);
  });
});

describe('concurrency', () => {
  it('of two calls with the same version exactly one wins, the other is SEPARATE_VERSION_STALE', async () => {
    const [p] = await freePairs(1);
    const d = await advance(await draftWith([{ pair: p, qty: 4 }]), 'submitted');
    const answers = await Promise.all([c.action('start', d.id, d.version), c.action('start', d.id, d.version)]);
    expect(answers.map((a) => a.envelope.code).sort()).toEqual(['0', SeparateErrorCode.versionStale].sort());
    expect(await heldOf(d.id)).toBe(4);
    const e = detailOf(await c.detail(d.id));
    const mixed = await Promise.all([c.action('suspend', e.id, e.version), c.action('finish', e.id, e.version), c.terminate(e.id, e.version, false)]);
    expect(mixed.filter((a) => a.envelope.code === '0')).toHaveLength(1);
    expect(mixed.filter((a) => a.envelope.code === SeparateErrorCode.versionStale)).toHaveLength(2);
    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.filter((x) => x.action === 'start')).toHaveLength(1);
  });
});

describe('end time', () => {
  it('moves only forward of now and after the start, in submitted, inEffect, suspending and suspended', async () => {
    const [p] = await freePairs(1);
    const now = h.clock.now().getTime();
    let d = await advance(await draftWith([{ pair: p, qty: 1 }], { startAt: isoAt(now + 5 * DAY), abortedAt: isoAt(now + 30 * DAY) }), 'submitted');
    expectCode(await c.abortedTime(d.id, d.version, isoAt(now - HOUR)), SeparateErrorCode.periodInvalid, 400);
    const beforeStart = await c.abortedTime(d.id, d.version, isoAt(now + 4 * DAY));
    expectCode(beforeStart, SeparateErrorCode.periodInvalid, 400);
    expect(beforeStart.envelope.message).toBe('The end time must be after the start time.');
    d = detailOf(await c.abortedTime(d.id, d.version, isoAt(now + 40 * DAY)));
    expect([d.status, d.abortedAt]).toEqual(['submitted', isoAt(now + 40 * DAY)]);
    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.at(-1)!.note).toBe(`End time ${isoAt(now + 30 * DAY).slice(0, 16).replace('T', ' ')} UTC → ${isoAt(now + 40 * DAY).slice(0, 16).replace('T', ' ')} UTC.`);
    d = detailOf(await c.action('start', d.id, d.version));
    d = detailOf(await c.abortedTime(d.id, d.version, isoAt(now + 41 * DAY)));
    d = detailOf(await c.action('suspend', d.id, d.version));
    d = detailOf(await c.abortedTime(d.id, d.version, isoAt(now + 42 * DAY)));
    d = detailOf(await c.action('suspend/confirm', d.id, d.version));
    d = detailOf(await c.abortedTime(d.id, d.version, isoAt(now + 43 * DAY)));
    expect([d.status, d.abortedAt]).toEqual(['suspended', isoAt(now + 43 * DAY)]);
  });

  it('refuses a period that ends before it starts or in the past when creating and editing', async () => {
    const now = h.clock.now().getTime();
    expectCode(await c.create(form({ startAt: isoAt(now + 2 * DAY), abortedAt: isoAt(now + DAY) })), SeparateErrorCode.periodInvalid, 400);
    const past = await c.create(form({ startAt: isoAt(now - 3 * DAY), abortedAt: isoAt(now - DAY) }));
    expectCode(past, SeparateErrorCode.periodInvalid, 400);
    expect(past.envelope.message).toBe('The end time must be in the future.');
    const d = detailOf(await c.create(form()));
    expectCode(await c.update({ ...form({ abortedAt: isoAt(now + HOUR), startAt: isoAt(now + 2 * HOUR) }), id: d.id, version: d.version }), SeparateErrorCode.periodInvalid, 400);
  });
});

describe('the automatic job and the processing guard', () => {
  it('starts a due isolation with automatic start; start meanwhile answers SEPARATE_PROCESSING', async () => {
    const [p] = await freePairs(1);
    const now = h.clock.now().getTime();
    const d = await advance(await draftWith([{ pair: p, qty: 3 }], { autoStart: true, startAt: isoAt(now + HOUR), abortedAt: isoAt(now + 20 * DAY) }), 'submitted');
    expect(d.autoSeparateStatus).toBe(false);
    h.clock.advance(2 * HOUR);
    const due = detailOf(await c.detail(d.id));
    expect([due.autoSeparateStatus, due.autoIncrementalStatus]).toEqual([true, false]);
    expect((await c.autoStatus(d.id)).envelope.data).toEqual({ autoSeparateStatus: true, autoIncrementalStatus: false });
    const refused = await c.action('start', d.id, d.version);
    expectCode(refused, SeparateErrorCode.processing, 409);
    expect(refused.envelope.message).toBe('Stock isolation is being processed automatically; conflicting actions are unavailable until it finishes.');
    expect(await drainJob()).toBeGreaterThanOrEqual(1);
    const started = detailOf(await c.detail(d.id));
    expect([started.status, started.totalIsolated, started.autoSeparateStatus, started.version]).toEqual(['inEffect', 3, false, d.version + 1]);
    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.at(-1)).toMatchObject({ action: 'start', fromStatus: 'submitted', toStatus: 'inEffect', actorName: null });
    const auto = (await c.autoHistory(d.id)).envelope.data as { kind: string; outcome: string }[];
    expect(auto.map((a) => [a.kind, a.outcome])).toEqual([['start', 'done']]);
  });

  it('turns automatic start off when the stock is short (stays submitted, recorded as failed)', async () => {
    const [p] = await freePairs(1);
    const now = h.clock.now().getTime();
    const d = await advance(await draftWith([{ pair: p, qty: 2 }], { autoStart: true, startAt: isoAt(now + HOUR), abortedAt: isoAt(now + 20 * DAY) }), 'submitted');
    // the stock goes to another isolation first
    const rival = await advance(await draftWith([{ pair: p, qty: await groupAvailable(p) }]), 'inEffect');
    expect(rival.status).toBe('inEffect');
    h.clock.advance(2 * HOUR);
    await drainJob();
    const after = detailOf(await c.detail(d.id));
    expect([after.status, after.autoStart, after.autoSeparateStatus, after.totalIsolated]).toEqual(['submitted', false, false, 0]);
    const auto = (await c.autoHistory(d.id)).envelope.data as { kind: string; outcome: string; note: string }[];
    expect(auto[0]).toMatchObject({ kind: 'start', outcome: 'failed' });
    expect(auto[0].note).toContain(`SKU ${p.sku}`);
    // the user can still cancel it
    expect(detailOf(await c.action('cancel', after.id, after.version)).status).toBe('cancelled');
  });

  it('finishes an isolation past its end time; meanwhile the conflicting calls answer SEPARATE_PROCESSING', async () => {
    const [p] = await freePairs(1);
    const now = h.clock.now().getTime();
    const d = await advance(await draftWith([{ pair: p, qty: 6 }], { startAt: isoAt(now - HOUR), abortedAt: isoAt(now + 3 * HOUR) }), 'inEffect');
    const inc = incrementOf(await c.incrementCreate({ separationId: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 }] }));
    h.clock.advance(4 * HOUR);
    const due = detailOf(await c.detail(d.id));
    expect(due.autoSeparateStatus).toBe(true);
    const before = await snapshotDb(h.db);
    for (const answer of [
      await c.action('suspend', d.id, d.version),
      await c.action('finish', d.id, d.version),
      await c.terminate(d.id, d.version, true),
      await c.abortedTime(d.id, d.version, isoAt(now + 10 * DAY)),
      await c.incrementCreate({ separationId: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 }] }),
      await c.incrementAction('sync', inc.id, inc.version),
    ]) {
      expectCode(answer, SeparateErrorCode.processing, 409);
    }
    expect(await snapshotDb(h.db)).toBe(before);
    await drainJob();
    const finished = detailOf(await c.detail(d.id));
    expect([finished.status, finished.totalIsolated, finished.autoSeparateStatus]).toEqual(['finished', 0, false]);
    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.at(-1)).toMatchObject({ action: 'finish', fromStatus: 'inEffect', toStatus: 'finished', actorName: null, note: 'Finished; 6 units returned to the shared stock.' });
  });
  it('polls every SEPARATION_JOB_INTERVAL_MS (default 5 s)', () => {
    expect(SEPARATION_JOB_INTERVAL_MS).toBe(5000);
    expect(separationJobInterval({})).toBe(5000);
    expect(separationJobInterval({ SEPARATION_JOB_INTERVAL_MS: '250' })).toBe(250);
    expect(separationJobInterval({ SEPARATION_JOB_INTERVAL_MS: 'soon' })).toBe(5000);
    expect(separationJobInterval({ SEPARATION_JOB_INTERVAL_MS: '0' })).toBe(5000);
  });
});

describe('incremental separations', () => {
  it('create, replace lines, sync by the job (a new line and more of an existing one), terminate, cancel', async () => {
    const [p, q, r] = await freePairs(3);
    // q and r must be in p's group: pick skus with stock there
    const sameGroup = await h.db.query<{ sku_id: string; sku: string; available: number }>(
      `SELECT l.sku_id, k.sku, sum(l.available)::int AS available FROM inventory_stock_levels l
         JOIN warehouse_group_warehouses gw ON gw.warehouse_id = l.warehouse_id JOIN skus k ON k.id = l.sku_id
        WHERE gw.group_id = $1 AND l.sku_id <> ALL($2::text[])
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_allotments a WHERE a.sku_id = l.sku_id)
          AND NOT EXISTS (SELECT 1 FROM separation_lines sl WHERE sl.sku_id = l.sku_id)
        GROUP BY l.sku_id, k.sku HAVING sum(l.available) >= 30 ORDER BY k.sku LIMIT 1`,
      [p.groupId, [...used]],
    );
    const n = { skuId: sameGroup[0].sku_id, sku: sameGroup[0].sku, groupId: p.groupId, groupName: p.groupName, available: sameGroup[0].available };
    used.add(n.skuId);
    let d = await advance(await draftWith([{ pair: p, qty: 5 }]), 'inEffect');

    // groups must be among the isolation's
    const stranger = q.groupId === p.groupId ? r : q;
    if (stranger.groupId !== p.groupId) {
      expectCode(
        await c.incrementCreate({ separationId: d.id, lines: [{ skuId: stranger.skuId, warehouseGroupId: stranger.groupId, qty: 1 }] }),
        SeparateErrorCode.groupNotUsable,
        400,
      );
    }
    let inc = incrementOf(
      await c.incrementCreate({
        separationId: d.id,
        lines: [
          { skuId: p.skuId, warehouseGroupId: p.groupId, qty: 2 },
          { skuId: n.skuId, warehouseGroupId: n.groupId, qty: 3 },
        ],
      }),
    );
    expect([inc.status, inc.code, inc.totalQty, inc.version]).toEqual(['created', expect.stringMatching(/^INC\d{6}$/), 5, 1]);
    inc = incrementOf(await c.incrementQty({ id: inc.id, version: inc.version, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 2 }, { skuId: n.skuId, warehouseGroupId: n.groupId, qty: 4 }] }));
    expect([inc.totalQty, inc.version]).toEqual([6, 2]);
    expectCode(await c.incrementQty({ id: inc.id, version: 1, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 }] }), SeparateErrorCode.incrementStale, 409);

    const availableN = await groupAvailable(n);
    inc = incrementOf(await c.incrementAction('sync', inc.id, inc.version));
    expect(inc.status).toBe('syncing');
    const syncing = detailOf(await c.detail(d.id));
    expect([syncing.autoIncrementalStatus, syncing.autoSeparateStatus]).toEqual([true, false]);
    expectCode(await c.action('suspend', d.id, syncing.version), SeparateErrorCode.processing, 409);
    expect(await drainJob()).toBeGreaterThanOrEqual(1);
    d = detailOf(await c.detail(d.id));
    expect(d.autoIncrementalStatus).toBe(false);
    expect(d.version).toBe(syncing.version + 1);
    expect(d.lines.map((l) => [l.skuId, l.qty, l.isolated]).sort()).toEqual(
      [
        [p.skuId, 7, 7],
        [n.skuId, 4, 4],
      ].sort(),
    );
    expect(await groupAvailable(n)).toBe(availableN - 4);
    inc = d.increments.find((i) => i.id === inc.id)!;
    expect([inc.status, inc.failureReason, inc.syncedAt !== null]).toEqual(['synced', null, true]);

    inc = incrementOf(await c.incrementAction('terminate', inc.id, inc.version));
    expect(inc.status).toBe('terminated');
    d = detailOf(await c.detail(d.id));
    expect(d.lines.map((l) => [l.skuId, l.qty, l.isolated])).toEqual([[p.skuId, 5, 5]]);
    expect(await groupAvailable(n)).toBe(availableN);
    expectCode(await c.incrementAction('terminate', inc.id, inc.version), SeparateErrorCode.incrementTransitionRefused, 409);

    const other = incrementOf(await c.incrementCreate({ separationId: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 }] }));
    expect(incrementOf(await c.incrementAction('cancel', other.id, other.version)).status).toBe('cancelled');
    expectCode(await c.incrementAction('sync', other.id, other.version + 1), SeparateErrorCode.incrementTransitionRefused, 409);

    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.filter((e) => e.incrementCode === inc.code).map((e) => [e.action, e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['incrementCreate', null, 'created', 'Grace Lin'],
      ['incrementQty', 'created', 'created', 'Grace Lin'],
      ['incrementSync', 'created', 'syncing', 'Grace Lin'],
      ['incrementSynced', 'syncing', 'synced', null],
      ['incrementTerminate', 'synced', 'terminated', 'Grace Lin'],
    ]);
    const list = (await c.increments(d.id)).envelope.data as { id: string }[];
    expect(list.map((i) => i.id)).toEqual([other.id, inc.id]);
  });

  it('a sync short of stock returns to created with the reason and changes no stock; increments need the isolation in effect', async () => {
    const [p] = await freePairs(1);
    let d = await advance(await draftWith([{ pair: p, qty: 1 }]), 'inEffect');
    const inc = incrementOf(await c.incrementCreate({ separationId: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: (await groupAvailable(p)) + 1 }] }));
    const synced = incrementOf(await c.incrementAction('sync', inc.id, inc.version));
    const stock = await h.db.query('SELECT * FROM inventory_stock WHERE sku_id = $1 ORDER BY warehouse_id', [p.skuId]);
    await drainJob();
    expect(await h.db.query('SELECT * FROM inventory_stock WHERE sku_id = $1 ORDER BY warehouse_id', [p.skuId])).toEqual(stock);
    d = detailOf(await c.detail(d.id));
    const back = d.increments.find((i) => i.id === inc.id)!;
    expect([back.status, back.version]).toEqual(['created', synced.version + 1]);
    expect(back.failureReason).toMatch(/^Not enough available stock to isolate: SKU /);
    const history = historyEntrySchema.array().parse((await c.record(d.id)).envelope.data);
    expect(history.at(-1)).toMatchObject({ action: 'incrementSyncFailed', fromStatus: 'syncing', toStatus: 'created', actorName: null });
    expect(((await c.autoHistory(d.id)).envelope.data as { kind: string; outcome: string }[])[0]).toMatchObject({ kind: 'incrementSync', outcome: 'failed' });

    // once suspended: no new increment, no sync
    d = detailOf(await c.action('suspend', d.id, d.version));
    expectCode(await c.incrementCreate({ separationId: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 }] }), SeparateErrorCode.transitionRefused, 409);
    expectCode(await c.incrementAction('sync', back.id, back.version), SeparateErrorCode.transitionRefused, 409);
  });
});

describe('reads of the edit screens', () => {
  it('warehouse groups, allocation grids, group check, sku warehouses, cart options, the list and the option dictionaries', async () => {
    const [p] = await freePairs(1);
    const d = await draftWith([{ pair: p, qty: 2 }]);
    const groups = (await c.warehouseGroups(d.id)).envelope.data as { id: string; selected: boolean; warehouseCount: number; available: number }[];
    expect(groups.every((g) => g.warehouseCount > 0)).toBe(true);
    expect(groups.filter((g) => g.selected).map((g) => g.id)).toEqual([p.groupId]);
    expect(groups.find((g) => g.id === p.groupId)!.available).toBe(await groupAvailable(p));

    const free = harborSeparations.freeSku;
    const grid = (await c.allocation(d.id, [free.sku.toLowerCase()])).envelope.data as { skuId: string; warehouseGroupId: string; qty: number; available: number }[];
    expect(grid).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 2, available: await groupAvailable(p) }),
        expect.objectContaining({ skuId: free.id, warehouseGroupId: p.groupId, qty: 0 }),
      ]),
    );
    // the edit grid spans every usable group (groups are chosen when the lines are saved)
    expect(new Set(grid.map((x) => x.warehouseGroupId))).toEqual(new Set(groups.map((g) => g.id)));
    expect(grid.filter((x) => x.skuId === free.id)).toHaveLength(groups.length);
    // an incremental separation stays within the chosen groups
    const incGrid = (await c.incrementAllocation(d.id, [free.sku])).envelope.data as { warehouseGroupId: string }[];
    expect(incGrid.length).toBeGreaterThan(0);
    expect(incGrid.every((x) => x.warehouseGroupId === p.groupId)).toBe(true);
    const unknown = await c.incrementAllocation(d.id, ['NO-SUCH-SKU-1', free.sku]);
    expectCode(unknown, SeparateErrorCode.skuNotFound, 404);
    expect(unknown.envelope.data).toEqual({ skus: ['NO-SUCH-SKU-1'] });

    const check = (await c.groupCheck({ id: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 10_000_000 }] })).envelope.data as { ok: boolean; problems: unknown[] };
    expect([check.ok, check.problems.length]).toEqual([false, 1]);
    expect(((await c.groupCheck({ id: d.id, lines: [{ skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 }] })).envelope.data as { ok: boolean }).ok).toBe(true);

    const carts = (await c.cartOptions()).envelope.data as { id: string; platformCode: string }[];
    const statuses = await h.db.query<{ id: string; status: string }>('SELECT id, status FROM carts WHERE id = ANY($1::text[])', [carts.map((x) => x.id)]);
    expect(statuses.every((s) => s.status === 'active')).toBe(true);
    expect(carts.some((x) => x.id === cartId)).toBe(true);
    const platform = carts[0].platformCode;
    expect(((await c.cartOptions(platform)).envelope.data as { platformCode: string }[]).every((x) => x.platformCode === platform)).toBe(true);

    const list = (await c.search({ conditions: { sku: p.sku, status: ['draft'] }, pageSize: 20 })).envelope.data as { rows: { id: string; totalQty: number; code: string }[] };
    expect(list.rows.map((r) => [r.id, r.totalQty])).toEqual([[d.id, 2]]);
    const seeded = (await c.search({ conditions: { status: ['inEffect'] }, sort: { field: 'code', order: 'asc' }, pageSize: 20 })).envelope.data as { rows: { id: string }[] };
    expect(seeded.rows.map((r) => r.id)).toContain(harborSeparations.separations.inEffect.id);

    for (const name of ['separationStatus', 'incrementStatus']) {
      const answer = await h.call('GET', `/api/scm-app/supplier/option/${name}`, { cookie: supplier1 });
      const options = answer.envelope.data as { value: string; label: string; labelZh: string }[];
      expect(options.length).toBeGreaterThanOrEqual(5);
      expect(options.every((o) => o.label && o.labelZh)).toBe(true);
    }
  });

  it('the seeded isolations are consistent: each state, held stock only where held, increments synced and created', async () => {
    const s = harborSeparations.separations;
    for (const [key, seeded] of Object.entries(s)) {
      const d = detailOf(await c.detail(seeded.id));
      expect([key, d.status, d.version]).toEqual([key, seeded.status, seeded.version]);
      const held = key === 'inEffect' || key === 'terminatedKept';
      expect(d.totalIsolated, key).toBe(held ? d.totalQty : 0);
      const history = historyEntrySchema.array().parse((await c.record(seeded.id)).envelope.data);
      expect(history[0].action).toBe('create');
      expect(history.filter((e) => !e.incrementCode).at(-1)!.toStatus, key).toBe(seeded.status);
    }
    const inEffect = detailOf(await c.detail(s.inEffect.id));
    expect(inEffect.increments.map((i) => i.status).sort()).toEqual(['created', 'synced']);
  });
});

describe('tenancy and permissions', () => {
  it("another tenant's isolation, line and increment answer SYS_NOT_FOUND", async () => {
    const s = harborSeparations.separations.inEffect;
    const before = await snapshotDb(h.db);
    for (const answer of [
      await c2.detail(s.id),
      await c2.action('suspend', s.id, s.version),
      await c2.terminate(s.id, s.version, true),
      await c2.skuGet(s.lines[0].id),
      await c2.record(s.id),
      await c2.increments(s.id),
      await c2.incrementAction('terminate', harborSeparations.increments.synced.id, harborSeparations.increments.synced.version),
      await c2.autoStatus(s.id),
    ]) {
      expectCode(answer, 'SYS_NOT_FOUND', 404);
    }
    expect(await snapshotDb(h.db)).toBe(before);
    const list = (await c2.search({ conditions: {}, pageSize: 200 })).envelope.data as { rows: { id: string }[] };
    expect(list.rows.some((r) => Object.values(harborSeparations.separations).some((x) => x.id === r.id))).toBe(false);
  });

  it('a viewer without the key and the group is refused; nothing changes', async () => {
    const s = harborSeparations.separations.draft;
    const before = await snapshotDb(h.db);
    expectCode(await viewer.create(form()), 'SYS_FORBIDDEN', 403);
    expectCode(await viewer.action('check', s.id, s.version), 'SYS_FORBIDDEN', 403);
    expectCode(await viewer.detail(s.id), 'SYS_FORBIDDEN', 403);
    expect(await snapshotDb(h.db)).toBe(before);
  });

  it('exporting the list needs the export key', async () => {
    const body = { bizType: 'separate.control', conditions: { status: ['inEffect'] }, columns: ['code', 'name', 'status'] };
    expectCode(await h.call('POST', '/api/scm-app/supplier/export', { cookie: supplier1, body }), '0');
    await h.db.query("UPDATE roles SET permission_keys = array_remove(permission_keys, 'export') WHERE id = (SELECT role_id FROM users WHERE account = 'supplier1')");
    try {
      expectCode(await h.call('POST', '/api/scm-app/supplier/export', { cookie: supplier1, body }), 'SYS_FORBIDDEN', 403);
    } finally {
      await h.db.query("UPDATE roles SET permission_keys = array_append(permission_keys, 'export') WHERE id = (SELECT role_id FROM users WHERE account = 'supplier1')");
    }
  });

  it('validates shops, groups and skus', async () => {
    const foreignCart = await h.db.one<{ id: string }>('SELECT id FROM carts WHERE tenant_id = $1 LIMIT 1', [h.seeded.tenantIds.pacific]);
    expectCode(await c.create(form({ cartId: foreignCart.id })), SeparateErrorCode.cartNotFound, 404);
    const closed = await h.db.maybe<{ id: string }>("SELECT id FROM carts WHERE tenant_id = $1 AND status <> 'active' LIMIT 1", [tenantId]);
    if (closed) expectCode(await c.create(form({ cartId: closed.id })), SeparateErrorCode.cartNotFound, 404);
    const [p] = await freePairs(1);
    const d = detailOf(await c.create(form()));
    const empty = await h.db.one<{ id: string }>(
      'SELECT g.id FROM warehouse_groups g WHERE g.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) LIMIT 1',
      [tenantId],
    );
    const line = { skuId: p.skuId, warehouseGroupId: p.groupId, qty: 1 };
    expectCode(await c.groupSubmit({ id: d.id, version: d.version, warehouseGroupIds: [p.groupId, empty.id], lines: [line] }), SeparateErrorCode.groupNotUsable, 400);
    const other = await h.db.one<{ id: string }>(
      'SELECT g.id FROM warehouse_groups g WHERE g.tenant_id = $1 AND g.id <> $2 AND EXISTS (SELECT 1 FROM warehouse_group_warehouses gw WHERE gw.group_id = g.id) LIMIT 1',
      [tenantId, p.groupId],
    );
    expectCode(await c.groupSubmit({ id: d.id, version: d.version, warehouseGroupIds: [other.id], lines: [line] }), SeparateErrorCode.groupNotUsable, 400);
    const foreignSku = await h.db.one<{ id: string }>('SELECT id FROM skus WHERE tenant_id = $1 LIMIT 1', [h.seeded.tenantIds.pacific]);
    expectCode(
      await c.groupSubmit({ id: d.id, version: d.version, warehouseGroupIds: [p.groupId], lines: [{ ...line, skuId: foreignSku.id }] }),
      SeparateErrorCode.skuNotFound,
      404,
    );
    const repeated = await c.groupSubmit({ id: d.id, version: d.version, warehouseGroupIds: [p.groupId], lines: [line, line] });
    expectCode(repeated, 'SYS_INVALID_REQUEST', 400);
    expect(detailOf(await c.detail(d.id)).version).toBe(d.version);
  });
});

// every status of the contract is reachable in these tests
void (['draft', 'checked', 'submitted', 'inEffect', 'suspending', 'suspended', 'finished', 'terminated', 'recovered', 'cancelled'] satisfies SeparationStatus[]);
