/**
 * The route table (§2): every route path comes from ROUTES (app-routes.ts); each page is its own
 * module, and a feature's page is lazy so the shell does not download pages nobody opens.
 */
import { Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Redirect, Route, Switch } from 'wouter';
import { prefetchBanners } from '../../features/news/banner.api';
import { newsCatalog } from '../../features/news/news.catalog';
import { rankingsCatalog } from '../../features/rankings/rankings.catalog';
import { loadCatalog } from '../../i18n/i18n';
import { apiIdAtom, entryAtom, localeAtom } from '../../state/session';
import type { SessionStore } from '../../state/store';
import { preloadable } from '../../ui/preloadable';
import { Spinner } from '../../ui/spinner';
import { firstPage, ROUTES, verifierRound } from '../app-routes';
import { useHashSearch } from '../hash-location';
import { useFlags } from '../use-flags';
import { ClosePage } from './close-page';
import { ErrorPage } from './error-page';
import { EventRoute } from './event-page';
import { HistoryPage } from './history-page';
import { IntroPage } from './intro-page';
import { MemberPage, VipPage } from './member-page';
import { NotFound } from './not-found';
import { RepairPage } from './repair-page';

/** What a page shows while its code arrives (a preloaded page never shows it); slow, it says so. */
const loading = <Spinner />;

const Fairness = preloadable(
  () => import('../../features/fairness/fairness'),
  (m) => m.Fairness,
  loading,
);
const DownloadPage = preloadable(
  () => import('./download-page'),
  (m) => m.DownloadRoute,
  loading,
);
const BlockedPage = preloadable(
  () => import('../../features/intro/blocked'),
  (m) => m.BlockedPage,
  loading,
);
const actionPage = () => import('./action-page');
const ActionPage = preloadable(actionPage, (m) => m.ActionPage, loading);
const BarePromotionPage = preloadable(actionPage, (m) => m.BarePromotionPage, loading);
const Prize = preloadable(
  () => import('../../features/rewards/prize'),
  (m) => m.Prize,
  loading,
);
const Backpack = preloadable(
  () => import('../../features/rewards/backpack'),
  (m) => m.Backpack,
  loading,
);
const GiftCode = preloadable(
  () => import('../../features/rewards/gift-code'),
  (m) => m.GiftCode,
  loading,
);

/**
 * The code and texts of the page at `path`, fetched before it renders: app-session.ts calls this
 * once the token is in, so the first page does not wait for the start-up calls to begin downloading
 * (issue 17, the events hub's first paint). Pages not listed here simply load when they render.
 */
export function prefetchPage(path: string, store: SessionStore): void {
  const locale = store.get(localeAtom);
  if (path === ROUTES.action || path.startsWith(`${ROUTES.action}/`)) {
    // The texts are fetched beside the code, not after it: their loader tables are here.
    for (const catalog of [newsCatalog, rankingsCatalog]) loadCatalog(catalog, locale).catch(noop);
    ActionPage.preload().catch(noop);
    if (path === ROUTES.action) {
      // The hub's largest picture: the banners' data and first picture as soon as the gates are
      // known, not after the hub's code arrived and rendered.
      prefetchBanners(store, locale);
      // Its other data as soon as both the session and the hub's code are in (issue 30).
      actionPage().then((m) => m.prefetchHub(store, locale), noop);
    }
  }
}
const noop = () => {};

/** A lazily loaded page, with the spinner while its code arrives. */
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={loading}>{children}</Suspense>;

/** A lazily loaded feature as a page, under its (visually hidden) title. */
const FeaturePage = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="page" aria-labelledby="page-title">
    <h1 id="page-title" className="visually-hidden">
      {title}
    </h1>
    <Lazy>{children}</Lazy>
  </section>
);

/**
 * `#/ingame/fairness?game=12&round=…`: the verifier with that round loaded (a provably-fair
 * round's detail links here); a new round in the query starts the verifier afresh.
 */
function FairnessRoute() {
  const query = useHashSearch();
  const { game, round } = verifierRound(query);
  return (
    <Lazy>
      <Fairness key={`${game}/${round}`} game={game ?? undefined} round={round ?? undefined} />
    </Lazy>
  );
}

export function Pages() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  const apiId = useAtomValue(apiIdAtom);
  // §2: a page the menu hides (`gp` the member pages, `device` the rewards) is not opened by its URL
  // either: it goes to the first page, as `/` does.
  const home = <Redirect to={firstPage(apiId, flags, gameId)} replace />;
  return (
    <Switch>
      <Route path={`${ROUTES.action}/:id?`}>
        <Lazy>
          <ActionPage />
        </Lazy>
      </Route>
      <Route path={ROUTES.member}>
        {flags.hideMemberPage ? (
          home
        ) : flags.hideUserItems ? (
          <Redirect to={ROUTES.memberVip} replace />
        ) : (
          <>
            <MemberPage />
            {/* The player's items (the rewards feature's backpack) under the member summary. */}
            <section className="page page--items">
              <Lazy>
                <Backpack />
              </Lazy>
            </section>
          </>
        )}
      </Route>
      <Route path={ROUTES.memberVip}>{flags.hideMemberPage ? home : <VipPage />}</Route>
      <Route path={ROUTES.prize}>
        {flags.hidePrizePage ? (
          home
        ) : (
          <FeaturePage title={t({ id: 'app.menu.prize', message: 'Rewards' })}>
            <Prize />
          </FeaturePage>
        )}
      </Route>
      <Route path={`${ROUTES.gamehistory}/:gameId?/:round?`}>
        <HistoryPage />
      </Route>
      <Route path={ROUTES.fairness}>
        <FairnessRoute />
      </Route>
      <Route path={`${ROUTES.intro}/:gameId?`}>
        <Lazy>
          <IntroPage />
        </Lazy>
      </Route>
      <Route path={ROUTES.blocked}>
        <Lazy>
          <BlockedPage />
        </Lazy>
      </Route>
      <Route path={ROUTES.repair}>
        <RepairPage />
      </Route>
      <Route path={`${ROUTES.download}/:layout?`}>
        <Lazy>
          <DownloadPage />
        </Lazy>
      </Route>
      <Route path={`${ROUTES.actionPage}/:id?`}>
        <Lazy>
          <BarePromotionPage />
        </Lazy>
      </Route>
      <Route path={`${ROUTES.eventPage}/:id?`}>
        <EventRoute />
      </Route>
      {/* The same event page inside the shell: where the hub's event links lead in the app. */}
      <Route path={`${ROUTES.event}/:id?`}>
        <EventRoute />
      </Route>
      <Route path={`${ROUTES.giftCode}/:id?`}>
        {(params: { id?: string }) => (
          <FeaturePage title={t({ id: 'app.page.giftCode', message: 'Gift code' })}>
            <GiftCode eventId={params.id} />
          </FeaturePage>
        )}
      </Route>
      <Route path={ROUTES.close}>
        <ClosePage />
      </Route>
      {/* Any page without the shell around it: /pure/ingame/gamehistory/1, /full-page/ingame/action. */}
      <Route path={ROUTES.pure} nest>
        <Pages />
      </Route>
      <Route path={ROUTES.fullPage} nest>
        <Pages />
      </Route>
      <Route path={ROUTES.error}>
        <ErrorPage />
      </Route>
      <Route path="/">{home}</Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
