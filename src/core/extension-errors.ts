/**
 * Errors thrown by browser extensions are not ours to report (§8). Its own module, because the
 * eager error listeners need it on every page while the log buffer (core/logger.ts) loads lazily.
 */
const EXTENSION_URL = /(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//;

export function isExtensionError(source: string | undefined, stack: string | undefined): boolean {
  return EXTENSION_URL.test(source ?? '') || EXTENSION_URL.test(stack ?? '');
}
