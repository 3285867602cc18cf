/**
 * News seed (§2): banners per operator (lobby and per-game, with artwork per brand under
 * /demo/img/, one with a zh-CN variant), promotions in every state and both categories with their
 * texts in every locale, and one game switched off per operator. Deterministic: no randomness.
 */
import type { Db } from '../db.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { OPERATORS, SEED_ANCHOR } from '../catalog.ts';
import { NEWS_TEXTS, type NewsTexts } from './news-texts.ts';
import { insertRows } from '../seed.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The game every seeded operator has under maintenance (switch-off status). */
export const SWITCHED_OFF_GAME = 2;

/** One text per locale, as jsonb (the language keys of the marquee table: en, th, zh-CN …). */
const perLocale = <T>(pick: (t: NewsTexts) => T) =>
  JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, pick(NEWS_TEXTS[l] ?? NEWS_TEXTS.en!)])));

type State = 'concluded' | 'running' | 'comingSoon';
/**
 * From the anchor, which the platform serves as "now" (../demo-clock.ts): one ended last month,
 * one running for another 10 days, one starting in 5 days.
 */
const STATES: [State, number, number][] = [
  ['concluded', SEED_ANCHOR - 75 * DAY, SEED_ANCHOR - 45 * DAY],
  ['running', SEED_ANCHOR - 20 * DAY, SEED_ANCHOR + 10 * DAY],
  ['comingSoon', SEED_ANCHOR + 5 * DAY, SEED_ANCHOR + 35 * DAY],
];
const WORD: Record<State, keyof NewsTexts> = {
  running: 'festival',
  concluded: 'springCup',
  comingSoon: 'grandOpening',
};

export async function seedNews(db: Db): Promise<void> {
  // Promotions: the same ids as before (operator, then state, then category), so events keep theirs.
  const promos: unknown[][] = [];
  const runningBrand = new Map<number, number>();
  let promoId = 1;
  for (const op of OPERATORS) {
    for (const [state, start, end] of STATES) {
      for (const category of ['brand', 'games'] as const) {
        const id = promoId++;
        if (state === 'running' && category === 'brand') runningBrand.set(op.apiId, id);
        const titleOf = (t: NewsTexts) => `${category === 'brand' ? op.title : t.newGames} ${t[WORD[state]] as string}`;
        const texts = perLocale((t) => ({ title: titleOf(t), summary: t[state], content: t.content }));
        promos.push([
          id,
          op.apiId,
          category,
          titleOf(NEWS_TEXTS.en!),
          NEWS_TEXTS.en![state],
          category === 'brand' ? `/demo/img/promos/brand-${op.webId}.svg` : '/demo/img/promos/games.svg',
          iso(start),
          iso(end),
          state === 'running' ? 1 : null,
          [1, 2, 29],
          texts,
        ]);
      }
    }
  }
  await insertRows(
    db,
    'promotions',
    [
      'id',
      'api_id',
      'category',
      'title',
      'summary',
      'image',
      'starts_at',
      'ends_at',
      'ranking_id',
      'game_nos',
      'texts',
    ],
    promos,
  );

  // Banners: three in the lobby (a promotion page, an external page, and one whose hostile link
  // the client must leave inert) and one for Fortune Gems (the per-game form of the call).
  const banners: unknown[][] = [];
  let bannerId = 1;
  for (const op of OPERATORS) {
    const rows: [string, number, keyof NewsTexts, string, string][] = [
      ['lobby', 0, 'welcome', `/demo/img/banners/welcome-${op.webId}.svg`, `#/action/${runningBrand.get(op.apiId)}`],
      ['lobby', 0, 'jackpot', '/demo/img/banners/jackpot.svg', `https://www.${op.webId}.example/jackpot`],
      ['lobby', 0, 'tournament', '/demo/img/banners/tournament.svg', 'javascript:alert(1)'],
      ['game', 1, 'gems', '/demo/img/banners/gems-week.svg', '#/ingame/action'],
    ];
    rows.forEach(([position, gameNo, key, image, link], sort) =>
      banners.push([
        bannerId++,
        op.apiId,
        position,
        gameNo,
        NEWS_TEXTS.en![key] as string,
        image,
        link,
        perLocale((t) => t[key]),
        sort,
      ]),
    );
  }
  await insertRows(
    db,
    'banners',
    ['id', 'api_id', 'position', 'game_no', 'title', 'image', 'link', 'titles', 'sort'],
    banners,
  );

  await db.query('UPDATE operators SET switched_off_games = $1', [[SWITCHED_OFF_GAME]]);
}
