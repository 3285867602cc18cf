/**
 * Section 4 of \`npm run bench\` (scripts/bench.ts): N concurrent players paging their history for
 * a bounded time on localhost; requests/s and latency percentiles.
 */
import type { RunningServer } from '../platform/server/server.ts';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function serverLoad(server: RunningServer, CONCURRENCY: number, LOAD_SECONDS: number): Promise<void> {
  console.log(`\n4. Server load: ${CONCURRENCY} concurrent players paging history for ${LOAD_SECONDS} s:`);
  const players = (await (await fetch(`${server.url}/__demo/players`)).json()) as {
    gameToken: string;
    longGame: number;
  }[];
  const sessions = await Promise.all(
    players.slice(0, CONCURRENCY).map(async (p) => {
      const r = await fetch(`${server.url}/api/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Token: p.gameToken }),
      });
      return { token: ((await r.json()) as { Data: { Token: string } }).Data.Token, game: p.longGame };
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    sessions.map(async ({ token, game }) => {
      let start = 0;
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const r = await fetch(
          `${server.url}/api/history/${game}/get-history-record?LangId=en-US&StartRowIndex=${start}&EndRowIndex=${start + 49}&LogIndexAsRoundIndex=false`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        const body = (await r.json()) as { Code: number; Data: { Total: number } };
        latencies.push(performance.now() - t0);
        if (body.Code !== 0) errors++;
        start = start + 50 >= body.Data.Total ? 0 : start + 50;
      }
    }),
  );
  console.log(
    `   ${latencies.length} requests, ${(latencies.length / LOAD_SECONDS).toFixed(0)} req/s, p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, ${errors} errors (${server.db.kind})`,
  );
}
