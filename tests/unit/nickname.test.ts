import { describe, expect, it } from 'vitest';
import { nicknameProblem } from '../../src/core/nickname';

describe('§5 nickname rule', () => {
  it.each([
    ['Ace77', null],
    ['龙虎ABC1', null],
    ['1234567', null],
    ['ace', null],
    ['  Ace  ', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['EightChr', 'tooLong'],
    ['龙龙龙龙龙龙龙龙', 'tooLong'],
    ['ab cd', 'characters'],
    ['a_b', 'characters'],
    ['ไทย', 'characters'],
    ['한국', 'characters'],
    ['㐀', 'characters'],
    ['龍', null],
    ['<b>x', 'characters'],
    ['😀', 'characters'],
    ['Ａｂｃ', 'characters'],
  ])('%j → %s', (nickname, problem) => {
    expect(nicknameProblem(nickname)).toBe(problem);
  });
});
