/**
 * The first page of rounds of each `<ingame-history>` on an operator's page, asked for as soon as
 * the entry's own exchange of the game token answers (elements/early-calls.ts, issue 45): the
 * first rows one round trip after the session, not after the code has arrived and run (at CPU ×4
 * their call waited for the runtime, the games list and a render). A chunk of its own, which the
 * entry asks for beside the exchange only on a page with a history: no other page pays for it.
 *
 * Each call carries that session in its Authorization header (never the address) and is left for
 * the data layer as the entry's other calls are: registered before start-up reads the same answer,
 * taken once, only by that session and for the URL the list asks first (state/early.ts; the query
 * in src/features/history/history.api.ts).
 */

/** An answer as the entry keeps it (src/state/early.ts EarlyAnswer). */
interface Answer {
  status: number;
  text: string;
}

/** The history list's page size (src/features/history/history-rules.ts PAGE_SIZE). */
const PAGE_SIZE = 50;

/**
 * The first page each `<ingame-history>` of the page shows — a game number, no date: the list's
 * first ask (`prefetchHistory`) — as the path the client calls, in the element's API language
 * (`langOf`: its `lang`, else the page's).
 */
export function historyPages(doc: Document, langOf: (el: Element) => string): string[] {
  const paths = new Set<string>();
  for (const el of doc.querySelectorAll('ingame-history')) {
    const game = el.getAttribute('game')?.trim() ?? '';
    if (!/^\d{1,9}$/.test(game)) continue;
    paths.add(
      `/history/${Number(game)}/get-history-record?LangId=${langOf(el)}` +
        `&StartRowIndex=0&EndRowIndex=${PAGE_SIZE - 1}&LogIndexAsRoundIndex=false`,
    );
  }
  return [...paths];
}

/** Once the exchange (`session`) answers a session token, `ask` each history's first page with it. */
export async function askFirstPages(
  doc: Document,
  langOf: (el: Element) => string,
  session: Promise<Answer>,
  ask: (path: string, body: undefined, token: string) => unknown,
): Promise<void> {
  const pages = historyPages(doc, langOf);
  if (!pages.length) return;
  const { status, text } = await session;
  const token = status === 200 ? (JSON.parse(text) as { Data?: { Token?: unknown } } | null)?.Data?.Token : null;
  if (typeof token === 'string') for (const path of pages) ask(path, undefined, token);
}
