/**
 * What `npm run bench`'s ratio section measures (scripts/bench-ratio.ts, issue 45): three jobs, each
 * a hand-written reference page beside the builds' page doing the same job, with the moment that
 * job is done on screen and the goal each build's ratio is judged on (at CPU ×4).
 *
 *  - the lobby's first marquee text: demo/public/reference-marquee.html vs marquee-only.html;
 *  - the full-page app's first screen: demo/public/reference-app.html vs app.html (route `/`, the
 *    events hub), to the tournaments section's first title — the hub's first text from the
 *    platform (its banners are pictures; the section shows its names, the running board's top rows
 *    and the events at once);
 *  - the history list's first rows: demo/public/reference-history.html vs history-only.html (the
 *    element and the bundle's script tag in the page, as an operator embeds it; history.html's
 *    helper writes the tag itself, a round trip no operator page has), the longest player's long game.
 *
 * Game tokens are single-use: every cold load that needs a session asks the demo for a fresh one,
 * outside the timed load. They travel in the page's address as the app's entry parameter (§2) and
 * the demo's history-only page take them; each page takes them out of it.
 */

/** A predicate run in the page (a function, not a string: the demo pages' strict CSP forbids eval). */
export type Ready = () => boolean;

export interface RatioPage {
  name: string;
  /** The page's address on `origin`, with a fresh game token where it needs a session. */
  url: (origin: string) => Promise<string>;
  ready: Ready;
  /** The hand-written page the others are a multiple of (the first of each job). */
  reference?: boolean;
  /** At most this multiple of the reference at CPU ×4 (issue 45's goals). */
  goal?: number;
}

export interface RatioJob {
  key: 'lobby' | 'app' | 'history';
  title: string;
  /** The calls whose answer the first text shows: where the chain of requests ends. */
  carriesText: RegExp;
  pages: RatioPage[];
}

// Keep these plain: they are sent to the page as their source text.
const referenceText: Ready = () =>
  Boolean(
    document.getElementById('reference-text')?.textContent || document.getElementById('reference-failure')?.textContent,
  );
/** The element's own strip shows an announcement (its code has run; the pause button works). */
export const marqueeText: Ready = () =>
  Boolean(
    document.querySelector('ingame-marquee')?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]')
      ?.textContent,
  );
/**
 * The first announcement on screen: the element's, or the entry's drawing of it before the element's
 * code has run (elements/marquee-early.ts), which the page shows as the element's child until then.
 */
const firstAnnouncement: Ready = () => {
  const host = document.querySelector('ingame-marquee');
  const early = host?.querySelector(':scope > [slot="ingame-early"]')?.shadowRoot?.querySelector('.marquee__item');
  return Boolean(
    early?.textContent || host?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]')?.textContent,
  );
};
const hubTitle: Ready = () =>
  Boolean(
    document.querySelector('ingame-app')?.shadowRoot?.querySelector('.rk--hub .rk-name-heading, .rk--hub .rk-link')
      ?.textContent,
  );
const historyRows: Ready = () =>
  Boolean(document.querySelector('#history')?.shadowRoot?.querySelector('.history__open'));

interface DemoPlayer {
  account: string;
  gameToken: string;
  longGame: number;
  rounds: number;
  apiId: number;
}
const demoPlayers = async (origin: string) => (await (await fetch(`${origin}/__demo/players`)).json()) as DemoPlayer[];

/** A fresh game token of operator 3's first player (app.html names api id 3). */
async function appToken(origin: string): Promise<string> {
  return encodeURIComponent((await demoPlayers(origin)).find((p) => p.apiId === 3)!.gameToken);
}

/** The longest player's history query, with a fresh game token (as bench.ts section 3). */
async function historyQuery(origin: string): Promise<string> {
  const long = (await demoPlayers(origin)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
  return `api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(long.gameToken)}`;
}

const lite = process.env.BENCH_RATIO_LITE !== '0';
const withLite = (pages: RatioPage[]) => pages.filter((p) => lite || !p.name.startsWith('light'));
const fixed = (path: string) => (origin: string) => Promise.resolve(`${origin}${path}`);

export const RATIO_JOBS: RatioJob[] = [
  {
    key: 'lobby',
    title: 'Lobby: first marquee text',
    carriesText: /\/api\/marquee\//,
    pages: withLite([
      { name: 'hand-written reference', url: fixed('/reference-marquee.html'), ready: referenceText, reference: true },
      { name: 'React build', url: fixed('/marquee-only.html'), ready: firstAnnouncement, goal: 1.3 },
      { name: 'light build', url: fixed('/marquee-only.html?bundle=lite'), ready: firstAnnouncement, goal: 1.15 },
      // The element's own strip (its code run, the pause button working): no goal, shown beside.
      { name: 'React build, own strip', url: fixed('/marquee-only.html'), ready: marqueeText },
      { name: 'light build, own strip', url: fixed('/marquee-only.html?bundle=lite'), ready: marqueeText },
    ]),
  },
  {
    key: 'app',
    title: "App's first screen: the events hub's first tournament title",
    // The section shows once its tournaments, its events and the running board are in.
    carriesText: /\/api\/(rank\/ranking-|event-list\/)/,
    pages: withLite([
      {
        name: 'hand-written reference',
        url: async (o) => `${o}/reference-app.html?token=${await appToken(o)}&lang=en`,
        ready: referenceText,
        reference: true,
      },
      {
        name: 'React build',
        url: async (o) => `${o}/app.html?token=${await appToken(o)}&lang=en`,
        ready: hubTitle,
        goal: 1.5,
      },
      {
        name: 'light build',
        url: async (o) => `${o}/app.html?token=${await appToken(o)}&lang=en&bundle=lite`,
        ready: hubTitle,
        goal: 1.5,
      },
    ]),
  },
  {
    key: 'history',
    title: "History: the longest player's first rows",
    carriesText: /\/get-history-record/,
    pages: withLite([
      {
        name: 'hand-written reference',
        url: async (o) => `${o}/reference-history.html?${await historyQuery(o)}`,
        ready: referenceText,
        reference: true,
      },
      {
        name: 'React build',
        url: async (o) => `${o}/history-only.html?${await historyQuery(o)}`,
        ready: historyRows,
        goal: 1.5,
      },
      {
        name: 'light build',
        url: async (o) => `${o}/history-only.html?${await historyQuery(o)}&bundle=lite`,
        ready: historyRows,
        goal: 1.5,
      },
    ]),
  },
];

/** The jobs BENCH_RATIO_JOBS names (comma-separated keys), all by default. */
export function chosenJobs(names = process.env.BENCH_RATIO_JOBS): RatioJob[] {
  if (!names) return RATIO_JOBS;
  const keys = names.split(',').map((k) => k.trim());
  return RATIO_JOBS.filter((job) => keys.includes(job.key));
}
