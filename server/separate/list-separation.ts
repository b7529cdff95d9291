// The isolation list (separate.control): live isolations of the caller's tenant with their shop,
// line count and quantities asked and held. Its fields are declared once in the contract's list
// spec (separationList); here is the SQL of each, and of the conditions that are not one field's.
// Registered at import. Exporting it (export.start) needs the `export` permission key (the
// endpoint's) and the `separate` group (its bizType).
import { separationList as separationSpec } from '../../src/contract';
import { separationStatusLabels, textOf } from './messages';
import { textContains } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const separationList = registerList(
  defineSpecList(separationSpec, {
    from: sql`separations s JOIN carts c ON c.id = s.cart_id AND c.tenant_id = s.tenant_id`,
    id: sql`s.id`,
    fields: {
      id: sql`s.id`,
      code: sql`s.code`,
      name: sql`s.name`,
      cartId: sql`s.cart_id`,
      cartName: sql`c.name`,
      platformCode: sql`c.platform_code`,
      status: sql`s.status`,
      restored: sql`s.restored`,
      lineCount: sql`(SELECT count(*)::int FROM separation_lines l WHERE l.separation_id = s.id)`,
      totalQty: sql`(SELECT COALESCE(sum(l.qty), 0)::int FROM separation_lines l WHERE l.separation_id = s.id)`,
      totalIsolated: sql`(SELECT COALESCE(sum(l.isolated), 0)::int FROM separation_lines l WHERE l.separation_id = s.id)`,
      startAt: sql`s.start_at`,
      abortedAt: sql`s.aborted_at`,
      autoStart: sql`s.auto_start`,
      remark: sql`s.remark`,
      createdAt: sql`s.created_at`,
      createdByName: sql`s.created_by_name`,
      updatedAt: sql`s.updated_at`,
      updatedByName: sql`s.updated_by_name`,
      version: sql`s.version`,
    },
    scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`, sql`s.deleted_at IS NULL`],
    filters: {
      cart: (value) => (value.trim() ? sql`(${textContains(sql`c.code`, value)!} OR ${textContains(sql`c.name`, value)!})` : undefined),
      sku: (value) =>
        value.trim()
          ? sql`EXISTS (SELECT 1 FROM separation_lines l JOIN skus k ON k.id = l.sku_id WHERE l.separation_id = s.id AND ${textContains(sql`k.sku`, value)!})`
          : undefined,
      // what the isolation job's start step picks up (server/jobs/separation-runner.ts; separations_due_start_idx)
      waitingForJob: (on) => (on ? sql`s.status = 'submitted' AND s.auto_start` : undefined),
    },
    exportRow: (row, lang) => ({ ...row, status: textOf(separationStatusLabels[row.status], lang) }),
  }),
);
