// The /finance group's public contract exports.
export * from './transactions';
export * from './settlements';
export * from './labels';
export { financeArea, financeEndpoints, financeTables } from './manifest';
export * from './shell';
