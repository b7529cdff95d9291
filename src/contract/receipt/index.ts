// The /receipt group's public contract exports.
export * from './request';
export * from './inbound';
export * from './counting';
export * from './outbound-order';
export * from './outbound';
export * from './return-refund';
export * from './labels';
export * from './inquiry';
export * from './receipt';
export * from './dispute-rules';
export * from './platform-stock';
export * from './deadlines';
export * from './dock';
export { receiptArea, receiptEndpoints } from './manifest';
export * from './shell';
