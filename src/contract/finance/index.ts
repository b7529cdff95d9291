// The /finance group's public contract exports.
export * from './records';
export * from './labels';
export { financeArea } from './manifest';
export * from './shell';
