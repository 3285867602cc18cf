/** The marquee resource: one request per operator and language, shared by every marquee on the page. */
import { call } from '../../api/client';
import { readMarquee, type MarqueeItem } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';

export interface MarqueeKey {
  apiId: number;
  locale: Locale;
  /**
   * §5 web-id gate (isFeatureEnabled, the same rule state/gates.ts applies): when off, the call
   * is skipped and the list is empty. Not callGated: its table would cost every lobby page 0.3 KB.
   */
  enabled: boolean;
}

export const marqueeFamily = resourceFamily<MarqueeKey, MarqueeItem[]>(
  (k) => `${k.apiId}|${k.locale}|${k.enabled}`,
  async ({ apiId, locale, enabled }) => {
    if (!enabled || apiId <= 0) return [];
    return call('GET /marquee/:apiId/:langId', { params: { apiId, langId: API_LANG[locale] } }, readMarquee);
  },
);
