/**
 * Front-end error capture (§4, §8): window errors and unhandled rejections go into the log buffer
 * (extension errors ignored), flushed with a keepalive POST when the page is hidden or unloaded.
 */
import { LOG_PATH } from '../api/contract';
import { createLogBuffer, isExtensionError, type FrontendLogEntry, type LogBuffer } from '../core/logger';
import { configAtom, identityAtom, localeAtom, projectAtom } from './session';
import type { SessionStore } from './store';

const LOG_KEY = Symbol.for('ingame.log');
type Holder = { [LOG_KEY]?: { buffer: LogBuffer; report: (e: ReportInput) => void } };

export interface ReportInput {
  message: string;
  component?: string;
  exception?: string;
  trace?: string;
}

function sendBatch(store: SessionStore, entries: FrontendLogEntry[]): void {
  const host = store.get(configAtom).logHost;
  if (!host) return;
  try {
    void fetch(`${host}${LOG_PATH}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entries.length === 1 ? entries[0] : entries),
    }).catch(() => undefined);
  } catch {
    // Logging must never break the page it reports on.
  }
}

/** Install once per page; returns the reporter elements' error boundaries use. */
export function installErrorLogging(store: SessionStore): (e: ReportInput) => void {
  const holder = globalThis as Holder;
  if (holder[LOG_KEY]) return holder[LOG_KEY].report;
  const buffer = createLogBuffer((entries) => sendBatch(store, entries));
  const report = (e: ReportInput) => {
    const identity = store.get(identityAtom);
    buffer.add(
      {
        siteId: store.get(projectAtom).webId,
        deployVersion: store.get(configAtom).deployVersion,
        lang: store.get(localeAtom),
        identity: identity ? `${identity.apiId}:${identity.accountId}` : '',
      },
      { url: typeof location !== 'undefined' ? location.href : '', ...e },
    );
  };
  holder[LOG_KEY] = { buffer, report };
  if (typeof window !== 'undefined') {
    window.addEventListener('error', (event) => {
      if (isExtensionError(event.filename, (event.error as Error | undefined)?.stack)) return;
      report({ message: event.message, exception: (event.error as Error | undefined)?.stack ?? '', component: 'window' });
    });
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { message?: string; stack?: string } | undefined;
      if (isExtensionError(undefined, reason?.stack)) return;
      report({ message: reason?.message ?? String(event.reason), exception: reason?.stack ?? '', component: 'promise' });
    });
    window.addEventListener('pagehide', () => buffer.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') buffer.flush();
    });
  }
  return report;
}

/** The reporter for error boundaries; a no-op until logging is installed. */
export function reportError(e: ReportInput): void {
  (globalThis as Holder)[LOG_KEY]?.report(e);
}
