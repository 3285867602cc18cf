/**
 * Measured docs (issue 42 item 5): every size a guide states comes from the last `npm run size`,
 * which writes its figures to docs/sizes.json and then runs this over the guides. A figure lives
 * between markers, so it is rewritten, never typed:
 *
 *   inline   <!-- kb:iife -->356.6 KB<!-- /kb -->      a page kind's gzip size (aliases below,
 *            <!-- kb:lobby lite -->…<!-- /kb -->       or a page kind's full name; ` lite` /
 *            <!-- kb:headroom lobby -->…<!-- /kb -->   ` react-external` for the other builds)
 *   block    <!-- measured:builds --> … <!-- /measured -->   a table (TABLES below)
 *
 * `node scripts/docs-sizes.mjs` rewrites the guides from docs/sizes.json; `--check` exits 1 when one
 * differs (tests/unit/measured-docs.test.ts runs the same check without a build).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { APP_PAGE, CLASSIC_LOBBY_PAGE, IIFE_PAGE, LOBBY_PAGE } from './size-pages.mjs';

export const SIZES_FILE = 'docs/sizes.json';
/** The texts that state sizes. */
export const DOCS = [
  'README.md',
  'docs/getting-started.md',
  'docs/architecture.md',
  'docs/configuration.md',
  'docs/performance.md',
  'docs/frameworks.md',
];
export const VENDOR = 'shared vendor chunk';

/** Short names for the page kinds a sentence quotes (scripts/size-pages.mjs names them in full). */
export const ALIASES = {
  lobby: LOBBY_PAGE,
  app: APP_PAGE,
  /** The lobby page through the classic loader `ingame.iife.js`. */
  'classic-lobby': CLASSIC_LOBBY_PAGE,
  /** The whole bundle in one classic script, `ingame.bundle.iife.js`. */
  iife: IIFE_PAGE,
  history: 'page with <ingame-history>',
  fairness: 'page with <ingame-fairness>',
  vendor: VENDOR,
};
const BUILDS = { react: '', lite: ' (lite)', 'react-external': ' (react-external)' };

const kb = (n) => `${n.toFixed(1)} KB`;
/** Headroom in hundredths: a budget is set to 0.1 KB and its margin is often less. */
const kb2 = (n) => `${n.toFixed(2)} KB`;

/** `lobby lite` → the measured page kind's name; throws on a name nothing measures. */
export function pageKind(key, figures) {
  const [alias, build = 'react'] = key.trim().split(/\s+(?=(?:lite|react-external)$)/);
  if (!(build in BUILDS)) throw new Error(`docs: unknown build "${build}" in "${key}"`);
  const name = `${ALIASES[alias] ?? alias}${BUILDS[build]}`;
  if (!(name in figures)) throw new Error(`docs: "${key}" names "${name}", which npm run size does not measure`);
  return name;
}

/** One inline figure: a page kind's size, or its headroom under its budget. */
function figure(key, figures, budgets) {
  const headroom = /^headroom\s+(.+)$/.exec(key);
  if (!headroom) return kb(figures[pageKind(key, figures)]);
  const name = pageKind(headroom[1], figures);
  const budget = budgets.get(name);
  if (budget === undefined) throw new Error(`docs: "${key}": budgets.json has no row for "${name}"`);
  return kb2(budget - figures[name]);
}

const cell = (figures, name) => (name in figures ? kb(figures[name]) : '–');

/** The generated tables, by the name their marker gives. */
export const TABLES = {
  /** getting-started.md: the page kinds a host chooses between, on each build. */
  builds: (figures) => {
    const row = (label, ...aliases) =>
      `| ${label} | ${Object.values(BUILDS)
        .map((suffix) => aliases.map((a) => cell(figures, `${ALIASES[a]}${suffix}`)).join(' / '))
        .join(' | ')} |`;
    return [
      '| page | React `dist/` | light `dist/lite/` | `dist/react-external/` (host’s React not counted) |',
      '|---|---|---|---|',
      row('lobby page with one `<ingame-marquee>`', 'lobby'),
      row('full-page app `<ingame-app>` (first route)', 'app'),
      row('page with `<ingame-fairness>` / `<ingame-history>`', 'fairness', 'history'),
      row('lobby page with one `<ingame-marquee>`, classic script `ingame.iife.js`', 'classic-lobby'),
      row('the whole bundle in one classic script `ingame.bundle.iife.js` (every locale inlined)', 'iife'),
      row('of which the shared vendor chunk (ESM pages: React & co. and the element runtime)', 'vendor'),
    ].join('\n');
  },
  /** performance.md: every budget row beside its last measurement. */
  budgets: (figures, budgets) =>
    [
      '| page kind | measured | budget | headroom |',
      '|---|---|---|---|',
      ...[...budgets].map(([name, budget]) => {
        const now = figures[name];
        if (now === undefined) throw new Error(`docs: budgets.json names "${name}", which ${SIZES_FILE} lacks`);
        return `| ${name.replace(/</g, '&lt;')} | ${kb(now)} | ${kb(budget)} | ${kb2(budget - now)} |`;
      }),
    ].join('\n'),
};

/** `text` with every marked figure and table rewritten from the measurement. */
export function fillSizes(text, figures, budgets) {
  return text
    .replace(/(<!-- measured:([\w-]+) -->)[\s\S]*?(<!-- \/measured -->)/g, (_, open, name, close) => {
      if (!TABLES[name]) throw new Error(`docs: unknown table "${name}"`);
      return `${open}\n${TABLES[name](figures, budgets)}\n${close}`;
    })
    .replace(
      /(<!-- kb:([^>]+?) -->)[^<]*(<!-- \/kb -->)/g,
      (_, open, key, close) => `${open}${figure(key, figures, budgets)}${close}`,
    );
}

/** The last measurement (docs/sizes.json) and the budgets (budgets.json), as maps by page kind. */
export function readMeasurement() {
  const { kbGz } = JSON.parse(readFileSync(SIZES_FILE, 'utf8'));
  const budgets = new Map(
    JSON.parse(readFileSync('budgets.json', 'utf8')).budgets.map(({ page, budgetKbGz }) => [page, budgetKbGz]),
  );
  return { figures: kbGz, budgets };
}

/** Writes `figures` (KB gz by page kind) as the last measurement. */
export function writeMeasurement(figures) {
  const rounded = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Math.round(v * 100) / 100]));
  const json = {
    $comment:
      'Written by `npm run size` (scripts/size.mjs): the last measured gzip KB of each page kind. The guides quote these through scripts/docs-sizes.mjs; never edit by hand.',
    kbGz: rounded,
  };
  writeFileSync(SIZES_FILE, `${JSON.stringify(json, null, 2)}\n`);
}

/** Rewrites (or, with `check`, compares) every guide; returns the files that differ. */
export function syncDocs({ check = false } = {}) {
  const { figures, budgets } = readMeasurement();
  const stale = [];
  for (const file of DOCS) {
    const text = readFileSync(file, 'utf8');
    const filled = fillSizes(text, figures, budgets);
    if (filled === text) continue;
    stale.push(file);
    if (!check) writeFileSync(file, filled);
  }
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale = syncDocs({ check });
  if (check && stale.length) {
    console.error(`Sizes in ${stale.join(', ')} differ from ${SIZES_FILE}: run node scripts/docs-sizes.mjs.`);
    process.exit(1);
  }
  if (!check && stale.length) console.log(`Sizes rewritten in ${stale.join(', ')} (from ${SIZES_FILE}).`);
}
