/**
 * Every call's response reader, by contract key: the table the contract conformance test
 * (tests/server/readers.test.ts) runs against the reference platform, and the check there that no
 * call is left unread. Imported only by tests and the server: the
 * runtime passes each reader at its call site, so a chunk carries only the readers it uses.
 */
import type { ApiKey, ResponseData } from './index';
import type { Reader } from '../read';
import { readFairnessRound } from './fairness';
import {
  readBoxDetail,
  readDetailInfo,
  readDetailRecordPage,
  readDetailRecords,
  readHistoryPage,
  readLatestGame,
  readLogSummary,
  readMinesDetail,
  readPlateInfo,
  readPlateInfos,
  readStepRecords,
} from './history';
import {
  readLoginResult,
  readNicknameEnable,
  readNicknameInfo,
  readRandomNickname,
  readTokenExchange,
  readLogout,
} from './session';
import {
  readAgentInfo,
  readBlockInfo,
  readGameRtp,
  readInstallGuide,
  readRepairInfo,
  readSwitchOffStatus,
  readTadaApiIds,
} from './operator';
import {
  readCurrencyDisplays,
  readCustomCurrencyDisplays,
  readGameGroups,
  readGameInfoList,
  readUserApiInfo,
} from './settings';
import { readMarquee } from './content';
import { readActionTransfer, readBanners, readGameEntrances, readPromotions } from './news';
import { readEventDetail, readEventList, readRankingBoard, readRankingSettings } from './ranking';
import * as member from './member';
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
  'GET /guide/:apiId/:langId': readInstallGuide,
  'GET /game-setting/rtp/:apiId/:gameNo': readGameRtp,
  'GET /game-setting/block-info-web-url': readBlockInfo,
  'GET /game-setting/agent-info/:apiId': readAgentInfo,
  'GET /game-setting/switch-off-status/:apiId': readSwitchOffStatus,
  'GET /game-setting/tada-api-id-list': readTadaApiIds,
  // session
  'POST /token': readTokenExchange,
  'POST /token/logout': readLogout,
  'POST /token/login': readLoginResult,
  'GET /game-setting/is-enable/NickNameEnable': readNicknameEnable,
  'GET /member/nickname': readNicknameInfo,
  'GET /member/random-nickname/:langId': readRandomNickname,
  'PUT /member/nickname': readNicknameInfo,
  // member
  'GET /member/vip-setting': member.readVipSetting,
  'GET /member/vip-level': member.readVipStatus,
  'GET /member/sign-in': member.readSignInState,
  'POST /member/sign-in': member.readSignInState,
  'GET /member/chest': member.readChestState,
  'POST /member/chest/open': member.readChestState,
  'GET /member/vip-missions': member.readVipMissions,
  'GET /member/lv-ranking': member.readLvRanking,
  'GET /member/holiday-gift': member.readHolidayGift,
  'POST /member/holiday-gift/draw': member.readHolidayGift,
  // content
  'GET /marquee/:apiId/:langId': readMarquee,
  'GET /banner/:apiId/:langId': readBanners,
  'GET /banner/:apiId/:langId/:position/:gameNo': readBanners,
  'GET /game-entrance/:apiId': readGameEntrances,
  'GET /action/promote-list/:apiId/:langId/:category?': readPromotions,
  'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?': readGameEntrances,
  'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?': readActionTransfer,
  // history
  'GET /history/latest-game': readLatestGame,
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
  // ranking
  'GET /rank/ranking-setting': readRankingSettings,
  'GET /rank/ranking-setting/:langId/:type?': readRankingSettings,
  'GET /rank/ranking-history/:apiId/:rankingId/:langId': readRankingBoard,
  'GET /rank/ranking-history/:rankingId/:langId?': readRankingBoard,
  'GET /event/:eventId/:langId': readEventDetail,
  'GET /event-list/:apiId/:langId': readEventList,
  // rewards (giftcode)
  'GET /prize/:langId': readPrizes,
  'POST /prize/claim/:prizeId': readPrize,
  'GET /backpack/:langId': readBackpack,
  'GET /giftcode/get/:eventId': readGiftCodeEvent,
  'POST /giftcode/send-email/:eventId': readGiftCodeSent,
  // fairness
  'GET /fairness/steps': readFairnessRound,
};
