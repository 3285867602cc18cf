/**
 * The banners resource (§7 GET /banner/…), in a module of its own: the app's events hub asks for
 * the banners as soon as the session is ready (prefetchBanners), so the app's own chunk carries
 * this and nothing else of the news feature.
 */
import { call } from '../../api/client';
import { readBanners, type Banner } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily, whenSessionReady } from '../../state/resource';
import { apiIdAtom, configAtom, userApiInfoAtom } from '../../state/session';
import type { SessionStore } from '../../state/store';
import { imageCandidates } from '../../ui/image-candidates';
import { imageParts, platformOrigin } from './news-links';

export interface BannerKey {
  apiId: number;
  locale: Locale;
  /** A game number: that game's banners (`/banner/{a}/{b}/game/{no}`); null for the lobby's. */
  game: number | null;
}

export const bannersFamily = resourceFamily<BannerKey, Banner[]>(
  (k) => `${k.apiId}|${k.locale}|${k.game}`,
  async ({ apiId, locale, game }) => {
    if (apiId <= 0) return [];
    const langId = API_LANG[locale];
    return game == null
      ? call('GET /banner/:apiId/:langId', { params: { apiId, langId } }, readBanners)
      : call(
          'GET /banner/:apiId/:langId/:position/:gameNo',
          { params: { apiId, langId, position: 'game', gameNo: game } },
          readBanners,
        );
  },
  // §5/§6 gate (banner): switched off, nothing is asked and there are no banners.
  { gate: { feature: 'banner', closed: { value: [] } } },
);

/**
 * The lobby's banners and the first one's picture, asked for before <Banner> renders: the app's
 * events hub calls this as soon as the session is ready, so the hub's largest picture does not
 * wait for the hub's code to arrive and render first (issue 17). Same key and same first picture
 * URL as <Banner> uses, so the banner finds both ready; the §5 gate is the query's.
 */
export function prefetchBanners(store: SessionStore, locale: Locale): void {
  const start = () => {
    const key = { apiId: store.get(apiIdAtom), locale, game: null };
    void bannersFamily.load(store, key).then(() => {
      const banners = store.get(bannersFamily.atomFor(key));
      const first = banners.status === 'ready' ? banners.data[0] : undefined;
      const origin = platformOrigin(store.get(configAtom).apiBase, location.href);
      const parts = first ? imageParts(first.Image, origin) : null;
      const languages = store.get(userApiInfoAtom)?.PictureLanguages;
      if (parts && typeof Image === 'function')
        new Image().src = imageCandidates(parts.base, parts.name, locale, languages)[0]!;
    });
  };
  whenSessionReady(store, start);
}
