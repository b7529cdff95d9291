// The /order group's public contract exports.
export * from './orders';
export * from './fulfilment';
export * from './fulfilment-lines';
export * from './abnormal';
export * from './requests';
export * from './appointments';
export * from './lead-time';
export * from './receipts';
export * from './extras';
export * from './platform-orders';
export * from './stores';
export * from './variants';
export * from './uploads';
export * from './labels';
export { orderArea } from './manifest';
export * from './shell';
