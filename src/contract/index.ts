// Every endpoint of the contract. The server mounts each of these; the OpenAPI document and the
// tenant/permission/CSRF matrices enumerate this list, so a new area only has to add its array.
import type { AnyEndpoint } from './endpoint';
import { commonEndpoints } from './common';
import { tableEndpoints } from './table';
import { exportEndpoints } from './exports';
import { assetEndpoints } from './assets';
import { inventoryEndpoints } from './inventory';
import { importEndpoints } from './imports';
import { imageEndpoints } from './images';
import { separationEndpoints } from './separation';
import { orderEndpoints } from './orders';
import { orderFulfilmentEndpoints } from './order-fulfilment';
import { orderAbnormalEndpoints } from './order-abnormal';
import { orderRequestEndpoints } from './order-requests';
import { appointmentEndpoints } from './appointments';
import { orderLeadTimeEndpoints } from './order-lead-time';
import { orderReceiptEndpoints } from './order-receipts';
import { orderExtrasEndpoints } from './order-extras';
import { platformOrderEndpoints } from './platform-orders';
import { orderStoreEndpoints } from './order-stores';
import { orderVariantEndpoints } from './order-variants';

export * from './endpoint';
export * from './envelope';
export * from './groups';
export * from './variants';
export * from './common';
export * from './messages';
export * from './table';
export * from './exports';
export * from './assets';
export * from './inventory';
export * from './access';
export * from './imports';
export * from './images';
export * from './separation';
export * from './orders';
export * from './order-fulfilment';
export * from './order-abnormal';
export * from './order-requests';
export * from './appointments';
export * from './order-lead-time';
export * from './order-receipts';
export * from './order-extras';
export * from './platform-orders';
export * from './order-stores';
export * from './order-variants';

export const allEndpoints = [...commonEndpoints, ...tableEndpoints, ...exportEndpoints, ...assetEndpoints, ...inventoryEndpoints, ...importEndpoints, ...imageEndpoints, ...separationEndpoints, ...orderEndpoints, ...orderFulfilmentEndpoints, ...orderAbnormalEndpoints, ...orderRequestEndpoints, ...appointmentEndpoints, ...orderLeadTimeEndpoints, ...orderReceiptEndpoints, ...platformOrderEndpoints, ...orderStoreEndpoints, ...orderVariantEndpoints, ...orderExtrasEndpoints] as const satisfies readonly AnyEndpoint[];

/** The id of every endpoint: test fixture maps keyed by it fail to compile when one is missing. */
export type EndpointId = (typeof allEndpoints)[number]['id'];
