/**
 * The route table (§2): every route path comes from ROUTES (app-routes.ts); each page is its own
 * module, and a feature's page is lazy so the shell does not download pages nobody opens.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Redirect, Route, Switch } from 'wouter';
import { apiIdAtom, entryAtom } from '../../state/session';
import { Spinner } from '../../ui/spinner';
import { firstPage, ROUTES } from '../app-routes';
import { useFlags } from '../use-flags';
import { ClosePage } from './close-page';
import { ErrorPage } from './error-page';
import { EventRoute } from './event-page';
import { HistoryPage } from './history-page';
import { IntroPage } from './intro-page';
import { MemberPage, VipPage } from './member-page';
import { NotFound } from './not-found';
import { RepairPage } from './repair-page';

const Fairness = lazy(() => import('../../features/fairness/fairness').then((m) => ({ default: m.Fairness })));
const DownloadPage = lazy(() => import('./download-page').then((m) => ({ default: m.DownloadRoute })));
const BlockedPage = lazy(() => import('../../features/intro/blocked').then((m) => ({ default: m.BlockedPage })));
const ActionPage = lazy(() => import('./action-page').then((m) => ({ default: m.ActionPage })));
const BarePromotionPage = lazy(() => import('./action-page').then((m) => ({ default: m.BarePromotionPage })));
const Prize = lazy(() => import('../../features/rewards/prize').then((m) => ({ default: m.Prize })));
const Backpack = lazy(() => import('../../features/rewards/backpack').then((m) => ({ default: m.Backpack })));
const GiftCode = lazy(() => import('../../features/rewards/gift-code').then((m) => ({ default: m.GiftCode })));

/** A lazily loaded page, with the spinner while its code arrives. */
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<Spinner />}>{children}</Suspense>;

/** A lazily loaded feature as a page, under its (visually hidden) title. */
const FeaturePage = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="page" aria-labelledby="page-title">
    <h1 id="page-title" className="visually-hidden">
      {title}
    </h1>
    <Lazy>{children}</Lazy>
  </section>
);

export function Pages() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  const apiId = useAtomValue(apiIdAtom);
  return (
    <Switch>
      <Route path={`${ROUTES.action}/:id?`}>
        <Lazy>
          <ActionPage />
        </Lazy>
      </Route>
      <Route path={ROUTES.member}>
        {flags.hideUserItems ? (
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
      <Route path={ROUTES.memberVip}>
        <VipPage />
      </Route>
      <Route path={ROUTES.prize}>
        <FeaturePage title={t({ id: 'app.menu.prize', message: 'Rewards' })}>
          <Prize />
        </FeaturePage>
      </Route>
      <Route path={`${ROUTES.gamehistory}/:gameId?/:round?`}>
        <HistoryPage />
      </Route>
      <Route path={ROUTES.fairness}>
        <Lazy>
          <Fairness />
        </Lazy>
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
      <Route path="/">
        <Redirect to={firstPage(apiId, flags, gameId)} replace />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
