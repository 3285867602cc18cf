/** The session: token exchange and login (§4), nickname (§4, §5). */
import type { ApiLang, Call, None } from './common';

export interface LoginResult {
  Token: string;
  GameUrl: string;
}

export interface NicknameEnable {
  IsEnable: boolean;
}

export interface NicknameInfo {
  Nickname: string;
  IsHas: boolean;
}

export interface NicknameRequest {
  LangId: string;
  Nickname: string;
}

/** The session calls: key → params, query, body and response `Data`. */
export interface SessionCalls {
  'POST /token': Call<None, None, { Token: string }, { Token: string }>;
  'POST /token/login': Call<None, None, { Token: string; GameNo: number; IsJPEnabled: boolean; Lang: string }, LoginResult>;
  'GET /game-setting/is-enable/NickNameEnable': Call<None, None, None, NicknameEnable>;
  'GET /member/nickname': Call<None, None, None, NicknameInfo>;
  'GET /member/random-nickname/:langId': Call<ApiLang, None, None, { Nickname: string }>;
  'PUT /member/nickname': Call<None, None, NicknameRequest, NicknameInfo>;
}
