// The /finance group's public contract exports.
export * from './transactions';
export * from './settlements';
export * from './labels';
export * from './invoices';
export * from './invoice-check';
export { financeArea, financeEndpoints, financeTables } from './manifest';
export * from './shell';
