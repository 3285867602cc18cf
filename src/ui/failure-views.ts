/**
 * What an element shows only when something failed: the §8 error widget, the toasts and the
 * session-failure view, with the code → message map and their styles (their texts are the `errors`
 * catalog, which ui/error-notice loads with this chunk). One chunk, outside the
 * shared runtime chunk, so a lobby page does not download it before its first announcement
 * (issue 30), nor afterwards while nothing fails (issue 45): the first failure view asks for it
 * (ui/error-notice).
 */
export { ErrorNoticeView } from './error-notice-view';
export { errorTextsLoaded, loadErrorTexts } from './error-text';
export { default as Toasts } from './toasts';
export { SessionFailure } from './session-failure';
