/**
 * Types a host can use (#17): compiles a small host project (tests/fixtures/host: a page that
 * loads the ESM entry and a React 19 component) against the built declarations in dist/types,
 * resolved the way a host resolves them — `import 'ingame-widgets'` through package.json `exports`
 * and its `types` conditions (the fixture sits inside the package, so the name resolves to it) —
 * with Bundler and with NodeNext resolution, library checking on. A generated file also asks for
 * every tag of the manifest and every `ingame-*` event the sources emit, so a new element or event
 * without its declaration fails here. Runs after the build (no browser needed); it never builds.
 * The fixture's `@ts-expect-error` probes fail the compile when a misspelt tag, attribute, a wrong
 * value or a wrong handler type stops being an error (React JSX, the tag map, IngameElementOf).
 * A Svelte 5 host is checked with the real svelte-check (below).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { ELEMENT_TAGS } from '../../features.mjs';

const FIXTURE = resolve('tests/fixtures/host');
const ENTRY = resolve('dist/types/elements/index.d.ts');
const COVERAGE = join(FIXTURE, 'coverage.generated.ts');
/** The fixture files opt out of the repository's own typecheck (it runs before the build); not here. */
const NOCHECK = /^\/\/ @ts-nocheck.*$/m;

/** Every `ingame-*` event the sources emit (`emit('ingame-…'`) or an element declares (the manifest). */
function hostEvents(): string[] {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
    modules: { declarations: { events?: { name: string }[] }[] }[];
  };
  const names = new Set<string>(
    manifest.modules.flatMap((m) => m.declarations.flatMap((d) => (d.events ?? []).map((e) => e.name))),
  );
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name))
        for (const m of readFileSync(path, 'utf8').matchAll(/\bemit\(\s*'(ingame-[a-z-]+)'/g)) names.add(m[1]!);
    }
  };
  walk('src');
  return [...names].sort();
}

/** A host file that names every tag and event: a missing one is a compile error, an `any` one too. */
function coverageSource(tags: readonly string[], events: readonly string[]): string {
  const lines = [
    "import type { IngameElement } from 'ingame-widgets';",
    'type Expect<T extends true> = T;',
    'type NotAny<T> = 0 extends 1 & T ? false : true;',
    'type IsElement<T> = [T] extends [IngameElement] ? NotAny<T> : false;',
    ...tags.map((tag, i) => `export type Tag${i} = Expect<IsElement<HTMLElementTagNameMap['${tag}']>>;`),
    ...events.map(
      (event, i) =>
        `export type Event${i} = Expect<NotAny<GlobalEventHandlersEventMap['${event}']['detail']>>;\n` +
        `export type ElementEvent${i} = Expect<NotAny<HTMLElementEventMap['${event}']['detail']>>;`,
    ),
  ];
  return lines.join('\n') + '\n';
}

function compile(resolution: 'Bundler' | 'NodeNext'): string[] {
  assert.ok(
    existsSync(ENTRY),
    'dist/types is missing: run `npm run build` first (or `npx tsc -p tsconfig.build.json` for the types alone).',
  );
  const config = ts.readConfigFile(join(FIXTURE, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(config.error, undefined, 'tests/fixtures/host/tsconfig.json must parse');
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, FIXTURE);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    ...(resolution === 'NodeNext'
      ? { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }
      : {}),
  };
  const generated = coverageSource(ELEMENT_TAGS, hostEvents());
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.fileExists = (
    (exists) => (file: string) =>
      file === COVERAGE || exists(file)
  )(host.fileExists.bind(host));
  host.readFile = (file) => {
    if (file === COVERAGE) return generated;
    const text = readFile(file);
    return text !== undefined && file.startsWith(FIXTURE) ? text.replace(NOCHECK, '') : text;
  };
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, create) => {
    if (file === COVERAGE || file.startsWith(FIXTURE)) {
      const text = host.readFile(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, language);
    }
    return getSourceFile(file, language, onError, create);
  };
  const program = ts.createProgram([...parsed.fileNames, COVERAGE], options, host);
  for (const file of parsed.fileNames)
    assert.doesNotMatch(program.getSourceFile(file)!.text, /@ts-nocheck/, `${file} is checked here`);
  // The package's own declarations must be what the fixture reads.
  assert.ok(
    program.getSourceFiles().some((f) => resolve(f.fileName) === ENTRY),
    `the host program reads ${ENTRY} through exports["."].types`,
  );
  return ts.getPreEmitDiagnostics(program).map((d) =>
    ts
      .formatDiagnostic(d, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => process.cwd(),
        getNewLine: () => '\n',
      })
      .trim(),
  );
}

describe('a TypeScript host compiles against the built package (#17)', () => {
  for (const resolution of ['Bundler', 'NodeNext'] as const) {
    it(`gets element, event and JSX types with ${resolution} resolution`, () => {
      assert.deepEqual(compile(resolution), []);
    });
  }

  it('asks for every event the sources emit (the scan finds them)', () => {
    const events = hostEvents();
    for (const event of [
      'ingame-error',
      'ingame-verified',
      'ingame-language-change',
      'ingame-close',
      'ingame-gift-code',
    ])
      assert.ok(events.includes(event), `${event} is found in src/ or elements/`);
    assert.ok(ELEMENT_TAGS.includes('ingame-marquee'));
  });
});

/**
 * A Svelte 5 host (tests/fixtures/svelte-host): svelte and svelte-check installed from npm's cache
 * into a temporary copy (about 4 s), the package's types copied to node_modules/ingame-widgets, and
 * svelte-check run on it. Lobby.svelte must check cleanly (typed attributes, inline handlers whose
 * event is typed); each line of Wrong.svelte marked `wrong:` must fail, and no other. A misspelt tag
 * cannot fail in Svelte: svelte's own types take any tag name.
 */
describe('a Svelte 5 host checks the elements with svelte-check (types/svelte.d.ts)', () => {
  const work = mkdtempSync(join(tmpdir(), 'svelte-host-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('accepts the typed page and fails each wrong attribute, value and handler', () => {
    cpSync(resolve('tests/fixtures/svelte-host'), work, { recursive: true });
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    assert.equal(npm.status, 0, npm.stdout + npm.stderr);
    // The package as installed (a folder, not a link: types resolve `svelte/elements` from the host).
    for (const file of ['package.json', 'types/svelte.d.ts'])
      cpSync(resolve(file), join(work, 'node_modules/ingame-widgets', file));
    const check = spawnSync(
      join(work, 'node_modules/.bin/svelte-check'),
      ['--output', 'machine', '--tsconfig', './tsconfig.json'],
      { cwd: work, encoding: 'utf8' },
    );
    const errors = check.stdout
      .split('\n')
      .map((line) => /^\d+ ERROR "([^"]+)" (\d+):\d+ (.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => ({ file: m[1]!, line: Number(m[2]), message: m[3]! }));
    const wrongLines = readFileSync(join(work, 'src/Wrong.svelte'), 'utf8')
      .split('\n')
      .flatMap((text, i) => (text.includes('<!-- wrong:') ? [i + 1] : []));
    assert.equal(wrongLines.length, 4);
    assert.deepEqual(
      errors.filter((e) => e.file !== 'src/Wrong.svelte'),
      [],
      'Lobby.svelte and app.d.ts check cleanly',
    );
    assert.deepEqual(
      [...new Set(errors.map((e) => e.line))].sort((a, b) => a - b),
      wrongLines,
      `each marked line of Wrong.svelte fails, and only those:\n${check.stdout}`,
    );
  });
});
