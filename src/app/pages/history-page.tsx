/**
 * /ingame/gamehistory[/{game}[/{round}]]: one route for the list and a round's detail, so the list
 * stays mounted (kept alive) while a detail is open and going back finds it where it was.
 */
import { lazy, Suspense, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Redirect, useLocation, useParams } from 'wouter';
import type { HistoryPlace } from '../../features/history/history';
import { entryAtom } from '../../state/session';
import { Spinner } from '../../ui/spinner';
import { historyPath } from '../app-routes';
import { useFlags } from '../use-flags';

const History = lazy(() => import('../../features/history/history').then((m) => ({ default: m.History })));

export function HistoryPage() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  const params = useParams<{ gameId?: string; round?: string }>();
  const [, navigate] = useLocation();
  const openedFromList = useRef(false);
  if (!params.gameId && flags.hideUserItems && gameId != null)
    return <Redirect to={historyPath(String(gameId), null)} replace />;
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
