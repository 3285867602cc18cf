/** The marquee resource: one request per operator and language, shared by every marquee on the page. */
import { call } from '../../api/client';
import { readMarquee, type MarqueeItem } from '../../api/contract';
import { isFeatureEnabled, type OperatorType } from '../../core/brands';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily, whenSessionReady } from '../../state/resource';
import { apiIdAtom, operatorTypeAtom, projectAtom } from '../../state/session';
import type { SessionStore } from '../../state/store';

export interface MarqueeKey {
  apiId: number;
  locale: Locale;
  /**
   * §5 web-id gate (isFeatureEnabled, the same rule state/gates.ts applies): when off, the call
   * is skipped and the list is empty. Not callGated: its table would cost every lobby page 0.3 KB.
   */
  enabled: boolean;
}

/** The one key the strip reads and the prefetch asks with. */
export const marqueeKeyOf = (apiId: number, locale: Locale, webId: string, operatorType: OperatorType): MarqueeKey => ({
  apiId,
  locale,
  enabled: isFeatureEnabled('marquee', webId, operatorType),
});

export const marqueeFamily = resourceFamily<MarqueeKey, MarqueeItem[]>(
  (k) => `${k.apiId}|${k.locale}|${k.enabled}`,
  async ({ apiId, locale, enabled }) => {
    if (!enabled || apiId <= 0) return [];
    return call('GET /marquee/:apiId/:langId', { params: { apiId, langId: API_LANG[locale] } }, readMarquee);
  },
);

/**
 * `<ingame-marquee>`'s prefetch (elements/runtime `prefetch`): the list is asked for the moment the
 * session is ready, not after the strip's texts arrived and it rendered (issue 30).
 */
export function prefetchMarquee(store: SessionStore, locale: Locale): () => void {
  return whenSessionReady(store, () => {
    const key = marqueeKeyOf(store.get(apiIdAtom), locale, store.get(projectAtom).webId, store.get(operatorTypeAtom));
    void marqueeFamily.load(store, key);
  });
}
