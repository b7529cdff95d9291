// The /product group's public contract exports.
export * from './platform';
export * from './price';
export * from './channel';
export * from './sync';
export * from './match';
export * from './labels';
export { productArea } from './manifest';
export * from './shell';
