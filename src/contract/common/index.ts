// The common calls' public exports.
export * from './common';
export * from './table-calls';
export * from './exports';
export * from './export-requests';
export * from './images';
export * from './work-queue';
export * from './lookup';
export * from './labels';
export { commonArea } from './manifest';
export * from './tax';
export * from './visits';
export * from './shell';
