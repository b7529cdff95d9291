// The /bulkInventory group's public contract exports.
export * from './warehouse';
export * from './stock';
export * from './pack';
export * from './labels';
export { bulkInventoryArea } from './manifest';
export * from './shell';
