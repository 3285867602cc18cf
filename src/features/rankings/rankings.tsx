/**
 * <ingame-rankings> and the events hub's tournaments section (§1, §2 tournament windows, §9).
 *
 * - `view="list"` (default): the operator's tournaments grouped by window (casino, crash) and type,
 *   each with its board; `type`, `window` and `ranking-id` narrow it (one board with `ranking-id`).
 * - `view="hub"`: the hub's section — the first running tournament's board open (its top rows and
 *   the player's own row), then the other running and coming tournaments and the operator's events,
 *   each a real `#/…` link. `#/ingame/action?ranking={id}` opens that tournament's full board.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { RankingSetting } from '../../api/contract';
import { useResource } from '../../state/resource';
import { sessionReadyAtom } from '../../state/session';
import { ErrorNotice } from '../../ui/error-notice';
import { FeatureScope } from '../../ui/feature-scope';
import { Spinner } from '../../ui/spinner';
import { RankingCard, StateBadge, useTexts } from './ranking-board';
import { boardFamily, boardKeyOf, eventListFamily, settingsFamily, type SettingsKey } from './rankings.api';
import { useNow } from '../../ui/use-now';
import { usePlayerFormat } from '../../ui/use-player-format';
import { useViewer } from './rankings-hooks';
import {
  asRankingId,
  asType,
  asWindow,
  boardHref,
  eventHref,
  filterSettings,
  groupSeries,
  hubPick,
  rankingFromHash,
  sortEvents,
  stateAt,
} from './rankings-rules';
import css from './rankings.css?inline';
import { rankingsCatalog } from './rankings.catalog';
import { RetryText } from '../../ui/retry-text';
import { useGroupedFailure } from '../../ui/error-group';

export interface RankingsProps {
  /** `totalWin`, `totalBet` or `highestMultiplier`: only that type. */
  type?: string;
  /** `casino` or `crash`: only that tournament window. */
  window?: string;
  /** One board: that ranking (and its past periods). */
  rankingId?: number | string;
  /** `list` (default) or `hub` (the events hub's tournaments section). */
  view?: string;
  /** Hub only, for the app's events hub (not an attribute): the section has shown its content. */
  onShown?: () => void;
}

// An event opened in place (a lobby page that did not handle `ingame-navigate`) loads its page then.
const EventPage = lazy(() => import('./event-page').then((m) => ({ default: m.EventPage })));

/** What `ingame-navigate` carries (the element's public API, see elements/ingame-rankings.ts). */
export interface NavigateDetail {
  /** The app route of the place (`/event/12`). */
  route: string;
  /** The same as a link (`#/event/12`). */
  href: string;
  /** What it opens. */
  what: 'event';
  id: number;
}

/**
 * An event link was followed: ask the host first with a cancelable `ingame-navigate` (bubbling,
 * composed, from the link); true when the host took it (called preventDefault). The app shell
 * takes it and opens the event inside the shell; a lobby page that does not gets the default.
 */
function askHostToNavigate(from: Element, id: number): boolean {
  const detail: NavigateDetail = { route: eventHref(id).slice(1), href: eventHref(id), what: 'event', id };
  const event = new CustomEvent('ingame-navigate', { detail, bubbles: true, composed: true, cancelable: true });
  return !from.dispatchEvent(event);
}

const isPlainClick = (e: MouseEvent) =>
  !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The operator's tournaments for this viewer (null until the session is ready). */
function useSettings(type: SettingsKey['type']) {
  const ready = useAtomValue(sessionReadyAtom);
  const viewer = useViewer();
  const key: SettingsKey | null =
    ready && viewer.apiId > 0
      ? { apiId: viewer.apiId, locale: viewer.locale, account: viewer.account, type, sac: viewer.sac }
      : null;
  return { ready, resource: useResource(settingsFamily, key), viewer };
}

export function LoadError({
  error,
  onRetry,
}: {
  error: { Code: number; Message: string; trace?: string };
  onRetry(): void;
}) {
  // One box per page (ui/error-group): on the hub, its Retry asks again for every failed section.
  const grouped = useGroupedFailure(onRetry);
  if (!grouped.shown) return null;
  return (
    <div className="rk-error">
      <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} />
      <button type="button" className="rk-button" onClick={grouped.retry}>
        <RetryText />
      </button>
    </div>
  );
}

function ListView({ type, window, rankingId }: RankingsProps) {
  const { t } = useLingui();
  const texts = useTexts();
  const oneId = asRankingId(rankingId);
  const { ready, resource } = useSettings(oneId ? null : asType(type));
  const now = useNow(60_000);
  const error = resource.status === 'error' ? resource.error : null;
  if (!ready || resource.status === 'loading')
    return (
      <div className="rk" part="base" aria-busy="true">
        <Spinner />
      </div>
    );
  if (error)
    return (
      <div className="rk" part="base">
        <LoadError error={error} onRetry={resource.reload} />
      </div>
    );
  if (resource.status !== 'ready') return null;
  const settings = filterSettings(resource.data, { type: asType(type), window: asWindow(window), rankingId: oneId });
  const series = groupSeries(settings, now);
  if (series.length === 0) {
    return (
      <div className="rk" part="base">
        <p className="rk-empty" role="status">
          {oneId
            ? t({ id: 'rankings.notFound', message: 'This tournament is not available.' })
            : t({ id: 'rankings.none', message: 'No tournaments right now.' })}
        </p>
      </div>
    );
  }
  if (oneId) {
    const one = series[0]!;
    const initial = one.periods.find((p) => p.RankingId === oneId) ?? one.current;
    return (
      <div className="rk" part="base">
        <RankingCard periods={one.periods} initial={initial} level={2} />
      </div>
    );
  }
  const windows = [...new Set(series.map((s) => s.window))];
  return (
    <div className="rk" part="base">
      {windows.map((w) => (
        <section key={w} className="rk-window" aria-labelledby={`rk-window-${w}`}>
          <h2 id={`rk-window-${w}`} className="rk-window__title">
            {texts.window(w)}
          </h2>
          <div className="rk-cards">
            {series
              .filter((s) => s.window === w)
              .map((s) => (
                <RankingCard key={s.current.RankingId} periods={s.periods} initial={s.current} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const subscribeHash = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
};

/** The `ranking` of the page's hash query (`#/ingame/action?ranking=12`), kept in sync. */
function useHashRanking(): number | null {
  const hash = useSyncExternalStore(
    subscribeHash,
    () => location.hash,
    () => '',
  );
  return rankingFromHash(hash);
}

/** The hub's number of rows of the open board before "see the full board". */
export const HUB_ROWS = 10;
/** How long the hub's tournaments wait for their events and open board before showing anyway. */
const REVEAL_WAIT_MS = 2000;

function HubView({ onShown }: Pick<RankingsProps, 'onShown'>) {
  const { t } = useLingui();
  const texts = useTexts();
  const { ready, resource, viewer } = useSettings(null);
  const date = usePlayerFormat().dateTime;
  const now = useNow(60_000);
  const picked = useHashRanking();
  const events = useResource(
    eventListFamily,
    ready && viewer.apiId > 0 ? { apiId: viewer.apiId, locale: viewer.locale } : null,
  );
  const error = resource.status === 'error' ? resource.error : null;
  const settings = resource.status === 'ready' ? resource.data : null;
  const { open, others } = settings ? hubPick(settings, now) : { open: null, others: [] };
  const chosen = picked && settings ? (settings.find((s) => s.RankingId === picked) ?? null) : null;
  const shown = chosen ?? open;
  // The open board is asked here too (one shared request with its card's): the section appears
  // once its tournaments, its events and that board are known, so nothing in it moves down after
  // its first paint (issue 17: no layout shift). Once shown it stays: a board refreshing later
  // shows its own spinner inside its card.
  const board = useResource(boardFamily, shown ? boardKeyOf(shown.RankingId, viewer) : null);
  const [revealed, setRevealed] = useState(false);
  // The event opened in place when the host did not handle `ingame-navigate` (a lobby page).
  const [openEvent, setOpenEvent] = useState<number | null>(null);
  const followEvent = (e: MouseEvent<HTMLAnchorElement>, id: number) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (!askHostToNavigate(e.currentTarget, id)) setOpenEvent(id);
  };
  const settled =
    ready &&
    (resource.status === 'error' ||
      (resource.status === 'ready' && events.status !== 'loading' && (!shown || board.status !== 'loading')));
  if (settled && !revealed) setRevealed(true);
  // …but it waits at most REVEAL_WAIT_MS for the events and the board once the tournaments are in.
  const waiting = resource.status === 'ready' && !revealed;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setRevealed(true), REVEAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  useEffect(() => {
    if (revealed) onShown?.();
  }, [revealed, onShown]);
  const body = () => {
    if (!revealed) return <Spinner />;
    if (error) return <LoadError error={error} onRetry={resource.reload} />;
    if (!settings) return null;
    const series = shown ? groupSeries(filterSettings(settings, { rankingId: shown.RankingId }), now)[0] : undefined;
    const listed = others
      .filter((s) => s.RankingId !== shown?.RankingId)
      .concat(chosen && open && chosen !== open ? [open] : []);
    return (
      <>
        {shown && series ? (
          <RankingCard
            key={shown.RankingId}
            periods={series.periods}
            initial={shown}
            limit={chosen ? undefined : HUB_ROWS}
            footer={
              chosen ? null : (
                <a className="rk-link rk-more" href={boardHref(shown.RankingId)}>
                  {t({ id: 'rankings.fullBoard', message: 'See the full board' })}
                </a>
              )
            }
          />
        ) : (
          <p className="rk-empty" role="status">
            {t({ id: 'rankings.noneRunning', message: 'No tournament is running right now.' })}
          </p>
        )}
        {listed.length > 0 ? (
          <section className="rk-list" aria-labelledby="rk-hub-others">
            <h3 id="rk-hub-others">{t({ id: 'rankings.others', message: 'More tournaments' })}</h3>
            <ul>
              {listed.map((s: RankingSetting) => (
                <li key={s.RankingId} className="rk-list__item">
                  <a className="rk-link" href={boardHref(s.RankingId)}>
                    {s.Name}
                  </a>
                  <span className="rk-list__meta">{`${texts.type(s.Type)} · ${texts.windowShort(s.Window)} · ${date(s.StartDateTime)} – ${date(s.EndDateTime)}`}</span>
                  <StateBadge state={stateAt(s.StartDateTime, s.EndDateTime, now)} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  };
  if (openEvent !== null)
    return (
      <Suspense fallback={<Spinner />}>
        <EventPage eventId={openEvent} onBack={() => setOpenEvent(null)} />
      </Suspense>
    );
  return (
    <section className="rk rk--hub" part="base" aria-labelledby="rk-hub-title">
      <h2 id="rk-hub-title" className="rk-window__title">
        {t({ id: 'rankings.tournaments', message: 'Tournaments' })}
      </h2>
      {body()}
      {revealed && events.status === 'ready' && events.data.length > 0 ? (
        <section className="rk-list" aria-labelledby="rk-hub-events">
          <h3 id="rk-hub-events">{t({ id: 'rankings.events', message: 'Events' })}</h3>
          <ul>
            {sortEvents(events.data, now).map((e) => (
              <li key={e.Id} className="rk-list__item">
                <a
                  className="rk-link"
                  href={eventHref(e.Id)}
                  part="event-name"
                  onClick={(click) => followEvent(click, e.Id)}
                >
                  {e.Name}
                </a>
                <span className="rk-list__meta">{`${date(e.StartTime)} – ${date(e.EndTime)}`}</span>
                <StateBadge state={stateAt(e.StartTime, e.EndTime, now)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function RankingsView(props: RankingsProps) {
  return props.view === 'hub' ? <HubView onShown={props.onShown} /> : <ListView {...props} />;
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Rankings(props: RankingsProps) {
  return (
    <FeatureScope css={css} catalog={rankingsCatalog}>
      <RankingsView {...props} />
    </FeatureScope>
  );
}
