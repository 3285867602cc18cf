/**
 * Fault injection for tests and demos (INGAME_FAULTS=1 only): rules matched against the request
 * path switch a route to latency, no answer, HTTP 500, a given Code, a malformed body or a body
 * with wrong types, for `count` requests (or until cleared).
 */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'hang' }
  | { kind: 'http500' }
  | { kind: 'code'; code: number; message?: string }
  | { kind: 'malformed' }
  /** A success envelope (`Code: 0`) whose `Data` has the wrong shape for every call (a string). */
  | { kind: 'wrongTypes' };

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
  return ['latency', 'hang', 'http500', 'code', 'malformed', 'wrongTypes'].includes(fault.kind);
}
