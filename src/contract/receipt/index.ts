// The /receipt group's public contract exports.
export * from './request';
export * from './inbound';
export * from './counting';
export * from './outbound-order';
export * from './outbound';
export * from './labels';
export * from './inquiry';
export { receiptArea, receiptEndpoints } from './manifest';
export * from './shell';
