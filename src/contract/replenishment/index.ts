// The /replenishment group's public contract exports.
export * from './order';
export * from './cover';
export * from './inventory';
export * from './labels';
export { replenishmentArea } from './manifest';
export * from './shell';
export * from './inbound';
