/**
 * §5 web-id feature gates applied to calls: when the operator has a feature switched off, its
 * call is skipped and answers a default (an empty list, rtp "0", nickname disabled), or rejects
 * (vip setting, backpack) with Code -1. One table, so every feature follows the same rule.
 */
import { call } from '../api/client';
import { CODES, type ApiError, type ApiKey, type CallInput, type ResponseData } from '../api/contract';
import type { Reader } from '../api/read';
import { isFeatureEnabled, type Feature } from '../core/brands';
import { operatorTypeAtom, projectAtom } from './session';
import type { SessionStore } from './store';

type GateOutcome = { value: unknown } | { reject: true };

export const GATED_CALLS = {
  'GET /game-entrance/:apiId': { feature: 'gameEntrance', closed: { value: [] } },
  'GET /marquee/:apiId/:langId': { feature: 'marquee', closed: { value: [] } },
  'GET /banner/:apiId/:langId': { feature: 'banner', closed: { value: [] } },
  'GET /banner/:apiId/:langId/:position/:gameNo': { feature: 'banner', closed: { value: [] } },
  'GET /game-setting/rtp/:apiId/:gameNo': { feature: 'rtp', closed: { value: { Rtp: '0' } } },
  'GET /game-setting/is-enable/NickNameEnable': { feature: 'nickname', closed: { value: { IsEnable: false } } },
  'GET /member/vip-setting': { feature: 'vipSetting', closed: { reject: true } },
  'GET /backpack/:langId': { feature: 'playerItemData', closed: { reject: true } },
} as const satisfies Partial<Record<ApiKey, { feature: Feature; closed: GateOutcome }>>;

export type GatedKey = keyof typeof GATED_CALLS;

export function isGateOpen(store: SessionStore, feature: Feature): boolean {
  return isFeatureEnabled(feature, store.get(projectAtom).webId, store.get(operatorTypeAtom));
}

/**
 * Call `key` unless its feature is switched off for this operator; then answer as §5 says. `read`
 * is the call's reader (as for `call`): an open gate's answer is checked like any other.
 */
export async function callGated<K extends GatedKey>(
  store: SessionStore,
  key: K,
  input: CallInput<K>,
  read?: Reader<ResponseData<K>>,
): Promise<ResponseData<K>> {
  const gate = GATED_CALLS[key];
  if (isGateOpen(store, gate.feature)) return call(key, input, read);
  if ('reject' in gate.closed) {
    const error: ApiError = {
      Code: CODES.FEATURE_DISABLED,
      Message: `This environment has no ${gate.feature} setting.`,
      trace: '',
      status: 0,
    };
    throw error;
  }
  return gate.closed.value as ResponseData<K>;
}
