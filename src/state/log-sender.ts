/**
 * The sending half of error logging, loaded on the first error: drains the queue into the
 * buffer (scrubbed, deduplicated, with the §3 context) and flushes it when the page is hidden.
 */
import { LOG_PATH } from '../api/paths';
import { createLogBuffer, type FrontendLogEntry } from '../core/logger';
import { configAtom, identityAtom, localeAtom, projectAtom } from './session';
import type { ReportInput } from './logging';
import type { SessionStore } from './store';

function send(store: SessionStore, entries: FrontendLogEntry[]): void {
  const host = store.get(configAtom).logHost;
  if (!host) return;
  void fetch(`${host}${LOG_PATH}`, {
    method: 'POST',
    keepalive: true,
    referrerPolicy: 'no-referrer',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entries.length === 1 ? entries[0] : entries),
  }).catch(() => undefined);
}

export function startSender(store: SessionStore, queue: ReportInput[]): void {
  const buffer = createLogBuffer((entries) => send(store, entries));
  const drain = () => {
    const identity = store.get(identityAtom);
    const ctx = {
      siteId: store.get(projectAtom).webId,
      deployVersion: store.get(configAtom).deployVersion,
      lang: store.get(localeAtom),
      identity: identity ? `${identity.apiId}:${identity.accountId}` : '',
    };
    for (const e of queue.splice(0)) buffer.add(ctx, { url: location.href, ...e });
  };
  drain();
  // Later reports land in the same queue; drain it whenever the page is about to go away.
  const flush = () => {
    drain();
    buffer.flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
