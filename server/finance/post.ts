// Writing transactions where their cause happens (docs/domain/finance.md: "the order shipped and
// its sale line commit together"): the order area calls recordShipmentSales in the shipment's own
// transaction. Amounts: the line's quantity shipped × its unit price is the amount with tax; the
// amount without tax and the tax come from convertTax (docs/domain/common.md) at the tenant's
// default tax rate, so without + tax = with holds per line. A cause written twice adds nothing
// (UNIQUE (tenant_id, cause_key)).
import { convertTax } from '../../src/contract';
import type { Db } from '../db/db';
import { openSettlementFor } from './periods';

/** The tenant's default tax rate as a fraction (0 when it has none). */
export async function defaultTaxRate(tx: Db, tenantId: string): Promise<number> {
  const row = await tx.maybe<{ rate: string }>('SELECT rate::text AS rate FROM tax_rates WHERE tenant_id = $1 AND is_default', [tenantId]);
  return row ? Number(row.rate) : 0;
}

/** Amount with tax (signed) split at a rate: [without tax, tax, with tax] as decimal strings. */
export function splitTax(amount: number, rate: number): [string, string, string] {
  const sign = amount < 0 ? -1 : 1;
  const c = convertTax(Math.abs(amount), rate, 'removeTax');
  const withTax = c.value + c.tax;
  return [(sign * c.value).toFixed(2), (sign * c.tax).toFixed(2), (sign * withTax).toFixed(2)];
}

interface ShipLine {
  line_id: string;
  line_no: number;
  sku_id: string;
  qty: number;
  unit_price: string;
  amount: string;
  order_id: string;
  cart_id: string;
  supplier_order_id: string;
  shipment_no: number;
}

/** One sale transaction per line of the shipment, in the caller's (the shipment's) transaction. */
export async function recordShipmentSales(tx: Db, tenantId: string, shipmentId: string, at: Date): Promise<void> {
  const lines = await tx.query<ShipLine>(
    `SELECT l.id AS line_id, l.line_no, l.sku_id, sl.qty, l.unit_price::text AS unit_price, (sl.qty * l.unit_price)::text AS amount,
            o.id AS order_id, o.cart_id, o.supplier_order_id, s.shipment_no
       FROM order_shipment_lines sl JOIN order_shipments s ON s.id = sl.shipment_id JOIN order_lines l ON l.id = sl.line_id JOIN orders o ON o.id = s.order_id
      WHERE sl.shipment_id = $1 AND sl.tenant_id = $2 ORDER BY l.line_no`,
    [shipmentId, tenantId],
  );
  if (!lines.length) return;
  const rate = await defaultTaxRate(tx, tenantId);
  const settlement = await openSettlementFor(tx, tenantId, lines[0].cart_id, at, at);
  for (const l of lines) {
    const [noTax, tax, amount] = splitTax(Number(l.amount), rate);
    const number = `S-${l.supplier_order_id}-${l.line_no}-${l.shipment_no}`;
    await tx.query(
      `INSERT INTO finance_transactions (id, tenant_id, number, kind, settlement_id, cart_id, currency, occurred_at, order_id, order_line_id, shipment_id, cause_key, sku_id, qty, unit_price, tax_rate, amount_no_tax, tax, amount)
       VALUES ($1, $2, $3, 'sale', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) ON CONFLICT DO NOTHING`,
      [`${tenantId}-${number}`, tenantId, number, settlement.id, l.cart_id, settlement.currency, at, l.order_id, l.line_id, shipmentId, `sale:${shipmentId}:${l.line_id}`, l.sku_id, l.qty, l.unit_price, rate, noTax, tax, amount],
    );
  }
}
