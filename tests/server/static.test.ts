/**
 * The platform serves the bundle as a CDN would (issue 17): brotli or gzip by Accept-Encoding,
 * a year of immutable caching for hashed chunks and the versioned copy, a short lifetime with
 * validators (ETag, Last-Modified, 304) for entries, source maps hidden. Over real HTTP (raw
 * node:http, so the encoded bytes are seen as sent), on a fixture dist/ so no build is needed.
 */
import { serve } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../platform/server/app';
import type { Db } from '../../platform/server/db';
import { DEV_BUILD_STAMP } from '../../platform/server/dev-reload';
import { HEAD_MARKER, SHARED_HEAD } from '../../platform/server/page-head';

/** Plausible minified code: compressible, but not a single repeated byte. */
const js = (name: string, kb: number) =>
  Array.from(
    { length: kb * 16 },
    (_, i) => `export function ${name}${i}(a,b){return a.map(x=>x*${i}+b).filter(Boolean)}\n`,
  ).join('');

const FILES: Record<string, string> = {
  'dist/ingame.js': js('entry', 24),
  'dist/ingame.iife.js': js('loader', 1),
  'dist/ingame.bundle.iife.js': js('iife', 40),
  'dist/elements/ingame-marquee.js': js('marquee', 4),
  'dist/chunks/vendor-Ab3_x9Zq.js': js('vendor', 60),
  'dist/chunks/vendor-Ab3_x9Zq.js.map': JSON.stringify({ version: 3, sources: ['../../src/core/config.ts'] }),
  'dist/lite/chunks/runtime-Q1w2E3r4.js': js('lite', 8),
  'dist/lite/ingame.js': js('liteEntry', 4),
  'dist/v0.1.0/ingame.js': js('entry', 24),
  'dist/v0.1.0/chunks/vendor-Ab3_x9Zq.js': js('vendor', 60),
  'dist/.secret': 'not for the public',
  'demo/public/lobby.css': Array.from({ length: 200 }, (_, i) => `.c${i}{color:#${i}${i}${i}}`).join('\n'),
  'demo/public/lobby.html': '<!doctype html><html><head><title>Lobby</title></head><body><p>lobby</p></body></html>',
  'demo/public/rankings.html': `<!doctype html>\n<html lang="en">\n<head>\n  ${HEAD_MARKER}\n  <title>Rankings</title>\n</head>\n<body><script type="module" src="/dist/ingame.js"></script></body>\n</html>\n`,
};

/** The platform's app on a free port, over a fixture repository root (the static routes use no database). */
async function platform(root: string, options: { dev?: boolean; faults?: boolean } = {}) {
  const db = new Proxy(
    {},
    {
      get: () => {
        throw new Error('the static tests use no database');
      },
    },
  ) as Db;
  const app = createApp({ db, demo: true, root, ...options });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is returned exactly as it came over the wire (no decoding). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let prod: Awaited<ReturnType<typeof platform>>;
let dev: Awaited<ReturnType<typeof platform>>;
const file = (path: string) => readFileSync(join(root, path));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ingame-static-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  prod = await platform(root);
  dev = await platform(root, { dev: true });
});
afterAll(async () => {
  await prod?.close();
  await dev?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('compression', () => {
  it.each([
    '/dist/chunks/vendor-Ab3_x9Zq.js',
    '/dist/ingame.js',
    '/dist/elements/ingame-marquee.js',
    '/dist/ingame.bundle.iife.js',
    '/demo/lobby.css',
  ])('%s goes out as brotli to a browser that accepts it, and decodes to the file', async (path) => {
    const res = await get(prod.port, path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    const original = file(path.startsWith('/demo/') ? `demo/public${path.slice(5)}` : path.slice(1));
    expect(res.body.length).toBeLessThan(original.length / 3);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
  });

  it('gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.8']) {
      const res = await get(prod.port, '/dist/chunks/vendor-Ab3_x9Zq.js', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body).equals(file('dist/chunks/vendor-Ab3_x9Zq.js'))).toBe(true);
    }
  });

  it('the plain file to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(prod.port, '/dist/ingame.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.body.equals(file('dist/ingame.js'))).toBe(true);
    }
  });
});

describe("the API's JSON answers (issue 30)", () => {
  /** The platform with fault rules on: a `code` fault answers the §7 envelope without a database. */
  let api: Awaited<ReturnType<typeof platform>>;
  const MESSAGE = Array.from({ length: 40 }, (_, i) => `maintenance window ${i} of the lobby`).join('; ');
  beforeAll(async () => {
    api = await platform(root, { faults: true });
    const rule = JSON.stringify([
      { route: '/game-group', fault: { kind: 'code', code: 7, message: MESSAGE }, count: 3 },
    ]);
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: api.port,
          path: '/__admin/faults',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) =>
          res.resume().on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}`)))),
      );
      req.end(rule);
    });
  });
  afterAll(() => api?.close());

  it('go out compressed to a client that accepts it, and decode to the envelope', async () => {
    const br = await get(api.port, '/api/game-group', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['x-trace']).toMatch(/^[0-9a-f]{16}$/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const envelope = JSON.parse(brotliDecompressSync(br.body).toString('utf8')) as { Code: number; Message: string };
    expect(envelope).toMatchObject({ Code: 7, Message: MESSAGE });
    expect(br.body.length).toBeLessThan(MESSAGE.length / 3);

    const gz = await get(api.port, '/api/game-group', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toMatchObject({ Code: 7, Message: MESSAGE });

    const plain = await get(api.port, '/api/game-group');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ Code: 7, Message: MESSAGE });
  });

  it('a short answer goes out as it is', async () => {
    const res = await get(api.port, '/api/no-such-call', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ Code: expect.any(Number) as number });
  });
});

describe('caching', () => {
  it.each([
    '/dist/chunks/vendor-Ab3_x9Zq.js',
    '/dist/lite/chunks/runtime-Q1w2E3r4.js',
    '/dist/v0.1.0/ingame.js',
    '/dist/v0.1.0/chunks/vendor-Ab3_x9Zq.js',
  ])('%s (hashed or versioned) is cached for a year, immutable', async (path) => {
    const res = await get(prod.port, path, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/dist/ingame.js',
    '/dist/elements/ingame-marquee.js',
    '/dist/ingame.iife.js',
    '/dist/ingame.bundle.iife.js',
    '/dist/lite/ingame.js',
  ])('%s (an entry) gets a short lifetime and validators', async (path) => {
    const res = await get(prod.port, path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(0);
  });

  it('answers 304 with no body to a matching If-None-Match, whatever the encoding', async () => {
    const first = await get(prod.port, '/dist/ingame.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(prod.port, '/dist/ingame.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    const other = await get(prod.port, '/dist/ingame.js', { 'If-None-Match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(file('dist/ingame.js'))).toBe(true);
  });

  it('answers 304 to If-Modified-Since at or after the file time, 200 before it', async () => {
    const first = await get(prod.port, '/dist/elements/ingame-marquee.js');
    const modified = String(first.headers['last-modified']);
    expect((await get(prod.port, '/dist/elements/ingame-marquee.js', { 'If-Modified-Since': modified })).status).toBe(
      304,
    );
    const earlier = new Date(Date.parse(modified) - 60_000).toUTCString();
    expect((await get(prod.port, '/dist/elements/ingame-marquee.js', { 'If-Modified-Since': earlier })).status).toBe(
      200,
    );
  });

  it('a rebuilt entry gets a new ETag: the old one no longer matches', async () => {
    const path = join(root, 'dist/lite/ingame.js');
    const before = await get(prod.port, '/dist/lite/ingame.js', { 'Accept-Encoding': 'br' });
    writeFileSync(path, js('rebuilt', 5));
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    const after = await get(prod.port, '/dist/lite/ingame.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.body).toString()).toBe(js('rebuilt', 5));
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const res = await get(prod.port, '/dist/ingame.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.length).toBe(0);
  });

  it('the demo pages and their styles are revalidated on every use', async () => {
    for (const path of ['/lobby.html', '/demo/lobby.css']) {
      const res = await get(prod.port, path, { 'Accept-Encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.etag, path).toMatch(/^W\//);
    }
  });
});

describe('what is not served', () => {
  it.each(['/dist/chunks/vendor-Ab3_x9Zq.js.map', '/dist/.secret', '/dist/lite/', '/dist/chunks'])(
    '%s is a 404 (source maps are hidden; dot files and folders are nothing)',
    async (path) => {
      const res = await get(prod.port, path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toMatch(/sources|not for the public/);
    },
  );

  it('the demo pages carry no dev-loop script and /__dev/events does not exist', async () => {
    expect((await get(prod.port, '/lobby.html')).body.toString()).not.toContain('dev-reload');
    expect((await get(prod.port, '/__dev/events')).status).toBe(404);
  });
});

describe('the dev loop (npm run dev)', () => {
  it('revalidates entries on every use, keeps chunks immutable, serves the source maps', async () => {
    expect((await get(dev.port, '/dist/ingame.js')).headers['cache-control']).toBe('no-cache');
    expect((await get(dev.port, '/dist/chunks/vendor-Ab3_x9Zq.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const map = await get(dev.port, '/dist/chunks/vendor-Ab3_x9Zq.js.map');
    expect(map.status).toBe(200);
    expect(JSON.parse(map.body.toString()).sources).toEqual(['../../src/core/config.ts']);
  });

  it('adds the reload script to the demo pages, the lite variant too', async () => {
    for (const path of ['/lobby.html', '/lobby.html?bundle=lite']) {
      const html = (await get(dev.port, path)).body.toString();
      expect(html, path).toContain('<script type="module" src="/demo/dev-reload.js"></script></body>');
    }
  });

  it('tells an open page to reload when a rebuild ends', async () => {
    const event = await new Promise<{ type: string | undefined; text: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no reload event within 10 s')), 10_000);
      const req = request({ host: '127.0.0.1', port: dev.port, path: '/__dev/events' }, (res) => {
        let text = '';
        res.on('data', (part: Buffer) => {
          text += part.toString();
          if (/event: reload\n/.test(text)) {
            clearTimeout(timer);
            req.destroy();
            resolve({ type: res.headers['content-type'], text });
          }
        });
        // The stream is open: the rebuild ends now (scripts/dev.mjs touches the stamp).
        writeFileSync(join(root, 'dist', DEV_BUILD_STAMP), String(Date.now()));
      });
      req.on('error', () => {});
      req.end();
    });
    expect(event.type).toMatch(/^text\/event-stream/);
    expect(event.text).toMatch(/event: reload\ndata: \d+/);
  });
});

describe("the demo pages' shared head (platform/server/page-head.ts)", () => {
  /** How often `line` stands in `html`. */
  const count = (html: string, line: string) => html.split(line).length - 1;

  it('puts the shared head where a page has the marker: as a file, on the light build and in the dev loop', async () => {
    const served = [
      (await get(prod.port, '/rankings.html')).body.toString(),
      (await get(prod.port, '/demo/rankings.html')).body.toString(),
      (await get(prod.port, '/rankings.html?bundle=lite')).body.toString(),
      (await get(dev.port, '/rankings.html')).body.toString(),
      (await get(dev.port, '/rankings.html?bundle=lite')).body.toString(),
    ];
    for (const html of served) {
      expect(html).not.toContain(HEAD_MARKER);
      for (const line of SHARED_HEAD) expect(count(html, line), line).toBe(1);
      // In the head, first (the character set within the first bytes), indented as the page is.
      expect(html).toMatch(/<head>\n {2}<meta charset="utf-8">\n {2}<meta name="viewport"/);
      expect(html.indexOf(SHARED_HEAD.at(-1)!)).toBeLessThan(html.indexOf('<title>Rankings</title>'));
    }
    expect(served[2]).toContain('src="/dist/lite/ingame.js"');
    expect(served[3]).toContain('/demo/dev-reload.js');
  });

  it('leaves a page without the marker as it is', async () => {
    const html = (await get(prod.port, '/lobby.html')).body.toString();
    expect(html).toBe(FILES['demo/public/lobby.html']);
  });

  describe('the real demo pages', () => {
    const pages = readdirSync('demo/public').filter((f) => f.endsWith('.html'));
    let repo: Awaited<ReturnType<typeof platform>>;
    beforeAll(async () => {
      repo = await platform(process.cwd());
    });
    afterAll(() => repo?.close());

    it('no page file writes a line of the shared head itself: the marker, or a head of its own', () => {
      const marked = pages.filter((page) => readFileSync(`demo/public/${page}`, 'utf8').includes(HEAD_MARKER));
      // The pages that differ say why in their own head: app.html (its viewport), frame.html (its CSP), play.html.
      expect(pages.filter((page) => !marked.includes(page)).sort()).toEqual(['app.html', 'frame.html', 'play.html']);
      for (const page of marked) {
        const html = readFileSync(`demo/public/${page}`, 'utf8');
        expect(html.replace(/\r/g, '').match(/<head>\n {2}<!-- ingame:head -->\n/), page).not.toBeNull();
        for (const line of [...SHARED_HEAD, 'http-equiv="Content-Security-Policy"', '<meta charset'])
          expect(count(html, line), `${page}: ${line}`).toBe(0);
      }
    });

    it.each(pages)('%s is served with one character set, one viewport and one CSP, and no marker', async (page) => {
      const html = (await get(repo.port, `/${page}`)).body.toString();
      expect(html).not.toContain(HEAD_MARKER);
      expect(count(html, '<meta charset="utf-8">')).toBe(1);
      expect(count(html, '<meta name="viewport"')).toBe(1);
      if (page !== 'play.html') expect(count(html, 'http-equiv="Content-Security-Policy"')).toBe(1);
      expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
    });
  });
});
