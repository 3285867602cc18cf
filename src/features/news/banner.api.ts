/**
 * The banners resource (§7 GET /banner/…), in a module of its own: the app's events hub asks for
 * the banners as soon as the session is ready (prefetchBanners), so the app's own chunk carries
 * this and nothing else of the news feature.
 */
import { call } from '../../api/client';
import { readBanners, type Banner } from '../../api/contract';
import { isFeatureEnabled } from '../../core/brands';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily, whenSessionReady } from '../../state/resource';
import { apiIdAtom, configAtom, operatorTypeAtom, projectAtom, userApiInfoAtom } from '../../state/session';
import type { SessionStore } from '../../state/store';
import { imageCandidates } from '../../ui/image-candidates';
import { imageParts, platformOrigin } from './news-links';

export interface BannerKey {
  apiId: number;
  locale: Locale;
  /** A game number: that game's banners (`/banner/{a}/{b}/game/{no}`); null for the lobby's. */
  game: number | null;
  /** §5/§6 gate (banner): when off the call is skipped and there are no banners. */
  enabled: boolean;
}

export const bannersFamily = resourceFamily<BannerKey, Banner[]>(
  (k) => `${k.apiId}|${k.locale}|${k.game}|${k.enabled}`,
  async ({ apiId, locale, game, enabled }) => {
    if (!enabled || apiId <= 0) return [];
    const langId = API_LANG[locale];
    return game == null
      ? call('GET /banner/:apiId/:langId', { params: { apiId, langId } }, readBanners)
      : call(
          'GET /banner/:apiId/:langId/:position/:gameNo',
          { params: { apiId, langId, position: 'game', gameNo: game } },
          readBanners,
        );
  },
);

/**
 * The lobby's banners and the first one's picture, asked for before <Banner> renders: the app's
 * events hub calls this as soon as the session is ready, so the hub's largest picture does not
 * wait for the hub's code to arrive and render first (issue 17). Same key and same first picture
 * URL as <Banner> uses, so the banner finds both ready; the §5 gate is applied the same way.
 */
export function prefetchBanners(store: SessionStore, locale: Locale): void {
  const start = () => {
    const apiId = store.get(apiIdAtom);
    const enabled = isFeatureEnabled('banner', store.get(projectAtom).webId, store.get(operatorTypeAtom));
    if (!enabled) return;
    const key = { apiId, locale, game: null, enabled };
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
