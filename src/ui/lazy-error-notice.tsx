/**
 * The element runtime's import path for the failure views' loader (elements/runtime.tsx, which
 * another change is splitting by job). Everything else imports ui/error-notice; once the runtime
 * does too, this file goes.
 */
export { LazySessionFailure, preloadFailureViews } from './error-notice';
