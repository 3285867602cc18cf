/**
 * Server links and pictures made safe: only `#/…` routes of this app or http(s) URLs, and pictures
 * split for the §2 fallback chain. A module of its own so the app's chunk can carry exactly this
 * (banner.api.ts asks for the hub's first picture early) without the rest of news-rules.
 */

export type SafeLink = { kind: 'route'; href: string } | { kind: 'web'; href: string };

/** The platform's origin: the API base resolved against the page (a relative base is the page's). */
export function platformOrigin(apiBase: string, pageHref: string): string | null {
  try {
    return new URL(apiBase, pageHref).origin;
  } catch {
    return null;
  }
}

/**
 * A server link made safe (ContentLink in the contract): a `#/…` route of this app, or an
 * http(s) URL — a path on the platform resolves against its origin. Anything else (javascript:,
 * data:, mailto:, a bare `#x`, garbage) is null: the banner or button stays inert.
 */
export function safeLink(raw: string | null | undefined, origin: string | null): SafeLink | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  if (text.startsWith('#/')) return /[\s<>"\\]/.test(text) ? null : { kind: 'route', href: text };
  // A bare fragment (`#top`) is not a route of this app.
  if (text.startsWith('#')) return null;
  // Control characters and backslashes are how `java\tscript:` and `/\evil` tricks slip through.
  if (/[\u0000-\u001f\\]/.test(text)) return null;
  try {
    const url = origin ? new URL(text, origin) : new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'web', href: url.href } : null;
  } catch {
    return null;
  }
}

// ─── pictures (ImagePath, §2 fallback chain) ───

/**
 * Split an ImagePath into the folder the language folders live in and the file name, for
 * ui/img.tsx (`{base}/{lang}/{name}`). A path on the platform resolves against its origin; only
 * http(s) pictures are shown (anything else gives null: the blank pixel).
 */
export function imageParts(image: string, origin: string | null): { base: string; name: string } | null {
  const link = safeLink(image, origin);
  if (!link || link.kind !== 'web') return null;
  const url = new URL(link.href);
  const slash = url.pathname.lastIndexOf('/');
  const name = decodeURIComponent(url.pathname.slice(slash + 1));
  if (!name) return null;
  return { base: `${url.origin}${url.pathname.slice(0, slash)}`, name };
}
