// The /separate group's public contract exports.
export * from './separation';
export * from './labels';
export { separateArea } from './manifest';
export * from './shell';
