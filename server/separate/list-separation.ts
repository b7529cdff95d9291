// The isolation list (separate.control): live isolations of the caller's tenant with their shop,
// line count and quantities asked and held. Registered at import. Exporting it (export.start)
// needs the `export` permission key (the endpoint's) and the `separate` group (its bizType).
import { separationConditions, separationTable, type SeparationHeader } from '../../src/contract';
import { separationStatusLabels, textOf } from './messages';
import { dateRange, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export const separationList = registerList(
  defineKeysetList<SeparationHeader, typeof separationConditions>({
    table: separationTable,
    conditionSchema: separationConditions,
    select: sql`s.id, s.code, s.name, s.cart_id, c.name AS cart_name, c.code AS cart_code, c.platform_code, s.status, s.restored, s.start_at, s.aborted_at,
      s.auto_start, s.remark, s.version, s.created_at, s.created_by_name, s.updated_at, s.updated_by_name,
      (SELECT count(*)::int FROM separation_lines l WHERE l.separation_id = s.id) AS line_count,
      (SELECT COALESCE(sum(l.qty), 0)::int FROM separation_lines l WHERE l.separation_id = s.id) AS total_qty,
      (SELECT COALESCE(sum(l.isolated), 0)::int FROM separation_lines l WHERE l.separation_id = s.id) AS total_isolated`,
    from: sql`separations s JOIN carts c ON c.id = s.cart_id AND c.tenant_id = s.tenant_id`,
    idColumn: sql`s.id`,
    sortable: {
      code: sql`s.code`,
      name: sql`s.name`,
      startAt: sql`s.start_at`,
      abortedAt: sql`s.aborted_at`,
      createdAt: sql`s.created_at`,
      updatedAt: sql`s.updated_at`,
    },
    where: (caller, c) => [
      sql`s.tenant_id = ${caller.tenantId}`,
      sql`s.deleted_at IS NULL`,
      textContains(sql`s.code`, c.code),
      textContains(sql`s.name`, c.name),
      c.cart?.trim() ? sql`(${textContains(sql`c.code`, c.cart)!} OR ${textContains(sql`c.name`, c.cart)!})` : undefined,
      c.sku?.trim()
        ? sql`EXISTS (SELECT 1 FROM separation_lines l JOIN skus k ON k.id = l.sku_id WHERE l.separation_id = s.id AND ${textContains(sql`k.sku`, c.sku)!})`
        : undefined,
      inList(sql`s.status`, c.status),
      dateRange(sql`s.start_at`, c.startAt),
      dateRange(sql`s.aborted_at`, c.abortedAt),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      cartId: String(r.cart_id),
      cartName: String(r.cart_name),
      platformCode: String(r.platform_code),
      status: r.status as SeparationHeader['status'],
      restored: r.restored === null || r.restored === undefined ? null : Boolean(r.restored),
      startAt: iso(r.start_at),
      abortedAt: iso(r.aborted_at),
      autoStart: Boolean(r.auto_start),
      remark: String(r.remark),
      lineCount: Number(r.line_count),
      totalQty: Number(r.total_qty),
      totalIsolated: Number(r.total_isolated),
      version: Number(r.version),
      createdAt: iso(r.created_at),
      createdByName: String(r.created_by_name),
      updatedAt: iso(r.updated_at),
      updatedByName: String(r.updated_by_name),
    }),
    exportRow: (row, lang) => ({ ...row, status: textOf(separationStatusLabels[row.status], lang) }),
  }),
);
