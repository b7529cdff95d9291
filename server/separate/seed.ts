// Deterministic isolations (docs/domain/separation.md, "Seed") of the supplier demo tenants,
// planned from the inventory seed's plan so the rows are the same on every run and tests can
// compute the ids they address without a database. Per supplier, nine isolations for shops bound
// to groups, one in each of the states draft, checked, submitted (automatic start, far ahead),
// inEffect (two groups, stock held, one incremental separation synced and one created),
// suspended, finished (started and finished by the job), terminated restoring the stock,
// terminated keeping it held, and cancelled; each with the history that led there. Lines use skus
// that no group allots (so allotments and trigger diffs are untouched) and at most ~25 % of a
// group's available; held lines are spread over the warehouses the way the server does (largest
// available first) and raise inventory_stock.isolated. A tenant with any isolation is skipped.
import type { Language, SeparationAction, SeparationStatus } from '../../src/contract';
import { note } from './messages';
import type { Db, SqlParam } from '../db/db';
import { Prng, UniqueIds, pick } from '../db/prng';
import type { AssetSeedTenant } from '../asset';
import { changersOf, inventoryPlanOf, langOf, rowsOf, type InventoryPlan, type InventorySeedUser, type Row } from '../inventory';

const SEPARATION_SEED = 'wharf-separation-v1';
const DAY = 86_400_000;
const SEEDED_AT = Date.parse('2026-01-01T00:00:00Z');
const at = (days: number, ms = 0) => new Date(SEEDED_AT + days * DAY + ms);
const HOUR = 3_600_000;

type GroupKey = keyof InventoryPlan['ids']['groups'];
export type SeededSeparationKey = 'draft' | 'checked' | 'submitted' | 'inEffect' | 'suspended' | 'finished' | 'terminatedRestored' | 'terminatedKept' | 'cancelled';

interface Spec {
  key: SeededSeparationKey;
  en: string;
  zh: string;
  status: SeparationStatus;
  restored: boolean | null;
  autoStart: boolean;
  /** groups and how many lines in each */
  groups: readonly (readonly [GroupKey, number])[];
  start: Date;
  end: Date;
  created: Date;
  /** the actions after create, in order; `job` ones have no actor */
  path: readonly (SeparationAction | `job:${SeparationAction}`)[];
}

const specs: readonly Spec[] = [
  { key: 'draft', en: 'Spring promotion reserve', zh: '春季促销预留', status: 'draft', restored: null, autoStart: false, groups: [['na', 2]], start: at(90), end: at(180), created: at(55), path: ['groupSubmit'] },
  { key: 'checked', en: 'EU marketplace launch', zh: '欧洲站上新', status: 'checked', restored: null, autoStart: false, groups: [['eu', 2]], start: at(104), end: at(211), created: at(54), path: ['groupSubmit', 'check'] },
  { key: 'submitted', en: 'New year sale 2027', zh: '2027 新年促销', status: 'submitted', restored: null, autoStart: true, groups: [['apac', 2]], start: at(379), end: at(454), created: at(53), path: ['groupSubmit', 'check', 'submit'] },
  {
    key: 'inEffect',
    en: 'Flagship shop stock guarantee',
    zh: '旗舰店库存保障',
    status: 'inEffect',
    restored: null,
    autoStart: false,
    groups: [['na', 2], ['cnBonded', 1]],
    start: at(31),
    end: at(545),
    created: at(25),
    path: ['groupSubmit', 'check', 'submit', 'start'],
  },
  { key: 'suspended', en: 'Clearance channel hold', zh: '清仓渠道保留', status: 'suspended', restored: null, autoStart: false, groups: [['eu', 2]], start: at(35), end: at(515), created: at(30), path: ['groupSubmit', 'check', 'submit', 'start', 'suspend', 'suspendConfirm'] },
  { key: 'finished', en: 'January flash sale', zh: '一月闪购', status: 'finished', restored: null, autoStart: true, groups: [['apac', 2]], start: at(9), end: at(40), created: at(5), path: ['groupSubmit', 'check', 'submit', 'job:start', 'job:finish'] },
  {
    key: 'terminatedRestored',
    en: 'Live-stream reserve (ended early)',
    zh: '直播预留（提前终止）',
    status: 'terminated',
    restored: true,
    autoStart: false,
    groups: [['cnDirect', 2]],
    start: at(14),
    end: at(364),
    created: at(10),
    path: ['groupSubmit', 'check', 'submit', 'start', 'terminateRestore'],
  },
  {
    key: 'terminatedKept',
    en: 'Key account allocation',
    zh: '大客户专属库存',
    status: 'terminated',
    restored: false,
    autoStart: false,
    groups: [['cnBonded', 2]],
    start: at(19),
    end: at(364),
    created: at(15),
    path: ['groupSubmit', 'check', 'submit', 'start', 'terminate'],
  },
  { key: 'cancelled', en: 'Trial channel (dropped)', zh: '试销渠道（已放弃）', status: 'cancelled', restored: null, autoStart: false, groups: [['na', 1]], start: at(60), end: at(120), created: at(40), path: ['groupSubmit', 'check', 'cancel'] },
];

const HELD: readonly SeededSeparationKey[] = ['inEffect', 'terminatedKept'];
/** Actions that leave the isolation's version as it was. */
const KEEPS_VERSION = new Set<string>(['create', 'incrementCreate', 'incrementQty', 'incrementCancel', 'incrementSync', 'incrementSyncFailed']);

const statusAfter: Partial<Record<SeparationAction, SeparationStatus>> = {
  groupSubmit: 'draft',
  check: 'checked',
  submit: 'submitted',
  start: 'inEffect',
  suspend: 'suspending',
  suspendConfirm: 'suspended',
  finish: 'finished',
  terminate: 'terminated',
  terminateRestore: 'terminated',
  cancel: 'cancelled',
};

export interface SeededLine {
  id: string;
  skuId: string;
  sku: string;
  groupId: string;
  qty: number;
}

export interface SeededSeparation {
  id: string;
  code: string;
  version: number;
  status: SeparationStatus;
  cartId: string;
  groupIds: string[];
  lines: SeededLine[];
}

export interface SeparationPlan {
  inserts: [table: string, columns: readonly string[], rows: Row[]][];
  /** Stock rows whose isolated the seed raises: [sku id, warehouse id, qty, on_hand, locked as planned]. */
  held: [string, string, number, number, number][];
  ids: {
    separations: Record<SeededSeparationKey, SeededSeparation>;
    increments: { synced: { id: string; code: string; version: number }; created: { id: string; code: string; version: number } };
    /** An active cart bound to a set-up group, and a sku of the tenant nobody isolates. */
    cartId: string;
    freeSku: { id: string; sku: string; groupId: string };
  };
}

interface Changer {
  id: string;
  name: string;
}

export function planSeparations(tenantKey: string, tenantId: string, changers: readonly Changer[], lang: Language, inventory: InventoryPlan): SeparationPlan {
  const prng = new Prng(`${SEPARATION_SEED}/${tenantKey}/plan`);
  const ids = new UniqueIds(new Prng(`${SEPARATION_SEED}/${tenantKey}/ids`));
  const zh = lang === 'zh-CN';
  const groups = inventory.ids.groups;
  const groupNameOf = new Map(Object.values(groups).map((g) => [g.id, g.name]));
  const skuCode = new Map(inventory.catalog.skus.map((s) => [s.id, s.sku]));
  const activeCarts = new Map(inventory.catalog.carts.filter((c) => c.status === 'active').map((c) => [c.id, c]));

  // free stock per (sku, warehouse), and per (sku, group)
  const stock = rowsOf(inventory.inserts, 'inventory_stock').map((r) => ({
    skuId: String(r.sku_id),
    warehouseId: String(r.warehouse_id),
    onHand: Number(r.on_hand),
    locked: Number(r.locked),
  }));
  const free = new Map(stock.map((r) => [`${r.skuId}/${r.warehouseId}`, r.onHand - r.locked]));
  const planned = new Map(stock.map((r) => [`${r.skuId}/${r.warehouseId}`, r]));
  const groupOfWarehouse = new Map<string, string>();
  for (const g of Object.values(groups)) for (const w of g.warehouseIds) groupOfWarehouse.set(w, g.id);
  const allotted = new Set(rowsOf(inventory.inserts, 'warehouse_group_allotments').map((a) => String(a.sku_id)));
  const groupAvailable = new Map<string, number>();
  for (const r of stock) {
    const g = groupOfWarehouse.get(r.warehouseId);
    if (g) groupAvailable.set(`${r.skuId}/${g}`, (groupAvailable.get(`${r.skuId}/${g}`) ?? 0) + r.onHand - r.locked);
  }
  const usedSkus = new Set<string>();
  const candidates = (groupId: string) =>
    [...groupAvailable.entries()]
      .filter(([k, a]) => k.endsWith(`/${groupId}`) && a >= 60 && !allotted.has(k.slice(0, k.indexOf('/'))))
      .map(([k, a]) => ({ skuId: k.slice(0, k.indexOf('/')), available: a }))
      .sort((a, b) => skuCode.get(a.skuId)!.localeCompare(skuCode.get(b.skuId)!));
  const takeSku = (groupId: string) => {
    const list = candidates(groupId).filter((c) => !usedSkus.has(c.skuId));
    if (list.length === 0) throw new Error(`separation seed: no free sku in group ${groupNameOf.get(groupId)} of ${tenantKey}`);
    const c = list[prng.int(Math.min(list.length, 40))];
    usedSkus.add(c.skuId);
    const qty = Math.min(300, Math.max(5, Math.floor(c.available * (0.08 + prng.int(15) / 100))));
    return { skuId: c.skuId, qty };
  };
  const boundCarts = rowsOf(inventory.inserts, 'warehouse_group_carts')
    .map((r) => ({ cartId: String(r.cart_id), groupId: String(r.group_id) }))
    .filter((r) => activeCarts.has(r.cartId));
  const cartFor = (groupId: string) => {
    const list = boundCarts.filter((c) => c.groupId === groupId);
    return list.length ? pick(prng, list).cartId : [...activeCarts.keys()].sort()[0];
  };

  /** The server's allocation: largest free first, then warehouse id. */
  const heldRows = new Map<string, number>();
  const allocate = (skuId: string, groupId: string, qty: number) => {
    const ws = groups[Object.keys(groups).find((k) => groups[k as GroupKey].id === groupId) as GroupKey].warehouseIds;
    const rows = ws
      .map((w) => ({ warehouseId: w, free: free.get(`${skuId}/${w}`) ?? 0 }))
      .filter((r) => r.free > 0)
      .sort((a, b) => b.free - a.free || (a.warehouseId < b.warehouseId ? -1 : 1));
    const pieces: { warehouseId: string; qty: number }[] = [];
    let left = qty;
    for (const r of rows) {
      if (left === 0) break;
      const take = Math.min(left, r.free);
      pieces.push({ warehouseId: r.warehouseId, qty: take });
      free.set(`${skuId}/${r.warehouseId}`, r.free - take);
      heldRows.set(`${skuId}/${r.warehouseId}`, (heldRows.get(`${skuId}/${r.warehouseId}`) ?? 0) + take);
      left -= take;
    }
    if (left > 0) throw new Error(`separation seed: not enough stock of ${skuCode.get(skuId)} in ${groupNameOf.get(groupId)}`);
    return pieces;
  };

  const sepRows: Row[] = [];
  const groupRows: Row[] = [];
  const lineRows: Row[] = [];
  const allocationRows: Row[] = [];
  const incrementRows: Row[] = [];
  const incrementLineRows: Row[] = [];
  const historyRows: Row[] = [];
  const autoRows: Row[] = [];
  const out = {} as Record<SeededSeparationKey, SeededSeparation>;
  let incrementsOut: SeparationPlan['ids']['increments'] | undefined;
  let incrementNo = 0;

  specs.forEach((spec, n) => {
    const id = ids.next('sp');
    const code = `SEP${String(n + 1).padStart(6, '0')}`;
    const groupIds = spec.groups.map(([k]) => groups[k].id);
    const cartId = cartFor(groupIds[0]);
    const cartCode = activeCarts.get(cartId)?.code ?? cartId;
    const lines: SeededLine[] = [];
    for (const [k, count] of spec.groups) {
      for (let i = 0; i < count; i++) {
        const { skuId, qty } = takeSku(groups[k].id);
        lines.push({ id: ids.next('sl'), skuId, sku: skuCode.get(skuId)!, groupId: groups[k].id, qty });
      }
    }
    const baseQty = lines.reduce((s, l) => s + l.qty, 0);
    const held = HELD.includes(spec.key);

    // history: create, then the path (one hour apart), then increments for the isolation in effect
    let version = 1;
    let status: SeparationStatus = 'draft';
    let when = spec.created.getTime();
    const who = () => changers[(n + historyRows.length) % changers.length];
    let lastChanger: Changer = who();
    const history = (action: SeparationAction, from: string | null, to: string | null, actor: Changer | null, text: { en: string; zh: string }, incrementCode: string | null = null, time = when) => {
      historyRows.push([ids.next('sh'), tenantId, id, action, from, to, incrementCode, actor?.id ?? null, actor?.name ?? null, new Date(time), text]);
      if (!KEEPS_VERSION.has(action)) version++;
      if (actor) lastChanger = actor;
    };
    history('create', null, 'draft', lastChanger, note('create', { cart: cartCode }));
    for (const step of spec.path) {
      const job = step.startsWith('job:');
      const action = (job ? step.slice(4) : step) as SeparationAction;
      // the job acts at the start or end time; users an hour after the previous step
      when = action === 'start' && job ? spec.start.getTime() : action === 'finish' && job ? spec.end.getTime() : action === 'start' ? spec.start.getTime() : when + HOUR;
      if (['suspend', 'terminate', 'terminateRestore'].includes(action)) when = spec.start.getTime() + 20 * DAY;
      if (action === 'suspendConfirm') when = spec.start.getTime() + 20 * DAY + 2 * HOUR;
      if (action === 'cancel') when = spec.created.getTime() + 5 * DAY;
      const to = statusAfter[action]!;
      const text =
        action === 'groupSubmit'
          ? note('groupSubmit', { groups: groupIds.length, lines: lines.length, qty: baseQty })
          : action === 'check'
            ? note('check')
            : action === 'submit'
              ? note(spec.autoStart ? 'submitAuto' : 'submitManual')
              : action === 'start'
                ? note('start', { qty: baseQty, lines: lines.length })
                : action === 'suspend'
                  ? note('suspend', { qty: baseQty })
                  : action === 'suspendConfirm'
                    ? note('suspendConfirm', { qty: baseQty })
                    : action === 'finish'
                      ? note('finish', { qty: baseQty })
                      : action === 'terminate'
                        ? note('terminateKeep', { qty: baseQty })
                        : action === 'terminateRestore'
                          ? note('terminateRestore', { qty: baseQty })
                          : note('cancel');
      history(action, status, to, job ? null : who(), text);
      if (job) autoRows.push([ids.next('sa'), tenantId, id, action === 'start' ? 'start' : 'finish', 'done', text, new Date(when)]);
      status = to;
    }

    // the isolation in effect: one incremental separation synced (more of its first line), one created (a new sku)
    if (spec.key === 'inEffect') {
      const first = lines[0];
      const extra = Math.max(3, Math.floor(first.qty / 4));
      const syncedId = ids.next('si');
      const syncedCode = `INC${String(++incrementNo).padStart(6, '0')}`;
      const t0 = spec.start.getTime() + 10 * DAY;
      const creator = who();
      incrementRows.push([syncedId, tenantId, id, syncedCode, 'synced', null, 3, new Date(t0), creator.id, creator.name, new Date(t0 + HOUR + 60_000), new Date(t0 + HOUR + 60_000)]);
      incrementLineRows.push([syncedId, first.skuId, first.groupId, tenantId, extra, 1]);
      history('incrementCreate', null, 'created', creator, note('incrementCreate', { lines: 1, qty: extra }), syncedCode, t0);
      history('incrementSync', 'created', 'syncing', creator, note('incrementSync'), syncedCode, t0 + HOUR);
      history('incrementSynced', 'syncing', 'synced', null, note('incrementSynced', { qty: extra }), syncedCode, t0 + HOUR + 60_000);
      autoRows.push([ids.next('sa'), tenantId, id, 'incrementSync', 'done', note('incrementSynced', { qty: extra }), new Date(t0 + HOUR + 60_000)]);
      first.qty += extra;

      const newSku = takeSku(groupIds[0]);
      const createdId = ids.next('si');
      const createdCode = `INC${String(++incrementNo).padStart(6, '0')}`;
      const t1 = spec.start.getTime() + 25 * DAY;
      const creator2 = who();
      incrementRows.push([createdId, tenantId, id, createdCode, 'created', null, 1, new Date(t1), creator2.id, creator2.name, new Date(t1), null]);
      incrementLineRows.push([createdId, newSku.skuId, groupIds[0], tenantId, newSku.qty, 1]);
      history('incrementCreate', null, 'created', creator2, note('incrementCreate', { lines: 1, qty: newSku.qty }), createdCode, t1);
      incrementsOut = { synced: { id: syncedId, code: syncedCode, version: 3 }, created: { id: createdId, code: createdCode, version: 1 } };
      when = t1;
    }

    for (const [i, gid] of groupIds.entries()) groupRows.push([id, gid, tenantId, i + 1]);
    for (const l of lines) {
      lineRows.push([l.id, tenantId, id, l.skuId, l.groupId, l.qty, held ? l.qty : 0, spec.created]);
      if (held) for (const p of allocate(l.skuId, l.groupId, l.qty)) allocationRows.push([l.id, p.warehouseId, tenantId, id, l.skuId, p.qty, spec.start]);
    }
    const creator = changers[n % changers.length];
    sepRows.push([
      id,
      tenantId,
      code,
      zh ? spec.zh : spec.en,
      cartId,
      spec.status,
      spec.restored,
      spec.start,
      spec.end,
      spec.autoStart,
      '',
      [],
      version,
      spec.created,
      creator.id,
      creator.name,
      new Date(when),
      lastChanger.id,
      lastChanger.name,
    ]);
    out[spec.key] = { id, code, version, status: spec.status, cartId, groupIds, lines };
  });

  const freeSkuGroup = groups.apac.id;
  // the sku with the most available stock in Asia Pacific that no seeded isolation uses
  const freeSku = candidates(freeSkuGroup)
    .filter((c) => !usedSkus.has(c.skuId))
    .sort((a, b) => b.available - a.available || a.skuId.localeCompare(b.skuId))[0];
  const heldOut: SeparationPlan['held'] = [...heldRows.entries()].map(([k, qty]) => {
    const r = planned.get(k)!;
    return [r.skuId, r.warehouseId, qty, r.onHand, r.locked];
  });

  return {
    inserts: [
      ['separation_sequences', ['tenant_id', 'last_separation', 'last_increment'], [[tenantId, specs.length, incrementNo]]],
      [
        'separations',
        ['id', 'tenant_id', 'code', 'name', 'cart_id', 'status', 'restored', 'start_at', 'aborted_at', 'auto_start', 'remark', 'check_problems', 'version', 'created_at', 'created_by', 'created_by_name', 'updated_at', 'updated_by', 'updated_by_name'],
        sepRows,
      ],
      ['separation_groups', ['separation_id', 'group_id', 'tenant_id', 'position'], groupRows],
      ['separation_lines', ['id', 'tenant_id', 'separation_id', 'sku_id', 'group_id', 'qty', 'isolated', 'created_at'], lineRows],
      ['separation_allocations', ['line_id', 'warehouse_id', 'tenant_id', 'separation_id', 'sku_id', 'qty', 'allocated_at'], allocationRows],
      ['separation_increments', ['id', 'tenant_id', 'separation_id', 'code', 'status', 'failure', 'version', 'created_at', 'created_by', 'created_by_name', 'updated_at', 'synced_at'], incrementRows],
      ['separation_increment_lines', ['increment_id', 'sku_id', 'group_id', 'tenant_id', 'qty', 'position'], incrementLineRows],
      ['separation_history', ['id', 'tenant_id', 'separation_id', 'action', 'from_status', 'to_status', 'increment_code', 'actor_id', 'actor_name', 'at', 'note'], historyRows],
      ['separation_auto_runs', ['id', 'tenant_id', 'separation_id', 'kind', 'outcome', 'note', 'at'], autoRows],
    ],
    held: heldOut,
    ids: {
      separations: out,
      increments: incrementsOut!,
      cartId: out.draft.cartId,
      freeSku: { id: freeSku.skuId, sku: skuCode.get(freeSku.skuId)!, groupId: freeSkuGroup },
    },
  };
}

const columnTypes: Record<string, string> = {
  last_separation: 'int', last_increment: 'int', position: 'int', qty: 'int', isolated: 'int', version: 'int',
  at: 'timestamptz', restored: 'boolean', auto_start: 'boolean', check_problems: 'jsonb', note: 'jsonb', failure: 'jsonb',
};
const typeOf = (column: string) => columnTypes[column] ?? (column.endsWith('_at') ? 'timestamptz' : 'text');

/** INSERT ... SELECT FROM unnest(arrays), one array per column (the seeds' way of inserting fast). */
async function insertColumns(db: Db, table: string, columns: readonly string[], rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((column, i) =>
    rows.map((row) => {
      const v = row[i];
      return v instanceof Date ? v.toISOString() : v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
    }),
  );
  // jsonb[] cannot come from text[] directly: unnest text and cast per column
  const casts = columns.map((c, i) => (typeOf(c) === 'jsonb' ? `$${i + 1}::text[]` : `$${i + 1}::${typeOf(c)}[]`)).join(', ');
  const select = columns.map((c, i) => (typeOf(c) === 'jsonb' ? `c${i}::jsonb` : `c${i}`)).join(', ');
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM unnest(${casts}) AS x (${columns.map((_, i) => `c${i}`).join(', ')})`,
    arrays as unknown as SqlParam[],
  );
}

/** The plan of one demo tenant by key, without a database (tests address its ids). */
export function separationPlanOf(
  tenantKey: string,
  tenants: readonly (AssetSeedTenant & { kind: string })[],
  users: readonly InventorySeedUser[],
  tenantIds: Record<string, string>,
  userIds: Record<string, string>,
  inventory?: InventoryPlan,
): SeparationPlan {
  const tenant = tenants.find((t) => t.key === tenantKey);
  if (!tenant || tenant.kind !== 'supplier') throw new Error(`separation seed: ${tenantKey} is not a supplier tenant`);
  const inv = inventory ?? inventoryPlanOf(tenantKey, tenants as never, users, tenantIds, userIds);
  return planSeparations(tenant.key, tenantIds[tenant.key], changersOf(tenant, users, userIds), langOf(tenant, users), inv);
}

/**
 * Seeds the isolations of every supplier demo tenant (after the inventory seed). `plans` are the
 * inventory plans the inventory seed just wrote (else they are computed again). A tenant with
 * any isolation is skipped, and so is one whose held stock rows no longer match the plan.
 */
export async function seedSeparations(
  db: Db,
  tenants: readonly (AssetSeedTenant & { kind: string })[],
  users: readonly InventorySeedUser[],
  tenantIds: Record<string, string>,
  userIds: Record<string, string>,
  plans: ReadonlyMap<string, InventoryPlan> = new Map(),
): Promise<number> {
  let seeded = 0;
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM separations WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    const plan = separationPlanOf(tenant.key, tenants, users, tenantIds, userIds, plans.get(tenant.key));
    const done = await db.transaction(async (tx) => {
      const held = plan.held;
      // the stock rows must still be what the inventory seed wrote (a running demo may have moved them)
      const same = await tx.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM inventory_stock s JOIN unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS p (sku_id, warehouse_id, on_hand, locked)
            ON s.sku_id = p.sku_id AND s.warehouse_id = p.warehouse_id
          WHERE s.on_hand = p.on_hand AND s.locked = p.locked AND s.isolated = 0 AND s.tenant_id = $5`,
        [held.map((h) => h[0]), held.map((h) => h[1]), held.map((h) => h[3]), held.map((h) => h[4]), tenantId],
      );
      if (same.n !== held.length) return false;
      for (const [table, columns, rows] of plan.inserts) await insertColumns(tx, table, columns, rows);
      await tx.query(
        `UPDATE inventory_stock s SET isolated = s.isolated + p.qty FROM unnest($1::text[], $2::text[], $3::int[]) AS p (sku_id, warehouse_id, qty)
          WHERE s.sku_id = p.sku_id AND s.warehouse_id = p.warehouse_id AND s.tenant_id = $4`,
        [held.map((h) => h[0]), held.map((h) => h[1]), held.map((h) => h[2]), tenantId],
      );
      return true;
    });
    if (done) seeded++;
    else console.warn(`[seed] isolations of ${tenant.key} skipped: its stock changed since it was seeded`);
  }
  return seeded;
}
