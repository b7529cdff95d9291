// The /product group's public contract exports.
export * from './platform';
export * from './price';
export * from './standard';
export * from './same';
export * from './tag';
export * from './change-record';
export * from './strategy';
export * from './brand';
export * from './review';
export * from './channel';
export * from './sync';
export * from './match';
export * from './labels';
export * from './translation';
export * from './new-product';
export * from './tag-upload';
export { productArea } from './manifest';
export * from './shell';
