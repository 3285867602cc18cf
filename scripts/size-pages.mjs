/**
 * The page kinds `npm run size` measures (scripts/size.mjs), derived from the feature manifest so a
 * new element is measured without a second list: one page kind per feature with elements (its tags
 * on one page, with its English catalog), the full-page app (through `ingame.js`, and its own
 * page's `app.js`), the classic scripts (the lobby page
 * loaded through the loader `ingame.iife.js`, and the single-file bundle), the fairness module and
 * the largest feature chunk. budgets.json names page kinds from here; a row naming any
 * other fails (size.mjs, and tests/unit/derived-lists.test.ts without a build).
 */
import { FEATURES } from '../features.mjs';

/**
 * Where a feature's tags are not measured on one page together: the lobby page keeps the name its
 * budget has, and a host shows the rankings board and an event's page on different pages. The
 * features with several elements list the page their budget row names, so an element added to
 * the feature later (`npm run new -- element`) is measured on a page of its own instead of renaming
 * that row's page.
 */
export const LOBBY_PAGE = 'lobby page with <ingame-marquee>';
const PAGES_OF = {
  marquee: [{ name: LOBBY_PAGE, tags: ['ingame-marquee'] }],
  rankings: [{ tags: ['ingame-rankings'] }, { tags: ['ingame-event'] }],
  news: [{ tags: ['ingame-banner', 'ingame-news'] }],
  member: [{ tags: ['ingame-vip', 'ingame-level'] }],
  rewards: [{ tags: ['ingame-prize', 'ingame-backpack', 'ingame-gift-code'] }],
};

/** The pages of one feature: the listed ones, then one of its own for each tag none of them has. */
function pagesOf(f) {
  const listed = PAGES_OF[f.name] ?? [{ tags: f.elements }];
  const alone = f.elements.filter((tag) => !listed.some((p) => p.tags.includes(tag))).map((tag) => ({ tags: [tag] }));
  return [...listed, ...alone];
}

const pageName = (tags) => `page with ${tags.map((t) => `<${t}>`).join(' and ')}`;

/** The element page kinds: by default one per feature with elements, its tags on one page. */
export const ELEMENT_PAGES = FEATURES.filter((f) => f.elements.length && !f.elements.includes('ingame-app')).flatMap(
  (f) =>
    pagesOf(f).map(({ name, tags }) => ({
      name: name ?? pageName(tags),
      tags,
      catalog: f.name,
    })),
);

export const APP_PAGE = 'full-page app (<ingame-app>)';
/**
 * The full-page app's own page (issue 45, stop 52): `app-early.js` and `app.js` (the session, the
 * shell and the events hub: its own build) and the English texts of the hub's first screen (common,
 * app, news, rankings).
 */
export const APP_DOCUMENT = "full-page app's own page (app-early.js, app.js)";
/** The lobby page as a classic-script page loads it: the loader, then the ESM lobby page's files. */
export const CLASSIC_LOBBY_PAGE = 'lobby page with <ingame-marquee>, classic script';
/** The whole bundle in one classic script (every element, every locale). */
export const IIFE_PAGE = 'classic script bundle (ingame.bundle.iife.js)';
/** Issue 45: a classic-script lobby loads at most this multiple of the ESM lobby (npm run size checks it). */
export const CLASSIC_LOBBY_MAX_RATIO = 1.2;
export const FAIRNESS_MODULE = 'fairness module (dist/fairness.js)';
export const LARGEST_CHUNK = 'largest feature chunk';
/** The builds measured, by the suffix their page kinds carry. */
export const BUILD_SUFFIXES = ['', ' (lite)', ' (react-external)'];

/** Every page kind name a budget may name. */
export function pageKindNames() {
  const perBuild = [...ELEMENT_PAGES.map((p) => p.name), APP_PAGE, APP_DOCUMENT, CLASSIC_LOBBY_PAGE, IIFE_PAGE];
  return [
    ...BUILD_SUFFIXES.flatMap((suffix) => perBuild.map((name) => `${name}${suffix}`)),
    FAIRNESS_MODULE,
    LARGEST_CHUNK,
  ];
}
