import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableOn } from '../../src/core/color';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);
const DARK = 'rgb(29, 27, 46)'; // the demo's dark theme behind the marquee
const LIGHT = 'rgb(255, 255, 255)';

describe('operator colours on a themed background (WCAG AA)', () => {
  it('computes the WCAG ratio: black on white is 21, a colour on itself is 1', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#e63946', '#e63946')).toBe(1);
    expect(ratio('#e63946', DARK)).toBeCloseTo(4.03, 1);
  });

  it('reads hex, rgb() and opaque rgba(); a see-through background or anything else is unknown', () => {
    expect(parseColor('#e63946')).toEqual([230, 57, 70]);
    expect(parseColor('#0f08')).toEqual([0, 255, 0]);
    expect(parseColor('rgba(1, 2, 3, 1)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(1 2 3 / 1)')).toEqual([1, 2, 3]);
    expect(parseColor('rgba(0, 0, 0, 0)')).toBeNull();
    expect(parseColor('rgb(0 0 0 / 0.5)')).toBeNull();
    expect(parseColor('red; background:url(x)')).toBeNull();
  });

  it('keeps a colour that already reads', () => {
    expect(readableOn('#ffd166', DARK)).toBe('#ffd166');
    expect(readableOn('#1d3557', LIGHT)).toBe('#1d3557');
  });

  it('lightens a dark colour on a dark background and darkens a light one on white, just past 4.5:1', () => {
    const onDark = readableOn('#e63946', DARK);
    expect(ratio(onDark, DARK)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(onDark, DARK)).toBeLessThan(5.5); // still the operator's red, not white
    const [r, g, b] = parseColor(onDark) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);

    const onLight = readableOn('#ffd166', LIGHT);
    expect(ratio(onLight, LIGHT)).toBeGreaterThanOrEqual(4.5);
    expect(parseColor(onLight)![0]).toBeLessThan(255);
  });

  it('leaves what it cannot judge alone', () => {
    expect(readableOn('#e63946', 'transparent')).toBe('#e63946');
    expect(readableOn('not a colour', DARK)).toBe('not a colour');
  });
});
