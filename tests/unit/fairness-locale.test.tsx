// @vitest-environment happy-dom
/**
 * The verifier in the player's language: every label, step and formula line from the catalogue
 * (no English term on a vi or id page, for any game), and every decimal it shows through the §5
 * formatter of the page's locale (vi, pt, es and de write 1,32 where English writes 1.32).
 */
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Fairness } from '../../src/features/fairness/fairness';
import { FAIR_GAMES, type FairGame } from '../../src/features/fairness/verify';
import type { Locale } from '../../src/i18n/locales';
import { render, type Rendered } from './render';

const field = (view: Rendered, name: string) =>
  view.container.querySelector<HTMLInputElement | HTMLSelectElement>(`[id$="-${name}"]`);
function set(view: Rendered, name: string, value: string) {
  const el = field(view, name);
  if (!el) throw new Error(`no ${name} field`);
  if (el instanceof HTMLSelectElement) fireEvent.change(el, { target: { value } });
  else fireEvent.input(el, { target: { value } });
}
const submit = (view: Rendered) => fireEvent.click(view.container.querySelector('button[type="submit"]')!);

/** Verifies one round of `game` with a commitment, so every step shows. */
async function verified(
  locale: Locale,
  game: FairGame,
  options: Record<string, string> = {},
  // Seeds that are no English words, so only the verifier's own words are read.
  seeds = { server: 'k9v2-q8w4', client: 'p7x3-m2n8' },
): Promise<Rendered> {
  const view = await render(<Fairness />, { locale });
  set(view, 'game', game);
  const crash = game.startsWith('crash');
  const seed = crash ? createHash('sha256').update('round 7').digest('hex') : seeds.server;
  set(view, 'serverSeed', seed);
  set(view, 'serverSeedHash', createHash('sha256').update(seed).digest('hex'));
  set(view, 'clientSeed', seeds.client);
  if (!crash) set(view, 'nonce', '1');
  for (const [name, value] of Object.entries(options)) set(view, name, value);
  submit(view);
  expect(view.container.querySelector('[part="steps"]')).not.toBeNull();
  return view;
}

/** Everything the player can read: text, option labels, aria-labels, placeholders. */
function readable(view: Rendered): string {
  const attrs = [...view.container.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(view.container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return [...texts, ...attrs].join(' \n ');
}

/** The verifier's English words (the en catalogue's step, label and formula words). */
const ENGLISH = [
  'Client seed',
  'Server seed',
  'Nonce',
  'Salt',
  'Game hash',
  'Formula',
  'Result',
  'Message',
  'Floats',
  'Bytes',
  'Copy',
  'Verify',
  'Risk',
  'Rows',
  'Segments',
  'remaining',
  'tiles left',
  'squares left',
  'indexes',
  'mines at',
  'left to right',
  'direction',
  'number of rights',
  'payout',
  'segment',
  'roll',
  'multiplier',
  'float',
  'tile',
  'square',
];
const englishIn = (text: string) =>
  ENGLISH.filter((term) => new RegExp(`(?<![\\p{L}])${term}(?![\\p{L}])`, 'iu').test(text));

const OPTIONS: Partial<Record<FairGame, Record<string, string>>> = {
  plinko: { rows: '16', risk: 'expert' },
  mines: { mines: '3' },
  wheel: { segments: '30', risk: 'medium' },
};

describe('the verifier speaks the page’s language', () => {
  it('the English list catches the English page (the check can fail)', async () => {
    const view = await verified('en', 'mines', OPTIONS.mines);
    expect(englishIn(readable(view))).toEqual(expect.arrayContaining(['Client seed', 'Nonce', 'tiles left']));
  });

  for (const locale of ['vi', 'id'] as const)
    it.each(FAIR_GAMES.map((game) => [game]))(
      `${locale}: %s shows no English step, label or formula word`,
      async (game) => {
        const view = await verified(locale, game, OPTIONS[game]);
        expect(englishIn(readable(view))).toEqual([]);
      },
    );
});

describe('the verifier’s decimals follow §5 for the page’s locale', () => {
  // Limbo's published example: server seed "server seed", client seed "client seed", nonce 1 → 1.32.
  it.each<[Locale, string]>([
    ['vi', '1,32'],
    ['pt', '1,32'],
    ['es', '1,32'],
    ['de', '1,32'],
    ['en', '1.32'],
  ])('%s: the result reads %s', async (locale, shown) => {
    const view = await verified(locale, 'limbo', {}, { server: 'server seed', client: 'client seed' });
    expect(view.container.querySelector('[part="result"]')!.textContent).toBe(shown);
    const formula = view.container.querySelector('.step--formula code')!.textContent!;
    expect(formula.endsWith(`= ${shown}`)).toBe(true);
  });

  it('pt: the floats use the comma and are listed with semicolons; en keeps points and commas', async () => {
    const pt = (await verified('pt', 'mines', OPTIONS.mines)).container.querySelector('.step--floats code')!;
    expect(pt.textContent).toMatch(/^0,\d+(; 0,\d+){2}$/);
    const en = (await verified('en', 'mines', OPTIONS.mines)).container.querySelector('.step--floats code')!;
    expect(en.textContent).toMatch(/^0\.\d+(, 0\.\d+){2}$/);
  });
});
