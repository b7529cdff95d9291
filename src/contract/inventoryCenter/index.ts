// The /inventoryCenter group's public contract exports.
export * from './stock';
export { inventoryCenterArea } from './manifest';
export * from './shell';
