/**
 * One handler per §7 call, one module per domain (the contract's domains). The merged table is
 * `satisfies Handlers`, so the compiler refuses a server that misses an endpoint; a server test
 * checks it at run time too. Rules that belong on a server (nickname, gift codes, ranking top 100,
 * paging, gates) live in the domain modules.
 */
import type { ApiContract } from '../../src/api/contract/index.ts';
import type { Handlers } from './handlers/context.ts';
import { contentHandlers } from './handlers/content.ts';
import { fairnessHandlers } from './handlers/fairness.ts';
import { giftcodeHandlers } from './handlers/giftcode.ts';
import { historyHandlers } from './handlers/history.ts';
import { memberHandlers } from './handlers/member.ts';
import { rankingHandlers } from './handlers/ranking.ts';
import { sessionHandlers } from './handlers/session.ts';
import { settingsHandlers } from './handlers/settings.ts';

export { ApiFailure, loadPlayer, type HandlerContext, type Handlers, type Player } from './handlers/context.ts';

export const handlers = {
  ...settingsHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...rankingHandlers,
  ...contentHandlers,
  ...giftcodeHandlers,
  ...historyHandlers,
  ...fairnessHandlers,
} satisfies Handlers;

export type { ApiContract };
