/**
 * The sending half of error logging, loaded on the first error: drains the queue into the
 * buffer (scrubbed, deduplicated, with the §3 context) and flushes it when the page is hidden.
 */
import { LOG_PATH } from '../api/paths';
import { createLogBuffer, urlUnder, type FrontendLogEntry } from '../core/logger';
import { configAtom, identityAtom, localeAtom, projectAtom } from './session';
import type { ReportInput } from './logging';
import type { SessionStore } from './store';

/** Posts a batch as JSON (the sink accepts nothing else); false when it did not arrive. */
async function send(store: SessionStore, entries: FrontendLogEntry[]): Promise<boolean> {
  const host = store.get(configAtom).logHost;
  if (!host) return true;
  try {
    const response = await fetch(urlUnder(host, LOG_PATH), {
      method: 'POST',
      keepalive: true,
      referrerPolicy: 'no-referrer',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entries.length === 1 ? entries[0] : entries),
    });
    // A sink that is down (5xx) or limiting (429) gets the batch again later; a 4xx is final.
    return response.status < 500 && response.status !== 429;
  } catch {
    return false;
  }
}

export function startSender(store: SessionStore, queue: ReportInput[]): void {
  const buffer = createLogBuffer((entries) => {
    void send(store, entries).then((arrived) => {
      if (!arrived) buffer.restore(entries);
    });
  });
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
  // Back from an outage: what could not be sent goes now (the page may never be hidden again).
  window.addEventListener('online', () => {
    if (buffer.size > 0) flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
