import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');

describe('README (the front door; the reference lives in docs/)', () => {
  it('shows the two commands at the top', () => {
    const top = readme.split('\n').slice(0, 15).join('\n');
    expect(top).toContain('npm install && npm start');
    expect(top).toContain('npm install && npm test');
  });
  it('stays short: at most 300 lines (issue 26)', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });
  it('links only to docs that exist', () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links.filter((l) => l !== 'docs/security.md')) expect(existsSync(link), link).toBe(true);
  });
});
