/**
 * Two guides that state where the session lives say the same (issue 42 item 5): security.md's
 * storage table is the reference; configuration.md's "Sessions" names the same places.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const security = readFileSync('docs/security.md', 'utf8');
const configuration = readFileSync('docs/configuration.md', 'utf8');
const sessions = configuration.slice(
  configuration.indexOf('## Sessions'),
  configuration.indexOf('## Element semantics'),
);

/** The "Where" cell of security.md's storage table for a row whose "What" starts with `what`. */
function whereSecurityKeeps(what: string): string {
  const row = security.split('\n').find((line) => line.startsWith(`| ${what}`));
  return row?.split('|')[2]?.trim() ?? '';
}

describe('where the session lives, in configuration.md and security.md', () => {
  it('a lobby page keeps the session token in sessionStorage (ingame:token), never a host cookie', () => {
    expect(whereSecurityKeeps('Session (login) token, lobby page')).toBe('`sessionStorage` key `ingame:token`');
    expect(sessions).toMatch(/lobby page in the tab's `sessionStorage`\s+\(`ingame:token`/);
  });

  it('the full-page app keeps it in the ingame_token cookie on its own path', () => {
    expect(whereSecurityKeeps('Session token, full-page app')).toMatch(
      /^cookie `ingame_token`, `Path=<app document path>`/,
    );
    expect(sessions).toMatch(/full-page app in the `ingame_token`\s+cookie scoped to the app document's own path/);
  });

  it('logout clears both places, not only cookies', () => {
    expect(sessions).toMatch(
      /`ingame\.logout\(\)` ends it \(the tab's\s+`sessionStorage` keys and the app's cookies cleared/,
    );
  });
});
