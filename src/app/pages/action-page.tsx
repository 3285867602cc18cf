/**
 * The events hub `/ingame/action` (§2): banners, then the rankings' tournaments, then news, the
 * game entrances and the support contacts (agent info); `/ingame/action/{id}` is a promotion's
 * page inside the app, and `/action/{id}` the same page bare. This page is itself lazy (pages.tsx):
 * the shell does not download the hub's features until the hub opens, and then fetches them all
 * at once (no lazy step inside the page, so no extra round trip before the first banner).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import {
  AgentInfoFooter,
  BannerSection,
  GameEntranceSection,
  NewsSection,
  PromotionPage,
} from '../../features/news/news-hub';
import { Rankings } from '../../features/rankings/rankings';
import { ErrorGroup } from '../../ui/error-group';
import { ROUTES } from '../app-routes';
import { afterNextPaint, useFirstContent } from '../first-content';

export { prefetchHub } from './hub-data';

/** A promotion's route inside the app. */
export const promotionPath = (id: number) => `${ROUTES.action}/${id}`;

/** The longest the hub's lower sections wait for the tournaments above them. */
const REST_WAIT_MS = 3000;

export function ActionPage() {
  const { t } = useLingui();
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const [restShown, setRestShown] = useState(false);
  const { show } = useFirstContent();
  // Once the tournaments are drawn (or REST_WAIT_MS passed): the sections below them and the
  // shell's second parts (first-content.ts), after that frame, so their renders do not delay it.
  const showRest = useCallback(
    () =>
      afterNextPaint(() => {
        show();
        setRestShown(true);
      }),
    [show],
  );
  useEffect(() => {
    const timer = setTimeout(showRest, REST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [showRest]);
  if (params.id) {
    return (
      <section className="page page--promotion">
        <PromotionPage id={params.id} onBack={() => navigate(ROUTES.action)} />
      </section>
    );
  }
  return (
    <section className="page page--action" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t({ id: 'app.menu.action', message: 'Events' })}
      </h1>
      {/* One error box with one Retry when the platform fails every section at once (ui/error-group). */}
      <ErrorGroup>
        <div className="action-hub" style={{ display: 'grid', gap: '1em' }}>
          {/* 1. Banners (#13 news): their box held while they load; nothing when the gate is off. */}
          <BannerSection />
          {/* 2. Tournaments (#12 rankings): the running boards, the upcoming ones, the operator's events. */}
          <Rankings view="hub" onShown={showRest} />
          {/* 3. News (#13): the three tabs; a promotion opens on its own route. Their data is asked
            for with the hub's (hub-data.ts); they render once the tournaments are in place, so the
            tournaments never push them down, and their first render never delays the tournaments
            (rendered hidden before, they cost the hub's first title 100 ms at CPU x4, issue 45). */}
          {restShown && (
            <div style={{ display: 'grid', gap: '1em' }}>
              <NewsSection onOpenPromotion={(id) => navigate(promotionPath(id))} />
              <GameEntranceSection />
              <AgentInfoFooter />
            </div>
          )}
        </div>
      </ErrorGroup>
    </section>
  );
}

/** `/action/{id}`: the promotion page alone (a §2 bare wrapper). */
export function BarePromotionPage() {
  const params = useParams<{ id?: string }>();
  return <PromotionPage id={params.id} />;
}
