/**
 * Static files as a CDN would serve them (issue 17): scripts, styles and other text compressed —
 * brotli when the client accepts it, else gzip — once per file version and kept in memory (never
 * per request); a validator on every answer (weak ETag + Last-Modified, 304 on a match); the
 * `Cache-Control` the caller picks per path (immutable for hashed chunks, short for entries).
 * Path rules as Hono's serveStatic: no `..`, no encoded characters, no backslashes, no dot files.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { answerBytes } from './http.ts';

/** A year, immutable: for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entries keep their URL across releases: a short lifetime, then a revalidation (304 when unchanged). */
export const SHORT = 'public, max-age=300';
/** Revalidated on every use (the demo pages; entries in the dev loop). */
export const REVALIDATE = 'no-cache';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/**
 * On-the-fly levels, as CDNs pick them: brotli 5 takes 15 ms for a 600 KB script and is 15 % larger
 * than brotli 11, which takes 2 s — too long for the first request after every start or rebuild.
 */
const BROTLI_QUALITY = 5;
/** Below this the encoding headers cost more than they save. */
const MIN_COMPRESS_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

interface Entry {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  lastModified: string;
  type: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface StaticOptions {
  /** The folder the files live in (absolute). */
  dir: string;
  /** The request's path inside `dir` (no leading slash), or null for "not mine". */
  path: (c: Context) => string | null;
  /** Cache-Control of a found file, from its path inside `dir`. */
  cacheControl: (path: string) => string;
  /** Files never served (answered 404), from their path inside `dir`. */
  hidden?: (path: string) => boolean;
  /** Rewrites a file's content once per version of the file (the dev loop's reload script). */
  transform?: (path: string, body: Buffer) => Buffer;
}

/** `body` in `encoding`, at the on-the-fly levels above. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * The API's JSON answers compressed as the files are, when the client accepts it and the answer is
 * long enough to gain (issue 30: the ranking board of 9.0 KB goes out as 0.8 KB, and on a phone's
 * network the events hub waited on those bytes). Registered outermost on /api, so it compresses the
 * final answer (a fault's rewrite included) and an answer that hangs stays hung.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!/^application\/json\b/.test(res.headers.get('Content-Type') ?? '') || res.headers.has('Content-Encoding'))
      return;
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const plain = answerBytes.get(res) ?? Buffer.from(await res.arrayBuffer());
    const body = encoding && plain.length >= MIN_COMPRESS_BYTES ? await compress(plain, encoding) : plain;
    if (body !== plain) headers.set('Content-Encoding', encoding!);
    headers.set('Content-Length', String(body.length));
    // Unset first: Hono's setter would copy the old headers (a stale length among them) back.
    c.res = undefined as unknown as Response;
    c.res = new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: res.status, headers });
  };
}

/** `br` if accepted, else `gzip` if accepted, else none (q=0 refuses; `*` accepts both). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** The request path, refused (null) when it could leave its folder or is encoded in any way. */
export function safeRequestPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURI(raw);
  } catch {
    return null;
  }
  if (raw.includes('%') && decoded !== raw.replace(/%25/g, '%')) return null;
  if (/(?:^|[/\\])\.|[/\\]{2,}|\\|\0/.test(decoded)) return null;
  return decoded;
}

/** If-None-Match (weak comparison) first, If-Modified-Since only without it. */
function notModified(c: Context, entry: Entry): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(entry.etag));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(entry.mtimeMs / 1000) * 1000 <= since;
}

export function staticFiles(options: StaticOptions): MiddlewareHandler {
  const cache = new Map<string, Entry>();

  async function load(file: string, path: string): Promise<Entry | null> {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    let body: Buffer = await readFile(file);
    if (options.transform) body = options.transform(path, body);
    const type = getMimeType(file) ?? 'application/octet-stream';
    const entry: Entry = {
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      body,
      // Weak: the brotli, gzip and plain answers are the same file, so one validator serves all three.
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: stats.mtime.toUTCString(),
      type,
      compressible: COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES,
      encoded: {},
    };
    if (cache.size > 5000) cache.clear();
    cache.set(file, entry);
    return entry;
  }

  /** Each encoding of each file version is made once; concurrent first requests share the work. */
  function encode(entry: Entry, encoding: Encoding): Promise<Buffer> {
    entry.encoded[encoding] ??= compress(entry.body, encoding);
    return entry.encoded[encoding]!;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = options.path(c);
    if (path === null || path === '') return next();
    const safe = safeRequestPath(path);
    if (safe === null || options.hidden?.(safe)) return next();
    const file = join(options.dir, safe);
    if (!file.startsWith(options.dir + sep)) return next();
    const entry = await load(file, safe);
    if (!entry) return next();

    c.header('Cache-Control', options.cacheControl(safe));
    c.header('ETag', entry.etag);
    c.header('Last-Modified', entry.lastModified);
    if (entry.compressible) c.header('Vary', 'Accept-Encoding', { append: true });
    if (notModified(c, entry)) return c.body(null, 304);

    const encoding = entry.compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    const body = encoding ? await encode(entry, encoding) : entry.body;
    c.header('Content-Type', entry.type);
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body.length));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(body), 200);
  };
}
