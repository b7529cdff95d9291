// Client services (spec section 8): the HTTP client of the contract. Imports only src/contract and
// npm packages; nothing here knows React, machines or screens.
//   call(ep, input, opts)      JSON call, envelope checked, data parsed with ep.response
//   download(ep, input, opts)  file endpoints: { blob, filename }
//   upload(ep, form, input, o) multipart through XMLHttpRequest with progress
//   getOptions(name)           option dictionaries, cached in sessionStorage
export type { CallOptions } from './envelope';
export { CallError, ClientCode, isCallError } from './errors';
export type { CallErrorKind } from './errors';
export { configureServices, setServiceLanguage } from './config';
export type { ServiceConfig, ServiceEffects } from './config';
export { call, download, filenameFromDisposition } from './call';
export { upload } from './upload';
export type { UploadOptions } from './upload';
export { getOptions, clearOptionCache, optionCacheKey, accountTypeQuery } from './options';
export type { OptionName } from './options';
export { isOptionName } from './options';
export { timezoneOffset } from './time';
export { subscribeActivity, callsInFlight } from './activity';
export { subscribeViewport, viewportNow, isPhone, throttle, RESIZE_THROTTLE_MS, PHONE_MAX_WIDTH } from './viewport';
export type { Viewport } from './viewport';
