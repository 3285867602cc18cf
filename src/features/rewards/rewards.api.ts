/**
 * Rewards calls (§7): the player's prizes and claiming one, the backpack (through the §5 gate:
 * JILI Star and GLI operators have none, Code -1 without a request), a gift-code event and a send.
 * Lists are shared resources (one request for every element on the page); a send is not cached.
 */
import { atom } from 'jotai/vanilla';
import { call, toApiError } from '../../api/client';
import {
  readBackpack,
  readGiftCodeEvent,
  readGiftCodeSent,
  readPrize,
  readPrizes,
  type ApiError,
  type GiftCodeEvent,
  type ItemCard,
  type PrizeRecord,
} from '../../api/contract';
import { createCookieJar } from '../../core/cookies';
import { API_LANG, type Locale } from '../../i18n/locales';
import { callGated } from '../../state/gates';
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

export const backpackFamily = resourceFamily<PlayerKey, ItemCard[]>(playerKey, (k, store) =>
  callGated(store, 'GET /backpack/:langId', { params: { langId: API_LANG[k.locale] } }, readBackpack),
);

export type ClaimResult = { ok: true; prize: PrizeRecord } | { ok: false; error: ApiError };

export async function claimPrize(id: number, locale: Locale): Promise<ClaimResult> {
  try {
    return {
      ok: true,
      prize: await call(
        'POST /prize/claim/:prizeId',
        { params: { prizeId: id }, query: { LangId: API_LANG[locale] } },
        readPrize,
      ),
    };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}

export interface EventKey {
  eventId: number;
  locale: Locale;
}

export const giftEventFamily = resourceFamily<EventKey, GiftCodeEvent>(
  (k) => `${k.eventId}/${k.locale}`,
  (k) => fetchGiftEvent(k),
);

function fetchGiftEvent(k: EventKey): Promise<GiftCodeEvent> {
  return call(
    'GET /giftcode/get/:eventId',
    { params: { eventId: k.eventId }, query: { LangId: API_LANG[k.locale] } },
    readGiftCodeEvent,
  );
}

/**
 * Read an event again without going through "loading" (a send changed what is left): the page and
 * its form stay as they are; a failure leaves the last answer shown.
 */
export async function refreshGiftEvent(store: SessionStore, key: EventKey): Promise<void> {
  try {
    store.set(giftEventFamily.atomFor(key), { status: 'ready', data: await fetchGiftEvent(key) });
  } catch {
    // Keep what is shown.
  }
}

/** A send's answer: 0 when sent, otherwise the failure (its Code, and Data for "too frequent"). */
export async function sendGiftCode(
  event: GiftCodeEvent,
  email: string,
): Promise<{ code: number; error: ApiError | null }> {
  try {
    await call(
      'POST /giftcode/send-email/:eventId',
      {
        params: { eventId: event.EventId },
        body: { Email: email, TemplateId: event.TemplateId, AwsConfigSetName: event.AwsConfigSetName },
      },
      readGiftCodeSent,
    );
    return { code: 0, error: null };
  } catch (error) {
    const e = toApiError(error);
    return { code: e.Code, error: e };
  }
}

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
