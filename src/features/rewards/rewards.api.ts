/**
 * Rewards calls (§7): the player's prizes and claiming one, the backpack (through the §5 gate:
 * JILI Star and GLI operators have none, Code -1 without a request), a gift-code event and a send.
 * Lists are shared queries (one request for every element on the page); claims and sends are
 * mutations that write their answer back (state/mutation.ts).
 */
import { atom } from 'jotai/vanilla';
import { call } from '../../api/client';
import {
  readBackpack,
  readGiftCodeEvent,
  readGiftCodeSent,
  readPrize,
  readPrizes,
  type GiftCodeEvent,
  type ItemCard,
  type PrizeRecord,
} from '../../api/contract';
import { createCookieJar } from '../../core/cookies';
import { API_LANG, type Locale } from '../../i18n/locales';
import { mutation } from '../../state/mutation';
import { resourceFamily } from '../../state/resource';
import type { SessionStore } from '../../state/store';

/** Keyed by session token and language: another player or language is another list. */
export interface PlayerKey {
  token: string;
  locale: Locale;
}
const playerKey = (k: PlayerKey) => `${k.token}/${k.locale}`;

export const prizesFamily = resourceFamily<PlayerKey, PrizeRecord[]>(playerKey, (k) =>
  call('GET /prize/:langId', { params: { langId: API_LANG[k.locale] } }, readPrizes),
);

export const backpackFamily = resourceFamily<PlayerKey, ItemCard[]>(
  playerKey,
  (k) => call('GET /backpack/:langId', { params: { langId: API_LANG[k.locale] } }, readBackpack),
  { gate: { feature: 'playerItemData', closed: 'reject' } },
);

/** Claim one prize; the claimed record replaces it in the list every element shows. */
export const claimPrize = mutation(
  ({ id, key }: { id: number; key: PlayerKey }) =>
    call('POST /prize/claim/:prizeId', { params: { prizeId: id }, query: { LangId: API_LANG[key.locale] } }, readPrize),
  {
    writes(store, prize, { id, key }) {
      const shown = store.get(prizesFamily.atomFor(key));
      if (shown.status === 'ready')
        prizesFamily.set(
          store,
          key,
          shown.data.map((p) => (p.Id === id ? prize : p)),
        );
    },
  },
);

export interface EventKey {
  eventId: number;
  locale: Locale;
}

export const giftEventFamily = resourceFamily<EventKey, GiftCodeEvent>(
  (k) => `${k.eventId}/${k.locale}`,
  (k) =>
    call(
      'GET /giftcode/get/:eventId',
      { params: { eventId: k.eventId }, query: { LangId: API_LANG[k.locale] } },
      readGiftCodeEvent,
    ),
);

/**
 * A send changed what is left of an event: it is read again without going through "loading" (the
 * page and its form stay as they are; a failure leaves the last answer shown).
 */
export function refreshGiftEvent(store: SessionStore, eventId: number): void {
  giftEventFamily.invalidate(store, (k) => k.eventId === eventId);
}

/** Send an event's gift code to an e-mail address; a failure carries its Code (and Data for "too frequent"). */
export const sendGiftCode = mutation(
  ({ event, email }: { event: GiftCodeEvent; email: string }) =>
    call(
      'POST /giftcode/send-email/:eventId',
      {
        params: { eventId: event.EventId },
        body: { Email: email, TemplateId: event.TemplateId, AwsConfigSetName: event.AwsConfigSetName },
      },
      readGiftCodeSent,
    ),
  { writes: (store, _sent, { event }) => refreshGiftEvent(store, event.EventId) },
);

/**
 * The "last check prize time" (§3, a cookie), in ms as text: read from the cookie when first
 * used, written with the cookie when the rewards page shows its list (the menu badge reads it).
 */
export const lastPrizeCheckAtom = atom<string | null>(
  typeof document === 'undefined' ? null : (createCookieJar().read().lastPrizeCheck ?? null),
);

/** Record that the player has now seen every reward listed. */
export function markPrizesSeen(store: SessionStore, at: number): void {
  if (typeof document !== 'undefined') createCookieJar().write('lastPrizeCheck', String(at));
  store.set(lastPrizeCheckAtom, String(at));
}

/**
 * What the player typed, per event, in the page's store: it survives a re-render, a language
 * change, leaving the page and coming back, and every failed send (it is never cleared for them).
 */
export const emailDraftsAtom = atom<Record<number, string>>({});
