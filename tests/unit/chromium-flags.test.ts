import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, withFeatureLists } from '../../scripts/chromium.mjs';

describe('the browser flags of the tests and benches (scripts/chromium.mjs)', () => {
  it('turn the address bar popup off, in one --disable-features list', () => {
    const lists = CHROMIUM_ARGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });

  it("joins a launcher's feature list with ours: Chromium reads only the last of a repeated switch", () => {
    const flags = withFeatureLists(['--disable-features=Translate,MediaRouter', '--headless=new', ...CHROMIUM_ARGS]);
    const lists = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.slice('--disable-features='.length).split(',').sort()).toEqual(
      ['MediaRouter', 'Translate', 'WebUIOmniboxAimPopup', 'WebUIOmniboxPopup'].sort(),
    );
    expect(flags).toContain('--headless=new');
    expect(flags).toHaveLength(CHROMIUM_ARGS.length + 1);
  });

  it('leaves flags with a single list as they are', () => {
    expect(withFeatureLists(CHROMIUM_ARGS)).toBe(CHROMIUM_ARGS);
  });
});
