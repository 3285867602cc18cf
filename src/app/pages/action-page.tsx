/**
 * The events hub `/ingame/action` (§2): banners, then the rankings' tournaments, then news, the
 * game entrances and the support contacts (agent info); `/ingame/action/{id}` is a promotion's
 * page inside the app, and `/action/{id}` the same page bare. The news pieces are lazy: the shell
 * does not download them until the hub opens.
 */
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { Spinner } from '../../ui/spinner';
import { ROUTES } from '../app-routes';

const hub = () => import('../../features/news/news-hub');
const BannerSection = lazy(() => hub().then((m) => ({ default: m.BannerSection })));
const NewsSection = lazy(() => hub().then((m) => ({ default: m.NewsSection })));
const GameEntranceSection = lazy(() => hub().then((m) => ({ default: m.GameEntranceSection })));
const AgentInfoFooter = lazy(() => hub().then((m) => ({ default: m.AgentInfoFooter })));
const PromotionPage = lazy(() => hub().then((m) => ({ default: m.PromotionPage })));
const Rankings = lazy(() => import('../../features/rankings/rankings').then((m) => ({ default: m.Rankings })));

/** A promotion's route inside the app. */
export const promotionPath = (id: number) => `${ROUTES.action}/${id}`;

export function ActionPage() {
  const { t } = useLingui();
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  if (params.id) {
    return (
      <section className="page page--promotion">
        <Suspense fallback={<Spinner />}>
          <PromotionPage id={params.id} onBack={() => navigate(ROUTES.action)} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className="page page--action" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t({ id: 'app.menu.action', message: 'Events' })}
      </h1>
      <div className="action-hub" style={{ display: 'grid', gap: '1em' }}>
        {/* 1. Banners (#13 news): nothing at all when the operator's banner gate is off. */}
        <Suspense fallback={null}>
          <BannerSection />
        </Suspense>
        {/* 2. Tournaments (#12 rankings): the running boards, the upcoming ones, the operator's events. */}
        <Suspense fallback={<Spinner />}>
          <Rankings view="hub" />
        </Suspense>
        {/* 3. News (#13): the three tabs; a promotion opens on its own route. */}
        <Suspense fallback={<Spinner />}>
          <NewsSection onOpenPromotion={(id) => navigate(promotionPath(id))} />
          <GameEntranceSection />
          <AgentInfoFooter />
        </Suspense>
      </div>
    </section>
  );
}

/** `/action/{id}`: the promotion page alone (a §2 bare wrapper). */
export function BarePromotionPage() {
  const params = useParams<{ id?: string }>();
  return (
    <Suspense fallback={<Spinner />}>
      <PromotionPage id={params.id} />
    </Suspense>
  );
}
