// The /inventory (and /cost) public contract exports.
export * from './inventory';
export { inventoryArea } from './manifest';
