/** §2 intro page: the game from the route (upper-cased) or the `game` query; the title appends an intro label. */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { entryAtom } from '../../state/session';
import { introGameId } from '../app-routes';

export function IntroPage() {
  const { t } = useLingui();
  const params = useParams<{ gameId?: string }>();
  const { gameId } = useAtomValue(entryAtom);
  const game = introGameId(params.gameId, gameId);
  const intro = t({ id: 'app.intro', message: 'Introduction' });
  useEffect(() => {
    if (game) document.title = `${game} ${intro}`;
  }, [game, intro]);
  return (
    <section className="page page--intro" aria-labelledby="page-title">
      <h1 id="page-title" className="intro__bar">{game ? `${game} · ${intro}` : intro}</h1>
      <p>{t({ id: 'app.notBuilt', message: 'This page is not available in this version yet.' })}</p>
    </section>
  );
}
