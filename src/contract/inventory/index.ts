// The /inventory (and /cost) public contract exports.
export * from './inventory';
export * from './labels';
export { inventoryArea } from './manifest';
export * from './shell';
