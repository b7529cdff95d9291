// One order as the detail screens show it (order.info and the answer of every fulfilment call):
// the list row (so list and detail never disagree), the receiver, the lines and the shipments.
import type { Language, OrderDetail, Shipment } from '../../src/contract';
import type { Db } from '../db/db';
import type { OrderListCaller } from './list-orders';
import { orderList } from './list-orders';
import { iso, isoOrNull } from '../inventory';
import { notFound } from '../inventory';

export async function orderDetail(db: Db, caller: OrderListCaller, id: string, lang: Language): Promise<OrderDetail> {
  const page = await orderList.page(db, caller, { conditions: { orderId: id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(lang);
  const tenantId = caller.tenantId;
  const order = await db.one<Record<string, unknown>>(
    `SELECT receiver_name, receiver_phone, postal_code, address_line1, city, district, area, state_or_province, country, carrier_code, acknowledged_at, waybill_carrier, waybill_no,
            rescheduled_at, rescheduled_from
       FROM orders WHERE id = $1 AND tenant_id = $2`,
    [row.id, tenantId],
  );
  const lines = await db.query<Record<string, unknown>>(
    `SELECT l.id, l.line_no, l.sku_id, k.sku, k.name AS sku_name, l.supply_type, l.qty, l.shipped_qty, l.cancelled_qty, l.unit_price
       FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [row.id, tenantId],
  );
  const shipments = await db.query<Record<string, unknown>>(
    `SELECT s.id, s.shipment_no, s.carrier_code, s.tracking_no, s.shipped_at, s.shipped_by_name,
            COALESCE((SELECT json_agg(json_build_object('lineId', sl.line_id, 'qty', sl.qty) ORDER BY sl.line_id)
                        FROM order_shipment_lines sl WHERE sl.shipment_id = s.id), '[]'::json) AS lines
       FROM order_shipments s WHERE s.order_id = $1 AND s.tenant_id = $2 ORDER BY s.shipment_no`,
    [row.id, tenantId],
  );
  return {
    ...(row as unknown as OrderDetail),
    carrierCode: String(order.carrier_code),
    acknowledgedAt: isoOrNull(order.acknowledged_at),
    waybillCarrier: String(order.waybill_carrier),
    waybillNo: String(order.waybill_no),
    rescheduledAt: isoOrNull(order.rescheduled_at),
    rescheduledFrom: isoOrNull(order.rescheduled_from),
    receiver: {
      name: String(order.receiver_name),
      phone: String(order.receiver_phone),
      postalCode: String(order.postal_code),
      addressLine1: String(order.address_line1),
      city: String(order.city),
      district: String(order.district),
      area: String(order.area),
      stateOrProvince: String(order.state_or_province),
      country: String(order.country),
    },
    lines: lines.map((l) => ({
      id: String(l.id),
      lineNo: Number(l.line_no),
      skuId: String(l.sku_id),
      sku: String(l.sku),
      skuName: String(l.sku_name),
      supplyType: l.supply_type as OrderDetail['supplyType'],
      qty: Number(l.qty),
      shippedQty: Number(l.shipped_qty),
      cancelledQty: Number(l.cancelled_qty),
      unitPrice: Number(l.unit_price),
    })),
    shipments: shipments.map(
      (s): Shipment => ({
        id: String(s.id),
        shipmentNo: Number(s.shipment_no),
        carrierCode: String(s.carrier_code),
        trackingNo: String(s.tracking_no),
        shippedAt: iso(s.shipped_at),
        shippedBy: s.shipped_by_name === null ? null : String(s.shipped_by_name),
        lines: (typeof s.lines === 'string' ? JSON.parse(s.lines) : s.lines) as Shipment['lines'],
      }),
    ),
  };
}
