/** §2 intro page: the game from the route (upper-cased) or the `game` query; the page is the intro feature's. */
import { lazy } from 'react';
import { useAtomValue } from 'jotai/react';
import { useParams } from 'wouter';
import { entryAtom } from '../../state/session';
import { introGameId } from '../app-routes';

const Intro = lazy(() => import('../../features/intro/intro').then((m) => ({ default: m.IntroPage })));

export function IntroPage() {
  const params = useParams<{ gameId?: string }>();
  const { gameId } = useAtomValue(entryAtom);
  return <Intro gameId={introGameId(params.gameId, gameId)} />;
}
