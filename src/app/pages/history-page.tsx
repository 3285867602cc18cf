/**
 * /ingame/gamehistory[/{game}[/{round}]]: one route for the list and a round's detail, so the list
 * stays mounted (kept alive) while a detail is open and going back finds it where it was.
 */
import { lazy, Suspense, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Redirect, useLocation, useParams } from 'wouter';
import { call } from '../../api/client';
import { readLatestGame } from '../../api/contract';
import { goesDirectlyToHistory } from '../../core/operator-rules';
import type { HistoryPlace } from '../../features/history/history';
import { resourceFamily, useResource } from '../../state/resource';
import { apiIdAtom, entryAtom, isAuthenticatedAtom, tokenAtom } from '../../state/session';
import { Spinner } from '../../ui/spinner';
import { historyPath } from '../app-routes';
import { useFlags } from '../use-flags';

const History = lazy(() => import('../../features/history/history').then((m) => ({ default: m.History })));

/** The player's most recent game, per session (a query: asked once, kept while fresh). */
const latestGameFamily = resourceFamily(
  (token: string) => token,
  async () => (await call('GET /history/latest-game', {}, readLatestGame)).GameNo,
);

/**
 * §6 operators open straight on game history: with no game named (route or `game` entry
 * parameter) they land on the player's most recent game, not on an empty "Choose a game".
 * `undefined` while asking; null when there is nothing to land on (no rounds, or the call failed:
 * the picker then shows as before).
 */
function useLatestGame(wanted: boolean): number | null | undefined {
  const token = useAtomValue(tokenAtom);
  const latest = useResource(latestGameFamily, wanted && token ? token : null);
  if (!wanted || !token) return null;
  return latest.status === 'loading' ? undefined : latest.status === 'ready' ? latest.data : null;
}

export function HistoryPage() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  const params = useParams<{ gameId?: string; round?: string }>();
  const [, navigate] = useLocation();
  const openedFromList = useRef(false);
  const apiId = useAtomValue(apiIdAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const latest = useLatestGame(!params.gameId && gameId == null && authenticated && goesDirectlyToHistory(apiId));
  if (!params.gameId && flags.hideUserItems && gameId != null)
    return <Redirect to={historyPath(String(gameId), null)} replace />;
  if (latest === undefined) return <Spinner />;
  if (!params.gameId && latest !== null) return <Redirect to={historyPath(String(latest), null)} replace />;
  const onNavigate = (place: HistoryPlace, how: 'open' | 'back' | 'pick') => {
    // Back from a round opened from the list is the browser's back: the list entry is already there.
    if (how === 'back' && openedFromList.current) {
      openedFromList.current = false;
      history.back();
      return;
    }
    openedFromList.current = how === 'open';
    navigate(historyPath(place.game, place.round), { replace: how !== 'open' });
  };
  return (
    <section className="page page--history" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t({ id: 'app.page.history', message: 'Game history' })}
      </h1>
      <Suspense fallback={<Spinner />}>
        <History
          game={params.gameId ?? (gameId != null ? String(gameId) : undefined)}
          round={params.round}
          onNavigate={onNavigate}
        />
      </Suspense>
    </section>
  );
}
