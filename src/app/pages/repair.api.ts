/** The repair page's call (§7 GET /repair/{id}); the token exchange is skipped on this route (§2). */
import { call } from '../../api/client';
import { readRepairInfo, type RepairInfo } from '../../api/contract';

export function fetchRepair(apiId: number): Promise<RepairInfo> {
  return call('GET /repair/:apiId', { params: { apiId } }, readRepairInfo);
}
