/** The repair page's call (§7 GET /repair/{id}); the token exchange is skipped on this route (§2). */
import { call } from '../../api/client';
import { readRepairInfo, type RepairInfo } from '../../api/contract';

/** `langId` (API_LANG) asks for the maintenance Message in the page language (issue 25). */
export function fetchRepair(apiId: number, langId?: string): Promise<RepairInfo> {
  return call('GET /repair/:apiId', { params: { apiId }, query: { LangId: langId } }, readRepairInfo);
}
