// The /replenishment group's public contract exports.
export * from './records';
export * from './labels';
export { replenishmentArea } from './manifest';
export * from './shell';
