/**
 * What the reference platform serves besides the API: the demo's player list (fresh game tokens
 * for every seeded player), the built bundle under /dist and the demo pages (with the shared head,
 * the light build's variant and, in the dev loop, the reload script). Mounted by app.ts.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { brandFor } from '../../src/core/brands.ts';
import type { Db } from './db.ts';
import { withDevReload } from './dev-reload.ts';
import { withSharedHead } from './page-head.ts';
import { IMMUTABLE, REVALIDATE, SHORT, staticFiles } from './static.ts';

export interface PagesOptions {
  db: Db;
  demo: boolean;
  dev: boolean;
  root: string;
  now: () => number;
}

/** Mounts the demo's player list, the bundle and the demo pages on `app`; returns dist/'s folder. */
export function servePages(app: Hono, { db, demo, dev, root, now }: PagesOptions): string {
  // ─── demo only: seeded players with fresh game tokens ───
  if (demo)
    app.get('/__demo/players', async (c) => {
      const rows = await db.query<{
        id: number;
        account: string;
        api_id: number;
        nickname: string | null;
        round_count: number;
        long_game: number;
        masked: boolean;
      }>('SELECT id, account, api_id, nickname, round_count, long_game, masked FROM players ORDER BY id');
      const expires = new Date(now() + 24 * 3600_000).toISOString();
      const out = [];
      for (const p of rows) {
        const token = randomBytes(16).toString('hex');
        await db.query('INSERT INTO game_tokens (token, player_id, expires_at) VALUES ($1, $2, $3)', [
          token,
          p.id,
          expires,
        ]);
        out.push({
          account: p.account,
          apiId: p.api_id,
          brand: brandFor(p.api_id).title,
          nickname: p.nickname,
          gameToken: token,
          rounds: p.round_count,
          longGame: p.long_game,
          masked: p.masked,
        });
      }
      return c.json(out);
    });

  // ─── static: the built bundle (always) and the demo pages (demo only), compressed, validated ───
  // Hashed chunks and the versioned copy (dist/v{version}/) never change: cached for a year. Entries
  // (ingame.js, the full-page app's app-early.js and app.js, elements/*, the classic loader ingame.iife.js and the single-file
  // ingame.bundle.iife.js, …) keep their URL across releases: a short lifetime and a revalidation,
  // or none in the dev loop. Source maps are hidden: never served, except to the dev loop.
  const distDir = resolve(root, 'dist');
  app.use(
    '/dist/*',
    staticFiles({
      dir: distDir,
      path: (c) => c.req.path.slice('/dist/'.length),
      cacheControl: (path) =>
        /^v\d[^/]*\//.test(path) || /(^|\/)chunks\//.test(path) ? IMMUTABLE : dev ? REVALIDATE : SHORT,
      hidden: (path) => !dev && path.endsWith('.map'),
    }),
  );
  if (demo) {
    const publicDir = resolve(root, 'demo/public');
    // Each page gets the shared head where it has the marker (page-head.ts), and in the dev loop the reload script.
    const transform = (path: string, body: Buffer) => {
      const page = withSharedHead(path, body);
      return dev ? withDevReload(path, page) : page;
    };
    const pageFiles = (path: (c: Context) => string | null) =>
      staticFiles({ dir: publicDir, path, cacheControl: () => REVALIDATE, transform });
    app.use(
      '/demo/*',
      pageFiles((c) => c.req.path.slice('/demo/'.length)),
    );
    app.get(
      '/',
      pageFiles(() => 'index.html'),
    );
    // ?bundle=lite: the same page on the light build (issue 18) — its script tags and module
    // preloads point into /dist/lite/ instead of /dist/, so the page's HTML stays the plain embed
    // an operator copies. ?bundle=elements: the full-page app's page loading `ingame.js` and the
    // element's chunk instead of its own `app-early.js` and `app.js` (issue 45), as a lobby page
    // hosting <ingame-app> does.
    const otherBundle = async (c: Context, next: () => Promise<void>) => {
      const bundle = c.req.query('bundle');
      if (bundle !== 'lite' && bundle !== 'elements') return next();
      const html = await readFile(join(root, 'demo/public', c.req.param('page') ?? ''), 'utf8').catch(() => null);
      if (html === null) return next();
      c.header('Cache-Control', REVALIDATE);
      const page =
        bundle === 'lite'
          ? html.replaceAll('src="/dist/', 'src="/dist/lite/').replaceAll('href="/dist/', 'href="/dist/lite/')
          : html
              .replace('src="/dist/app-early.js"', 'src="/dist/ingame.js"')
              .replace(/\s*<link rel="modulepreload" href="\/dist\/app\.js">/, '')
              .replace('</head>', '<link rel="modulepreload" href="/dist/elements/ingame-app.js">\n</head>');
      return c.html(transform('', Buffer.from(page)).toString());
    };
    app.get(
      '/:page{[\\w-]+\\.html}',
      otherBundle,
      pageFiles((c) => c.req.param('page') ?? null),
    );
  }
  return distDir;
}
