// Every endpoint of the contract. The server mounts each of these; the OpenAPI document and the
// tenant/permission/CSRF matrices enumerate this list, so a new area only has to add its array.
import type { AnyEndpoint } from './endpoint';
import { commonEndpoints } from './common';

export * from './endpoint';
export * from './envelope';
export * from './groups';
export * from './variants';
export * from './common';
export * from './messages';

export const allEndpoints: readonly AnyEndpoint[] = [...commonEndpoints] as unknown as readonly AnyEndpoint[];
