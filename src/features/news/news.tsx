/**
 * <ingame-news> (§2): All News, Brand News and Latest Games News, from one promote-list call.
 * Each item shows its picture (§2 fallback chain), title, summary, period (§5) and state; a
 * promotion opens its page — inside the element on a lobby page, or the app's route when the app
 * passes `onOpenPromotion`. Running Latest Games items offer their games (transfer, §9 fallback,
 * switch-off status respected).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '../../api/contract';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { promotionsFamily } from './news.api';
import { usePlatform } from './news-hooks';
import { NEWS_TABS, parseTab, promotionsOf, type NewsTab } from './news-rules';
import { Picture } from './news-picture';
import { PromotionDetail, StateBadge, usePeriod } from './promotion';
import { PromotionGames } from './promotion-games';
import css from './news.css?inline';
import { newsCatalog } from './news.catalog';
import { RetryText } from '../../ui/retry-text';
import { useGroupedFailure } from '../../ui/error-group';

export interface NewsProps {
  /** The tab to show first: `all` (default), `brand` or `games`. */
  tab?: string;
  /** A promotion id to open at once. */
  promotion?: string | number;
  /** The app opens promotions on its own route; without it the element shows them itself. */
  onOpenPromotion?: (id: number) => void;
}

function NewsItem({ promotion, onOpen }: { promotion: Promotion; onOpen(id: number): void }) {
  const { t } = useLingui();
  const { origin } = usePlatform();
  const period = usePeriod();
  return (
    <li className={`news-item news-item--${promotion.State}`} part="news-item" data-promotion={promotion.Id}>
      <div className="news-item__picture">
        <Picture kind="promotion" image={promotion.Image} origin={origin} className="news-item__img" loading="lazy" />
      </div>
      <div className="news-item__body">
        <h3 className="news-item__title">
          {/* The title's button covers the whole card (::after); the game buttons sit above it. */}
          <button type="button" className="news-item__open" onClick={() => onOpen(promotion.Id)}>
            {promotion.Title}
          </button>
        </h3>
        <p className="news-item__summary">{promotion.Summary}</p>
        <p className="news-item__meta">
          <StateBadge promotion={promotion} />
          <span className="news-item__period">
            <span className="visually-hidden">{t({ id: 'news.period', message: 'Period' })} </span>
            {period(promotion)}
          </span>
        </p>
        {promotion.Category === 'games' && promotion.State === 'running' ? (
          <PromotionGames promotion={promotion} />
        ) : null}
      </div>
    </li>
  );
}

function NewsView({ tab: initialTab, promotion, onOpenPromotion }: NewsProps) {
  const { t } = useLingui();
  const { locale, emit, ready, apiId } = usePlatform();
  const resource = useResource(promotionsFamily, ready ? { apiId, locale } : null);
  const [tab, setTab] = useState<NewsTab>(parseTab(initialTab));
  // A new `tab` attribute selects that tab (set while rendering, so the first frame shows it).
  const [tabProp, setTabProp] = useState(initialTab);
  if (tabProp !== initialTab) {
    setTabProp(initialTab);
    setTab(parseTab(initialTab));
  }
  const wanted = Number(promotion);
  const [open, setOpen] = useState<number | null>(Number.isInteger(wanted) && wanted > 0 ? wanted : null);
  const tabRefs = useRef<Partial<Record<NewsTab, HTMLButtonElement | null>>>({});
  const openPromotion = (id: number) => {
    emit('ingame-promotion-open', { id });
    if (onOpenPromotion) onOpenPromotion(id);
    else setOpen(id);
  };

  if (open != null && !onOpenPromotion) {
    return (
      <div className="news" part="base">
        <PromotionDetail id={open} onBack={() => setOpen(null)} />
      </div>
    );
  }

  const labels: Record<NewsTab, string> = {
    all: t({ id: 'news.tab.all', message: 'All News' }),
    brand: t({ id: 'news.tab.brand', message: 'Brand News' }),
    games: t({ id: 'news.tab.games', message: 'Latest Games News' }),
  };
  // WAI-ARIA tabs: arrow keys move between tabs (and select them), Home and End jump.
  const onTabKey = (e: KeyboardEvent) => {
    const i = NEWS_TABS.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: NEWS_TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = NEWS_TABS[(next + NEWS_TABS.length) % NEWS_TABS.length]!;
    setTab(target);
    tabRefs.current[target]?.focus();
  };

  const items = resource.status === 'ready' ? promotionsOf(resource.data, tab) : [];
  return (
    <section className="news" part="base" aria-label={t({ id: 'news.label', message: 'News' })}>
      <div
        className="news__tabs"
        role="tablist"
        aria-label={t({ id: 'news.tabs', message: 'News categories' })}
        onKeyDown={onTabKey}
      >
        {NEWS_TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`news-tab-${key}`}
            className="news__tab"
            part="news-tab"
            data-tab={key}
            aria-selected={tab === key}
            aria-controls="news-panel"
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div
        className="news__panel"
        role="tabpanel"
        id="news-panel"
        aria-labelledby={`news-tab-${tab}`}
        aria-busy={resource.status === 'loading'}
      >
        {resource.status === 'loading' ? (
          <Spinner />
        ) : resource.status === 'error' ? (
          <NewsFailure error={resource.error} retry={resource.reload} />
        ) : items.length === 0 ? (
          <p className="news__empty">{t({ id: 'news.empty', message: 'No Result.' })}</p>
        ) : (
          <ul className="news__list">
            {items.map((p) => (
              <NewsItem key={p.Id} promotion={p} onOpen={openPromotion} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function News(props: NewsProps) {
  return (
    <FeatureScope css={css} catalog={newsCatalog}>
      <NewsView {...props} />
    </FeatureScope>
  );
}

/** The list that failed to load; one box per page (ui/error-group), whose Retry asks again for all. */
function NewsFailure({ error, retry }: { error: { Code: number; Message: string; trace?: string }; retry(): void }) {
  const grouped = useGroupedFailure(retry);
  if (!grouped.shown) return null;
  return (
    <div className="news__error">
      <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} />
      <button type="button" className="button" onClick={grouped.retry}>
        <RetryText />
      </button>
    </div>
  );
}
