// The /reconciliation group's public contract exports.
export * from './records';
export * from './labels';
export { reconciliationArea } from './manifest';
export * from './shell';
