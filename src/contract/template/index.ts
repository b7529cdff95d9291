// The /template group's public contract exports.
export * from './imports';
export * from './labels';
export { templateArea } from './manifest';
export * from './shell';
