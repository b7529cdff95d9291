// The sync job list (product.syncList): one SQL expression per field of the contract's list spec.
// Registered at import.
import { syncJobList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const syncJobListDefinition = registerList(
  defineSpecList(syncJobList, {
    from: sql`product_sync_jobs j JOIN carts c ON c.id = j.cart_id AND c.tenant_id = j.tenant_id LEFT JOIN product_sync_jobs r ON r.id = j.retry_of AND r.tenant_id = j.tenant_id`,
    id: sql`j.id`,
    fields: {
      id: sql`j.id`,
      jobNo: sql`j.job_no`,
      cartId: sql`j.cart_id`,
      cartName: sql`c.name`,
      platformCode: sql`j.platform_code`,
      kind: sql`j.kind`,
      status: sql`j.status`,
      total: sql`j.total`,
      okCount: sql`j.ok_count`,
      failedCount: sql`j.failed_count`,
      skippedCount: sql`j.skipped_count`,
      startedAt: sql`j.created_at`,
      finishedAt: sql`j.finished_at`,
      startedBy: sql`j.started_by_name`,
      retryOfNo: sql`r.job_no`,
      version: sql`j.version`,
    },
    scope: (caller) => [sql`j.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`j.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`j.platform_code`, code.trim() || undefined),
    },
  }),
);
