/**
 * Measured docs (issue 42 item 5): the sizes the guides state are the last `npm run size`'s
 * (docs/sizes.json), written between markers by scripts/docs-sizes.mjs, never typed; a figure
 * typed outside the markers, or a marked one that differs from the measurement, fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS, VENDOR, fillSizes, readMeasurement, syncDocs } from '../../scripts/docs-sizes.mjs';
import { BUILD_SUFFIXES, pageKindNames } from '../../scripts/size-pages.mjs';

/** Where a size would be a claim about the package, the whole text (README, guides). */
const WHOLE = [
  'README.md',
  'docs/getting-started.md',
  'docs/architecture.md',
  'docs/configuration.md',
  'docs/contributing.md',
  'docs/elements.md',
  'docs/theming.md',
  'docs/security.md',
  'docs/frameworks.md',
];

/** The text with every generated region cut out. */
const unmarked = (text: string): string =>
  text
    .replace(/<!-- measured:[\w-]+ -->[\s\S]*?<!-- \/measured -->/g, '')
    .replace(/<!-- kb:[^>]+ -->[^<]*<!-- \/kb -->/g, '')
    // The host apps' pages, measured by the package test (tests/e2e/host-apps.ts checkDocumentedWeight).
    .replace(/<!-- host-kb:[\w-]+ -->[^<]*<!-- \/host-kb -->/g, '');

const SIZE = /\b\d[\d,.]*\s?KB\b/g;

describe('sizes in the docs', () => {
  it('are the last measurement (docs/sizes.json): scripts/docs-sizes.mjs would change nothing', () => {
    expect(syncDocs({ check: true })).toEqual([]);
  });

  it.each(WHOLE)('%s types no size outside the generated markers', (file) => {
    expect(unmarked(readFileSync(file, 'utf8')).match(SIZE) ?? []).toEqual([]);
  });

  it("performance.md's present-tense part (before its history) types no size outside the markers", () => {
    const text = readFileSync('docs/performance.md', 'utf8');
    const present = text.slice(0, text.indexOf('## How the budgets got here'));
    expect(present).toContain('<!-- measured:budgets -->');
    expect(unmarked(present).match(SIZE) ?? []).toEqual([]);
  });

  it('the generator reads every guide that quotes a size', () => {
    const quoting = [...WHOLE, 'docs/performance.md'].filter((f) =>
      /<!-- kb:[^>]+ -->[^<]*<!-- \/kb -->|<!-- measured:[\w-]+ -->/.test(readFileSync(f, 'utf8')),
    );
    expect(quoting.filter((f) => !DOCS.includes(f))).toEqual([]);
    expect(quoting.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the measurement', () => {
  it('has a figure for every budget row, and names only page kinds npm run size measures', () => {
    const { figures, budgets } = readMeasurement();
    expect([...budgets.keys()].filter((page) => !(page in figures))).toEqual([]);
    const known = new Set([...pageKindNames(), ...BUILD_SUFFIXES.map((s) => `${VENDOR}${s}`)]);
    expect(Object.keys(figures).filter((page) => !known.has(page))).toEqual([]);
  });
});

describe('fillSizes', () => {
  const figures = {
    'classic script bundle (ingame.bundle.iife.js)': 356.62,
    'lobby page with <ingame-marquee> (lite)': 36.94,
  };
  const budgets = new Map([['classic script bundle (ingame.bundle.iife.js)', 356.7]]);

  it('rewrites a drifted inline figure and the headroom', () => {
    const text = 'one file; <!-- kb:iife -->180 KB<!-- /kb --> gz, <!-- kb:headroom iife -->0.6 KB<!-- /kb --> left';
    expect(fillSizes(text, figures, budgets)).toBe(
      'one file; <!-- kb:iife -->356.6 KB<!-- /kb --> gz, <!-- kb:headroom iife -->0.08 KB<!-- /kb --> left',
    );
  });

  it('names another build by its suffix', () => {
    expect(fillSizes('<!-- kb:lobby lite -->~34 KB<!-- /kb -->', figures, budgets)).toBe(
      '<!-- kb:lobby lite -->36.9 KB<!-- /kb -->',
    );
  });

  it('refuses a name nothing measures (a typo would otherwise freeze a figure)', () => {
    expect(() => fillSizes('<!-- kb:lobyy -->1 KB<!-- /kb -->', figures, budgets)).toThrow(/does not measure/);
    expect(() => fillSizes('<!-- measured:nope -->\n<!-- /measured -->', figures, budgets)).toThrow(/unknown table/);
  });
});
