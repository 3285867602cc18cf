import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../../src/api/contract';
import { introGame, introTitle, rulesLayout, shownRtp } from '../../src/features/intro/intro-rules';

const games: GameInfo[] = [
  { No: 1, Id: 'royal-fishing', Name: 'Royal Fishing', Family: 'fishing' },
  { No: 12, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' },
];

describe('intro page rules', () => {
  it('§3 introBullet games (1, 6, 9–11, 19–21) list their rules as bullets', () => {
    const bullets = Array.from({ length: 32 }, (_, n) => n).filter((n) => rulesLayout(n) === 'bullets');
    expect(bullets).toEqual([1, 6, 9, 10, 11, 19, 20, 21]);
  });

  it('finds the game by the upper-cased route id or its number', () => {
    expect(introGame('FORTUNE-GEMS', games)?.No).toBe(12);
    expect(introGame('1', games)?.Id).toBe('royal-fishing');
    expect(introGame('99', games)).toBeNull();
    expect(introGame(null, games)).toBeNull();
  });

  it.each([
    ['96.50', '96.50'],
    ['97', '97'],
    ['0', null],
    ['', null],
    [null, null],
    ['-5', null],
    ['101', null],
    ['abc', null],
    ['96.5%', null],
  ])('rtp %j → %j', (rtp, shown) => {
    expect(shownRtp(rtp)).toBe(shown);
  });

  it('the page title appends the intro label', () => {
    expect(introTitle('Fortune Gems', 'Introduction')).toBe('Fortune Gems Introduction');
    expect(introTitle(null, 'Introduction')).toBe('Introduction');
  });
});
