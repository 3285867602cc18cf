/**
 * The dev loop's reload (`npm run dev` only): scripts/dev.mjs touches dist/.dev-build when a
 * rebuild ends; `/__dev/events` (server-sent events) tells every open demo page, whose HTML got
 * `demo/public/dev-reload.js` added, to reload. Nothing of it exists outside the dev loop.
 */
import { unwatchFile, watchFile } from 'node:fs';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';

/** Written by scripts/dev.mjs after each rebuild (a dot file: never served). */
export const DEV_BUILD_STAMP = '.dev-build';

const SCRIPT = '<script type="module" src="/demo/dev-reload.js"></script>';

/** The demo page with the reload script (same origin: the pages' strict CSP allows it). */
export function withDevReload(path: string, body: Buffer): Buffer {
  if (path && !path.endsWith('.html')) return body;
  const html = body.toString('utf8');
  const at = html.lastIndexOf('</body>');
  return Buffer.from(at === -1 ? html + SCRIPT : html.slice(0, at) + SCRIPT + html.slice(at), 'utf8');
}

/** One SSE stream per open page: `reload` after every rebuild, a comment every 30 s to keep it open. */
export function devEvents(stamp: string) {
  const listeners = new Set<() => void>();
  watchFile(stamp, { interval: 250 }, (now, before) => {
    if (now.mtimeMs !== before.mtimeMs && now.mtimeMs > 0) for (const notify of listeners) notify();
  }).unref();
  process.once('exit', () => unwatchFile(stamp));
  return (c: Context) =>
    streamSSE(c, async (stream) => {
      let wake = () => {};
      const notify = () => wake();
      listeners.add(notify);
      stream.onAbort(() => {
        listeners.delete(notify);
        wake();
      });
      while (!stream.aborted) {
        const reason = await new Promise<'reload' | 'ping'>((resolve) => {
          wake = () => resolve('reload');
          setTimeout(() => resolve('ping'), 30_000).unref();
        });
        if (stream.aborted) break;
        if (reason === 'reload') await stream.writeSSE({ event: 'reload', data: String(Date.now()) });
        else await stream.write(': ping\n\n');
      }
      listeners.delete(notify);
    });
}
