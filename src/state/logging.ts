/**
 * Front-end error capture (§4, §8). The listeners are installed at start-up and are tiny; the
 * code that scrubs, deduplicates and sends (log-sender.ts) loads on the first error, so the many
 * pages that never fail never download it. It flushes with a keepalive POST on page hide.
 */
import { isExtensionError } from '../core/extension-errors';
import { BUNDLE_ROOT } from './bundle';
import type { SessionStore } from './store';

const LOG_KEY = Symbol.for('ingame.log');
type Holder = { [LOG_KEY]?: (e: ReportInput) => void };

export interface ReportInput {
  /** The page address when the error happened (not when the log is sent). */
  url?: string;
  message: string;
  component?: string;
  exception?: string;
  trace?: string;
}

/**
 * Window errors and rejections are reported only when their source or stack points into the
 * bundle's folder: a lobby's own errors are the operator's, not ours.
 */
export const fromBundle = (source: string | undefined, stack: string | undefined): boolean =>
  Boolean(source?.startsWith(BUNDLE_ROOT) || stack?.includes(BUNDLE_ROOT));

/** Install once per page; returns the reporter elements' error boundaries use. */
export function installErrorLogging(store: SessionStore): (e: ReportInput) => void {
  const holder = globalThis as Holder;
  if (holder[LOG_KEY]) return holder[LOG_KEY];
  const queue: ReportInput[] = [];
  let sender: Promise<void> | null = null;
  const report = (e: ReportInput) => {
    // Errors thrown by browser extensions are not ours to report (§8).
    if (isExtensionError(undefined, e.exception)) return;
    if (queue.length >= 50) return;
    queue.push({ url: typeof location === 'undefined' ? '' : location.href, ...e });
    loadSender();
  };
  // The sending code is a chunk of its own: if it cannot load (an outage), the next report, or
  // the network coming back, asks again; reports wait in the queue meanwhile.
  const loadSender = () => {
    sender ??= import('./log-sender').then(
      (m) => m.startSender(store, queue),
      () => {
        sender = null;
      },
    );
  };
  holder[LOG_KEY] = report;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      if (queue.length > 0) loadSender();
    });
    window.addEventListener('error', (event) => {
      if (isExtensionError(event.filename, undefined)) return;
      if (!fromBundle(event.filename, (event.error as Error | undefined)?.stack)) return;
      report({
        message: event.message,
        exception: (event.error as Error | undefined)?.stack ?? '',
        component: 'window',
      });
    });
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { message?: string; stack?: string } | undefined;
      if (!fromBundle(undefined, reason?.stack)) return;
      report({
        message: reason?.message ?? String(event.reason),
        exception: reason?.stack ?? '',
        component: 'promise',
      });
    });
  }
  return report;
}

/** The reporter for error boundaries; a no-op until logging is installed. */
export function reportError(e: ReportInput): void {
  (globalThis as Holder)[LOG_KEY]?.(e);
}
