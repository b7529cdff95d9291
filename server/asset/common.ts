// Helpers shared by the asset handlers: decimal text, tenant-scoped "not found", the number rules
// with their error codes, change records, and the warehouse-group guard (the binding table
// belongs to the inventory domain, migration 004; the guard works before it exists).
import { randomBytes } from 'node:crypto';
import { AssetErrorCode, ErrorCode, isBufferQty, isCostAmount, isFeePercent, isRatio2, type Language } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { assetError, fieldVars } from './messages';

export const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export const iso = (d: unknown): string => (d instanceof Date ? d.toISOString() : new Date(String(d)).toISOString());
export const isoOrNull = (d: unknown): string | null => (d === null || d === undefined ? null : iso(d));

/** Decimal text without trailing zeros: '12.50000' -> '12.5', '100.00' -> '100'; null stays null. */
export function dec(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v);
  if (!s.includes('.')) return s;
  return s.replace(/0+$/, '').replace(/\.$/, '');
}
export const decOrZero = (v: unknown): string => dec(v) ?? '0';

/** Typed text: '' and null are "not set". */
export const blankToNull = (v: string | null | undefined): string | null => (v === null || v === undefined || v.trim() === '' ? null : v.trim());

/** Two decimal texts (or nulls) are the same number. */
export function sameDecimal(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Number(a) === Number(b);
}

export function notFound(lang: Language): ApiError {
  return new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, lang), 404);
}

export function checkBufferQty(v: string, lang: Language): number {
  if (!isBufferQty(v)) throw assetError(AssetErrorCode.bufferQtyInvalid, lang, {}, { field: 'bufferQty' });
  return Number(v.trim());
}

export function checkWholeNumber(field: string, v: string, lang: Language): number {
  if (!isBufferQty(v)) throw assetError(AssetErrorCode.integerInvalid, lang, fieldVars(field), { field });
  return Number(v.trim());
}

export function checkRatio(field: string, v: string, lang: Language): string {
  if (!isRatio2(v)) throw assetError(AssetErrorCode.ratioInvalid, lang, fieldVars(field), { field });
  return v.trim();
}

/** An optional amount: null/'' = not charged; otherwise a positive number with up to 5 decimals. */
export function checkAmount(field: string, v: string | null, lang: Language): string | null {
  const value = blankToNull(v);
  if (value !== null && !isCostAmount(value)) throw assetError(AssetErrorCode.amountInvalid, lang, fieldVars(field), { field });
  return value;
}

/** An optional percentage: above 0, at most 100, up to 5 decimals. */
export function checkPercent(field: string, v: string | null, lang: Language): string | null {
  const value = blankToNull(v);
  if (value !== null && !isFeePercent(value)) throw assetError(AssetErrorCode.percentInvalid, lang, fieldVars(field), { field });
  return value;
}

/** PostgreSQL unique violation (two saves racing past the checks). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export type CostOwnerKind = 'warehouse' | 'cart' | 'logistics';

/** One cost record per changed field: who, when, old -> new. */
export async function appendCostRecords(
  tx: Db,
  user: SessionUser,
  now: Date,
  owner: { kind: CostOwnerKind; id: string },
  changes: readonly (readonly [field: string, oldValue: string | null, newValue: string | null])[],
): Promise<void> {
  for (const [field, oldValue, newValue] of changes) {
    if (oldValue === newValue) continue;
    await tx.query(
      `INSERT INTO cost_records (id, tenant_id, owner_kind, owner_id, field, old_value, new_value, changed_by, changed_by_name, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [newId('cr'), user.tenant.id, owner.kind, owner.id, field, oldValue, newValue, user.id, user.displayName, now],
    );
  }
}

let bindingTableKnown = false;

/**
 * The live warehouse group a warehouse is bound to, or null. The binding table comes with the
 * inventory domain (migration 004); until it exists no warehouse is in a group.
 */
export async function groupOfWarehouse(db: Db, tenantId: string, warehouseId: string): Promise<string | null> {
  if (!bindingTableKnown) {
    const row = await db.one<{ ok: boolean }>(
      "SELECT to_regclass('warehouse_group_warehouses') IS NOT NULL AND to_regclass('warehouse_groups') IS NOT NULL AS ok",
    );
    if (!row.ok) return null;
    bindingTableKnown = true;
  }
  const row = await db.maybe<{ name: string }>(
    `SELECT g.name FROM warehouse_group_warehouses b JOIN warehouse_groups g ON g.id = b.group_id AND g.tenant_id = b.tenant_id
      WHERE b.warehouse_id = $1 AND b.tenant_id = $2 AND g.deleted_at IS NULL`,
    [warehouseId, tenantId],
  );
  return row?.name ?? null;
}

/** The tenant's default buffer ratio (asset settings), '0' when never set. */
export async function defaultBufferRatio(db: Db, tenantId: string): Promise<string> {
  const row = await db.maybe<{ default_buffer_ratio: string }>('SELECT default_buffer_ratio FROM asset_settings WHERE tenant_id = $1', [tenantId]);
  return decOrZero(row?.default_buffer_ratio ?? '0');
}
