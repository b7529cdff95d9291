// The seeded approved labels' next performance review (tag-performance.ts): days after the anchor,
// like the seeded pending price proposals, so the demo's job leaves them to the user rather than
// reviewing every seeded label the moment the server starts. Only the ones the seed approved (ids
// ta-<tenant>-g with kind (g / 24) % 6 other than 0, seed-tags.ts; kind 0 is seeded applied, and the
// job's approval of it takes the default) not yet given a time: re-running changes nothing.
import type { Db } from '../db/db';

export async function seedTagPerformanceDue(db: Db, tenantId: string, anchor: Date): Promise<void> {
  await db.query(
    `UPDATE product_tag_applications
        SET performance_due_at = $2::timestamptz + make_interval(days => 2 + substring(id from '-([0-9]{6})$')::int % 5)
      WHERE tenant_id = $1 AND status = 'approved' AND performance_due_at IS NULL
        AND id LIKE 'ta-%' AND (substring(id from '-([0-9]{6})$')::int / 24) % 6 <> 0`,
    [tenantId, anchor],
  );
}
