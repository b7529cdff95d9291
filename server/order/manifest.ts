// The /order group on the server: search and detail, fulfilment, documents and waybills, exceptions,
// requests, appointments, lead times, receipts, platform orders, stores, variants, extras; the
// shipment, receipt and order uploads (and the order group's upload calls that queue the last two).
import { defineServerArea } from '../back/area';
import { orderAbnormalHandlers } from './abnormal';
import { appointmentHandlers } from './appointments';
import { orderDocumentHandlers } from './documents';
import { orderExtrasHandlers } from './extras';
import { orderFulfilmentHandlers } from './fulfilment';
import { fulfilmentLineHandlers } from './fulfilment-lines';
import { orderReceiptImport } from './import-receipt';
import { orderShipmentImport } from './import-shipment';
import { uploadOrderImport } from './import-upload-order';
import { orderLeadTimeHandlers } from './lead-time';
import { orderHandlers } from './orders';
import { platformOrderHandlers } from './platform-orders';
import { orderReceiptHandlers } from './receipts';
import { orderRequestHandlers } from './requests';
import { seedAppointments } from './seed-appointments';
import { seedArrivalDifferences } from './seed-arrival-differences';
import { seedLeadTimes } from './seed-lead-times';
import { seedOrders } from './seed-orders';
import { seedFobTerms, seedPlatformOrders } from './seed-platform-orders';
import { seedOrderReceipts } from './seed-receipts';
import { seedOrderRequests } from './seed-requests';
import { orderStoreHandlers } from './stores';
import { orderVariantHandlers } from './variants';
import { orderUploadHandlers } from './uploads';
import { orderWaybillHandlers } from './waybills';

export const orderServer = defineServerArea({
  name: 'order',
  handlers: [
    ...orderHandlers,
    ...orderFulfilmentHandlers,
    ...fulfilmentLineHandlers,
    ...orderReceiptHandlers,
    ...orderAbnormalHandlers,
    ...orderDocumentHandlers,
    ...orderWaybillHandlers,
    ...orderRequestHandlers,
    ...appointmentHandlers,
    ...orderLeadTimeHandlers,
    ...orderExtrasHandlers,
    ...platformOrderHandlers,
    ...orderStoreHandlers,
    ...orderVariantHandlers,
    ...orderUploadHandlers,
  ],
  imports: { orderShipment: orderShipmentImport, receiptInfo: orderReceiptImport, uploadOrder: uploadOrderImport },
  seedAfter: ['asset', 'inventory'],
  seed: async ({ db, tenants, tenantIds, deciders, creators, ordersAnchor }) => {
    await seedOrders(db, tenants, tenantIds, undefined, ordersAnchor);
    await seedOrderRequests(db, tenants, tenantIds, deciders, ordersAnchor);
    await seedLeadTimes(db, tenants, tenantIds, ordersAnchor);
    await seedPlatformOrders(db, tenants, tenantIds, deciders, ordersAnchor);
    await seedFobTerms(db, tenants, tenantIds);
    await seedOrderReceipts(db, tenants, tenantIds);
    await seedAppointments(db, tenants, tenantIds, creators, ordersAnchor);
    await seedArrivalDifferences(db, tenants, tenantIds);
  },
});
