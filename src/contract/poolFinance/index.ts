// The /poolFinance group's public contract exports.
export * from './applications';
export * from './price';
export * from './labels';
export { poolFinanceArea } from './manifest';
export * from './shell';
