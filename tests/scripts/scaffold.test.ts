/**
 * The scaffold (`npm run new`, scripts/new.mjs) in a temporary copy of the repository, on the two
 * tasks of issue 43 and the new-call case:
 *
 * 1. `<ingame-sign-in>`, an element of the member feature over the existing `GET /member/sign-in`,
 *    with an attribute the operator sets: it touches only the member folder, the feature's catalog,
 *    the manifest line, the end-to-end matrices' cells and generated files, and reuses the member
 *    feature's sign-in resource (so a sign-in made in `<ingame-vip>` shows in it): no edit of the
 *    contract or the platform to undo.
 * 2. A new feature with two elements and a new bearer call: its resource's key holds the session.
 *
 * Then, with no other file edited, the copy passes ESLint on every written or edited file, Prettier,
 * the typecheck, every generated-list check and the new unit tests. Slow (a full typecheck), so it
 * is its own Vitest project, `scripts`: `npx vitest run --project scripts`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
let dir = '';

/** Every file of the repository that git knows or would add (not node_modules, dist, compiled catalogs). */
const repoFiles = (cwd: string) =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(cwd, f)));

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
const read = (f: string) => readFileSync(join(dir, f), 'utf8');

/** The copy's files and their text, to tell what a scaffold wrote and edited. */
const snapshot = () => new Map(repoFiles(dir).map((f) => [f, read(f)]));
function diff(before: Map<string, string>) {
  const after = snapshot();
  return {
    written: [...after.keys()].filter((f) => !before.has(f)).sort(),
    edited: [...before]
      .filter(([f, text]) => after.get(f) !== text)
      .map(([f]) => f)
      .sort(),
  };
}

/** What follows from the manifest and the JSDoc (scripts/gen-features.mjs, scripts/element-docs.mjs). */
const GENERATED = [
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
];
const MATRICES = ['tests/e2e/faults.test.ts', 'tests/e2e/hostile.test.ts'];
const LOCALES = 17;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ingame-scaffold-'));
  // Real copies, not hard links: the scaffold rewrites files in place, which would write through a link.
  execFileSync('sh', ['-c', `tar -C "${repo}" -cf - --null -T - | tar -C "${dir}" -xf -`], {
    input: repoFiles(repo).join('\0'),
  });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  // A repository of its own, for the checks that ask git (.gitattributes) and for the snapshots.
  execFileSync('git', ['init', '-q'], { cwd: dir });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run new', () => {
  it('does both tasks of issue 43 and a new call, and the copy passes lint, typecheck and every list check', async () => {
    // 1. <ingame-sign-in> in the member feature, over the call the contract already has.
    let before = snapshot();
    const signIn = await node(
      'scripts/new.mjs',
      'element',
      'member',
      'ingame-sign-in',
      '--call',
      'GET /member/sign-in',
      '--attr',
      'compact:boolean',
    );
    expect(signIn.code, signIn.output).toBe(0);
    const first = diff(before);
    expect(first.written).toEqual(
      [
        'elements/ingame-sign-in.ts',
        'src/features/member/sign-in.tsx',
        'stories/elements/ingame-sign-in.stories.tsx',
        'tests/unit/sign-in.test.tsx',
      ].sort(),
    );
    const catalogs = first.edited.filter((f) => /^locales\/[\w-]+\/member\.po$/.test(f));
    expect(catalogs).toHaveLength(LOCALES);
    expect(first.edited.filter((f) => !catalogs.includes(f))).toEqual(
      [
        'features.mjs',
        'elements/react.ts',
        ...MATRICES,
        ...GENERATED.filter((f) => f !== 'elements/catalogs.ts'),
      ].sort(),
    );
    // Nothing to undo: the manifest gains one tag on member's line, no call or handler is touched,
    // and the element reads member's own sign-in resource (keyed by the session).
    expect(read('features.mjs')).toContain(
      "{ name: 'member', elements: ['ingame-vip', 'ingame-level', 'ingame-sign-in'] }",
    );
    const component = read('src/features/member/sign-in.tsx');
    expect(component).toContain("import { signInFamily } from './member.api';");
    expect(component).toMatch(/useResource\(signInFamily, ready && token \? token : null\)/);
    // The operator's attribute: declared once in the element file, typed in the props.
    const element = read('elements/ingame-sign-in.ts');
    expect(element).toContain("compact: { type: 'boolean' }");
    expect(element).toContain("declareElement('ingame-sign-in'");
    expect(component).toMatch(/compact\?: boolean/);
    expect(read('locales/en/member.po')).toMatch(
      /#: src\/features\/member\/sign-in\.tsx\nmsgid "member\.signIn\.title"\nmsgstr "Sign in"/,
    );

    // 2. A new feature with a new (bearer) call.
    before = snapshot();
    const feature = await node(
      'scripts/new.mjs',
      'feature',
      'scaffold-probe',
      'ingame-scaffold-probe',
      'ingame-probe-list',
    );
    expect(feature.code, feature.output).toBe(0);
    const second = diff(before);
    const name = 'scaffold-probe';
    for (const f of [
      `src/features/${name}/${name}.api.ts`,
      `src/features/${name}/${name}.css`,
      `src/features/${name}/${name}.catalog.ts`,
      `src/features/${name}/scaffold-probe.tsx`,
      `src/features/${name}/probe-list.tsx`,
      `src/api/contract/${name}.ts`,
      `platform/server/handlers/${name}.ts`,
      `locales/de/${name}.po`,
    ])
      expect(second.written, f).toContain(f);
    // No end-to-end stub that CI never runs: the matrices' cells are the element's end-to-end test.
    expect(second.written.filter((f) => f.startsWith('tests/e2e/'))).toEqual([]);
    expect(second.edited.sort()).toEqual(
      [
        'features.mjs',
        'elements/react.ts',
        'src/api/contract/endpoints.ts',
        'src/api/contract/index.ts',
        'src/api/contract/readers.ts',
        'platform/server/handlers.ts',
        ...MATRICES,
        ...GENERATED,
      ].sort(),
    );
    // A bearer call's answer is the player's own: its resource is keyed by the session too.
    expect(read(`src/features/${name}/${name}.api.ts`)).toContain('(k) => `${k.token}|${k.apiId}|${k.locale}`');

    const touched = [...new Set([...first.written, ...first.edited, ...second.written, ...second.edited])];
    const code = touched.filter(
      (f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.endsWith('.catalog.ts') && !GENERATED.includes(f),
    );
    const bin = (b: string) => join(dir, 'node_modules', b);
    const [lint, format, typecheck, generators, lists] = await Promise.all([
      node(bin('eslint/bin/eslint.js'), ...code),
      node(bin('prettier/bin/prettier.cjs'), '--check', ...code),
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
        'tests/unit/sign-in.test.tsx',
        `tests/unit/${name}.test.tsx`,
        'tests/unit/probe-list.test.tsx',
      ),
    ]);
    expect(lint.code, `eslint:\n${lint.output}`).toBe(0);
    expect(format.code, `prettier:\n${format.output}`).toBe(0);
    expect(typecheck.code, `tsc:\n${typecheck.output}`).toBe(0);
    expect(generators.code, `generators:\n${generators.output}`).toBe(0);
    expect(lists.code, `list checks:\n${lists.output}`).toBe(0);

    // A second run refuses to overwrite.
    const again = await node('scripts/new.mjs', 'feature', name, 'ingame-scaffold-probe');
    expect(again.code).toBe(1);
    expect(again.output).toContain('Already there');
  }, 600_000);
});
