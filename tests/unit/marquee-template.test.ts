import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  indexAfter,
  nextIndex,
  READ_PX_PER_S,
  readingMs,
  rotationList,
} from '../../src/features/marquee/marquee-template';
import { readMarquee } from '../../src/api/contract';
import { ShapeError } from '../../src/api/read';

describe('§3 marquee template', () => {
  it('fills numbered placeholders and colours them', () => {
    expect(fillTemplate('Hi {0}, you won {1}!', ['Ann', '5'], ['#f00', '#00ff00'])).toEqual([
      { text: 'Hi ' },
      { text: 'Ann', color: '#f00' },
      { text: ', you won ' },
      { text: '5', color: '#00ff00' },
      { text: '!' },
    ]);
  });
  it('keeps $& and markup literally (text, never HTML or replacement patterns)', () => {
    const segments = fillTemplate('{0} and {1}', ['$& <b>x</b>', "$' $`"], []);
    expect(segments.map((s) => s.text).join('')).toBe("$& <b>x</b> and $' $`");
  });
  it('applies only valid hex colours', () => {
    expect(fillTemplate('{0}', ['x'], ['red; background:url(x)'])).toEqual([{ text: 'x' }]);
  });
  it('drops a placeholder without content and survives malformed input', () => {
    expect(fillTemplate('a {3} b', ['x'], null)).toEqual([{ text: 'a ' }, { text: ' b' }]);
    expect(fillTemplate(undefined, 'x', 5)).toEqual([]);
    expect(fillTemplate('{0}', [42], [])).toEqual([{ text: '42' }]);
  });
  it('reads a list of items and refuses one without a Format string', () => {
    const item = { Id: 1, Template: { Format: 'x {0}' }, Content: ['a'], ContentColor: ['#fff'] };
    expect(readMarquee([item])).toEqual([item]);
    expect(() => readMarquee([item, { Id: 2, Template: {}, Content: [], ContentColor: [] }])).toThrow(
      /\[1\]\.Template\.Format/,
    );
    expect(() => readMarquee('nope')).toThrow(ShapeError);
  });
});

describe('§4 marquee rotation', () => {
  it('reverses the list and starts at its last item', () => {
    expect(rotationList(['a', 'b', 'c'])).toEqual({ list: ['c', 'b', 'a'], start: 2 });
  });
  it('moves up one item per tick and wraps to the last', () => {
    const { list, start } = rotationList(['a', 'b', 'c']);
    const seen = [list[start]];
    let i = start;
    for (let k = 0; k < 4; k++) {
      i = nextIndex(i, list.length);
      seen.push(list[i]);
    }
    expect(seen).toEqual(['a', 'b', 'c', 'a', 'b']);
  });
  it('the index after k ticks is nextIndex applied k times', () => {
    for (let k = 0; k < 10; k++) {
      let i = 3;
      for (let j = 0; j < k; j++) i = nextIndex(i, 4);
      expect(indexAfter(3, k, 4)).toBe(i);
    }
    expect(indexAfter(0, 5, 0)).toBe(0);
  });
  it('handles empty lists', () => {
    expect(rotationList([])).toEqual({ list: [], start: 0 });
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('a long announcement stays long enough to scroll through its overflow at reading speed, rests included', () => {
    expect(readingMs(0)).toBe(0);
    // 76% of the time moves: 200 px at 40 px/s is 5 s of motion.
    const ms = readingMs(200);
    expect(ms * 0.76).toBeCloseTo((200 / READ_PX_PER_S) * 1000, -1);
    expect(readingMs(400)).toBeGreaterThan(ms);
  });
});
