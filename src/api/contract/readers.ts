/**
 * Every call's response reader, by contract key: the table the contract conformance test
 * (tests/server/readers.test.ts) runs against the reference platform, and the check that no call
 * is left unread (tests/unit/api-readers.test.tsx). Imported only by tests and the server: the
 * runtime passes each reader at its call site, so a chunk carries only the readers it uses.
 */
import type { ApiKey, ResponseData } from './index';
import type { Reader } from '../read';
import { readFairnessRound } from './fairness';
import {
  readBoxDetail, readDetailInfo, readDetailRecordPage, readDetailRecords, readHistoryPage, readLogSummary, readMinesDetail,
  readPlateInfo, readPlateInfos, readStepRecords,
} from './history';
import { readLoginResult, readNicknameEnable, readNicknameInfo, readRandomNickname, readTokenExchange } from './session';
import {
  readCurrencyDisplays, readCustomCurrencyDisplays, readGameGroups, readGameInfoList, readRepairInfo, readUserApiInfo,
} from './settings';
import { readMarquee } from './content';
import { readBackpack, readGiftCodeEvent, readGiftCodeSent, readPrize, readPrizes } from './giftcode';

export type Readers = { [K in ApiKey]?: Reader<ResponseData<K>> };

export const READERS: Readers = {
  // settings
  'GET /game-setting/game-info-list': readGameInfoList,
  'GET /game-group': readGameGroups,
  'GET /currency-display': readCurrencyDisplays,
  'GET /currency-display/customize': readCustomCurrencyDisplays,
  'GET /game-setting/user-api-info/:apiId': readUserApiInfo,
  'GET /repair/:apiId': readRepairInfo,
  // session
  'POST /token': readTokenExchange,
  'POST /token/login': readLoginResult,
  'GET /game-setting/is-enable/NickNameEnable': readNicknameEnable,
  'GET /member/nickname': readNicknameInfo,
  'GET /member/random-nickname/:langId': readRandomNickname,
  'PUT /member/nickname': readNicknameInfo,
  // content
  'GET /marquee/:apiId/:langId': readMarquee,
  // history
  'GET /history/:game/get-history-record': readHistoryPage,
  'GET /history/:game/get-detail-record': readDetailRecordPage,
  'GET /history/:game/get-detail-info/:langId/:round?/:historyId?': readDetailInfo,
  'GET /history/:game/get-detail-record/:round': readDetailRecords,
  'GET /history/:game/get-bomb-detail-record/:round/:logIndex': readMinesDetail,
  'GET /history/:game/get-single-round-log-summary/:round/:logIndex': readLogSummary,
  'GET /history/:game/get-log-plate-info/:round/:logIndex': readPlateInfos,
  'GET /history/:game/get-log-plate-info/:round': readPlateInfos,
  'GET /history/:game/get-plate-info/:round': readPlateInfo,
  'GET /history/:game/get-step-detail-record/:round': readStepRecords,
  'GET /history/:game/get-box-detail-info/:langId/:round': readBoxDetail,
  // rewards (giftcode)
  'GET /prize/:langId': readPrizes,
  'POST /prize/claim/:prizeId': readPrize,
  'GET /backpack/:langId': readBackpack,
  'GET /giftcode/get/:eventId': readGiftCodeEvent,
  'POST /giftcode/send-email/:eventId': readGiftCodeSent,
  // fairness
  'GET /fairness/steps': readFairnessRound,
};
