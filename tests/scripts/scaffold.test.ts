/**
 * The scaffold (`npm run new -- feature <name> <tag…>`, scripts/new.mjs) in a temporary copy of the
 * repository: it adds a throwaway feature with two elements, and with no other file edited the copy
 * passes ESLint on every file the scaffold wrote or edited, the typecheck, and every generated-list
 * check (the generators' --check, features / derived-lists / element-manifest tests) plus the new
 * feature's own unit test. Slow (a full typecheck), so it is its own Vitest project, `scripts`,
 * which `npm test` runs once and `npm run test:unit` does not: `npx vitest run --project scripts`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
const NAME = 'scaffold-probe';
const TAGS = ['ingame-scaffold-probe', 'ingame-probe-list'];
let dir = '';
let before = new Map<string, string>();

/** Every file of the repository that git knows or would add (not node_modules, dist, compiled catalogs). */
const repoFiles = () =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(repo, f)));

/** Run a command in the copy; resolves with its exit code and output. */
function runIn(command: string, args: string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
const node = (...args: string[]) => runIn(process.execPath, args);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ingame-scaffold-'));
  const files = repoFiles();
  // Real copies, not hard links: the scaffold rewrites files in place, which would write through a link.
  execFileSync('sh', ['-c', `tar -C "${repo}" -cf - --null -T - | tar -C "${dir}" -xf -`], {
    input: files.join('\0'),
  });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  // A repository of its own, for the checks that ask git (.gitattributes).
  execFileSync('git', ['init', '-q'], { cwd: dir });
  before = new Map(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run new -- feature <name> <tag…>', () => {
  it('writes a feature that passes lint, typecheck and every list check, editing only the lists it must', async () => {
    const scaffold = await node('scripts/new.mjs', 'feature', NAME, ...TAGS);
    expect(scaffold.code, scaffold.output).toBe(0);

    const written = [
      `src/features/${NAME}/${NAME}.api.ts`,
      `src/features/${NAME}/${NAME}.css`,
      `src/features/${NAME}/${NAME}.catalog.ts`,
      `src/features/${NAME}/scaffold-probe.tsx`,
      `src/features/${NAME}/probe-list.tsx`,
      ...TAGS.flatMap((t) => [`elements/${t}.ts`, `stories/elements/${t}.stories.tsx`]),
      `tests/unit/${NAME}.test.tsx`,
      `tests/e2e/${NAME}.e2e-todo.ts`,
      `src/api/contract/${NAME}.ts`,
      `demo/server/handlers/${NAME}.ts`,
    ];
    for (const f of written) expect(existsSync(join(dir, f)), f).toBe(true);
    expect(existsSync(join(dir, `locales/de/${NAME}.po`))).toBe(true);

    // The files it changed: the lists it edits by anchor, and what the generators derive.
    const changed = [...before].filter(([f, text]) => readFileSync(join(dir, f), 'utf8') !== text).map(([f]) => f);
    expect(changed.sort()).toEqual(
      [
        'features.mjs',
        'src/api/contract/endpoints.ts',
        'src/api/contract/index.ts',
        'src/api/contract/readers.ts',
        'demo/server/handlers.ts',
        'tests/e2e/faults.test.ts',
        'tests/e2e/hostile.test.ts',
        // generated
        'elements/all.ts',
        'elements/catalogs.ts',
        'elements/registry.ts',
        'elements/types.ts',
        'custom-elements.json',
        'vscode.html-custom-data.json',
        'web-types.json',
        'docs/elements.md',
        'types/svelte.d.ts',
        'types/vue.d.ts',
        'demo/public/element-page.js',
      ].sort(),
    );

    const bin = (name: string) => join(dir, 'node_modules', name);
    const [lint, typecheck, generators, lists] = await Promise.all([
      node(
        bin('eslint/bin/eslint.js'),
        ...written.filter((f) => !f.endsWith('.css')),
        ...changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f)),
      ),
      node(bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'),
      node(
        '-e',
        "import('./scripts/gen-features.mjs').then(async (a) => { const b = await import('./scripts/element-docs.mjs'); const stale = [...a.staleFiles(), ...b.staleFiles()]; if (stale.length) { console.error(stale.join(', ')); process.exit(1); } })",
      ),
      node(
        bin('vitest/vitest.mjs'),
        'run',
        '--project',
        'unit',
        'tests/unit/features.test.ts',
        'tests/unit/derived-lists.test.ts',
        'tests/unit/element-manifest.test.ts',
        `tests/unit/${NAME}.test.tsx`,
      ),
    ]);
    expect(lint.code, `eslint:\n${lint.output}`).toBe(0);
    expect(typecheck.code, `tsc:\n${typecheck.output}`).toBe(0);
    expect(generators.code, `generators:\n${generators.output}`).toBe(0);
    expect(lists.code, `list checks:\n${lists.output}`).toBe(0);

    // The element is in every list a new element used to miss.
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    for (const tag of TAGS) {
      expect(read('elements/types.ts')).toContain(`import './${tag}.js';`);
      expect(read('demo/public/element-page.js')).toContain(`'${tag}': ['lang']`);
      expect(read('tests/e2e/faults.test.ts')).toContain(`'${tag}': {`);
      expect(read('tests/e2e/hostile.test.ts')).toContain(`'${tag}': { echoes: true }`);
    }

    // A second run refuses to overwrite.
    const again = await node('scripts/new.mjs', 'feature', NAME, ...TAGS);
    expect(again.code).toBe(1);
    expect(again.output).toContain('Already there');
  }, 600_000);
});
