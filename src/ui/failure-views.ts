/**
 * What an element shows only when something failed: the §8 error widget, the toasts and the
 * session-failure view, with the code → message map and their styles (their texts are the `errors`
 * catalog, which the runtime loads with this chunk). One chunk, outside the
 * shared runtime chunk, so a lobby page does not download it before its first announcement
 * (issue 30); the runtime asks for it as soon as the first element has rendered
 * (`preloadFailureViews`), so it is in memory before a network outage could need it (issue 27).
 */
export { ErrorNotice } from './error-notice';
export { errorTextsLoaded, loadErrorTexts } from './error-text';
export { default as Toasts } from './toasts';
export { SessionFailure } from './session-failure';
