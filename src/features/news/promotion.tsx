/**
 * A promotion's page (§2 `#/action/{id}`, bare and inside the app, and the news element's detail):
 * picture, title, period and state, the full text, and while it runs, its games.
 */
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '../../api/contract';
import { useResource } from '../../state/resource';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { usePlayerTime } from '../../ui/use-player-time';
import { promotionsFamily } from './news.api';
import { usePlatform } from './news-hooks';
import { Picture } from './news-picture';
import { PromotionGames } from './promotion-games';
import { RetryText } from '../../ui/retry-text';

/** `2026/10/26 – 2099/01/01` in the player's time zone (§5 date only). */
export function usePeriod() {
  const format = usePlayerTime();
  return (p: Promotion) => `${format.date(p.StartTime)} – ${format.date(p.EndTime)}`;
}

export function StateBadge({ promotion }: { promotion: Promotion }) {
  const { t } = useLingui();
  const label = {
    comingSoon: t({ id: 'news.state.comingSoon', message: 'Coming soon' }),
    running: t({ id: 'news.state.running', message: 'Running' }),
    concluded: t({ id: 'news.state.concluded', message: 'Concluded' }),
  }[promotion.State];
  return (
    <span className={`state state--${promotion.State}`} data-state={promotion.State}>
      {label}
    </span>
  );
}

export interface PromotionDetailProps {
  id: number;
  /** Shows a back button (the news element's detail, the app's page). */
  onBack?: () => void;
  /** The heading level of the title: 1 on its own page, 2 inside the news element. */
  level?: 1 | 2;
}

export function PromotionDetail({ id, onBack, level = 2 }: PromotionDetailProps) {
  const { t } = useLingui();
  const { locale, ready, apiId, origin } = usePlatform();
  const period = usePeriod();
  const resource = useResource(promotionsFamily, ready ? { apiId, locale } : null);
  const back = onBack ? (
    <button type="button" className="detail__back" onClick={onBack}>
      <span aria-hidden="true">{'‹\u00a0'}</span>
      {t({ id: 'news.back', message: 'Back to news' })}
    </button>
  ) : null;
  if (resource.status === 'loading')
    return (
      <div className="detail detail--loading">
        {back}
        <Spinner />
      </div>
    );
  if (resource.status === 'error') {
    return (
      <div className="detail detail--error">
        {back}
        <ErrorNotice code={resource.error.Code} message={resource.error.Message} trace={resource.error.trace} />
        <button type="button" className="button" onClick={resource.reload}>
          <RetryText />
        </button>
      </div>
    );
  }
  const promotion = resource.data.find((p) => p.Id === id);
  const Heading = level === 1 ? 'h1' : 'h2';
  if (!promotion) {
    return (
      <div className="detail detail--missing">
        {back}
        <Heading className="detail__title">
          {t({ id: 'news.notFound', message: 'This promotion is not available.' })}
        </Heading>
      </div>
    );
  }
  return (
    <article
      className="detail"
      part="promotion"
      data-promotion={promotion.Id}
      aria-labelledby={`promotion-${promotion.Id}`}
    >
      {back}
      <div className="detail__picture">
        <Picture kind="promotion" image={promotion.Image} origin={origin} className="detail__img" />
      </div>
      <Heading className="detail__title" id={`promotion-${promotion.Id}`}>
        {promotion.Title}
      </Heading>
      <p className="detail__meta">
        <StateBadge promotion={promotion} />
        <span className="detail__period">{period(promotion)}</span>
      </p>
      {promotion.State === 'concluded' ? (
        <p className="detail__note">{t({ id: 'news.concludedNote', message: 'The event has already concluded.' })}</p>
      ) : promotion.State === 'comingSoon' ? (
        <p className="detail__note">{t({ id: 'news.comingSoonNote', message: 'This event has not started yet.' })}</p>
      ) : null}
      <p className="detail__summary">{promotion.Summary}</p>
      {promotion.Content.map((paragraph, i) => (
        <p key={i} className="detail__paragraph">
          {paragraph}
        </p>
      ))}
      {promotion.State === 'running' ? <PromotionGames promotion={promotion} /> : null}
    </article>
  );
}
