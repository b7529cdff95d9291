// The /separate group's public contract exports.
export * from './separation';
export { separateArea } from './manifest';
