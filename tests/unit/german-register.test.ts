/** Issue 25 item 4: German speaks to the player in one register, "du", across every catalog. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../locales/de');
const catalogs = readdirSync(DIR).filter((f) => f.endsWith('.po'));

describe('German catalogs', () => {
  it.each(catalogs)('%s says "du", never "Sie"/"Ihr"/"Ihnen"', (file) => {
    const texts = [...readFileSync(join(DIR, file), 'utf8').matchAll(/^msgstr "(.*)"$/gm)].map((m) => m[1]!);
    expect(texts.filter((t) => /\b(?:Sie|Ihnen|Ihr(?:e[mnrs]?)?)\b/.test(t))).toEqual([]);
  });
});
