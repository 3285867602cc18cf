/**
 * The player's nickname (§4): fetched only when authenticated; when the operator has nicknames
 * switched off (the §5 gate, or the platform's switch) it is empty. One query per session, shared
 * by every element showing the account; creating one (and asking for a random one) are mutations.
 */
import { call } from '../../api/client';
import { readNicknameEnable, readNicknameInfo, readRandomNickname, type ApiError } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { mutation } from '../../state/mutation';
import { resourceFamily } from '../../state/resource';

export interface NicknameState {
  enabled: boolean;
  nickname: string;
  has: boolean;
  /** The load's failure (the element shows no create button then). */
  error: ApiError | null;
}

const OFF: NicknameState = { enabled: false, nickname: '', has: false, error: null };

export const nicknameFamily = resourceFamily<string, NicknameState>(
  (token) => token,
  async () => {
    const { IsEnable } = await call('GET /game-setting/is-enable/NickNameEnable', {}, readNicknameEnable);
    if (!IsEnable) return OFF;
    const { Nickname, IsHas } = await call('GET /member/nickname', {}, readNicknameInfo);
    return { enabled: true, nickname: IsHas ? Nickname : '', has: IsHas, error: null };
  },
  { gate: { feature: 'nickname', closed: { value: OFF } } },
);

/** Create the nickname: every element showing the account shows it at once. */
export const createNickname = mutation(
  ({ nickname, locale }: { token: string; nickname: string; locale: Locale }) =>
    call('PUT /member/nickname', { body: { LangId: API_LANG[locale], Nickname: nickname } }, readNicknameInfo),
  {
    writes: (store, { Nickname }, { token }) =>
      nicknameFamily.set(store, token, { enabled: true, nickname: Nickname, has: true, error: null }),
  },
);

/** A random nickname to start from (asked for on each press, never kept). */
export const randomNickname = mutation((locale: Locale) =>
  call('GET /member/random-nickname/:langId', { params: { langId: API_LANG[locale] } }, readRandomNickname),
);
