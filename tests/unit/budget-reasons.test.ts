/**
 * budgets.json stays a table (issue 43 item 5): each row's reason is one short line, and the story
 * of each figure lives in docs/performance.md, "Budgets, page by page" (scripts/budget-reasons.mjs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SECTION,
  SHORT,
  entriesOf,
  headOf,
  headingOf,
  newEntries,
  withHistory,
} from '../../scripts/budget-reasons.mjs';

const rows: { page: string; reason: string }[] = JSON.parse(readFileSync('budgets.json', 'utf8')).budgets;
const doc = readFileSync('docs/performance.md', 'utf8');

describe('budgets.json', () => {
  it(`keeps every reason under ${SHORT} characters`, () => {
    expect(rows.filter((r) => r.reason.length > SHORT).map((r) => `${r.page}: ${r.reason.length}`)).toEqual([]);
  });

  it('points only to histories performance.md has', () => {
    const pointing = rows.filter((r) => r.reason.includes('docs/performance.md'));
    expect(pointing.length).toBeGreaterThan(5);
    expect(doc).toContain(`\n${SECTION}\n`);
    expect(pointing.filter((r) => !doc.includes(`\n${headingOf(r.page)}\n\n- `)).map((r) => r.page)).toEqual([]);
  });
});

describe('moving a long reason', () => {
  const reason =
    '94.26 now; +1.71 (stop 47, issue 46): the API base is checked at each request; more. Before: 92.55 now; +0.06 (stop 39): gates early';

  it('splits it into its figures, newest first', () => {
    expect(entriesOf(reason)).toEqual([
      '94.26 now; +1.71 (stop 47, issue 46): the API base is checked at each request; more.',
      '92.55 now; +0.06 (stop 39): gates early',
    ]);
  });

  it('leaves the figure, the change and the first clause of why in the row', () => {
    expect(headOf(reason)).toBe(
      '94.26 now; +1.71 (stop 47, issue 46): the API base is checked at each request; history in docs/performance.md, "Budgets, page by page"',
    );
  });

  it('moves only what the history does not hold: not a figure moved before, whole or cut short as a head', () => {
    const moved = withHistory('# Performance\n', 'lobby page', [
      '92.55 now; +0.06 (stop 39): gates early, beside the exchange',
    ]);
    const written = '94.26 now; +1.71 (stop 47): checked. Before: 92.55 now; +0.06 (stop 39): gates early';
    expect(newEntries(written, moved)).toEqual(['94.26 now; +1.71 (stop 47): checked.']);
    expect(newEntries(written, '# Performance\n')).toEqual(entriesOf(written));
  });

  it('has no figure in the history twice, whole or cut short', () => {
    const bullets = doc.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets.filter((b) => bullets.some((o) => o !== b && o.startsWith(b)))).toEqual([]);
  });

  it('puts the new figures first under the page kind, above the older ones', () => {
    const once = withHistory('# Performance\n', 'lobby page', ['92.55 now: gates early']);
    const twice = withHistory(once, 'lobby page', ['94.26 now: checked']);
    expect(twice).toContain('### `lobby page`\n\n- 94.26 now: checked\n- 92.55 now: gates early\n');
  });
});
