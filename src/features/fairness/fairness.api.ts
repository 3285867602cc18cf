/**
 * The verifier's platform calls (§7), as shared resources like every feature's data: the player's
 * recent rounds of a game (to pick one) and one round's published seeds (GET /fairness/steps).
 * Keyed by session token, so another player is another list; a settled answer stays until reload.
 */
import { call } from '../../api/client';
import { readFairnessRound, readHistoryPage, type FairnessRound, type HistoryRecord } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';

/** How many of the newest rounds the picker offers. */
export const PICKABLE_ROUNDS = 30;

export interface RoundsKey {
  token: string;
  game: number;
  locale: Locale;
}

export const fairRoundsFamily = resourceFamily<RoundsKey, HistoryRecord[]>(
  (k) => `${k.token}/${k.game}/${k.locale}`,
  async (k) => {
    const page = await call(
      'GET /history/:game/get-history-record',
      {
        params: { game: k.game },
        query: {
          LangId: API_LANG[k.locale],
          StartRowIndex: 0,
          EndRowIndex: PICKABLE_ROUNDS - 1,
          LogIndexAsRoundIndex: false,
        },
      },
      readHistoryPage,
    );
    return page?.Records ?? [];
  },
);

export interface RoundKey {
  token: string;
  game: number;
  round: string;
}

export const fairRoundFamily = resourceFamily<RoundKey, FairnessRound>(
  (k) => `${k.token}/${k.game}/${k.round}`,
  (k) => call('GET /fairness/steps', { query: { Game: k.game, RoundIndex: k.round } }, readFairnessRound),
);
