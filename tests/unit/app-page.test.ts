/**
 * The app page's first paint (issue 41): its skeleton of the shell is inside <ingame-app> (shown
 * until the element renders) and styled by the one inline block its policy allows by hash — a
 * changed block without a new hash would be refused by the browser and the skeleton left unstyled.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync('demo/public/app.html', 'utf8');

describe('demo/public/app.html', () => {
  it("allows its one inline style block by that block's hash, and no other inline style", () => {
    const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(1);
    const hash = createHash('sha256').update(blocks[0]!).digest('base64');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const styleSrc = policy.split(';').find((d) => d.trim().startsWith('style-src'));
    expect(styleSrc?.trim()).toBe(`style-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('draws the header, the menu and a page skeleton inside <ingame-app>, before any script', () => {
    const app = /<ingame-app>([\s\S]*?)<\/ingame-app>/.exec(html)?.[1] ?? '';
    expect(app).toContain('data-skeleton="header"');
    expect(app).toContain('data-skeleton="menu"');
    expect(app).toContain('app-skeleton__main');
    expect(html.indexOf('<ingame-app>')).toBeLessThan(html.indexOf('<script'));
  });
});
