// Every endpoint of the contract. The server mounts each of these; the OpenAPI document and the
// tenant/permission/CSRF matrices enumerate this list, so a new area only has to add its array.
import type { AnyEndpoint } from './kernel/endpoint';
import { commonEndpoints } from './common/common';
import { tableEndpoints } from './kernel/table';
import { exportEndpoints } from './common/exports';
import { assetEndpoints } from './asset/assets';
import { inventoryEndpoints } from './inventory/inventory';
import { importEndpoints } from './template/imports';
import { imageEndpoints } from './common/images';
import { separationEndpoints } from './separate/separation';
import { orderEndpoints } from './order/orders';
import { orderFulfilmentEndpoints } from './order/fulfilment';
import { orderAbnormalEndpoints } from './order/abnormal';
import { orderRequestEndpoints } from './order/requests';
import { appointmentEndpoints } from './order/appointments';
import { orderLeadTimeEndpoints } from './order/lead-time';
import { orderReceiptEndpoints } from './order/receipts';
import { orderExtrasEndpoints } from './order/extras';
import { platformOrderEndpoints } from './order/platform-orders';
import { orderStoreEndpoints } from './order/stores';
import { orderVariantEndpoints } from './order/variants';

export * from './kernel/endpoint';
export * from './kernel/envelope';
export * from './kernel/groups';
export * from './kernel/variants';
export * from './common/common';
export * from './kernel/messages';
export * from './kernel/table';
export * from './common/exports';
export * from './asset/assets';
export * from './inventory/inventory';
export * from './access';
export * from './template/imports';
export * from './common/images';
export * from './separate/separation';
export * from './order/orders';
export * from './order/fulfilment';
export * from './order/abnormal';
export * from './order/requests';
export * from './order/appointments';
export * from './order/lead-time';
export * from './order/receipts';
export * from './order/extras';
export * from './order/platform-orders';
export * from './order/stores';
export * from './order/variants';

export const allEndpoints = [...commonEndpoints, ...tableEndpoints, ...exportEndpoints, ...assetEndpoints, ...inventoryEndpoints, ...importEndpoints, ...imageEndpoints, ...separationEndpoints, ...orderEndpoints, ...orderFulfilmentEndpoints, ...orderAbnormalEndpoints, ...orderRequestEndpoints, ...appointmentEndpoints, ...orderLeadTimeEndpoints, ...orderReceiptEndpoints, ...platformOrderEndpoints, ...orderStoreEndpoints, ...orderVariantEndpoints, ...orderExtrasEndpoints] as const satisfies readonly AnyEndpoint[];

/** The id of every endpoint: test fixture maps keyed by it fail to compile when one is missing. */
export type EndpointId = (typeof allEndpoints)[number]['id'];
