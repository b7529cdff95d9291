// Fresh price inquiries for the tests and the matrices' fixtures, written straight into the
// database (lines on the tenant's first active skus, to its first platform warehouse), so each call
// finds one in the state it needs: open or replied, with its deadline `closesInHours` from now
// (negative: already passed).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/db';

export interface FreshLine {
  wanted: number;
  target: number | null;
  other: number | null;
  /** A reply already given (status replied): a quote's unit price, or a decline. */
  quote?: number | 'decline';
}

export async function freshInquiry(
  db: Db,
  tenantId: string,
  opts: { closesInHours?: number; now?: Date; lines?: FreshLine[]; currency?: string } = {},
): Promise<{ id: string; no: string; lineIds: string[]; closesAt: Date; warehouseId: string }> {
  const hex = randomBytes(5).toString('hex');
  const id = `pi-t-${hex}`;
  const no = `PIT${hex.toUpperCase()}`;
  const now = opts.now ?? new Date();
  const closesAt = new Date(now.getTime() + (opts.closesInHours ?? 72) * 3_600_000);
  const lines = opts.lines ?? [{ wanted: 50, target: 12.5, other: 13 }];
  const skus = await db.query<{ id: string }>(`SELECT id FROM skus WHERE tenant_id = $1 AND status = 'active' ORDER BY id LIMIT $2`, [tenantId, lines.length]);
  const platform = await db.one<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1`, [tenantId]);
  const replied = lines.some((l) => l.quote !== undefined);
  const opens = new Date(Math.min(now.getTime(), closesAt.getTime()) - 5 * 86_400_000);
  await db.query(
    `INSERT INTO receipt_inquiries (id, tenant_id, inquiry_no, warehouse_id, currency, incoterm, status, reply_opens_at, reply_closes_at, replied_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'FOB', $6, $7, $8, $9, $7, $7)`,
    [id, tenantId, no, platform.id, opts.currency ?? 'USD', replied ? 'replied' : 'open', opens, closesAt, replied ? opens : null],
  );
  const validUntil = new Date(closesAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const [n, l] of lines.entries()) {
    const quote = typeof l.quote === 'number' ? l.quote : null;
    await db.query(
      `INSERT INTO receipt_inquiry_lines (id, tenant_id, inquiry_id, line_no, sku_id, wanted_qty, target_price, other_best_price, unit_price, lead_days, min_qty, valid_until, decline_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [`${id}-${n + 1}`, tenantId, id, n + 1, skus[n].id, l.wanted, l.target, l.other, quote, quote === null ? null : 10 + n, quote === null ? null : 1, quote === null ? null : validUntil, l.quote === 'decline' ? 'CANNOT_SUPPLY' : null],
    );
  }
  return { id, no, lineIds: lines.map((_, n) => `${id}-${n + 1}`), closesAt, warehouseId: platform.id };
}
