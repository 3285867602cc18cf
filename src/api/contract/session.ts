/** The session: token exchange and login (§4), nickname (§4, §5). */
import type { ApiLang, Call, None } from './common';
import { bool, obj, ShapeError, str } from '../read';

export interface LoginResult {
  Token: string;
  GameUrl: string;
}

/** Reader of `POST /token` (the game-token exchange, §4). */
export const readTokenExchange = /*#__PURE__*/ obj<{ Token: string }>({ Token: str });
/** Reader of `POST /token/logout`: its answer carries nothing. */
export const readLogout = (value: unknown, path = ''): null => {
  if (value !== null && value !== undefined) throw new ShapeError(path, 'nothing');
  return null;
};
/** Reader of `POST /token/login`. */
export const readLoginResult = /*#__PURE__*/ obj<LoginResult>({ Token: str, GameUrl: str });

export interface NicknameEnable {
  IsEnable: boolean;
}

export const readNicknameEnable = /*#__PURE__*/ obj<NicknameEnable>({ IsEnable: bool });

export interface NicknameInfo {
  Nickname: string;
  IsHas: boolean;
}

/** Reader of `GET /member/nickname` and `PUT /member/nickname`; §8: a failure is stored as the nickname error. */
export const readNicknameInfo = /*#__PURE__*/ obj<NicknameInfo>({ Nickname: str, IsHas: bool });
export const readRandomNickname = /*#__PURE__*/ obj<{ Nickname: string }>({ Nickname: str });

export interface NicknameRequest {
  LangId: string;
  Nickname: string;
}

/**
 * `POST /token`'s body. `PageKey` is a random key the page session keeps in sessionStorage (a
 * reload keeps it, another device or tab has its own): a spent game token is exchanged again only
 * for the page key that spent it, for two minutes (docs/security.md, "A reload during the exchange").
 */
export interface TokenExchangeRequest {
  Token: string;
  PageKey?: string;
}

/** The session calls: key → params, query, body and response `Data`. */
export interface SessionCalls {
  'POST /token': Call<None, None, TokenExchangeRequest, { Token: string }>;
  /** Ends the bearer's session on the platform (`ingame.logout()`): its token is refused from then on. */
  'POST /token/logout': Call<None, None, None, null>;
  'POST /token/login': Call<
    None,
    None,
    { Token: string; GameNo: number; IsJPEnabled: boolean; Lang: string },
    LoginResult
  >;
  'GET /game-setting/is-enable/NickNameEnable': Call<None, None, None, NicknameEnable>;
  'GET /member/nickname': Call<None, None, None, NicknameInfo>;
  'GET /member/random-nickname/:langId': Call<ApiLang, None, None, { Nickname: string }>;
  'PUT /member/nickname': Call<None, None, NicknameRequest, NicknameInfo>;
}
