// Print and apply (order.printAndApply; docs/domain/orders.md "Waybills"): for each order waiting to
// ship, the platform's logistics assigns a waybill (the carrier serving the receiver's country and
// a waybill number) the first time, and the label data is answered for printing; an order with a
// waybill gets the same one again (a reprint). Each order is applied in its own transaction with
// its row locked, logged, and its version bumped when a waybill is assigned; a refused order (not
// waiting to ship) is answered alone. An order of another tenant refuses the whole call.
import { randomBytes } from 'node:crypto';
import { orderMayDo, printAndApplyWaybills, type AcknowledgeResult, type CarrierCode, type WaybillLabel } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { iso } from '../inventory';
import { notFound } from '../inventory';
import { lockOrder, saveStep, type Actor } from './fulfilment';
import { logNotes, transitionRefused } from './messages';

/** The carrier the platform's logistics uses for a destination country. */
export function carrierFor(country: string): CarrierCode {
  if (country === 'US') return 'UPS';
  if (country === 'CA') return 'FEDEX';
  if (country === 'GB') return 'ROYALMAIL';
  if (['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'PL'].includes(country)) return 'DPD';
  if (['CN', 'HK'].includes(country)) return 'SF';
  if (['JP', 'AU', 'SG'].includes(country)) return 'DHL';
  return 'YUNEXPRESS';
}

/** A waybill number in the carrier's usual shape. */
function waybillNumber(carrier: CarrierCode): string {
  const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
  if (carrier === 'UPS') return `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
  if (carrier === 'SF') return `SF${digits(13)}`;
  if (carrier === 'ROYALMAIL') return `RM${digits(9)}GB`;
  return `${carrier.slice(0, 2)}${digits(12)}`;
}

interface LabelRow {
  supplier_order_id: string;
  waybill_carrier: string;
  waybill_no: string;
  waybill_applied_at: Date | null;
  package_no: string;
  warehouse: string;
  receiver_name: string;
  receiver_phone: string;
  address: string;
  country: string;
  total_qty: number;
}

export const orderWaybillHandlers: readonly HandlerEntry[] = [
  defineHandler(printAndApplyWaybills, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const ids = [...new Set(body.ids)];
    const mine = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND id = ANY($2::text[])', [tenantId, ids]);
    if (mine.n !== ids.length) throw notFound(user.lang);
    const actor: Actor = { tenantId, name: user.displayName, lang: user.lang, now };
    const results: AcknowledgeResult[] = [];
    const labels: WaybillLabel[] = [];
    for (const id of ids) {
      try {
        const label = await db.transaction(async (tx) => {
          const row = await lockOrder(tx, tenantId, id, user.lang);
          if (!orderMayDo(row.status, 'printWaybill')) throw transitionRefused(user.lang, row.supplier_order_id, row.status, 'printWaybill');
          const current = await tx.one<{ waybill_no: string; country: string; package_no: string }>('SELECT waybill_no, country, package_no FROM orders WHERE id = $1', [id]);
          if (current.waybill_no === '') {
            const carrier = carrierFor(current.country);
            const no = waybillNumber(carrier);
            await saveStep(tx, actor, row, 'printWaybill', {
              to: row.status,
              note: logNotes.waybill(carrier, no),
              set: {
                waybill_carrier: carrier,
                waybill_no: no,
                waybill_applied_at: now,
                waybill_apply_status: 'applied',
                package_no: current.package_no || `PK${id.replace(/\D/g, '').slice(-8).padStart(8, '0')}`,
              },
            });
          }
          return tx.one<LabelRow>(
            `SELECT o.supplier_order_id, o.waybill_carrier, o.waybill_no, o.waybill_applied_at, o.package_no, w.name || ' (' || w.code || ')' AS warehouse,
                    o.receiver_name, o.receiver_phone, o.country,
                    concat_ws(', ', NULLIF(o.address_line1, ''), NULLIF(o.area, ''), NULLIF(o.district, ''), NULLIF(o.city, ''), NULLIF(o.state_or_province, ''), NULLIF(o.postal_code, ''), o.country) AS address,
                    (SELECT COALESCE(sum(l.qty - l.shipped_qty - l.cancelled_qty), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS total_qty
               FROM orders o JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id WHERE o.id = $1`,
            [id],
          );
        });
        labels.push({
          orderId: id,
          supplierOrderId: label.supplier_order_id,
          carrierCode: label.waybill_carrier as CarrierCode,
          waybillNo: label.waybill_no,
          packageNo: label.package_no,
          shipFrom: label.warehouse,
          receiverName: label.receiver_name,
          receiverPhone: label.receiver_phone,
          address: label.address,
          country: label.country,
          totalQty: label.total_qty,
          appliedAt: iso(label.waybill_applied_at),
        });
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id, ok: false, code: error.code, message: error.message });
      }
    }
    return { results, labels };
  }),
];
