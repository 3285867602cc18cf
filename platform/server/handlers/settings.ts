/** Operator and game settings (§7 /game-setting, /game-group, /currency-display, /guide, /repair). */
import { ANDROID_STEPS, CODES, IOS_STEPS, type GameFamily } from '../../../src/api/contract/index.ts';
import { isOperatorType } from '../../../src/core/brands.ts';
import { gameByNo } from '../catalog.ts';
import { ApiFailure, type Handlers } from './context.ts';
import { apiIdParam, int } from './input.ts';
import { gateOpen, operator } from './queries.ts';
import { say } from '../i18n.ts';
import { DEMO_PICTURE_LANGUAGES } from '../pictures.ts';

export const settingsHandlers = {
  async 'GET /game-setting/game-info-list'({ db }) {
    const rows = await db.query<{ no: number; id: string; name: string; family: GameFamily }>(
      'SELECT no, id, name, family FROM games ORDER BY no',
    );
    return rows.map((g) => ({ No: g.no, Id: g.id, Name: g.name, Family: g.family }));
  },
  async 'GET /game-setting/block-info-web-url'() {
    return { Url: '#/ingame/blocked' };
  },
  async 'GET /game-group'({ db }) {
    const rows = await db.query<{ group_id: number; name: string; game_nos: number[] }>(
      'SELECT * FROM game_groups ORDER BY group_id',
    );
    return rows.map((g) => ({ GroupId: g.group_id, Name: g.name, GameNos: g.game_nos }));
  },
  async 'GET /game-setting/rtp/:apiId/:gameNo'({ db, params }) {
    const apiId = apiIdParam({ params });
    const gameNo = int(params.gameNo, 'gameNo', { min: 0 });
    // §5: a gated-off rtp is the default "0".
    if (!(await gateOpen(db, apiId, 'rtp')) || !gameByNo(gameNo)) return { Rtp: '0' };
    return { Rtp: (96 + (gameNo % 4) * 0.5).toFixed(2) };
  },
  async 'GET /currency-display'({ db }) {
    const rows = await db.query<{ no: number; symbol: string; unit: number; ratio: string }>(
      'SELECT * FROM currencies ORDER BY no',
    );
    return rows.map((c) => ({ No: c.no, Symbol: c.symbol, Unit: c.unit, Ratio: Number(c.ratio) }));
  },
  async 'GET /currency-display/customize'({ db }) {
    const rows = await db.query<{ no: number; api_id: number; symbol: string; ratio: string }>(
      'SELECT * FROM custom_currencies ORDER BY no, api_id',
    );
    return rows.map((c) => ({ No: c.no, ApiId: c.api_id, Symbol: c.symbol, Ratio: Number(c.ratio) }));
  },
  async 'GET /game-setting/user-api-info/:apiId'({ db, params }) {
    const op = await operator(db, apiIdParam({ params }));
    if (!op) throw new ApiFailure(CODES.NOT_FOUND, 'Unknown operator');
    return {
      Timezone: op.timezone,
      WebId: op.web_id,
      OperatorType: isOperatorType(op.operator_type) ? op.operator_type : 'STANDARD',
      // The demo's pictures exist in every locale (platform/server/pictures.ts).
      PictureLanguages: DEMO_PICTURE_LANGUAGES,
    };
  },
  async 'GET /game-setting/agent-info/:apiId'({ db, params }) {
    const rows = await db.query<{ type: 'telegram'; data: string | null }>(
      'SELECT type, data FROM agent_messengers WHERE api_id = $1',
      [apiIdParam({ params })],
    );
    return { Messengers: rows.map((m) => (m.data ? { Type: m.type, Data: m.data } : { Type: m.type })) };
  },
  async 'GET /game-setting/switch-off-status/:apiId'({ db, params }) {
    const op = await operator(db, apiIdParam({ params }));
    // operator() reads the whole row; switched_off_games comes with migration 030.
    return {
      SwitchedOff: op?.switched_off ?? [],
      GameNos: (op as { switched_off_games?: number[] } | null)?.switched_off_games ?? [],
    };
  },
  async 'GET /game-setting/tada-api-id-list'({ db }) {
    return (
      await db.query<{ api_id: number }>("SELECT api_id FROM operators WHERE web_id = 'tada' ORDER BY api_id")
    ).map((r) => r.api_id);
  },
  async 'GET /guide/:apiId/:langId'({ db, params }) {
    const op = await operator(db, apiIdParam({ params }));
    if (!op) throw new ApiFailure(CODES.NOT_FOUND, 'Unknown operator');
    // Steps are keys the client names in its own language (contract/settings.ts), never English.
    const expired = op.download_expires_at != null && new Date(op.download_expires_at).getTime() <= Date.now();
    return {
      AndroidLink: expired ? '' : op.android_link,
      WebAppUrl: expired ? '' : op.web_app_url,
      Expired: expired,
      IosSteps: [...IOS_STEPS],
      AndroidSteps: [...ANDROID_STEPS],
    };
  },
  async 'GET /repair/:apiId'({ db, params, query }) {
    const op = await operator(db, apiIdParam({ params }));
    return {
      IsRepairing: Boolean(op?.is_repairing),
      Message: op?.is_repairing ? say('maintenance', query.get('LangId')) : '',
      EndTime: null,
    };
  },
} satisfies Partial<Handlers>;
