/** Issue 25 item 4: the random nickname is whole parts within 7 characters and new on every call. */
import { describe, expect, it } from 'vitest';
import { composeNickname, nicknameParts, randomNickname } from '../../platform/server/nicknames';
import { prng } from '../../platform/server/seed';

describe('the random nickname', () => {
  it.each(['en-US', 'zh-CN'])('in %s is whole parts plus digits, at most 7 characters', (langId) => {
    const parts = nicknameParts(langId);
    const whole = new RegExp(`^(?:${parts.join('|')}){1,2}\\d{1,3}$`);
    const rand = prng(1);
    for (let i = 0; i < 500; i++) {
      const name = composeNickname(parts, rand);
      expect(name.length).toBeLessThanOrEqual(7);
      expect(name).toMatch(whole);
    }
  });

  it('is different on every call in the same second', async () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(await randomNickname(42, 'en-US', now, async () => true));
    expect(seen.size).toBe(20);
  });
});
