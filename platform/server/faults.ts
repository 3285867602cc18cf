/**
 * Fault injection for tests and demos (INGAME_FAULTS=1 only): rules matched against the request
 * path switch a route to latency, no answer, HTTP 500, a given Code, a malformed body, a body
 * with wrong types or the real answer made hostile, for `count` requests (or until cleared).
 */
import { ITEM_CARD_KINDS, PRIZE_STATES } from '../../src/api/contract/index.ts';

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'hang' }
  | { kind: 'http500' }
  | { kind: 'code'; code: number; message?: string }
  | { kind: 'malformed' }
  /** A success envelope (`Code: 0`) whose `Data` has the wrong shape for every call (a string). */
  | { kind: 'wrongTypes' }
  /**
   * The real handler's answer with its `Data` (and a non-empty `Message`) rewritten from the
   * hostile-input corpus (`hostileData`): `strings` (the default) turns every server string into
   * markup, `$&` patterns, unsafe links and colours, 10 kB text; `numbers` turns numbers huge or
   * negative and every time into a negative one. `Code` and the HTTP status stay the handler's.
   */
  | { kind: 'hostile'; values?: 'strings' | 'numbers' };

/** The `Data` of a `wrongTypes` answer: a string, which is the wrong shape for every call. */
export const WRONG_TYPES_DATA = 'not what you expected';

export interface FaultRule {
  /** A substring or a /regex/ of the path (after /api). */
  route: string;
  fault: Fault;
  /** How many requests it applies to; omitted = until cleared. */
  count?: number;
}

export function createFaults() {
  let rules: (FaultRule & { remaining: number })[] = [];
  const matches = (rule: FaultRule, path: string) => {
    if (rule.route.startsWith('/') && rule.route.endsWith('/') && rule.route.length > 2) {
      try {
        return new RegExp(rule.route.slice(1, -1)).test(path);
      } catch {
        return false;
      }
    }
    return path.includes(rule.route);
  };
  return {
    add(input: FaultRule[]) {
      for (const rule of input) rules.push({ ...rule, remaining: rule.count ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      rules = [];
    },
    list: () =>
      rules.map(({ remaining, ...rule }) => ({ ...rule, remaining: Number.isFinite(remaining) ? remaining : null })),
    /** The fault for this request, consuming one use of its rule. */
    take(path: string): Fault | null {
      const rule = rules.find((r) => r.remaining > 0 && matches(r, path));
      if (!rule) return null;
      rule.remaining -= 1;
      return rule.fault;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

export function isFaultRule(value: unknown): value is FaultRule {
  if (typeof value !== 'object' || value === null) return false;
  const { route, fault } = value as FaultRule;
  if (typeof route !== 'string' || typeof fault !== 'object' || fault === null) return false;
  if (fault.kind === 'hostile') {
    const { values } = fault as { values?: unknown };
    return values === undefined || values === 'strings' || values === 'numbers';
  }
  return ['latency', 'hang', 'http500', 'code', 'malformed', 'wrongTypes'].includes(fault.kind);
}

// ─── the hostile-input corpus (#16) ───

/** Marks every payload: a page where `window.__pwned` is set ran server text as code. */
export const PWNED = 'window.__pwned=1';
/** The only foreign host in the corpus: a request to it means server text became a URL. */
export const EVIL_HOST = 'evil.example';

/** Text fields: markup, replacement patterns, placeholders, control characters, 10 kB. */
export const HOSTILE_TEXT: readonly string[] = [
  `<img src=x onerror="${PWNED}">`,
  `</style><script>${PWNED}</script>`,
  `"><svg onload="${PWNED}"></svg><a href="javascript:${PWNED}">link</a>`,
  "$& $' $` $$ $1 $<name>",
  '{token} {0} {name, plural, other {#}} %s',
  '\u202e\u0000 bidi override and NUL',
  `${'ten kilobytes '.repeat(731)}<img src=x onerror="${PWNED}">`,
];
/** Link and picture fields (`Url`, `Link`, `Image`, …): schemes and tricks that must stay inert. */
export const HOSTILE_LINKS: readonly string[] = [
  `javascript:${PWNED}`,
  `data:text/html,<script>${PWNED}</script>`,
  ` JaVaScRiPt:${PWNED}`,
  `java\tscript:${PWNED}`,
  `/\\${EVIL_HOST}/x.png`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${PWNED}"/>`,
];
/** Colour fields: a colour that carries a declaration or a url(). */
export const HOSTILE_COLOURS: readonly string[] = [
  `red;background:url(https://${EVIL_HOST}/a)`,
  `url(https://${EVIL_HOST}/b)`,
  `red}</style><style>*{background:url(https://${EVIL_HOST}/c)}`,
  `var(--x,url(https://${EVIL_HOST}/d))`,
];
/** Numbers (`numbers`): huge, beyond 2^53, negative, the largest double, fractional. */
export const HOSTILE_NUMBERS: readonly number[] = [1e21, 2 ** 53 + 2, -1, Number.MAX_VALUE, 0.5];
/** Times (`numbers`): ISO instants before year 0 and at the very start of the Date range. */
export const HOSTILE_TIMES: readonly string[] = ['-000001-01-01T00:00:00.000Z', '-271821-04-20T00:00:00.000Z'];
/** Millisecond times (`numbers`): negative. */
export const HOSTILE_TIME_MS: readonly number[] = [-1, -8.64e15];

/** How many hostile values the corpus holds (printed by the end-to-end test). */
export const HOSTILE_CORPUS_SIZE =
  HOSTILE_TEXT.length +
  HOSTILE_LINKS.length +
  HOSTILE_COLOURS.length +
  HOSTILE_NUMBERS.length +
  HOSTILE_TIMES.length +
  HOSTILE_TIME_MS.length;

/**
 * Contract enumerations (every `oneOf` of src/api/contract) stay as they are: a reader refuses
 * any other value (5001, as `wrongTypes` already covers), which would keep the corpus from ever
 * reaching a renderer.
 */
const ENUM_VALUES = new Set<string>([
  ...PRIZE_STATES,
  ...ITEM_CARD_KINDS,
  ...['dice', 'limbo', 'plinko', 'mines', 'keno', 'wheel', 'crash', 'crash52', 'SHA256', 'SHA512'],
  ...['comingSoon', 'running', 'concluded', 'exp', 'all', 'none', 'ready', 'opened'],
  ...['bet', 'rounds', 'games', 'signIn', 'day', 'week', 'brand'],
  ...['totalWin', 'totalBet', 'highestMultiplier', 'casino'],
]);

const LINK_KEY = /(url|link|image|icon|href|src|logo|picture|avatar)$/i;
const COLOUR_KEY = /colou?r/i;
const TIME_KEY = /(Time|Date|Update|At)$/;
const ISO_TIME = /^\d{4}-\d\d-\d\d([T ]|$)/;

/**
 * The `Data` of an answer made hostile, deterministically: values are taken from the corpus in
 * the order they are met, by the kind of field (its key, or its parent's for list items).
 */
export function hostileData(data: unknown, values: 'strings' | 'numbers' = 'strings'): unknown {
  let n = 0;
  const pick = <T>(corpus: readonly T[]) => corpus[n++ % corpus.length]!;
  const walk = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    if (typeof value === 'string') {
      if (ENUM_VALUES.has(value)) return value;
      const time = ISO_TIME.test(value);
      if (values === 'numbers') return time ? pick(HOSTILE_TIMES) : value;
      if (time) return value;
      if (LINK_KEY.test(key)) return pick(HOSTILE_LINKS);
      if (COLOUR_KEY.test(key)) return pick(HOSTILE_COLOURS);
      return `${value}${pick(HOSTILE_TEXT)}`;
    }
    if (typeof value === 'number' && values === 'numbers')
      return TIME_KEY.test(key) ? pick(HOSTILE_TIME_MS) : pick(HOSTILE_NUMBERS);
    return value;
  };
  return walk(data, '');
}
