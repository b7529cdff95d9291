// The /asset group's public contract exports.
export * from './assets';
export { assetArea } from './manifest';
export * from './shell';
