/**
 * Docs that cannot drift (issue 43 item 6): every repository path the guides, the README and the
 * code's comments name exists, and the architecture's layout lists every folder of `src/` and of
 * the repository's root.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comments, missingPaths, pathTokens, resolves, trackedFiles } from './doc-paths';

const files = trackedFiles();
const names = new Set(files.map((f) => f.split('/').pop()!));

/** The guides, the README and every tracked source file (its comments); generated `.d.ts` aside. */
const TEXTS = files.filter(
  (f) =>
    /^docs\/[^/]+\.mdx?$/.test(f) ||
    f === 'README.md' ||
    (/\.([mc]?[jt]sx?)$/.test(f) && !f.startsWith('locales/') && !/\.d\.m?ts$/.test(f)),
);

/**
 * Files a text names that are, rightly, not in this repository: a Nuxt host's own files
 * (docs/frameworks.md) and the scaffold's worked example, a feature that does not exist
 * (docs/contributing.md, "Adding a feature").
 */
const NOT_OURS: Record<string, RegExp> = {
  'docs/frameworks.md': /^(plugins\/ingame\.client\.ts|nuxt\.config\.ts)$/,
  'docs/contributing.md': /(^|\/|-)(prizes|sign-in)[./-]|^src\/features\/prizes\/$/,
};

describe('paths named in the docs and comments', () => {
  it('every one exists', () => {
    const missing = TEXTS.flatMap((f) => missingPaths(f, files))
      .filter((m) => !NOT_OURS[m.file]?.test(m.path))
      .map((m) => `${m.file}:${m.line} names ${m.path}`);
    expect(missing).toEqual([]);
  });

  it('the scan reads the guides and the comments (hundreds of paths, not none)', () => {
    const docs = TEXTS.filter((f) => f.endsWith('.md')).flatMap((f) => pathTokens(readFileSync(f, 'utf8')));
    const code = TEXTS.filter((f) => !f.endsWith('.md') && !f.endsWith('.mdx')).flatMap((f) =>
      comments(readFileSync(f, 'utf8'), f).flatMap((c) => pathTokens(c.text)),
    );
    expect(docs.length).toBeGreaterThan(300);
    expect(code.length).toBeGreaterThan(300);
  });
});

describe('the path scanner', () => {
  it.each([
    ['a stale layer path', 'adopted (`ui/adopt-styles.ts`) here', 'ui/adopt-styles.ts'],
    ['a test that was renamed', 'is left unread (tests/unit/api-readers.test.tsx).', 'tests/unit/api-readers.test.tsx'],
    ['a bare file the repo lacks', 'the boundaries of CONVENTIONS.md, as', 'CONVENTIONS.md'],
    ['a missing folder', 'the folders `src/nowhere/` and', 'src/nowhere/'],
  ])('reports %s', (_, text, path) => {
    const [token] = pathTokens(text);
    expect(token?.token).toBe(path);
    expect(resolves(path, 'docs/architecture.md', names, files)).toBe(false);
  });

  it.each([
    ['a URL', 'see https://cdn.example/ingame/dist/v0.1.0/ingame.js'],
    ['a build output', 'the file `dist/elements/ingame-history.js`'],
    ['a placeholder', 'in `src/features/<f>/<f>.catalog.ts` and `chunks/[name]-[hash].js`'],
    ['a version or number', 'v0.1.0 and 1.5 KB'],
    ['a host name', 'on platform.example and logs.example.com'],
  ])('ignores %s', (_, text) => {
    expect(pathTokens(text)).toEqual([]);
  });

  it.each([
    ['from the root', 'src/state/startup.ts', 'README.md'],
    ['from src/', 'state/startup.ts', 'docs/architecture.md'],
    ['from a folder the text is about', 'handlers/member.ts', 'docs/platform.md'],
    ['a bare name', 'budgets.json', 'docs/performance.md'],
  ])('resolves a real path %s', (_, path, from) => {
    expect(resolves(path, from, names, files)).toBe(true);
  });

  it('reads comments, not strings: a path in a string is code, not a claim', () => {
    const source = "const a = 'nowhere/x.ts'; // see src/state/startup.ts\n/* and state/store.ts */";
    expect(comments(source, 'x.ts').flatMap((c) => pathTokens(c.text).map((t) => t.token))).toEqual([
      'src/state/startup.ts',
      'state/store.ts',
    ]);
  });
});

/** The folder names the architecture's "Repository layout" block lists (`  core/`, `platform/server/`). */
function layoutFolders(): Set<string> {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const block = /## Repository layout\n+```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  const listed = new Set<string>();
  let parent = '';
  for (const line of block.split('\n')) {
    const m = /^( *)([\w.-]+(?:\/[\w.-]+)*)\/ /.exec(line + ' ');
    if (!m) continue;
    if (m[1]!.length === 0) parent = m[2]!;
    listed.add(m[1]!.length > 0 ? `${parent}/${m[2]}` : m[2]!);
    if (m[1]!.length === 0) listed.add(m[2]!.split('/')[0]!);
  }
  return listed;
}

describe('docs/architecture.md lists the repository', () => {
  it('every folder under src/', () => {
    const folders = readdirSync('src', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `src/${d.name}`);
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((f) => !layoutFolders().has(f))).toEqual([]);
  });

  it('every tracked folder at the root', () => {
    const roots = [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!))];
    expect(roots.filter((f) => !layoutFolders().has(f))).toEqual([]);
  });
});
