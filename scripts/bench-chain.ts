/**
 * The chain of dependent requests before a page's first text (issue 45), from its network log:
 * which request started only after which had finished. Pure, so the counting is tested
 * (tests/unit/bench-chain.test.ts); scripts/bench-ratio.ts reads the log from the page's resource
 * timing and prints the chain.
 *
 * A request's trigger is the request that finished last before it was asked for: it could not
 * have been asked sooner, whatever it waited for, than that answer. A request asked before any
 * other had finished hangs from the page itself (the preload scanner reads a page as it arrives).
 * Following triggers back from the requests answered before the first text, the deepest path is
 * the chain; its length after the page is the number of sequential round trips to the first text.
 */

/** One request of the log: ms from navigation start to when it was asked for and to its last byte. */
export interface LoggedRequest {
  name: string;
  start: number;
  end: number;
}

/** A step of the chain: its request, and the others of the same wave (the same trigger). */
export interface ChainStep extends LoggedRequest {
  beside: LoggedRequest[];
}

/**
 * The request that finished last before `request` was asked for; null when none had (the page's).
 * Only one asked strictly earlier counts, so two instant answers cannot be each other's trigger.
 */
export function triggerOf(request: LoggedRequest, requests: readonly LoggedRequest[]): LoggedRequest | null {
  let trigger: LoggedRequest | null = null;
  for (const other of requests)
    if (other.start < request.start && other.end <= request.start && (!trigger || other.end > trigger.end))
      trigger = other;
  return trigger;
}

/**
 * The chain to `readyAt`: the page, then each request in turn that started only after the one
 * before it finished, ending at the deepest request answered by `readyAt` (the latest answered of
 * equally deep ones) — of those `carriesText` names when it names any so answered (the calls whose
 * answer the text shows: a request the page made for something else can be deeper), else of all.
 * Requests asked after `readyAt` play no part; the page comes first always.
 */
export function requestChain(
  page: LoggedRequest,
  requests: readonly LoggedRequest[],
  readyAt: number,
  carriesText: (request: LoggedRequest) => boolean = () => true,
): ChainStep[] {
  const asked = requests.filter((r) => r !== page && r.start <= readyAt);
  const trigger = new Map<LoggedRequest, LoggedRequest>();
  for (const r of asked) trigger.set(r, triggerOf(r, asked) ?? page);
  const depth = new Map<LoggedRequest, number>([[page, 0]]);
  const depthOf = (r: LoggedRequest): number => {
    const known = depth.get(r);
    if (known !== undefined) return known;
    // A trigger was asked strictly earlier than its request, so the walk always ends at the page.
    const d = depthOf(trigger.get(r)!) + 1;
    depth.set(r, d);
    return d;
  };
  const answered = asked.filter((r) => r.end <= readyAt);
  const texts = answered.filter(carriesText);
  let last: LoggedRequest = page;
  for (const r of texts.length > 0 ? texts : answered) {
    const d = depthOf(r);
    if (d > depthOf(last) || (d === depthOf(last) && r.end > last.end)) last = r;
  }
  const path: LoggedRequest[] = [];
  for (let r: LoggedRequest | undefined = last; r; r = r === page ? undefined : trigger.get(r)) path.unshift(r);
  return path.map((step, i) => ({
    ...step,
    beside: i === 0 ? [] : asked.filter((r) => r !== step && trigger.get(r) === path[i - 1]),
  }));
}

/** Sequential round trips to the first text: the chain's requests after the page itself. */
export const roundTrips = (chain: readonly ChainStep[]): number => Math.max(0, chain.length - 1);

/** A request's short name for the printout: an API call's path, else the file's name. */
export function shortName(url: string): string {
  const { pathname } = new URL(url, 'http://x');
  if (pathname.startsWith('/api/')) return pathname.slice('/api'.length);
  return pathname.slice(pathname.lastIndexOf('/') + 1) || pathname;
}

/** The chain as lines for the printout, one per round trip, with what left beside each. */
export function describeChain(chain: readonly ChainStep[], indent = '       '): string[] {
  const ms = (n: number) => n.toFixed(0).padStart(5);
  return chain.map((step, i) => {
    const beside = step.beside.length ? `  beside: ${step.beside.map((r) => shortName(r.name)).join(', ')}` : '';
    return `${indent}${String(i).padStart(2)}. ${shortName(step.name).padEnd(40)} ${ms(step.start)} →${ms(step.end)} ms${beside}`;
  });
}
