// Helpers of the isolation tests: calls as the portal makes them, the stock invariants checked
// after every step, and the seeded ids of supplier1's tenant (computed from the seed plan).
import { expect } from 'vitest';
import { incrementSchema, separationDetailSchema, type Increment, type SeparationDetail, type SeparationStatus } from '../../../src/contract';
import type { Db } from '../../../server/db/db';
import { seedIds, seedTenants, seedUsers } from '../../../server/db/seed';
import { separationPlanOf } from '../../../server/separate/seed';
import type { Answer, Harness } from '../harness';

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));

/** The seeded isolations of supplier1's tenant (harbor). */
export const harborSeparations = separationPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids;

export const SEP = '/api/scm-app/supplier/separate';

export interface Violation {
  kind: string;
  detail: unknown;
}

/**
 * The stock rules of docs/domain/separation.md, for every tenant: per stock row
 * on_hand = available + locked + isolated, available >= 0, isolated = the sum of its allocations;
 * per line isolated = the sum of its allocations, 0 <= isolated <= qty; lines hold exactly their
 * qty while held (inEffect, suspending; terminated without restore keeps what it held, which is
 * nothing when it was suspended) and nothing otherwise.
 */
export async function stockViolations(db: Db): Promise<Violation[]> {
  const out: Violation[] = [];
  const rows = await db.query(
    `SELECT s.sku_id, s.warehouse_id, s.on_hand, s.locked, s.isolated, l.available, COALESCE(a.qty, 0)::int AS allocated
       FROM inventory_stock s JOIN inventory_stock_levels l ON l.sku_id = s.sku_id AND l.warehouse_id = s.warehouse_id
       LEFT JOIN (SELECT sku_id, warehouse_id, sum(qty) AS qty FROM separation_allocations GROUP BY 1, 2) a ON a.sku_id = s.sku_id AND a.warehouse_id = s.warehouse_id
      WHERE s.on_hand <> l.available + s.locked + s.isolated OR l.available < 0 OR s.isolated <> COALESCE(a.qty, 0)`,
  );
  for (const r of rows) out.push({ kind: 'stock row', detail: r });
  const lines = await db.query(
    `SELECT l.id, l.qty, l.isolated, sp.status, sp.restored, COALESCE(a.qty, 0)::int AS allocated
       FROM separation_lines l JOIN separations sp ON sp.id = l.separation_id
       LEFT JOIN (SELECT line_id, sum(qty) AS qty FROM separation_allocations GROUP BY 1) a ON a.line_id = l.id
      WHERE l.isolated <> COALESCE(a.qty, 0)
         OR sp.status IN ('inEffect', 'suspending') AND l.isolated <> l.qty
         OR sp.status = 'terminated' AND sp.restored = false AND l.isolated NOT IN (0, l.qty)
         OR NOT (sp.status IN ('inEffect', 'suspending') OR (sp.status = 'terminated' AND sp.restored = false)) AND l.isolated <> 0`,
  );
  for (const r of lines) out.push({ kind: 'line', detail: r });
  const orphans = await db.query(
    `SELECT a.* FROM separation_allocations a JOIN separation_lines l ON l.id = a.line_id JOIN warehouse_group_warehouses gw ON gw.warehouse_id = a.warehouse_id
      WHERE gw.group_id <> l.group_id OR a.sku_id <> l.sku_id`,
  );
  for (const r of orphans) out.push({ kind: 'allocation outside its line', detail: r });
  return out;
}

export async function expectStockInvariants(db: Db): Promise<void> {
  expect(await stockViolations(db)).toEqual([]);
}

export function detailOf(answer: Answer): SeparationDetail {
  expect(answer.envelope?.code, answer.text.slice(0, 400)).toBe('0');
  return separationDetailSchema.parse(answer.envelope.data);
}

export function incrementOf(answer: Answer): Increment {
  expect(answer.envelope?.code, answer.text.slice(0, 400)).toBe('0');
  return incrementSchema.parse(answer.envelope.data);
}

/** A client of the isolation calls for one signed-in user. */
export function separationClient(h: Harness, cookie: string) {
  const post = (path: string, body: unknown) => h.call('POST', `${SEP}${path}`, { cookie, body });
  const put = (path: string, body: unknown) => h.call('PUT', `${SEP}${path}`, { cookie, body });
  return {
    detail: (id: string) => h.call('GET', `${SEP}/detail/${id}`, { cookie }),
    create: (body: unknown) => post('/create', body),
    update: (body: unknown) => post('/update', body),
    remove: (id: string, version: number) => h.call('DELETE', `${SEP}/${id}`, { cookie, query: { version: String(version) } }),
    groupSubmit: (body: unknown) => post('/group/submit', body),
    groupCheck: (body: unknown) => post('/group/check', body),
    updateQty: (body: unknown) => post('/update/qty', body),
    skuGet: (detailId: string) => h.call('GET', `${SEP}/sku/${detailId}`, { cookie }),
    skuPut: (detailId: string, body: unknown) => put(`/sku/${detailId}`, body),
    action: (name: 'check' | 'submit' | 'start' | 'cancel' | 'suspend' | 'suspend/confirm' | 'continue' | 'finish' | 'recover', id: string, version: number) =>
      post(`/${name}`, { id, version }),
    terminate: (id: string, version: number, restore: boolean) => post('/terminate', { id, version, restore }),
    abortedTime: (id: string, version: number, abortedAt: string) => put('/aborted-time', { id, version, abortedAt }),
    record: (id: string) => h.call('GET', `${SEP}/record`, { cookie, query: { id } }),
    warehouseGroups: (id: string) => post('/warehouse-group', { id }),
    allocation: (id: string, skus: string[] = []) => post('/allocation-warehouse-group', { id, skus }),
    incrementAllocation: (id: string, skus: string[] = []) => post('/allocation-incremental-group', { id, skus }),
    increments: (id: string) => h.call('GET', `${SEP}/incremental/${id}`, { cookie }),
    incrementCreate: (body: unknown) => post('/incremental/create', body),
    incrementQty: (body: unknown) => post('/incremental/qty', body),
    incrementAction: (name: 'cancel' | 'sync' | 'terminate', id: string, version: number) => put(`/incremental/${name}`, { id, version }),
    cartOptions: (platformCode?: string) => h.call('GET', `${SEP}/cart/option`, { cookie, query: platformCode ? { platformCode } : {} }),
    autoStatus: (id: string) => h.call('GET', `${SEP}/auto/status`, { cookie, query: { id } }),
    autoHistory: (id: string) => h.call('GET', `${SEP}/auto/history`, { cookie, query: { id } }),
    search: (body: unknown) => post('/search', body),
  };
}

/**
 * The states each changing call starts from (docs/domain/separation.md), written out again here
 * as the tests' oracle: recover also needs a termination that kept the stock held.
 */
export const allowedFrom = {
  check: ['draft'],
  submit: ['checked'],
  start: ['submitted'],
  cancel: ['draft', 'checked', 'submitted'],
  suspend: ['inEffect'],
  'suspend/confirm': ['suspending'],
  continue: ['suspending', 'suspended'],
  finish: ['inEffect', 'suspended'],
  terminate: ['inEffect', 'suspending', 'suspended'],
  recover: ['terminated'],
  abortedTime: ['submitted', 'inEffect', 'suspending', 'suspended'],
  update: ['draft', 'checked'],
  groupSubmit: ['draft', 'checked'],
  updateQty: ['draft', 'checked'],
  skuPut: ['draft', 'checked'],
  delete: ['draft', 'checked'],
} as const satisfies Record<string, readonly SeparationStatus[]>;
