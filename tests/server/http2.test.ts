/**
 * The platform's HTTP/2 option (issue 30): HTTPS on a self-signed certificate made at start, where
 * a page's requests share one connection as they do from a CDN, and HTTP/1.1 over TLS still answers
 * clients without HTTP/2. `npm run bench` measures the pages served this way beside plain HTTP/1.1.
 */
import { connect, type ClientHttp2Session } from 'node:http2';
import { get } from 'node:https';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../platform/server/server';
import { SMALL_SEED } from './helpers';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ dataDir: null, demo: true, seed: SMALL_SEED, http2: true, rateLimitPerMinute: 10_000 });
}, 60_000);
afterAll(() => server?.close());

/** One request on an HTTP/2 session: status, headers and body. */
function request(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, unknown> = {};
    stream.on('response', (h) => (head = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

describe('the platform over HTTP/2', () => {
  it('answers pages and the API on one HTTP/2 connection, compressed as over HTTP/1.1', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(server.url, { ca: server.certificate });
    try {
      const [page, settings] = await Promise.all([
        request(session, '/app.html'),
        request(session, '/api/game-setting/user-api-info/3', { 'accept-encoding': 'br' }),
      ]);
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.body.toString('utf8')).toContain('<ingame-app');
      expect(settings.status).toBe(200);
      const body = settings.headers['content-encoding'] === 'br' ? brotliDecompressSync(settings.body) : settings.body;
      expect(JSON.parse(body.toString('utf8'))).toMatchObject({ Code: 0 });
    } finally {
      session.close();
    }
  });

  it('still answers a client without HTTP/2 (HTTP/1.1 over TLS), and refuses one that does not trust the certificate', async () => {
    const status = (options: { ca?: Buffer }) =>
      new Promise<number>((resolve, reject) =>
        get(`${server.url}/app.html`, options, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject),
      );
    await expect(status({ ca: server.certificate })).resolves.toBe(200);
    await expect(status({})).rejects.toThrow(/self[- ]signed|certificate/i);
  });

  it('closes with an HTTP/2 session still open', async () => {
    const other = await startServer({
      dataDir: null,
      demo: false,
      seed: { maxPlayersPerOperator: 0 },
      http2: true,
      jwtSecret: 'x'.repeat(40),
      fairnessSecret: 'y'.repeat(40),
    });
    const session = connect(other.url, { ca: other.certificate });
    await request(session, '/api/game-setting/user-api-info/3');
    const closed = await Promise.race([
      other.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5000)),
    ]);
    expect(closed).toBe('closed');
    session.destroy();
  }, 60_000);
});
