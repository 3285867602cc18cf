/**
 * The install guide's rules, pure: which platform the visitor is on, whether an iPhone visitor is
 * in Safari (profiles and web apps install only from Safari), which sections the guide shows, and
 * which server links may be followed.
 */
import { ANDROID_STEPS, IOS_STEPS, type InstallGuide, type InstallStepKey } from '../../api/contract';

export type InstallPlatform = 'ios' | 'android' | 'desktop';

/**
 * iPhone, iPod and iPad are iOS; iPadOS 13+ says "Macintosh" but has a touch screen. Android is
 * Android (Windows phones and everything else without either are desktop: they get the QR code).
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/**
 * Safari itself, not Chrome/Firefox/Edge/Opera for iOS nor an app's web view (Facebook, Instagram,
 * LINE, WeChat, Google app): those carry their own token, or lack "Safari/" altogether.
 */
export function isIosSafari(userAgent: string): boolean {
  if (!/Safari\//.test(userAgent) || !/Version\//.test(userAgent)) return false;
  return !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|DuckDuckGo/i.test(
    userAgent,
  );
}

export interface GuideSections {
  /** The QR code of the page's own URL, for a phone to scan. */
  qr: boolean;
  androidButton: boolean;
  androidSteps: boolean;
  /** "Open this page in Safari" first: an iPhone in another browser cannot install. */
  openInSafari: boolean;
  iosSteps: boolean;
  webAppLink: boolean;
}

/** What the guide shows on each platform: desktop → QR and both sets of steps; phones their own. */
export function guideSections(platform: InstallPlatform, safari: boolean): GuideSections {
  return {
    qr: platform === 'desktop',
    androidButton: platform === 'android',
    androidSteps: platform !== 'ios',
    openInSafari: platform === 'ios' && !safari,
    iosSteps: platform !== 'android',
    webAppLink: platform === 'ios' && safari,
  };
}

/** The steps of a guide the client can name, in the platform's order (unknown keys are left out). */
export function knownSteps(keys: readonly string[], platform: 'ios' | 'android'): InstallStepKey[] {
  const allowed: readonly string[] = platform === 'ios' ? IOS_STEPS : ANDROID_STEPS;
  return keys.filter((key): key is InstallStepKey => allowed.includes(key));
}

/** Only http(s) links from the server are followed (never javascript:, data: …). */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where the guide stands for the visitor: no link at all and an expired link both say §8's text. */
export function linkState(guide: InstallGuide): 'expired' | 'available' | 'none' {
  if (guide.Expired) return 'expired';
  return safeLink(guide.AndroidLink) || safeLink(guide.WebAppUrl) ? 'available' : 'none';
}

/** The URL a phone should open: the page's own, without its fragment-less noise (tokens stay out). */
export function qrTarget(explicit: string | null | undefined, pageUrl: string): string {
  const chosen = safeLink(explicit) ?? pageUrl;
  try {
    const url = new URL(chosen);
    // A login or game token in the page's URL must not be handed to another device.
    for (const secret of ['token', 't']) url.searchParams.delete(secret);
    return url.href;
  } catch {
    return chosen;
  }
}

/**
 * How the Android file is downloaded. `fetch` (so the page can say "Download completed." or
 * "Resource download fail.") only from the page's own origin: a file on another host is read
 * cross-site, which the page's CSP (`connect-src`) or the host's CORS blocks — every tap then
 * failed. Another origin is a plain `download` link: the browser downloads it as a navigation.
 */
export function downloadMethod(fileUrl: string, pageUrl: string): 'fetch' | 'link' {
  try {
    return new URL(fileUrl, pageUrl).origin === new URL(pageUrl).origin ? 'fetch' : 'link';
  } catch {
    return 'link';
  }
}
