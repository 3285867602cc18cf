/**
 * The platform API contract (§7): every call, its path parameters, query, body and the `Data` of
 * its response envelope, one file per domain. The client (`src/api/client.ts`) and the reference
 * platform (`platform/server`) both import it, so they cannot drift: the server's handler table is
 * typed over every key of `ApiContract`.
 *
 * Where §7 names path segments only as {a}/{b}, the domain files name them (and that naming is
 * the design). Shapes §7 does not show are designed from what the §2 screens need; field names
 * keep the platform's PascalCase.
 *
 * Languages (issue 25): every call whose answer holds text a player reads takes the page language
 * — the `:langId` path segment, or a `LangId` query/body field (`th-TH`, `de-DE`, see API_LANG) —
 * and the platform answers in it, in all 17 locales of §1, falling back to English for a text it
 * has no translation of (the reference platform's table: platform/server/i18n.ts).
 * - Localized by the server: marquee formats, banner/promotion/news titles and texts, event,
 *   ranking, gift-code, prize and holiday names, VIP tier names, the repair `Message`, and every
 *   failure `Message`. Pictures with text come per language (`…/{lang}/…`) in the languages the
 *   operator lists (user api info `PictureLanguages`); the client's §2 image fallback chain
 *   (ui/image-candidates) takes over for any other language and when a picture is missing.
 * - Keys the client names from its own catalog (never shown as sent): game names of the catalogue
 *   (features' game tables), bet categories, areas and hand names (baccarat, odd/even, group,
 *   hundred …: features/history/rounds/names.tsx), round results, the verifier's game names and
 *   formula text (features/fairness), install steps, reward kinds and item cards.
 * - Failure `Message`: the client shows its own text for every Code it knows (ui/error-text) and
 *   the server's Message only for a code it does not know.
 */
export * from './common';
export * from './content';
export * from './news';
export * from './operator';
export * from './fairness';
export * from './giftcode';
export * from './history';
export * from './member';
export * from './ranking';
export * from './session';
export * from './settings';
export * from './endpoints';
