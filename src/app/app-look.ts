/**
 * The shell's look (§2), pure: the `style-` route prefix, the content background theme, the
 * document fonts for Thai and Burmese (the download layouts' rules live in features/install).
 *
 * Decisions where §2 is silent, written once here:
 * - A route may start with `/style-1`, `/style-2`, `/style-3` or `/style-casual`; it is the base
 *   of every route after it (links keep it). No prefix, or any other value, is style 1.
 * - The content theme follows the brand (TaDa → city, JILI Plus → plus, JILI Star → star); the
 *   casual style uses the royale theme whatever the brand.
 */
export const STYLES = ['1', '2', '3', 'casual'] as const;
export type Style = (typeof STYLES)[number];

/** `/style-2/ingame/action` → style 2, base `/style-2`; no prefix → style 1, base ''. */
export function stylePrefix(path: string): { style: Style; base: string } {
  const match = /^\/style-([\w-]+)(?=\/|$)/.exec(path);
  const style = match && (STYLES as readonly string[]).includes(match[1]!) ? (match[1] as Style) : null;
  return style ? { style, base: match![0] } : { style: '1', base: '' };
}

export type ContentTheme = 'city' | 'plus' | 'star' | 'royale';

export function contentTheme(webId: string, style: Style): ContentTheme {
  if (style === 'casual') return 'royale';
  return webId === 'jiliplus' ? 'plus' : webId === 'jilistar' ? 'star' : 'city';
}

/**
 * §2 Thai and Burmese fonts, declared on the document (a font declared inside a shadow root is
 * not used by Chromium). Local faces only: nothing is downloaded, and the unicode ranges keep
 * them to their scripts. The last resort of ui/base.css's per-locale font lists, after the named
 * faces; local() matches full face names ("Noto Sans Thai Regular"), and no Tlwg face is listed:
 * Tlwg Typo is monospace (issue 24).
 */
export const DOCUMENT_FONTS = `
@font-face { font-family: 'Ingame Thai'; src: local('Noto Sans Thai Regular'), local('NotoSansThai-Regular'), local('Thonburi'), local('Leelawadee UI'), local('Loma'), local('Garuda'); unicode-range: U+0E00-0E7F; }
@font-face { font-family: 'Ingame Burmese'; src: local('Noto Sans Myanmar'), local('Myanmar Text'), local('Padauk'), local('Myanmar Sangam MN'); unicode-range: U+1000-109F, U+A9E0-A9FF, U+AA60-AA7F; }
`;

/**
 * How the player leaves (§2, §4): with `device=mobileapp` the app's own close action (its
 * JavaScript bridge, when it injected one); in a frame, the close message to `posthost`; else
 * window.close().
 */
export type CloseAction = 'app' | 'post' | 'window';
export function closeAction(
  flags: { useAppCloseWindow: boolean; postMessageHost: string | null },
  framed: boolean,
  hasBridge: boolean,
): CloseAction {
  if (flags.useAppCloseWindow && hasBridge) return 'app';
  if (flags.postMessageHost && framed) return 'post';
  return 'window';
}
