/** Queries and mappings more than one domain uses: operators and their gates, dates and states. */
import type { EventState, GameEntrance } from '../../../src/api/contract/index.ts';
import { isFeatureEnabled, isOperatorType, type Feature } from '../../../src/core/brands.ts';
import type { GameRow } from '../catalog.ts';
import type { Db } from '../db.ts';
import type { Player } from './context.ts';

export const iso = (d: Date | string) => new Date(d).toISOString();

export function stateOf(startsAt: Date | string, endsAt: Date | string, now: number): EventState {
  if (new Date(startsAt).getTime() > now) return 'comingSoon';
  if (new Date(endsAt).getTime() < now) return 'concluded';
  return 'running';
}

export async function operator(db: Db, apiId: number) {
  const rows = await db.query<{
    web_id: string;
    operator_type: string;
    timezone: number;
    vip_configured: boolean;
    android_link: string;
    web_app_url: string;
    is_repairing: boolean;
    switched_off: string[];
    download_expires_at: Date | string | null;
  }>('SELECT * FROM operators WHERE api_id = $1', [apiId]);
  return rows[0] ?? null;
}

export async function gateOpen(db: Db, apiId: number, feature: Feature): Promise<boolean> {
  const op = await operator(db, apiId);
  if (!op) return false;
  return isFeatureEnabled(feature, op.web_id, isOperatorType(op.operator_type) ? op.operator_type : 'STANDARD');
}

export function playerGate(player: Player, feature: Feature): boolean {
  return isFeatureEnabled(
    feature,
    player.webId,
    isOperatorType(player.operatorType) ? player.operatorType : 'STANDARD',
  );
}

/** A game as an entrance (game entrances and a promotion's games). */
export function toGameEntrance(g: Pick<GameRow, 'no' | 'name' | 'id'>): GameEntrance {
  // The demo's game page on this host, and artwork under /demo/img/games/{lang}/ (see ImagePath).
  return {
    GameNo: g.no,
    Name: g.name,
    Url: `/demo/play.html?game=${g.id}`,
    Image: `/demo/img/games/game-${g.no % 6}.svg`,
  };
}
