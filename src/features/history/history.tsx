/**
 * <ingame-history> and the app's game-history pages: the list of one game's rounds and, over it,
 * a round's detail. The list stays mounted while a detail is open (the kept-alive page), so going
 * back lands on the same rows at the same scroll position.
 *
 * Standalone, the element keeps its own place (game, round, date). In the app the route holds the
 * game and round and `onNavigate` changes the route.
 */
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { GameInfo, HistoryRecord } from '../../api/contract';
import { gameSettingsAtom, isAuthenticatedAtom, sessionReadyAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { SignInPrompt } from '../../ui/loaded';
import { Spinner } from '../../ui/spinner';
import { HistoryList } from './history-list';
import { resolveGame } from './history-rules';
import type { RoundRef } from './round-detail';
import css from './history.css?inline';
import { loadDayjsLocale } from '../../i18n/dayjs';
import type { CatalogLoader } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/locales';
import { historyCatalog } from './history.catalog';
import { FeatureScope } from '../../ui/feature-scope';

// A round's detail (the family renderers) loads when the player first opens a round.
const RoundDetail = lazy(() => import('./round-detail').then((m) => ({ default: m.RoundDetail })));

export interface HistoryProps {
  /** Game number (all digits) or game id. */
  game?: string;
  /** A round index to open at once. */
  round?: string;
}

export interface HistoryPlace {
  game: string | null;
  round: string | null;
}

export interface HistoryViewProps extends HistoryProps {
  /** Given by the app: the route is the place, and this changes it (`back`: leaving a round). */
  onNavigate?(place: HistoryPlace, how: 'open' | 'back' | 'pick'): void;
}

function HistoryView({ game: gameProp, round: roundProp, onNavigate }: HistoryViewProps) {
  const { t } = useLingui();
  const { emit } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const games = useAtomValue(gameSettingsAtom);
  const [own, setOwn] = useState<HistoryPlace>({ game: gameProp ?? null, round: roundProp ?? null });
  const [date, setDate] = useState<string | null>(null);
  const [opened, setOpened] = useState<HistoryRecord | null>(null);

  const place: HistoryPlace = onNavigate ? { game: gameProp ?? null, round: roundProp ?? null } : own;
  const navigate = (next: HistoryPlace, how: 'open' | 'back' | 'pick') =>
    onNavigate ? onNavigate(next, how) : setOwn(next);
  const game = resolveGame(place.game, games);
  const round: RoundRef | null = place.round
    ? { round: place.round, logIndex: opened?.RoundIndex === place.round ? opened.LogIndex : place.round }
    : null;

  if (!ready || !authenticated) {
    return (
      <div className="history-view" part="base">
        <SignInPrompt ready={ready} className="history__empty">
          {t({ id: 'history.signIn', message: 'Sign in to see your game history.' })}
        </SignInPrompt>
      </div>
    );
  }
  const detailOpen = round !== null && game !== null;
  const pickGame = (next: GameInfo) => navigate({ game: String(next.No), round: null }, 'pick');
  const open = (record: HistoryRecord) => {
    setOpened(record);
    emit('ingame-round-open', { game: record.GameNo, round: record.RoundIndex });
    navigate({ game: place.game ?? String(record.GameNo), round: record.RoundIndex }, 'open');
  };
  return (
    <div className="history-view" part="base">
      {/* Kept alive: under a detail the list stays laid out (so its scroller keeps its size and
          offset) but invisible and inert; display:none would drop the scroll position. */}
      <div
        className={detailOpen ? 'history-view__list is-kept' : 'history-view__list'}
        inert={detailOpen}
        data-kept={detailOpen}
      >
        <HistoryList
          game={game}
          games={games}
          date={date}
          onGameChange={pickGame}
          onDateChange={setDate}
          onOpen={open}
        />
      </div>
      {round && game ? (
        <Suspense fallback={<Spinner />}>
          <RoundDetail game={game} round={round} onBack={() => navigate({ game: place.game, round: null }, 'back')} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The history texts and, with them, the date picker's dayjs locale. Importing i18n/dayjs registers
 * it to load with every later language change, but inside <ingame-app> this chunk arrives after the
 * page's language has loaded: without this the calendar would name its days in English.
 */
export const historyTexts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    () => Promise.all([historyCatalog[locale](), loadDayjsLocale(locale).catch(() => undefined)]).then(([m]) => m),
  ]),
) as CatalogLoader;

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function History(props: HistoryViewProps) {
  return (
    <FeatureScope css={css} catalog={historyTexts}>
      <HistoryView {...props} />
    </FeatureScope>
  );
}
