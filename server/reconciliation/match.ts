// Matching a logistics cost bill (docs/domain/finance.md "Reconciliation"), in the caller's
// transaction: every billed line is classed against the tenant's shipments of the bill's carrier
// (order_shipments; weight, volume and declared value from the shipped lines' skus) priced by the
// provider's cost setting (logistics_cost_settings and its additional charges, as in force now):
//   DUPLICATE        the same waybill and fee code billed again (the later line)
//   MISSING_SHIPMENT no shipment of the tenant with the carrier has the waybill number
//   WEIGHT           freight billed on a weight above the shipment's chargeable weight by > 2 %
//                    (expected: the charge at the shipment's weight)
//   ACCESSORIAL      a charge the provider's cost setting does not agree
//   RATE             the amount differs by more than 0.01 from the cost setting's charge
//   matched          otherwise
// and every shipment of the period that the bill charges no freight for is a missingInBill line.
// Differences go back to open (decisions are made again on a new result); the bill's totals are
// the sums of its lines and it moves to matched.
import { randomBytes } from 'node:crypto';
import type { ResultClass } from '../../src/contract/reconciliation';
import type { Db } from '../db/db';
import { evaluateFormula, parseFormula } from '../asset';
import { centsText, parseCents, TOLERANCE_CENTS, toCents, WEIGHT_TOLERANCE } from './money';

export const FREIGHT = 'freight';

export interface Shipment {
  id: string;
  tracking_no: string;
  shipped_at: Date;
  order_no: string;
  in_period: boolean;
  weight_g: string;
  volume_cm3: string;
  declared: string;
}

interface BilledLine {
  id: string;
  line_no: number;
  tracking_no: string;
  fee_code: string;
  billed_weight: string;
  billed_amount: string;
}

/** The first and the day after the last day of a period 'YYYY-MM', in UTC. */
export function periodRange(period: string): [Date, Date] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 1))];
}

export interface Pricing {
  formula: ReturnType<typeof parseFormula>;
  divisor: number;
  minCents: number;
  additional: Map<string, { cents: number; amount: number; unit: string }>;
}

export async function pricingOf(db: Db, tenantId: string, logisticsId: string): Promise<Pricing> {
  const s = await db.one<{ formula: string; volumetric_divisor: number; min_charge: string | null }>(
    'SELECT formula, volumetric_divisor, min_charge FROM logistics_cost_settings WHERE logistics_id = $1 AND tenant_id = $2',
    [logisticsId, tenantId],
  );
  const adds = await db.query<{ code: string; amount: string; unit: string }>(
    'SELECT a.code, a.amount::text AS amount, d.unit FROM logistics_cost_additional a JOIN logistics_additional_cost_definitions d ON d.code = a.code WHERE a.logistics_id = $1',
    [logisticsId],
  );
  return {
    formula: parseFormula(s.formula),
    divisor: s.volumetric_divisor,
    minCents: s.min_charge === null ? 0 : toCents(Number(s.min_charge)),
    additional: new Map(adds.map((a) => [a.code, { cents: toCents(Number(a.amount)), amount: Number(a.amount), unit: a.unit }])),
  };
}

/** The shipment's chargeable weight in kg: the greater of its weight and its volumetric weight. */
export const chargeableKg = (p: Pricing, s: Shipment) => Math.max(Number(s.weight_g) / 1000, Number(s.volume_cm3) / p.divisor);

/** The freight of a shipment charged at a weight (kg), in cents, never below the minimum charge. */
export function freightCents(p: Pricing, s: Shipment, kg: number): number {
  const volume = Number(s.volume_cm3);
  const side = Math.cbrt(volume);
  const vars = new Map<string, number>([
    ['weightKg', kg],
    ['lengthCm', side],
    ['widthCm', side],
    ['heightCm', side],
    ['volumeCm3', volume],
    ['volumetricKg', volume / p.divisor],
    ['chargeableKg', kg],
    ['declaredValue', Number(s.declared)],
  ]);
  return Math.max(toCents(evaluateFormula(p.formula, vars)), p.minCents);
}

/** An agreed additional charge of a shipment, in cents. */
function additionalCents(p: Pricing, s: Shipment, add: { cents: number; amount: number; unit: string }): number {
  if (add.unit === 'perParcel') return add.cents;
  if (add.unit === 'perKg') return toCents(add.amount * chargeableKg(p, s));
  if (add.unit === 'percentOfBase') return toCents((freightCents(p, s, chargeableKg(p, s)) * add.amount) / 10000);
  return toCents((Number(s.declared) * add.amount) / 100);
}

export interface Classed {
  resultClass: ResultClass;
  expected: number | null;
  shipment: Shipment | null;
}

/** The class of one billed line (the rules of the header), given the lines before it. */
export function classify(p: Pricing, line: { trackingNo: string; feeCode: string; weightKg: number; cents: number }, shipments: Map<string, Shipment>, seen: Set<string>): Classed {
  const key = `${line.trackingNo.toLowerCase()}|${line.feeCode}`;
  const shipment = shipments.get(line.trackingNo.toLowerCase()) ?? null;
  if (seen.has(key)) return { resultClass: 'DUPLICATE', expected: 0, shipment };
  seen.add(key);
  if (!shipment) return { resultClass: 'MISSING_SHIPMENT', expected: null, shipment };
  if (line.feeCode === FREIGHT) {
    const own = chargeableKg(p, shipment);
    if (line.weightKg > own * (1 + WEIGHT_TOLERANCE)) return { resultClass: 'WEIGHT', expected: freightCents(p, shipment, own), shipment };
    const expected = freightCents(p, shipment, line.weightKg);
    return { resultClass: Math.abs(line.cents - expected) > TOLERANCE_CENTS ? 'RATE' : 'matched', expected, shipment };
  }
  const add = p.additional.get(line.feeCode);
  if (!add) return { resultClass: 'ACCESSORIAL', expected: null, shipment };
  const expected = additionalCents(p, shipment, add);
  return { resultClass: Math.abs(line.cents - expected) > TOLERANCE_CENTS ? 'RATE' : 'matched', expected, shipment };
}

/** The tenant's shipments of a carrier: those of the period, and those of the waybills named. */
export async function shipmentsOf(db: Db, tenantId: string, carrier: string, period: string, trackingNos: readonly string[]): Promise<Shipment[]> {
  const [from, to] = periodRange(period);
  return db.query<Shipment>(
    `SELECT s.id, s.tracking_no, s.shipped_at, o.supplier_order_id AS order_no, (s.shipped_at >= $3 AND s.shipped_at < $4) AS in_period,
            sum(sl.qty * k.weight_g)::text AS weight_g, sum(sl.qty * k.length_cm * k.width_cm * k.height_cm)::text AS volume_cm3,
            sum(sl.qty * ol.unit_price)::text AS declared
       FROM order_shipments s
       JOIN orders o ON o.id = s.order_id AND o.tenant_id = s.tenant_id
       JOIN order_shipment_lines sl ON sl.shipment_id = s.id AND sl.tenant_id = s.tenant_id
       JOIN order_lines ol ON ol.id = sl.line_id AND ol.tenant_id = sl.tenant_id
       JOIN skus k ON k.id = ol.sku_id AND k.tenant_id = ol.tenant_id
      WHERE s.tenant_id = $1 AND s.carrier_code = $2
        AND ((s.shipped_at >= $3 AND s.shipped_at < $4) OR lower(s.tracking_no) = ANY($5::text[]))
      GROUP BY s.id, o.supplier_order_id ORDER BY s.shipped_at, s.id`,
    [tenantId, carrier, from, to, trackingNos.map((t) => t.toLowerCase())],
  );
}

/** Matches a bill (locked by the caller) and writes its result and totals; the bill ends matched. */
export async function matchBill(tx: Db, tenantId: string, billId: string): Promise<void> {
  const bill = await tx.one<{ logistics_id: string; carrier_code: string; period: string }>('SELECT logistics_id, carrier_code, period FROM reconciliation_bills WHERE id = $1 AND tenant_id = $2', [billId, tenantId]);
  await tx.query("DELETE FROM reconciliation_lines WHERE bill_id = $1 AND tenant_id = $2 AND result_class = 'missingInBill'", [billId, tenantId]);
  const lines = await tx.query<BilledLine>(
    'SELECT id, line_no, tracking_no, fee_code, billed_weight::text AS billed_weight, billed_amount::text AS billed_amount FROM reconciliation_lines WHERE bill_id = $1 AND tenant_id = $2 ORDER BY line_no',
    [billId, tenantId],
  );
  const pricing = await pricingOf(tx, tenantId, bill.logistics_id);
  const shipments = await shipmentsOf(tx, tenantId, bill.carrier_code, bill.period, lines.map((l) => l.tracking_no));
  const byTracking = new Map(shipments.map((s) => [s.tracking_no.toLowerCase(), s]));
  const seen = new Set<string>();
  for (const l of lines) {
    const cents = parseCents(l.billed_amount) ?? 0;
    const c = classify(pricing, { trackingNo: l.tracking_no, feeCode: l.fee_code, weightKg: Number(l.billed_weight), cents }, byTracking, seen);
    await tx.query(
      `UPDATE reconciliation_lines SET result_class = $3, expected_amount = $4, difference = $5, shipment_id = $6, order_no = $7, shipment_weight = $8,
              status = $9, decision_note = '', decided_by_name = NULL, version = version + 1 WHERE id = $1 AND tenant_id = $2`,
      [
        l.id,
        tenantId,
        c.resultClass,
        c.expected === null ? null : centsText(c.expected),
        centsText(cents - (c.expected ?? 0)),
        c.shipment?.id ?? null,
        c.shipment?.order_no ?? '',
        c.shipment ? (chargeableKg(pricing, c.shipment)).toFixed(3) : null,
        c.resultClass === 'matched' ? 'none' : 'open',
      ],
    );
  }
  const charged = new Set(lines.filter((l) => l.fee_code === FREIGHT).map((l) => l.tracking_no.toLowerCase()));
  let lineNo = lines.reduce((m, l) => Math.max(m, l.line_no), 0);
  for (const s of shipments.filter((x) => x.in_period && !charged.has(x.tracking_no.toLowerCase()))) {
    const expected = freightCents(pricing, s, chargeableKg(pricing, s));
    await tx.query(
      `INSERT INTO reconciliation_lines (id, tenant_id, bill_id, line_no, tracking_no, fee_code, shipment_id, order_no, shipment_weight, expected_amount, difference, result_class, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'missingInBill', 'open')`,
      [`rl_${randomBytes(8).toString('hex')}`, tenantId, billId, ++lineNo, s.tracking_no, FREIGHT, s.id, s.order_no, chargeableKg(pricing, s).toFixed(3), centsText(expected), centsText(-expected)],
    );
  }
  await writeTotals(tx, tenantId, billId, 'matched');
}

/**
 * The bill's counts and totals from its lines (never from a total), and its status; a new status
 * moves the version on (a line decided does not: the bill's own fields did not change).
 */
export async function writeTotals(tx: Db, tenantId: string, billId: string, status?: string): Promise<void> {
  await tx.query(
    `UPDATE reconciliation_bills b SET
        line_count = t.lines, difference_count = t.differences, open_count = t.open,
        billed_total = t.billed, expected_total = t.expected, difference_total = t.difference, accepted_total = t.accepted,
        status = coalesce($3, b.status), version = b.version + CASE WHEN $3::text IS NULL THEN 0 ELSE 1 END
       FROM (SELECT count(*) FILTER (WHERE billed_amount IS NOT NULL)::int AS lines,
                    count(*) FILTER (WHERE result_class <> 'matched')::int AS differences,
                    count(*) FILTER (WHERE status = 'open')::int AS open,
                    coalesce(sum(billed_amount), 0) AS billed, coalesce(sum(expected_amount), 0) AS expected,
                    coalesce(sum(difference), 0) AS difference,
                    coalesce(sum(difference) FILTER (WHERE status = 'accepted'), 0) AS accepted
               FROM reconciliation_lines WHERE bill_id = $1 AND tenant_id = $2) t
      WHERE b.id = $1 AND b.tenant_id = $2`,
    [billId, tenantId, status ?? null],
  );
}
