// The /template group's public contract exports.
export * from './imports';
export { templateArea } from './manifest';
