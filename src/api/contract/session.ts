/** The session: token exchange and login (§4), nickname (§4, §5). */
import type { ApiLang, Call, None } from './common';
import { bool, obj, str } from '../read';

export interface LoginResult {
  Token: string;
  GameUrl: string;
}

/** Reader of `POST /token` (the game-token exchange, §4). */
export const readTokenExchange = /*#__PURE__*/ obj<{ Token: string }>({ Token: str });
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

/** The session calls: key → params, query, body and response `Data`. */
export interface SessionCalls {
  'POST /token': Call<None, None, { Token: string }, { Token: string }>;
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
