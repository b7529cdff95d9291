// Deterministic inventory of the supplier demo tenants (docs/domain/inventory.md, "Seed"), planned
// from the asset seed's own plan (planTenant), so the rows are the same on every run and tests can
// compute the ids they address without a database. Per supplier: 6 warehouse groups (5 set up,
// one new and empty), ~85 % of the open carts bound to groups, stock for every sku in 3-8
// warehouses, ~120 allotted skus per set-up group with their records, an initial push per group,
// a later change-and-push in "China Direct", and unpushed changes in "North America" and
// "Europe" (modified). A tenant that already has a group row is skipped. Rows go in as multi-row
// INSERT ... SELECT FROM unnest(arrays) of at most 5,000 rows, in one transaction per tenant.
import type { Language, TenantKind } from '../../src/contract';
import { changeOf, sellableOf, type AllotValue, type TriggerChange } from './allot-math';
import type { Db, SqlParam } from '../db/db';
import { pick, Prng, UniqueIds } from '../db/prng';
import { planTenant, type AssetSeedTenant, type AssetSeedUser } from '../asset';

const INVENTORY_SEED = 'wharf-inventory-v1';
const DAY = 86_400_000;
const SEEDED_AT = Date.parse('2026-01-01T00:00:00Z');
const at = (days: number, ms = 0) => new Date(SEEDED_AT + days * DAY + ms);

export const inventorySeedSizes = {
  groups: 6,
  allottedSkusPerGroup: 120,
  warehousesPerSku: [3, 8],
  onHandMax: 5000,
  cartsBoundPct: 85,
} as const;

interface GroupSeed {
  key: 'cnDirect' | 'cnBonded' | 'na' | 'eu' | 'apac' | 'clearance';
  en: string;
  zh: string;
  remarkEn: string;
  remarkZh: string;
  warehouses: readonly string[];
}

const groupSeeds: readonly GroupSeed[] = [
  { key: 'cnDirect', en: 'China Direct', zh: '国内直发', remarkEn: 'Own warehouses in South and East China, shipping direct', remarkZh: '华南、华东自营仓直发', warehouses: ['SZ-BA01', 'SZ-LG01', 'DG-CA01', 'GZ-BY01', 'YW-FT01'] },
  { key: 'cnBonded', en: 'China Bonded', zh: '国内保税', remarkEn: 'Bonded zones and port warehouses for cross-border orders', remarkZh: '保税区及港口仓，跨境订单', warehouses: ['SZ-QH-BD', 'NB-BS-BD', 'HZ-XS-BD', 'NB-BL01', 'SH-PD01'] },
  { key: 'na', en: 'North America', zh: '北美', remarkEn: 'US and Canada: own overseas and 3PL warehouses', remarkZh: '美国、加拿大：自营海外仓及第三方仓', warehouses: ['US-LA01', 'US-NJ01', 'US-TX01', '3PL-US-CA', '3PL-US-GA', '3PL-US-NJ', 'CA-TOR01'] },
  { key: 'eu', en: 'Europe', zh: '欧洲', remarkEn: 'Germany and the UK', remarkZh: '德国、英国', warehouses: ['DE-FRA01', 'GB-BHM01', '3PL-GB-MK', '3PL-DE-LEJ'] },
  { key: 'apac', en: 'Asia Pacific', zh: '亚太', remarkEn: 'Japan and Australia', remarkZh: '日本、澳大利亚', warehouses: ['JP-TYO01', 'AU-SYD01', '3PL-JP-OSA', '3PL-AU-MEL'] },
  { key: 'clearance', en: 'Clearance (not set up)', zh: '清仓（未配置）', remarkEn: '', remarkZh: '', warehouses: [] },
];

/** Which groups a cart of a site may draw from, with weights. */
const groupsBySite: Record<string, readonly [GroupSeed['key'], number][]> = {
  US: [['na', 7], ['cnBonded', 3]],
  CA: [['na', 8], ['cnBonded', 2]],
  GB: [['eu', 7], ['cnBonded', 3]],
  DE: [['eu', 7], ['cnBonded', 3]],
  FR: [['eu', 6], ['cnBonded', 4]],
  JP: [['apac', 1]],
  AU: [['apac', 1]],
  SG: [['cnDirect', 1]],
  MY: [['cnDirect', 1]],
  TH: [['cnDirect', 1]],
  PH: [['cnDirect', 1]],
  VN: [['cnDirect', 1]],
};

const ratioChoices = [5, 10, 12.5, 15, 20, 25, 30, 33.33, 40];

export type Row = readonly SqlParam[];
export type Insert = [table: string, columns: readonly string[], rows: Row[]];

/** PostgreSQL array type of each column the seed writes (INSERT ... SELECT FROM unnest). */
const columnTypes: Record<string, string> = {
  version: 'int', allot_version: 'int', modified: 'boolean', on_hand: 'int', locked: 'int', value: 'numeric', old_value: 'numeric',
  new_value: 'numeric', group_count: 'int', line_count: 'int', new_count: 'int', increase_count: 'int', decrease_count: 'int',
  release_count: 'int', line_no: 'int', old_qty: 'int', new_qty: 'int', quantity: 'int',
};
const typeOf = (column: string) => columnTypes[column] ?? (column.endsWith('_at') ? 'timestamptz' : 'text');
const UNNEST_ROWS = 5000;

/**
 * INSERT ... SELECT FROM unnest($1::text[], ...) ON CONFLICT DO NOTHING: one array parameter per
 * column, at most 5,000 rows a statement (faster than multi-row VALUES on PGlite, same result).
 */
async function insertColumns(db: Db, table: string, columns: readonly string[], rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UNNEST_ROWS) {
    const chunk = rows.slice(start, start + UNNEST_ROWS);
    const arrays = columns.map((column, i) =>
      chunk.map((row) => {
        const v = row[i];
        return v instanceof Date ? v.toISOString() : v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
      }),
    );
    const casts = columns.map((c, i) => `$${i + 1}::${typeOf(c)}[]`).join(', ');
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${casts}) ON CONFLICT DO NOTHING`, arrays as unknown as SqlParam[]);
  }
}

export interface InventorySeedUser extends AssetSeedUser {
  lang?: Language;
}


function shuffled<T>(prng: Prng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = prng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function weighted<T>(prng: Prng, options: readonly (readonly [T, number])[]): T {
  let roll = prng.int(options.reduce((a, o) => a + o[1], 0));
  for (const [value, weight] of options) if ((roll -= weight) < 0) return value;
  return options[0][0];
}

/** The asset plan's rows of one table as objects by column name. */
export function rowsOf(inserts: readonly Insert[], table: string): Record<string, SqlParam>[] {
  const out: Record<string, SqlParam>[] = [];
  for (const [name, columns, rows] of inserts) {
    if (name !== table) continue;
    for (const row of rows) out.push(Object.fromEntries(columns.map((c, i) => [c, row[i]])));
  }
  return out;
}

interface Changer {
  id: string;
  name: string;
}

interface PlannedAllotment extends AllotValue {
  id: string;
  groupId: string;
  skuId: string;
}

export interface InventoryPlan {
  inserts: Insert[];
  counts: { groups: number; boundCarts: number; stock: number; allotments: number; allotRecords: number; triggerRecords: number; channelStock: number };
  /** The tenant's carts and skus of the asset plan (the isolation seed builds on them). */
  catalog: { carts: { id: string; code: string; status: string }[]; skus: { id: string; sku: string }[] };
  /** Ids and values tests address (the matrix fixtures). */
  ids: {
    groups: Record<GroupSeed['key'], { id: string; name: string; remark: string; version: number; allotVersion: number; warehouseIds: string[] }>;
    /** An allotted (cart, sku) of "Asia Pacific", a warehouse of that group holding the sku, the cart's default logistics. */
    apacCartId: string;
    apacSkuId: string;
    apacSku: string;
    apacWarehouseId: string;
    apacLogisticsId: string;
    firstAllotmentId: string;
    firstTriggerRecordId: string;
  };
}

/** Everything one supplier tenant gets, as rows in insertion order (parents before children). */
export function planInventory(tenant: AssetSeedTenant, tenantId: string, changers: readonly Changer[], lang: Language): InventoryPlan {
  const assets = planTenant(tenant, tenantId, changers).inserts as Insert[];
  const prngOf = (entity: string) => new Prng(`${INVENTORY_SEED}/${tenant.key}/${entity}`);
  const idsOf = (entity: string) => new UniqueIds(new Prng(`${INVENTORY_SEED}/${tenant.key}/${entity}-ids`));
  const groupIds = idsOf('groups');
  const allotIds = idsOf('allotments');
  const recordIds = idsOf('allot-records');
  const triggerIds = idsOf('trigger-records');
  const zh = lang === 'zh-CN';
  const changerAt = (prng: Prng) => pick(prng, changers);

  const warehouses = rowsOf(assets, 'warehouses').map((w) => ({ id: String(w.id), code: String(w.code), status: String(w.status) }));
  const carts = rowsOf(assets, 'carts').map((c) => ({ id: String(c.id), code: String(c.code), site: String(c.site_country), status: String(c.status) }));
  const skus = rowsOf(assets, 'skus').map((s) => ({ id: String(s.id), sku: String(s.sku) }));
  const cartLogistics = rowsOf(assets, 'cart_logistics').filter((r) => r.is_default === true);
  const warehouseByCode = new Map(warehouses.map((w) => [w.code, w]));

  // -- groups and their warehouses --
  const groups = groupSeeds.map((g, i) => ({
    seed: g,
    id: groupIds.next('wg'),
    name: zh ? g.zh : g.en,
    remark: zh ? g.remarkZh : g.remarkEn,
    createdAt: at(35, i * 3_600_000),
    warehouseIds: g.warehouses.map((code) => warehouseByCode.get(code)?.id).filter((id): id is string => id !== undefined),
    carts: [] as string[],
    allotVersion: 1,
    modifiedAt: null as Date | null,
    lastPushedAt: null as Date | null,
  }));
  const groupByKey = new Map(groups.map((g) => [g.seed.key, g]));
  const groupOfWarehouse = new Map<string, (typeof groups)[number]>();
  for (const g of groups) for (const w of g.warehouseIds) groupOfWarehouse.set(w, g);

  // -- carts to groups --
  const cartPrng = prngOf('carts');
  const cartGroupRows: Row[] = [];
  carts.forEach((cart, i) => {
    const options = groupsBySite[cart.site];
    const roll = cartPrng.int(100);
    if (!options || cart.status === 'closed' || roll >= inventorySeedSizes.cartsBoundPct) return;
    const g = groupByKey.get(weighted(cartPrng, options))!;
    g.carts.push(cart.id);
    cartGroupRows.push([cart.id, tenantId, g.id, at(36, i * 60_000)]);
  });

  // -- stock: every sku in 3-8 open warehouses --
  const stockPrng = prngOf('stock');
  const open = warehouses.filter((w) => w.status === 'active');
  const stockRows: Row[] = [];
  /** group id -> sku id -> available */
  const groupAvailable = new Map<string, Map<string, number>>();
  const skuWarehouses = new Map<string, string[]>();
  const [minW, maxW] = inventorySeedSizes.warehousesPerSku;
  skus.forEach((sku, i) => {
    const count = Math.min(open.length, minW + stockPrng.int(maxW - minW + 1));
    const chosen = shuffled(stockPrng, open).slice(0, count);
    skuWarehouses.set(sku.id, chosen.map((w) => w.id));
    for (const w of chosen) {
      const r = stockPrng.next();
      const onHand = stockPrng.int(100) < 8 ? 0 : 1 + Math.floor(r * r * (inventorySeedSizes.onHandMax - 1));
      const locked = onHand > 0 && stockPrng.int(100) < 35 ? 1 + stockPrng.int(Math.min(onHand, 400)) : 0;
      stockRows.push([sku.id, w.id, tenantId, onHand, locked, at(50, i * 1000)]);
      const g = groupOfWarehouse.get(w.id);
      if (g) {
        const bySku = groupAvailable.get(g.id) ?? new Map<string, number>();
        bySku.set(sku.id, (bySku.get(sku.id) ?? 0) + onHand - locked);
        groupAvailable.set(g.id, bySku);
      }
    }
  });

  // -- allotments (version 1) with their creation records --
  const allotPrng = prngOf('allotments');
  const skuCode = new Map(skus.map((s) => [s.id, s.sku]));
  /** group id -> sku id -> allotments */
  const current = new Map<string, Map<string, PlannedAllotment[]>>();
  const recordRows: Row[] = [];
  const record = (a: { id: string; groupId: string; skuId: string; cartId: string }, old: AllotValue | null, next: AllotValue | null, who: Changer, when: Date) =>
    recordRows.push([recordIds.next('ar'), tenantId, a.id, a.groupId, a.skuId, a.cartId, old?.mode ?? null, old?.value ?? null, next?.mode ?? null, next?.value ?? null, who.id, who.name, when]);

  for (const g of groups) {
    if (g.carts.length < 2) continue;
    const available = groupAvailable.get(g.id) ?? new Map<string, number>();
    const candidates = [...available.entries()].filter(([, a]) => a >= 20).map(([skuId]) => skuId).sort();
    const chosen = shuffled(allotPrng, candidates).slice(0, inventorySeedSizes.allottedSkusPerGroup).sort((a, b) => skuCode.get(a)!.localeCompare(skuCode.get(b)!));
    const bySku = new Map<string, PlannedAllotment[]>();
    chosen.forEach((skuId, s) => {
      const avail = available.get(skuId)!;
      const n = Math.min(g.carts.length, 2 + allotPrng.int(4));
      const cartsForSku = shuffled(allotPrng, g.carts).slice(0, n);
      const style = allotPrng.int(10);
      let ratioLeft = 100;
      const list: PlannedAllotment[] = [];
      cartsForSku.forEach((cartId, k) => {
        const fixed = style >= 5 && (style < 8 || k < n / 2);
        if (fixed) {
          const value = Math.floor((avail * (0.3 + allotPrng.int(60) / 100)) / n);
          list.push({ id: allotIds.next('al'), groupId: g.id, skuId, cartId, mode: 'fixed', value });
        } else {
          const value = Math.min(pick(allotPrng, ratioChoices), ratioLeft);
          if (value <= 0) return;
          ratioLeft = Math.round((ratioLeft - value) * 100) / 100;
          list.push({ id: allotIds.next('al'), groupId: g.id, skuId, cartId, mode: 'ratio', value });
        }
      });
      const who = changerAt(allotPrng);
      for (const a of list) record(a, null, a, who, at(37, g.createdAt.getTime() - SEEDED_AT - 35 * DAY + s * 30_000));
      bySku.set(skuId, list);
    });
    current.set(g.id, bySku);
  }

  // -- trigger records: push what is allotted now (new, increase, decrease, release lines) --
  const triggerRows: Row[] = [];
  const lineRows: Row[] = [];
  /** cart id -> sku id -> [quantity, group id, record id, pushed at] */
  const pushed = new Map<string, Map<string, [number, string, string, Date]>>();
  const push = (g: (typeof groups)[number], when: Date, who: Changer) => {
    const bySku = current.get(g.id);
    if (!bySku) return;
    const recordId = triggerIds.next('tr');
    const counts: Record<TriggerChange, number> = { new: 0, increase: 0, decrease: 0, release: 0 };
    let lineNo = 0;
    const line = (cartId: string, skuId: string, a: AllotValue | null, oldQty: number | null, newQty: number | null) => {
      const change = changeOf(oldQty, newQty);
      if (!change) return;
      counts[change]++;
      lineRows.push([recordId, ++lineNo, tenantId, g.id, cartId, skuId, a?.mode ?? null, a?.value ?? null, oldQty, newQty, change]);
      const byCart = pushed.get(cartId) ?? new Map();
      if (newQty === null) byCart.delete(skuId);
      else byCart.set(skuId, [newQty, g.id, recordId, when]);
      pushed.set(cartId, byCart);
    };
    const skuIds = new Set([...bySku.keys()]);
    for (const cartId of g.carts) for (const skuId of pushed.get(cartId)?.keys() ?? []) skuIds.add(skuId);
    for (const skuId of [...skuIds].sort((a, b) => skuCode.get(a)!.localeCompare(skuCode.get(b)!))) {
      const list = bySku.get(skuId) ?? [];
      const { byCart } = sellableOf(groupAvailable.get(g.id)?.get(skuId) ?? 0, list);
      const allotted = new Set(list.map((a) => a.cartId));
      for (const a of list) line(a.cartId, skuId, a, pushed.get(a.cartId)?.get(skuId)?.[0] ?? null, byCart.get(a.cartId)!);
      for (const cartId of g.carts) {
        const old = pushed.get(cartId)?.get(skuId);
        if (old && !allotted.has(cartId)) line(cartId, skuId, null, old[0], null);
      }
    }
    const lineCount = counts.new + counts.increase + counts.decrease + counts.release;
    triggerRows.push([recordId, tenantId, 'succeeded', g.name, 1, lineCount, counts.new, counts.increase, counts.decrease, counts.release, who.id, who.name, when]);
    g.lastPushedAt = when;
    g.modifiedAt = null;
  };

  /** Changes the allotments of a few skus of a group the way a planner does: tweak, add, remove. */
  const changePrng = prngOf('changes');
  const change = (g: (typeof groups)[number], skuCount: number, when: Date) => {
    const bySku = current.get(g.id);
    if (!bySku) return;
    const who = changerAt(changePrng);
    const skuIdsSorted = [...bySku.keys()].sort();
    const targets = shuffled(changePrng, skuIdsSorted).slice(0, skuCount);
    targets.forEach((skuId, t) => {
      const list = bySku.get(skuId)!;
      const avail = groupAvailable.get(g.id)?.get(skuId) ?? 0;
      const stamp = new Date(when.getTime() + t * 60_000);
      const op = changePrng.int(3);
      const free = g.carts.filter((c) => !list.some((a) => a.cartId === c));
      const ratioSum = list.filter((a) => a.mode === 'ratio').reduce((s, a) => s + a.value, 0);
      const fixedSum = list.filter((a) => a.mode === 'fixed').reduce((s, a) => s + a.value, 0);
      if (op === 1 && free.length > 0) {
        const cartId = pick(changePrng, free);
        const a: PlannedAllotment =
          ratioSum <= 90
            ? { id: allotIds.next('al'), groupId: g.id, skuId, cartId, mode: 'ratio', value: 10 }
            : { id: allotIds.next('al'), groupId: g.id, skuId, cartId, mode: 'fixed', value: Math.floor(Math.max(0, avail - fixedSum) / 4) };
        list.push(a);
        record(a, null, a, who, stamp);
      } else if (op === 2 && list.length >= 2) {
        const [removed] = list.splice(changePrng.int(list.length), 1);
        record(removed, removed, null, who, stamp);
      } else {
        const a = list[changePrng.int(list.length)];
        const old: AllotValue = { cartId: a.cartId, mode: a.mode, value: a.value };
        if (a.mode === 'ratio') a.value = Math.round(Math.min(100 - (ratioSum - a.value), a.value + 5) * 100) / 100;
        else a.value = Math.min(avail - (fixedSum - a.value), Math.floor(a.value * 1.5) + 10);
        if (a.value !== old.value) record(a, old, a, who, stamp);
      }
    });
    g.allotVersion++;
  };

  const pushPrng = prngOf('pushes');
  for (const g of groups) if (current.has(g.id)) push(g, at(38, groups.indexOf(g) * 3_600_000), changerAt(pushPrng));
  const cnDirect = groupByKey.get('cnDirect')!;
  change(cnDirect, 12, at(45));
  push(cnDirect, at(46), changerAt(pushPrng));
  for (const key of ['na', 'eu'] as const) {
    const g = groupByKey.get(key)!;
    change(g, 12, at(key === 'na' ? 52 : 55));
    if (current.has(g.id)) g.modifiedAt = at(key === 'na' ? 52 : 55, 12 * 60_000);
  }

  // -- rows --
  const inserts: Insert[] = [];
  inserts.push([
    'warehouse_groups',
    ['id', 'tenant_id', 'name', 'remark', 'version', 'allot_version', 'modified', 'modified_at', 'last_pushed_at', 'created_at', 'created_by', 'created_by_name', 'updated_at', 'updated_by', 'updated_by_name'],
    groups.map((g, i) => {
      const who = changers[i % changers.length];
      return [g.id, tenantId, g.name, g.remark, 1, g.allotVersion, g.modifiedAt !== null, g.modifiedAt, g.lastPushedAt, g.createdAt, who.id, who.name, g.createdAt, who.id, who.name];
    }),
  ]);
  inserts.push([
    'warehouse_group_warehouses',
    ['warehouse_id', 'tenant_id', 'group_id', 'created_at'],
    groups.flatMap((g) => g.warehouseIds.map((w) => [w, tenantId, g.id, g.createdAt] as Row)),
  ]);
  inserts.push(['warehouse_group_carts', ['cart_id', 'tenant_id', 'group_id', 'created_at'], cartGroupRows]);
  inserts.push(['inventory_stock', ['sku_id', 'warehouse_id', 'tenant_id', 'on_hand', 'locked', 'updated_at'], stockRows]);
  const allotRows: Row[] = [];
  for (const bySku of current.values()) {
    for (const list of bySku.values()) {
      for (const a of list) allotRows.push([a.id, tenantId, a.groupId, a.skuId, a.cartId, a.mode, a.value, at(37), at(37), changers[0].id]);
    }
  }
  inserts.push(['warehouse_group_allotments', ['id', 'tenant_id', 'group_id', 'sku_id', 'cart_id', 'mode', 'value', 'created_at', 'updated_at', 'updated_by'], allotRows]);
  inserts.push([
    'allot_records',
    ['id', 'tenant_id', 'allotment_id', 'group_id', 'sku_id', 'cart_id', 'old_mode', 'old_value', 'new_mode', 'new_value', 'changed_by', 'changed_by_name', 'changed_at'],
    recordRows,
  ]);
  inserts.push([
    'trigger_records',
    ['id', 'tenant_id', 'status', 'group_names', 'group_count', 'line_count', 'new_count', 'increase_count', 'decrease_count', 'release_count', 'created_by', 'created_by_name', 'created_at'],
    triggerRows,
  ]);
  inserts.push(['trigger_record_lines', ['record_id', 'line_no', 'tenant_id', 'group_id', 'cart_id', 'sku_id', 'mode', 'value', 'old_qty', 'new_qty', 'change'], lineRows]);
  const channelRows: Row[] = [];
  for (const [cartId, bySku] of pushed) for (const [skuId, [qty, groupId, recordId, when]] of bySku) channelRows.push([cartId, skuId, tenantId, groupId, qty, when, recordId]);
  inserts.push(['channel_stock', ['cart_id', 'sku_id', 'tenant_id', 'group_id', 'quantity', 'pushed_at', 'trigger_record_id'], channelRows]);

  // -- what tests address --
  const apac = groupByKey.get('apac')!;
  const apacFirst = [...(current.get(apac.id)?.values() ?? [])][0]?.[0];
  if (!apacFirst) throw new Error(`inventory seed: no allotment in ${apac.name} of ${tenant.key}`);
  const apacWarehouseId = (skuWarehouses.get(apacFirst.skuId) ?? []).find((w) => apac.warehouseIds.includes(w));
  const apacLogistics = cartLogistics.find((r) => r.cart_id === apacFirst.cartId);
  if (!apacWarehouseId || !apacLogistics) throw new Error(`inventory seed: ${tenant.key} has no warehouse or logistics for the Asia Pacific fixture`);
  const firstAllotment = allotRows[0];
  const ids: InventoryPlan['ids'] = {
    groups: Object.fromEntries(
      groups.map((g) => [g.seed.key, { id: g.id, name: g.name, remark: g.remark, version: 1, allotVersion: g.allotVersion, warehouseIds: g.warehouseIds }]),
    ) as InventoryPlan['ids']['groups'],
    apacCartId: apacFirst.cartId,
    apacSkuId: apacFirst.skuId,
    apacSku: skuCode.get(apacFirst.skuId)!,
    apacWarehouseId,
    apacLogisticsId: String(apacLogistics.logistics_id),
    firstAllotmentId: String(firstAllotment[0]),
    firstTriggerRecordId: String(triggerRows[0][0]),
  };

  return {
    inserts,
    ids,
    catalog: { carts: carts.map((c) => ({ id: c.id, code: c.code, status: c.status })), skus },
    counts: {
      groups: groups.length,
      boundCarts: cartGroupRows.length,
      stock: stockRows.length,
      allotments: allotRows.length,
      allotRecords: recordRows.length,
      triggerRecords: triggerRows.length,
      channelStock: channelRows.length,
    },
  };
}

export function changersOf(tenant: AssetSeedTenant, users: readonly InventorySeedUser[], userIds: Record<string, string>): Changer[] {
  const admins = users.filter((u) => u.tenant === tenant.key && u.role === `${tenant.key}-admin`);
  if (admins.length === 0) throw new Error(`inventory seed: tenant ${tenant.key} has no administrator`);
  return admins.map((u) => ({ id: userIds[u.account], name: u.displayName }));
}

export function langOf(tenant: AssetSeedTenant, users: readonly InventorySeedUser[]): Language {
  return users.find((u) => u.tenant === tenant.key && u.role === `${tenant.key}-admin`)?.lang ?? 'en';
}

/** The plan of one demo tenant by key, without a database (tests address its ids). */
export function inventoryPlanOf(
  tenantKey: string,
  tenants: readonly (AssetSeedTenant & { kind: TenantKind })[],
  users: readonly InventorySeedUser[],
  tenantIds: Record<string, string>,
  userIds: Record<string, string>,
): InventoryPlan {
  const tenant = tenants.find((t) => t.key === tenantKey);
  if (!tenant || tenant.kind !== 'supplier') throw new Error(`inventory seed: ${tenantKey} is not a supplier tenant`);
  return planInventory(tenant, tenantIds[tenant.key], changersOf(tenant, users, userIds), langOf(tenant, users));
}

export interface InventorySeedSummary {
  /** The plans of the tenants seeded by this call, by tenant key (the isolation seed builds on them). */
  plans: Map<string, InventoryPlan>;
  tenants: number;
  groups: number;
  stock: number;
  allotments: number;
  triggerRecords: number;
}

/**
 * Seeds the inventory of every supplier demo tenant (after the asset seed, whose rows it builds
 * on). A tenant with any warehouse group row, even a deleted one, is skipped.
 */
/** Where the inventory seed leaves its plans for the isolation seed (SeedContext.shared). */
export const INVENTORY_PLANS = 'inventory.plans';

export async function seedInventory(
  db: Db,
  tenants: readonly AssetSeedTenant[],
  users: readonly InventorySeedUser[],
  tenantIds: Record<string, string>,
  userIds: Record<string, string>,
): Promise<InventorySeedSummary> {
  const summary: InventorySeedSummary = { plans: new Map(), tenants: 0, groups: 0, stock: 0, allotments: 0, triggerRecords: 0 };
  let seeded = false;
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    const done = await db.maybe('SELECT 1 FROM warehouse_groups WHERE tenant_id = $1 LIMIT 1', [tenantId]);
    if (done) continue;
    const plan = planInventory(tenant, tenantId, changersOf(tenant, users, userIds), langOf(tenant, users));
    await db.transaction(async (tx) => {
      for (const [table, columns, rows] of plan.inserts) await insertColumns(tx, table, columns, rows);
    });
    seeded = true;
    summary.plans.set(tenant.key, plan);
    summary.tenants++;
    summary.groups += plan.counts.groups;
    summary.stock += plan.counts.stock;
    summary.allotments += plan.counts.allotments;
    summary.triggerRecords += plan.counts.triggerRecords;
  }
  // fresh statistics, so the planner sees thousands of rows rather than the empty tables it
  // knew (PGlite has no autovacuum to do it)
  if (seeded) await db.exec(`ANALYZE ${[...new Set(['skus', 'carts', 'warehouses', ...analyzedTables])].join(', ')}`);
  return summary;
}

const analyzedTables = ['warehouse_groups', 'warehouse_group_warehouses', 'warehouse_group_carts', 'inventory_stock', 'warehouse_group_allotments', 'allot_records', 'trigger_records', 'trigger_record_lines', 'channel_stock'];
