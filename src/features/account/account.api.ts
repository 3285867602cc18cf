/**
 * The player's nickname (§4): fetched only when authenticated; when the operator has nicknames
 * switched off it is empty; on failure it is cleared, has-nickname is false and the error kept.
 * One resource per session, shared by every element showing the account.
 */
import { call, toApiError } from '../../api/client';
import { readNicknameEnable, readNicknameInfo, type ApiError } from '../../api/contract';
import { callGated } from '../../state/gates';
import { resourceFamily } from '../../state/resource';

export interface NicknameState {
  enabled: boolean;
  nickname: string;
  has: boolean;
  error: ApiError | null;
}

export const nicknameFamily = resourceFamily<string, NicknameState>(
  (token) => token,
  async (_token, store) => {
    try {
      const { IsEnable } = await callGated(store, 'GET /game-setting/is-enable/NickNameEnable', {}, readNicknameEnable);
      if (!IsEnable) return { enabled: false, nickname: '', has: false, error: null };
      const { Nickname, IsHas } = await call('GET /member/nickname', {}, readNicknameInfo);
      return { enabled: true, nickname: IsHas ? Nickname : '', has: IsHas, error: null };
    } catch (error) {
      return { enabled: true, nickname: '', has: false, error: toApiError(error) };
    }
  },
);
