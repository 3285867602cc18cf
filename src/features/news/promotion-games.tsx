/**
 * A promotion's games (promote-game-list): each opens through `action/transfer`, or the §9
 * fallback URL when that fails; a switched-off game says "under maintenance" instead.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GameEntrance, Promotion } from '../../api/contract';
import { useResource } from '../../state/resource';
import { promotionGamesFamily, resolveGameUrl, switchOffFamily } from './news.api';
import { navigation, usePlatform } from './news-hooks';
import { isSwitchedOff } from './news-rules';

export function PromotionGames({ promotion }: { promotion: Promotion }) {
  const { t } = useLingui();
  const { locale, emit, apiId, origin } = usePlatform();
  const games = useResource(promotionGamesFamily, { apiId, locale, actionId: promotion.Id });
  const status = useResource(switchOffFamily, { apiId });
  const [opening, setOpening] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  if (games.status !== 'ready' || games.data.length === 0) return null;
  const switchedOff = status.status === 'ready' ? status.data : null;

  const open = async (game: GameEntrance) => {
    if (!origin || opening != null) return;
    setOpening(game.GameNo);
    setFailed(null);
    const opened = await resolveGameUrl({ apiId, locale, actionId: promotion.Id, game, origin });
    setOpening(null);
    if (!opened) {
      setFailed(game.GameNo);
      return;
    }
    emit('ingame-game-open', { game: game.GameNo, promotion: promotion.Id, url: opened.url, via: opened.via });
    navigation.open(opened.url);
  };

  return (
    <div className="games">
      <ul className="games__list" aria-label={t({ id: 'news.games.label', message: 'Games in this promotion' })}>
        {games.data.map((game) => {
          const off = isSwitchedOff(switchedOff, game.GameNo);
          return (
            <li key={game.GameNo}>
              {off ? (
                <span className="games__game games__game--off" aria-disabled="true">
                  {game.Name}{' '}
                  <span className="games__note">
                    {t({ id: 'news.game.maintenance', message: 'Under maintenance' })}
                  </span>
                </span>
              ) : (
                <button
                  type="button"
                  className="games__game"
                  onClick={() => void open(game)}
                  aria-busy={opening === game.GameNo}
                >
                  {opening === game.GameNo
                    ? t({ id: 'news.game.opening', message: `Opening ${{ game: game.Name }}…` })
                    : t({ id: 'news.game.play', message: `Play ${{ game: game.Name }}` })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="games__status" role="status">
        {failed != null
          ? t({ id: 'news.game.failed', message: 'This game cannot be opened right now. Please try again later.' })
          : ''}
      </p>
    </div>
  );
}
