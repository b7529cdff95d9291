// The /reconciliation group's public contract exports.
export * from './bills';
export * from './results';
export * from './labels';
export { reconciliationArea } from './manifest';
export * from './shell';
