/** The intro page's call: the game's RTP, behind the §5 rtp gate (closed → "0", not shown). */
import { readGameRtp } from '../../api/contract';
import { call } from '../../api/client';
import { resourceFamily } from '../../state/resource';

export interface RtpKey {
  apiId: number;
  gameNo: number;
}

export const rtpFamily = resourceFamily<RtpKey, string>(
  (k) => `${k.apiId}|${k.gameNo}`,
  async ({ apiId, gameNo }) => {
    if (apiId <= 0) return '0';
    return (await call('GET /game-setting/rtp/:apiId/:gameNo', { params: { apiId, gameNo } }, readGameRtp)).Rtp;
  },
  { gate: { feature: 'rtp', closed: { value: '0' } } },
);
