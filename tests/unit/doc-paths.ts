/**
 * The repository paths the docs and the code's comments name (issue 43 item 6): every one must
 * exist, so a renamed or deleted file cannot leave a guide or a comment pointing at nothing.
 * Shared by tests/unit/docs-paths.test.ts; plain functions over the working tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';

/** Every file git tracks or would add (what a fresh clone holds, and new files not committed yet). */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && existsSync(f));
}

/** Extensions a named file is recognised by; anything else (e.g. `v0.1.0`, `1.5`) is not a path. */
const EXT = 'ts|tsx|mts|mjs|cjs|js|jsx|json|md|mdx|css|po|py|sql|html|yml|yaml|svg|png|webp|sh';

/** Roots a path may be written from: `src/x`, `elements/x`, or a layer (`state/x` = `src/state/x`). */
const TOP = /^(src|elements|demo|scripts|tests|docs|locales|stories|types|assets|\.storybook|\.ci)\//;

/**
 * Outputs and outside things a text may name that are not in the repository: the build (`dist/`,
 * `storybook-static/`), installed packages, the product description beside the repo, run output.
 */
const NOT_IN_REPO =
  /^(dist|storybook-static|node_modules|test-results|\.data|\.scratch|\.\.\/shared|~|\/)|^[a-z]+:\/\/|^(ingame|iife\.node|fairness|app|app-early)\.(js|iife\.js|bundle\.iife\.js)$|\.js\.map$/;

/** A placeholder (`<f>`, `{version}`, `*`, `…`, `x.js`) names a pattern, not a file. */
const PLACEHOLDER =
  /[<>{}*…[\]]|\.\.\.|^[A-Z]\.[a-z]+$|^(Next|Node|Vue|Nuxt)\.js$|\$\{|\b(x|y|foo|name|file|tag|feature|f)\.[a-z]+$|\bx\//;

export interface PathRef {
  file: string;
  line: number;
  path: string;
}

/** Path-like tokens in free text: `x/y.ts`, `x/y/`, `budgets.json` (a file name with an extension). */
export function pathTokens(text: string): { token: string; index: number }[] {
  const found: { token: string; index: number }[] = [];
  const re = new RegExp(
    // a token ends before whitespace, quotes, brackets, backticks or sentence punctuation
    String.raw`(?<![\w@/.\-:])((?:\.{1,2}/)?[\w@.\-\[\]<>{}*…$]+(?:/[\w@.\-\[\]<>{}*…$]*)*)`,
    'g',
  );
  for (const m of text.matchAll(re)) {
    const token = m[1]!.replace(/[.:,;]+$/, '');
    const hasSlash = token.includes('/');
    const hasExt = new RegExp(`\\.(${EXT})$`).test(token);
    // A directory only counts when it starts at a known root (`src/lite/`), not `a/b` prose.
    if (!hasExt && !(hasSlash && TOP.test(token) && token.endsWith('/'))) continue;
    if (!hasSlash && !/^[\w.-]+\.[a-z]+$/.test(token)) continue;
    if (/^\d/.test(token) || /^\.[a-z.]+$/.test(token)) continue; // `1.5`, `.po`, `.d.ts`
    if (NOT_IN_REPO.test(token) || PLACEHOLDER.test(token)) continue;
    // Inside a URL (`https://cdn.example/ingame/dist/…`): the regex saw `//` before it.
    const before = text.slice(Math.max(0, m.index! - 200), m.index!);
    if (/[a-z]+:\/\/\S*$/i.test(before) || /\b[\w-]+\.(example|test|com|org|io|dev|net)\S*$/.test(before)) continue;
    if (/^[\w-]+\.(example|test|com|org|io|net|dev)\b/.test(token)) continue; // host names
    found.push({ token, index: m.index! });
  }
  return found;
}

/** Comments of a source file, with their offsets (parsed, so strings and regexes are not comments). */
export function comments(source: string, file: string): { text: string; pos: number }[] {
  const kind = /\.(tsx|jsx)$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const root = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined): void => {
    for (const r of ranges ?? []) seen.set(r.pos, source.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    node.forEachChild(visit);
  };
  visit(root);
  collect(ts.getLeadingCommentRanges(source, root.endOfFileToken.pos));
  return [...seen].map(([pos, text]) => ({ text, pos }));
}

/**
 * Where a named path may be found: from the repository root, from `src/` (`state/startup.ts`),
 * from the naming file's own folder or one of its parents (`handlers/member.ts` in platform/server),
 * or, for a bare file name (`budgets.json`, `readers.ts`), anywhere in the repository.
 */
export function resolves(path: string, from: string, names: Set<string>, files: string[]): boolean {
  // `../../src/x.ts` (a source map's view) and `./x.ts` name the same file as `src/x.ts`.
  const clean = path.replace(/^(\.{1,2}\/)+/, '').replace(/\/$/, '');
  if (!clean.includes('/') && !path.endsWith('/')) return names.has(clean) || existsSync(join(dirname(from), clean));
  const bases = ['', 'src'];
  for (let dir = dirname(from); dir !== '.' && dir !== '/'; dir = dirname(dir)) bases.push(dir);
  if (bases.some((base) => existsSync(join(base, clean)))) return true;
  // A path written from a folder the text is about (`contract/history.ts`, `handlers/member.ts`):
  // some tracked file or folder ends with it, at a folder boundary.
  return files.some((f) => f.endsWith(`/${clean}`) || f.includes(`/${clean}/`));
}

/** Every named path of one file that does not exist. */
export function missingPaths(file: string, files: string[]): PathRef[] {
  const names = new Set(files.map((f) => posix.basename(f)));
  const source = readFileSync(file, 'utf8');
  const parts =
    /\.(mdx?)$/.test(file) || !/\.[mc]?[jt]sx?$/.test(file) ? [{ text: source, pos: 0 }] : comments(source, file);
  const missing: PathRef[] = [];
  for (const part of parts)
    for (const { token, index } of pathTokens(part.text)) {
      if (resolves(token, file, names, files)) continue;
      const line = source.slice(0, part.pos + index).split('\n').length;
      missing.push({ file, line, path: token });
    }
  return missing;
}
