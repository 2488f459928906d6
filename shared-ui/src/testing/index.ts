// Test support for the remotes' component tests, imported as 'shared-ui/testing'. Not exported from
// src/index.ts, so it never reaches a runtime bundle.
export { deferred } from './deferred';
export { installFakeUpload, type SentUpload } from './fakeUpload';
export { jsonResponse } from './jsonResponse';
export { mockMatchMedia } from './matchMedia';
export { mockApi, type ApiCall, type ApiReply, type ApiRoute } from './mockApi';
export { polyfillFileText } from './polyfillFileText';
export { currentLocation, renderRoute, renderWithProviders, type ProvidersOptions } from './renderWithProviders';
export { renderFromFirstData, requestedUrls } from './firstData';
