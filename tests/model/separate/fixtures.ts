// Fixtures of the isolation machines' model tests: details in any status (valid answers of the
// contract), what the server answers after each action (a small simulation of the lifecycle of
// src/contract/separate/separation.ts), increments, allocation cells and the errors of the domain.
import { CallError } from '../../../src/services';
import { SeparateErrorCode, type Increment, type IncrementStatus, type SeparationDetail, type SeparationStatus } from '../../../src/contract/separate/separation';
import type { SeparationCall } from '../../../src/machines/separate/rules';
import type { AllocationCell } from '../../../src/machines/separate/lines';

export const groupA = { id: 'wg_a', name: 'North America', warehouseCount: 2 };
export const groupB = { id: 'wg_b', name: 'Europe', warehouseCount: 1 };

const line = (id: string, skuId: string, sku: string, group: typeof groupA, qty: number, isolated: number, available: number) => ({
  id,
  skuId,
  sku,
  skuName: `Name of ${sku}`,
  warehouseGroupId: group.id,
  warehouseGroupName: group.name,
  qty,
  isolated,
  available,
});

const holds = (s: SeparationStatus, restored: boolean | null) => s === 'inEffect' || s === 'suspending' || (s === 'terminated' && restored === false);

export function detail(status: SeparationStatus, patch: Partial<SeparationDetail> = {}): SeparationDetail {
  const restored = patch.restored ?? (status === 'terminated' ? true : null);
  const held = holds(status, restored);
  const lines = [line('sd_1', 'sku_1', 'SKU-001', groupA, 10, held ? 10 : 0, 90), line('sd_2', 'sku_2', 'SKU-002', groupB, 5, held ? 5 : 0, 40)];
  return {
    id: 'sp_1',
    code: 'SP-0001',
    name: 'Prime day reserve',
    cartId: 'ct_1',
    cartName: 'Harbor - Amazon US',
    platformCode: 'amazon',
    status,
    restored,
    startAt: '2099-01-01T00:00:00.000Z',
    abortedAt: '2099-03-31T16:00:00.000Z',
    autoStart: false,
    remark: '',
    lineCount: 2,
    totalQty: 15,
    totalIsolated: held ? 15 : 0,
    version: 3,
    createdAt: '2024-05-01T08:00:00.000Z',
    createdByName: 'Grace Lin',
    updatedAt: '2024-05-02T08:00:00.000Z',
    updatedByName: 'Grace Lin',
    warehouseGroups: [groupA, groupB],
    lines,
    increments: [],
    autoSeparateStatus: false,
    autoIncrementalStatus: false,
    checkProblems: [],
    ...patch,
  };
}

const after: Record<Exclude<SeparationCall, 'delete' | 'terminate' | 'abortedTime'>, SeparationStatus> = {
  check: 'checked',
  submit: 'submitted',
  start: 'inEffect',
  suspend: 'suspending',
  suspendConfirm: 'suspended',
  continue: 'inEffect',
  finish: 'finished',
  recover: 'recovered',
  cancel: 'cancelled',
};

/** The server's answer to an action on `d` (null: deleted). */
export function answerTo(d: SeparationDetail, action: SeparationCall, restore: boolean, abortedAt: string | null): SeparationDetail | null {
  const version = d.version + 1;
  if (action === 'delete') return null;
  if (action === 'abortedTime') return { ...d, abortedAt: abortedAt ?? d.abortedAt, version };
  if (action === 'terminate') return detail('terminated', { restored: restore, version });
  return detail(after[action], { version, restored: d.restored });
}

export const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
export const stale = new CallError('envelope', SeparateErrorCode.versionStale, 'This isolation was changed by someone else.');
export const refused = new CallError('envelope', SeparateErrorCode.insufficientStock, 'SKU-001 has only 4 available in North America.');
export const incrementStale = new CallError('envelope', SeparateErrorCode.incrementStale, 'This incremental separation was changed by someone else.');

export function increment(id: string, status: IncrementStatus, patch: Partial<Increment> = {}): Increment {
  return {
    id,
    code: `INC-${id}`,
    separationId: 'sp_1',
    status,
    lines: [{ skuId: 'sku_1', sku: 'SKU-001', warehouseGroupId: groupA.id, warehouseGroupName: groupA.name, qty: 4, available: 86 }],
    totalQty: 4,
    failureReason: null,
    version: 1,
    createdAt: '2024-05-03T08:00:00.000Z',
    createdByName: 'Grace Lin',
    syncedAt: status === 'synced' || status === 'terminated' ? '2024-05-03T09:00:00.000Z' : null,
    ...patch,
  };
}

export const cell = (skuId: string, sku: string, group: typeof groupA, available: number, qty = 0): AllocationCell => ({
  skuId,
  sku,
  skuName: `Name of ${sku}`,
  warehouseGroupId: group.id,
  warehouseGroupName: group.name,
  available,
  qty,
});
