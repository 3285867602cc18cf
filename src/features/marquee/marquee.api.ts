/** The marquee resource: one request per operator and language, shared by every marquee on the page. */
import { call } from '../../api/client';
import { readMarquee, type MarqueeItem } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily, whenSessionReady } from '../../state/resource';
import { apiIdAtom } from '../../state/session';
import type { SessionStore } from '../../state/store';

export interface MarqueeKey {
  apiId: number;
  locale: Locale;
}

/** The one call of a key. */
const marqueeCall = ({ apiId, locale }: MarqueeKey) =>
  ({
    key: 'GET /marquee/:apiId/:langId',
    input: { params: { apiId, langId: API_LANG[locale] } },
    read: readMarquee,
  }) as const;

/** The §5 marquee gate is the query's (state/gates.ts): switched off, nothing is asked and the list is empty. */
export const marqueeFamily = resourceFamily<MarqueeKey, MarqueeItem[]>(
  (k) => `${k.apiId}|${k.locale}`,
  async (k) => {
    if (k.apiId <= 0) return [];
    const { key, input, read } = marqueeCall(k);
    return call(key, input, read);
  },
  // The list the ESM entry asked for with the code (elements/early-calls.ts) is taken, not asked again.
  { gate: { feature: 'marquee', closed: { value: [] } }, early: (k) => marqueeCall(k) },
);

/**
 * `<ingame-marquee>`'s prefetch (elements/runtime `prefetch`): the list is asked for the moment the
 * session is ready, not after the strip's texts arrived and it rendered (issue 30).
 */
export function prefetchMarquee(store: SessionStore, locale: Locale): () => void {
  return whenSessionReady(store, () => void marqueeFamily.load(store, { apiId: store.get(apiIdAtom), locale }));
}
