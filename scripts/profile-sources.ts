/**
 * The arithmetic of scripts/bench-profile.ts (issue 45): a V8 CPU profile (CDP `Profiler.stop`) read
 * as self time per place in a window of the load, each sample's leaf named by the caller (through
 * the build's source maps there). Kept apart from the browser so a unit test can check it
 * (tests/unit/profile-sources.test.ts).
 */

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as CDP gives them. */
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  /** µs, the profile's own clock. */
  startTime: number;
  endTime: number;
  samples: number[];
  /** µs from the previous sample (the first: from `startTime`). */
  timeDeltas: number[];
}

/** Each sample: when it was taken (µs), how long it stands for (µs, until the next) and its stack, leaf first. */
function* samplesOf(profile: CpuProfile): Generator<{ at: number; span: number; stack: CallFrame[] }> {
  const node = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  let at = profile.startTime;
  for (const [k, id] of profile.samples.entries()) {
    at += profile.timeDeltas[k] ?? 0;
    const stack: CallFrame[] = [];
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) stack.push(node.get(up)!.callFrame);
    yield { at, span: profile.timeDeltas[k + 1] ?? 0, stack };
  }
}

/** When the page first ran the function named `marker` (µs, the profile's clock), or null if never sampled. */
export function markerTime(profile: CpuProfile, marker: string): number | null {
  for (const s of samplesOf(profile)) if (s.stack.some((f) => f.functionName === marker)) return s.at;
  return null;
}

/** Self time (ms) of the samples taken in [from, to] (µs), per `where(leaf)`, largest first. */
export function selfTime(
  profile: CpuProfile,
  from: number,
  to: number,
  where: (leaf: CallFrame) => string,
): [string, number][] {
  const totals = new Map<string, number>();
  for (const s of samplesOf(profile)) {
    if (s.at < from || s.at > to) continue;
    const key = where(s.stack[0]!);
    totals.set(key, (totals.get(key) ?? 0) + s.span / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * A source map's source as a reader knows it: a package's path from its name on
 * (`react-dom/cjs/…`), our own from the repository's root (`src/features/…`).
 */
export const sourceName = (source: string) =>
  source
    .replace(/^.*\/node_modules\//, '')
    .replace(/^(?:\.\.\/)+/, '')
    .replace(/^webpack:\/\/\//, '');

/**
 * The V8 profile's own entries, which no script owns: `(program)` is the engine's and the page's
 * native work outside script (parsing, compiling, style, layout), `(idle)` the thread waiting,
 * `(garbage collector)` itself. A native function (fetch, querySelector) keeps its name.
 */
export const engineName = (frame: CallFrame) =>
  frame.functionName.startsWith('(') ? frame.functionName : `native ${frame.functionName || '(anonymous)'}`;
