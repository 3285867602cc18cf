/**
 * The one code → message map (issue 25 item 2): every Code the client knows is named in the
 * client's own words, in the page language; the server's `Message` is shown only for codes the
 * client does not know, and only when it reads like a sentence for a player (never a URL, a
 * library's error name, a bare code or a raw validation string). Toasts, error notices and pages
 * all go through here, so a code reads the same everywhere.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { CODES } from '../api/contract/common';
import { errorsCatalog } from '../i18n/errors.catalog';
import { isCatalogLoaded, loadCatalog, registerLocaleLoader } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { useElement } from './element-context';
import { useRetriedLoad } from './use-retried-load';

/*
 * These texts and the failure views' are the `errors` catalog, not the shared one (issue 30):
 * a page loads them when it shows a failure — the first failure view asks for them with the
 * failure views (ui/error-notice), and a view or an action that needs them waits for them here.
 */
let followsLanguage = false;

/**
 * From now on, every language this page loads (an element's first one, a switch) loads the
 * failure texts with it, before it is shown. The error widget calls it when its module loads, so
 * an element whose feature shows the widget itself renders with them (ui/error-notice).
 */
export function followErrorTexts(): void {
  if (followsLanguage) return;
  followsLanguage = true;
  registerLocaleLoader((next) => loadCatalog(errorsCatalog, next));
}

/** Load the failure texts of a locale, and (followErrorTexts) of every language loaded later. */
export function loadErrorTexts(locale: Locale): Promise<void> {
  followErrorTexts();
  return loadCatalog(errorsCatalog, locale);
}

/** Whether the failure texts of a locale are in. */
export const errorTextsLoaded = (locale: Locale): boolean => isCatalogLoaded(errorsCatalog, locale);

/**
 * Whether the failure texts of this element's locale are in, loading them (and re-rendering once
 * they are) if not; a failed load is asked again when the network is back (ui/use-retried-load).
 */
export function useErrorTexts(): boolean {
  const { locale } = useElement();
  const loaded = errorTextsLoaded(locale);
  useRetriedLoad(loaded, () => loadErrorTexts(locale), locale);
  return loaded;
}

const BY_CODE: Record<number, MessageDescriptor> = {
  [CODES.FEATURE_DISABLED]: msg({ id: 'error.code.disabled', message: 'This feature is not available here.' }),
  [CODES.BAD_REQUEST]: msg({ id: 'error.code.badRequest', message: 'The format is incorrect, please re-enter.' }),
  [CODES.NOT_FOUND]: msg({ id: 'error.code.notFound', message: 'Not found.' }),
  [CODES.TOO_MANY_REQUESTS]: msg({
    id: 'error.code.tooMany',
    message: 'The operation is too frequent, please try again later',
  }),
  [CODES.VIP_NOT_CONFIGURED]: msg({ id: 'error.code.vipNotConfigured', message: 'VIP is not set up here yet.' }),
  [CODES.NICKNAME_INVALID]: msg({
    id: 'error.code.nicknameInvalid',
    message: 'The format is incorrect, please re-enter.',
  }),
  [CODES.NICKNAME_EXISTS]: msg({ id: 'error.code.nicknameExists', message: 'Your nickname is already set.' }),
  [CODES.NICKNAME_TAKEN]: msg({ id: 'error.code.nicknameTaken', message: 'This nickname is already taken.' }),
  [CODES.GIFTCODE_EMAIL_CLAIMED]: msg({
    id: 'error.code.giftEmailClaimed',
    message: 'This e-mail address has already claimed a gift code for this event.',
  }),
  [CODES.GIFTCODE_PLAYER_CLAIMED]: msg({
    id: 'error.code.giftPlayerClaimed',
    message: 'You have already received a gift code for this event.',
  }),
  [CODES.GIFTCODE_DAILY_LIMIT]: msg({
    id: 'error.code.giftDailyLimit',
    message: "Today's gift codes have all been sent. Please try again tomorrow.",
  }),
  [CODES.GIFTCODE_TOO_FREQUENT]: msg({
    id: 'error.code.tooMany',
    message: 'The operation is too frequent, please try again later',
  }),
  [CODES.GIFTCODE_FULLY_CLAIMED]: msg({
    id: 'error.code.giftFullyClaimed',
    message: 'We apologize, but all available Gift codes for this event have already been fully claimed.',
  }),
  [CODES.GIFTCODE_EVENT_CONCLUDED]: msg({ id: 'error.code.concluded', message: 'The event has already concluded.' }),
  [CODES.GIFTCODE_EMAIL_INVALID]: msg({
    id: 'error.code.emailInvalid',
    message: 'The format is incorrect, please re-enter.',
  }),
  [CODES.GIFTCODE_NOT_STARTED]: msg({
    id: 'error.code.notStarted',
    message: 'This event has not started yet. Coming soon!',
  }),
  [CODES.PRIZE_ALREADY_CLAIMED]: msg({
    id: 'error.code.prizeClaimed',
    message: 'This reward has already been claimed.',
  }),
  [CODES.PRIZE_EXPIRED]: msg({ id: 'error.code.prizeExpired', message: 'This reward has expired.' }),
  [CODES.INTERNAL]: msg({ id: 'error.request', message: 'The request failed.' }),
  [CODES.MALFORMED_RESPONSE]: msg({ id: 'error.code.malformed', message: 'The answer could not be read.' }),
  [CODES.TIMEOUT]: msg({
    id: 'error.code.timeout',
    message: 'Connection is timeout, please close this page and try again later.',
  }),
  [CODES.NETWORK]: msg({ id: 'error.code.network', message: 'No connection. Check your network and try again.' }),
  [CODES.MISCONFIGURED]: msg({
    id: 'error.code.misconfigured',
    message: 'This page is not set up to reach the game platform. Please tell the site owner.',
  }),
  [CODES.ORIGIN_REFUSED]: msg({
    id: 'error.code.originRefused',
    message: 'The game platform does not accept this site. Please tell the site owner.',
  }),
  // Inside a game's web view nobody can "log in again": the game lobby opens a new session (issue 41).
  [CODES.TOKEN_EXPIRED]: msg({ id: 'error.lobby', message: 'Please return to the Game Lobby' }),
  [CODES.TOKEN_INVALID]: msg({ id: 'error.lobby', message: 'Please return to the Game Lobby' }),
};

const REQUEST_FAILED = msg({ id: 'error.request', message: 'The request failed.' });

/** True when the client has its own words for this code. */
export const isKnownCode = (code: number | null | undefined): boolean => code != null && code in BY_CODE;

/**
 * Whether a server `Message` may be shown to a player as it is: a sentence, not a URL, not a
 * library's error name ("RequestError", "TypeError: Failed to fetch"), not a code or a trace, not
 * a field-validation string quoting the input.
 */
export function isPlayerReadable(message: string | null | undefined): message is string {
  if (!message) return false;
  const text = message.trim();
  if (text.length < 2 || text.length > 300) return false;
  if (/\b(?:https?:\/\/|www\.)|\/api\//i.test(text)) return false;
  if (/^[A-Z]?[a-z]*(?:Error|Exception)\b|Failed to fetch|NetworkError|\bfetch\b|\bHTTP \d{3}\b/.test(text))
    return false;
  if (/^[\d\s:.-]*$/.test(text)) return false;
  // An HTTP status line from a server or a proxy ("Internal Server Error", "502 Bad Gateway"): the
  // server's English, not a sentence for a player (issue 41).
  if (HTTP_REASON.test(text)) return false;
  if (/["'`].*["'`]|\b(?:must be|is required|is not a|cannot be|out of range)\b/i.test(text)) return false;
  return true;
}

/** HTTP reason phrases, with or without their status number. */
const HTTP_REASON =
  /^(?:\d{3}\s*)?(?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out|Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Request Timeout|Too Many Requests|Payload Too Large|Not Implemented|Conflict|Gone)\.?$/i;

/** A code that is an HTTP status (a proxy's or a server's failure, not a platform Code). */
const isHttpStatus = (code: number) => Number.isInteger(code) && code >= 100 && code <= 599;

/**
 * The client's text for a failure in the page language (the one rule for every screen): a known
 * code in the client's words; an HTTP failure the generic text; the server's Message only for a
 * platform code the client does not know, and only when it reads as a sentence for a player.
 */
export function errorText(i18n: I18n, code: number | null | undefined, serverMessage?: string | null): string {
  const own = code != null ? BY_CODE[code] : undefined;
  if (own) return i18n._(own);
  if (code != null && isHttpStatus(code)) return i18n._(REQUEST_FAILED);
  if (isPlayerReadable(serverMessage)) return serverMessage.trim();
  return i18n._(REQUEST_FAILED);
}

/** The headline a failure shows over its message: not found reads as not found, not maintenance. */
export function errorHeadline(i18n: I18n, code: number | null | undefined): string {
  if (code === CODES.NOT_FOUND) return i18n._(msg({ id: 'error.notFoundTitle', message: 'Page Not Found' }));
  return i18n._(msg({ id: 'error.maintenance', message: 'Feature under maintenance.' }));
}

/** `code:trace` for support; a failure with no trace (timeout, offline) shows the code alone. */
export function errorReference(code: number | null | undefined, trace: string | null | undefined): string {
  return trace ? `${code ?? ''}:${trace}` : `${code ?? ''}`;
}
