// Deterministic receipt info (docs/domain/orders.md, "Receipt info (built)") of the seeded orders
// of every supplier demo tenant, written by two set-based statements after the orders. An order
// gets a purchase invoice once it is on its way (part shipped and later: three in four, n mod 4 <> 3)
// and on a third of the orders awaiting shipment (n mod 3 = 0); pending and cancelled orders have
// none. The invoice is dated the order's day, in the order's currency; one line per sku of the
// order for the quantity ordered at 55 % of the selling price, an HS code of a short list and the
// origin China (every seventh sku Vietnam).
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';

const HS_CODES = ['8517620000', '8471300000', '6109100000', '9503008900', '8516310000', '420222', '8504403000'];

const HEADERS_SQL = `
INSERT INTO order_receipts (order_id, tenant_id, invoice_no, invoice_date, seller_tax_id, currency, version, updated_at, updated_by_name)
SELECT o.id, $1, 'PI' || to_char(o.order_time, 'YYMM') || lpad(right(o.id, 7), 7, '0'), o.order_time::date, $2, o.currency, 1, o.order_time, NULL
  FROM orders o
 WHERE o.tenant_id = $1
   AND ((o.status IN ('partShipped', 'shipped', 'delivered', 'completed', 'returning') AND right(o.id, 7)::int % 4 <> 3)
     OR (o.status = 'awaitingShipment' AND right(o.id, 7)::int % 3 = 0))`;

const LINES_SQL = `
INSERT INTO order_receipt_lines (id, tenant_id, order_id, sku, qty, unit_price, hs_code, origin_country)
SELECT r.order_id || '-r' || row_number() OVER (PARTITION BY r.order_id ORDER BY min(l.line_no)), $1, r.order_id, k.sku, sum(l.qty)::int,
  round(min(l.unit_price) * 0.55, 2),
  (ARRAY[${HS_CODES.map((c) => `'${c}'`).join(', ')}])[1 + abs(hashtext(k.sku)) % ${HS_CODES.length}],
  CASE WHEN abs(hashtext(k.sku)) % 7 = 0 THEN 'VN' ELSE 'CN' END
  FROM order_receipts r JOIN order_lines l ON l.order_id = r.order_id AND l.tenant_id = r.tenant_id
  JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
 WHERE r.tenant_id = $1
 GROUP BY r.order_id, k.sku`;

/** The seller tax id the seeded invoices of a tenant carry (a Chinese unified social credit code). */
export const seededTaxId = (tenantKey: string) => `91330106MA${String(Math.abs([...tenantKey].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)) % 100_000_000).padStart(8, '0')}`;

export async function seedOrderReceipts(db: Db, tenants: readonly AssetSeedTenant[], tenantIds: Record<string, string>): Promise<number> {
  let receipts = 0;
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM order_receipts WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.transaction(async (tx) => {
      await tx.query(HEADERS_SQL, [tenantId, seededTaxId(tenant.key)]);
      await tx.query(LINES_SQL, [tenantId]);
    });
    receipts += (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_receipts WHERE tenant_id = $1', [tenantId])).n;
  }
  return receipts;
}
