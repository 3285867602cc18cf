/**
 * Section 5 of \`npm run bench\` (scripts/bench.ts): Lighthouse's mobile profile on the lobby and the
 * full-page app, both builds, over HTTP/1.1 and HTTP/2; the median of \`runsEach\` runs each.
 */
import { get as httpsGet } from 'node:https';
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunningServer } from '../platform/server/server.ts';
import { CHROMIUM_ARGS, findChromium, withFeatureLists } from './chromium.mjs';

/** GET `path` from `on` as JSON; over HTTPS trusting the platform's own self-signed certificate. */
export function getJson<T>(on: RunningServer, path: string): Promise<T> {
  if (!on.certificate) return fetch(`${on.url}${path}`).then((response) => response.json() as Promise<T>);
  return new Promise<T>((resolve, reject) =>
    httpsGet(`${on.url}${path}`, { ca: on.certificate }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T);
        } catch (error) {
          reject(error as Error);
        }
      });
    }).on('error', reject),
  );
}

export async function lighthouseScores(
  server: RunningServer,
  secure: RunningServer,
  LIGHTHOUSE_RUNS: number,
): Promise<void> {
  // Issue 17 asks ≥ 90 (goal 95) on both pages and CLS < 0.02 on the lobby.
  console.log('\n5. Lighthouse, mobile profile (performance score; FCP, LCP, TBT, CLS):');
  const chrome = await launchChrome({
    chromePath: findChromium(),
    // The HTTP/2 platform's certificate is self-signed: this bench's own headless Chromium accepts it.
    // The launcher's defaults and ours each turn features off: one list (withFeatureLists).
    ignoreDefaultFlags: true,
    chromeFlags: withFeatureLists([
      ...Launcher.defaultFlags(),
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--ignore-certificate-errors',
    ]),
  });
  try {
    for (const [protocol, on] of [
      ['HTTP/1.1', server],
      ['HTTP/2', secure],
    ] as const) {
      const gameToken = async () => (await getJson<{ gameToken: string }[]>(on, '/__demo/players'))[0]!.gameToken;
      for (const [page, path] of [
        ['lobby (React build)', () => '/lobby.html?api=3'],
        ['lobby (light build)', () => '/lobby.html?api=3&bundle=lite'],
        ['app, first route: events hub (React)', async () => `/app.html?token=${await gameToken()}&lang=en`],
        [
          'app, first route: events hub (light)',
          async () => `/app.html?token=${await gameToken()}&lang=en&bundle=lite`,
        ],
      ] as const) {
        // Lighthouse's simulated timings move with the machine's load from run to run: the median of
        // LIGHTHOUSE_RUNS runs, as Lighthouse's own docs advise. Each game token is single-use: a
        // fresh player session per run.
        const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          const result = await lighthouse(`${on.url}${await path()}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            logLevel: 'error',
            output: 'json',
          });
          if (result?.lhr) runs.push(result.lhr);
        }
        const name = `${page}, ${protocol}`;
        if (runs.length === 0) {
          console.log(`   ${name.padEnd(46)} no result`);
          continue;
        }
        const scoreOf = (lhr: (typeof runs)[number]) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
        const lhr = sorted[Math.floor(sorted.length / 2)]!;
        const audit = (id: string) => lhr.audits[id]?.displayValue ?? '–';
        console.log(
          `   ${name.padEnd(46)} ${String(scoreOf(lhr)).padStart(3)}   FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}   (runs: ${runs.map(scoreOf).join(' ')})`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
