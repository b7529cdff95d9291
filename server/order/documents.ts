// The detail download of one order (order.downloadDetail, `{type}/download/{id}`): the packing
// list (what the parcel holds: lines, ordered, shipped, cancelled, left) or the commercial invoice
// (lines with unit prices and amounts, the total, the currency), as a small xlsx built in memory,
// in the caller's language. Text cells are neutralised (never read as a formula).
import ExcelJS from 'exceljs';
import '../jobs/exceljs-compat';
import { downloadOrderDocument, type Language, type OrderDetail, type OrderDocumentType } from '../../src/contract';
import { currencyDecimals } from '../../src/contract/kernel/rules';
import { callerOf } from '../lists/registry';
import { neutraliseCell } from '../lists/neutralise';
import { contentDisposition, XLSX_TYPE } from '../common';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { orderDetail } from './detail';
import { bi, textOf, type Bi } from '../separate';

const titles: Record<OrderDocumentType, Bi> = {
  packingList: bi('Packing list', '装箱单'),
  invoice: bi('Commercial invoice', '商业发票'),
};

const labels = {
  order: bi('Supplier order no.', '供应商订单号'),
  sellerOrder: bi('Seller order no.', '卖家订单号'),
  shop: bi('Shop', '店铺'),
  orderTime: bi('Order time', '下单时间'),
  warehouse: bi('Warehouse', '发货仓'),
  receiver: bi('Receiver', '收件人'),
  address: bi('Address', '地址'),
  tracking: bi('Tracking no.', '运单号'),
  line: bi('#', '行'),
  sku: bi('SKU', 'SKU'),
  name: bi('Name', '名称'),
  qty: bi('Quantity', '数量'),
  shipped: bi('Shipped', '已发货'),
  cancelled: bi('Cancelled', '已取消'),
  left: bi('Left', '剩余'),
  unitPrice: bi('Unit price', '单价'),
  amount: bi('Amount', '金额'),
  total: bi('Total', '合计'),
  currency: bi('Currency', '币种'),
};

async function workbookOf(order: OrderDetail, type: OrderDocumentType, lang: Language): Promise<Buffer> {
  const t = (text: Bi) => textOf(text, lang);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t(titles[type]));
  const r = order.receiver;
  const add = (cells: unknown[]) => ws.addRow(cells.map((c) => neutraliseCell(c)));
  add([t(titles[type])]).font = { bold: true, size: 14 };
  add([t(labels.order), order.supplierOrderId]);
  add([t(labels.sellerOrder), order.sellerOrderId]);
  add([t(labels.shop), order.cartName]);
  add([t(labels.orderTime), order.orderTime]);
  add([t(labels.warehouse), `${order.warehouseName} (${order.warehouseCode})`]);
  add([t(labels.receiver), `${r.name} ${r.phone}`.trim()]);
  add([t(labels.address), [r.addressLine1, r.area, r.district, r.city, r.stateOrProvince, r.postalCode, r.country].filter(Boolean).join(', ')]);
  add([t(labels.tracking), order.trackingNo]);
  add([]);
  if (type === 'packingList') {
    add([t(labels.line), t(labels.sku), t(labels.name), t(labels.qty), t(labels.shipped), t(labels.cancelled), t(labels.left)]).font = { bold: true };
    for (const l of order.lines) add([l.lineNo, l.sku, l.skuName, l.qty, l.shippedQty, l.cancelledQty, l.qty - l.shippedQty - l.cancelledQty]);
  } else {
    add([t(labels.line), t(labels.sku), t(labels.name), t(labels.qty), t(labels.unitPrice), t(labels.amount)]).font = { bold: true };
    // amounts in the currency's decimals: whole yen (decision 028), cents otherwise
    const scale = 10 ** currencyDecimals(order.currency);
    const round = (n: number) => Math.round(n * scale) / scale;
    let total = 0;
    for (const l of order.lines) {
      const qty = l.qty - l.cancelledQty;
      const unitPrice = round(l.unitPrice);
      const amount = round(qty * unitPrice);
      total += amount;
      add([l.lineNo, l.sku, l.skuName, qty, unitPrice, amount]);
    }
    add([t(labels.total), '', '', '', '', round(total)]).font = { bold: true };
    add([t(labels.currency), order.currency]);
  }
  ws.columns.forEach((c, i) => (c.width = i === 2 ? 32 : 18));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const orderDocumentHandlers: readonly HandlerEntry[] = [
  defineHandler(downloadOrderDocument, async ({ db, user, params, now }) => {
    const order = await orderDetail(db, { ...callerOf(user), now }, params.id, user.lang);
    const body = await workbookOf(order, params.type, user.lang);
    const fileName = `${textOf(titles[params.type], user.lang)} ${order.supplierOrderId}.xlsx`;
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Length': String(body.length), 'Content-Disposition': contentDisposition(fileName), 'Cache-Control': 'no-store' },
    });
  }),
];
