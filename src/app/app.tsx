/**
 * <ingame-app>: the full-page shell of §2 — hash routes, the default / header-only / no-menu
 * layouts, the header (back, title, account), the marquee strip, the 2/3/4-item menu, the
 * /error page and Page Not Found. Pages that are not built yet say so plainly.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { HistoryPlace } from '../features/history/history';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect, Route, Router, Switch, useLocation, useParams } from 'wouter';
import { DEFAULT_FLAGS } from '../core/entry-params';
import { environmentPrefix } from '../core/operator-rules';
import { logoKind } from '../core/brands';
import { apiIdAtom, configAtom, entryAtom, flagsAtom, projectAtom, sessionReadyAtom } from '../state/session';
import { useElement } from '../ui/element-context';
import { ErrorNotice } from '../ui/error-notice';
import { Spinner } from '../ui/spinner';
import { Account } from '../features/account/account';
import { Marquee } from '../features/marquee/marquee';
import { firstPage, historyPath, introGameId, menuItems, menuPath, ROUTES, safeRedirect, type MenuKey } from './app-routes';
import { call } from '../api/client';
import { readRepairInfo, type RepairInfo } from '../api/contract';
import { ZOOM_PRESETS } from '../core/entry-params';
import { useAppLocation, useHashSearch, navigateHash } from './hash-location';
import { installRefreshListener, installZoomBlock, closeWebView } from './app-behaviour';
import { contentTheme, DOCUMENT_FONTS, stylePrefix } from './app-look';
import { assetUrl } from './assets';
import css from './app.css?inline';
import { appCatalog } from './app.catalog';
import { FeatureScope } from '../ui/feature-scope';
import { adoptSheets } from '../ui/styles';

const Fairness = lazy(() => import('../features/fairness/fairness').then((m) => ({ default: m.Fairness })));
const History = lazy(() => import('../features/history/history').then((m) => ({ default: m.History })));
const DownloadPage = lazy(() => import('./download').then((m) => ({ default: m.DownloadPage })));

/** §2 bare wrappers and download layouts: no header, marquee or menu around the page. */
const BARE = /^\/(download|action|event|gift-code|close|pure|full-page)(\/|$)/;

function useFlags() {
  return useAtomValue(flagsAtom) ?? DEFAULT_FLAGS;
}

function Placeholder({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <section className="page page--placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{t({ id: 'app.notBuilt', message: 'This page is not available in this version yet.' })}</p>
    </section>
  );
}

function ErrorPage() {
  const { t } = useLingui();
  const search = useHashSearch();
  const code = Number(search.get('m'));
  const back = safeRedirect(search.get('redirect'));
  return (
    <section className="page page--error" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">{t({ id: 'app.error.title', message: 'Error' })}</h1>
      <ErrorNotice code={Number.isFinite(code) && search.has('m') ? code : null} message={t({ id: 'app.error.lobby', message: 'Please return to the Game Lobby' })} trace={search.get('trace')} />
      {back ? (
        <a className="button" href={back}>{t({ id: 'app.error.retry', message: 'Try again' })}</a>
      ) : null}
    </section>
  );
}

function IntroPage() {
  const { t } = useLingui();
  const params = useParams<{ gameId?: string }>();
  const { gameId } = useAtomValue(entryAtom);
  const game = introGameId(params.gameId, gameId);
  const intro = t({ id: 'app.intro', message: 'Introduction' });
  useEffect(() => {
    if (game) document.title = `${game} ${intro}`;
  }, [game, intro]);
  return (
    <section className="page page--intro" aria-labelledby="page-title">
      <h1 id="page-title" className="intro__bar">{game ? `${game} · ${intro}` : intro}</h1>
      <p>{t({ id: 'app.notBuilt', message: 'This page is not available in this version yet.' })}</p>
    </section>
  );
}

/**
 * /ingame/gamehistory[/{game}[/{round}]]: one route for the list and a round's detail, so the list
 * stays mounted (kept alive) while a detail is open and going back finds it where it was.
 */
function HistoryPage() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  const params = useParams<{ gameId?: string; round?: string }>();
  const [, navigate] = useLocation();
  const openedFromList = useRef(false);
  if (!params.gameId && flags.hideUserItems && gameId != null) return <Redirect to={historyPath(String(gameId), null)} replace />;
  const onNavigate = (place: HistoryPlace, how: 'open' | 'back' | 'pick') => {
    // Back from a round opened from the list is the browser's back: the list entry is already there.
    if (how === 'back' && openedFromList.current) {
      openedFromList.current = false;
      history.back();
      return;
    }
    openedFromList.current = how === 'open';
    navigate(historyPath(place.game, place.round), { replace: how !== 'open' });
  };
  return (
    <section className="page page--history" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">{t({ id: 'app.page.history', message: 'Game history' })}</h1>
      <Suspense fallback={<Spinner />}>
        <History game={params.gameId ?? (gameId != null ? String(gameId) : undefined)} round={params.round} onNavigate={onNavigate} />
      </Suspense>
    </section>
  );
}

function RepairPage() {
  const { t } = useLingui();
  const apiId = useAtomValue(apiIdAtom);
  const [info, setInfo] = useState<RepairInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (apiId > 0) call('GET /repair/:apiId', { params: { apiId } }, readRepairInfo).then(setInfo, () => setFailed(true));
  }, [apiId]);
  return (
    <section className="page page--repair" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.repair', message: 'Maintenance' })}</h1>
      {failed ? <ErrorNotice /> : info === null ? <Spinner /> : (
        <p role="status">{info.IsRepairing ? info.Message || t({ id: 'error.maintenance', message: 'Feature under maintenance.' }) : t({ id: 'app.repair.none', message: 'No maintenance is scheduled.' })}</p>
      )}
    </section>
  );
}

/** /close: leaves the web view at once (the app's close action, the host's, or the window's). */
function ClosePage() {
  const { t } = useLingui();
  const flags = useFlags();
  const { emit } = useElement();
  useEffect(() => {
    emit('ingame-close', { reason: 'close-route' });
    closeWebView(flags);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.close', message: 'You can close this page now.' })}</h1>
    </section>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <section className="page page--notfound" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.notFound', message: 'Page Not Found' })}</h1>
    </section>
  );
}

/**
 * §2: every route change is counted and scrolls to the top, in every layout; back goes back only
 * when there is history (the count falls by two on back), otherwise it closes the web view.
 */
function useRouteChanges(): { wentBack(): boolean } {
  const [location] = useAppLocation();
  const changes = useRef(0);
  useEffect(() => {
    changes.current += 1;
    window.scrollTo?.(0, 0);
  }, [location]);
  return {
    wentBack() {
      if (changes.current <= 1) return false;
      changes.current -= 2;
      history.back();
      return true;
    },
  };
}

function Header({ showAccount, routes }: { showAccount: boolean; routes: ReturnType<typeof useRouteChanges> }) {
  const { t } = useLingui();
  const { emit } = useElement();
  const flags = useFlags();
  const project = useAtomValue(projectAtom);
  const back = () => {
    if (routes.wentBack()) return;
    emit('ingame-close', { reason: 'back' });
    closeWebView(flags);
  };
  return (
    <header className="header" part="header">
      {flags.useBackButton ? (
        <button type="button" className="header__back" onClick={back} aria-label={t({ id: 'app.back', message: 'Back' })}>‹</button>
      ) : null}
      {/* §2: the logo by the project's logo file name — any name with "jili" is the jili logo. */}
      <img className="header__logo" src={assetUrl(`logo-${logoKind(project.projectLogoFilename)}.svg`)} alt="" width="90" height="24" data-logo={logoKind(project.projectLogoFilename)} />
      <span className="header__title">{project.projectTitle}</span>
      {showAccount ? <Account /> : null}
    </header>
  );
}

function Menu() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  // Relative to the router's base (the style- prefix), like the links.
  const [location] = useLocation();
  const label: Record<MenuKey, string> = {
    action: t({ id: 'app.menu.action', message: 'Events' }),
    member: t({ id: 'app.menu.member', message: 'Members' }),
    prize: t({ id: 'app.menu.prize', message: 'Rewards' }),
    gamehistory: t({ id: 'app.menu.gamehistory', message: 'Reports' }),
  };
  return (
    <nav className="menu" part="menu" aria-label={t({ id: 'app.menu', message: 'Main menu' })}>
      {menuItems(flags).map((key) => {
        const path = menuPath(key, flags, gameId);
        const active = location === path || location.startsWith(`${ROUTES[key]}/`) || location === ROUTES[key];
        return (
          <Link key={key} href={path} className={active ? 'menu__item menu__item--active' : 'menu__item'} aria-current={active ? 'page' : undefined} data-menu={key}>
            {label[key]}
          </Link>
        );
      })}
    </nav>
  );
}

function Pages() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  const apiId = useAtomValue(apiIdAtom);
  return (
    <Switch>
      <Route path={ROUTES.action}><Placeholder title={t({ id: 'app.menu.action', message: 'Events' })} /></Route>
      <Route path={ROUTES.member}>
        {flags.hideUserItems ? <Redirect to={ROUTES.memberVip} replace /> : <Placeholder title={t({ id: 'app.menu.member', message: 'Members' })} />}
      </Route>
      <Route path={ROUTES.memberVip}><Placeholder title={t({ id: 'app.page.vip', message: 'VIP' })} /></Route>
      <Route path={ROUTES.prize}><Placeholder title={t({ id: 'app.menu.prize', message: 'Rewards' })} /></Route>
      <Route path={`${ROUTES.gamehistory}/:gameId?/:round?`}><HistoryPage /></Route>
      <Route path={ROUTES.fairness}>
        <Suspense fallback={<Spinner />}>
          <Fairness />
        </Suspense>
      </Route>
      <Route path={`${ROUTES.intro}/:gameId?`}><IntroPage /></Route>
      <Route path={ROUTES.repair}><RepairPage /></Route>
      <Route path="/download/:layout?">
        <Suspense fallback={<Spinner />}><DownloadPage /></Suspense>
      </Route>
      <Route path="/action/:id?"><Placeholder title={t({ id: 'app.menu.action', message: 'Events' })} /></Route>
      <Route path="/event/:id?"><Placeholder title={t({ id: 'app.page.event', message: 'Event' })} /></Route>
      <Route path="/gift-code/:id?"><Placeholder title={t({ id: 'app.page.giftCode', message: 'Gift code' })} /></Route>
      <Route path="/close"><ClosePage /></Route>
      {/* Any page without the shell around it: /pure/ingame/gamehistory/1, /full-page/ingame/action. */}
      <Route path="/pure" nest><Pages /></Route>
      <Route path="/full-page" nest><Pages /></Route>
      <Route path={ROUTES.error}><ErrorPage /></Route>
      <Route path="/"><Redirect to={firstPage(apiId, flags, gameId)} replace /></Route>
      <Route><NotFound /></Route>
    </Switch>
  );
}

function AppView() {
  const flags = useFlags();
  const ready = useAtomValue(sessionReadyAtom);
  const project = useAtomValue(projectAtom);
  const apiId = useAtomValue(apiIdAtom);
  const { gameId } = useAtomValue(entryAtom);
  const { env, stayLatestPage } = useAtomValue(configAtom);
  // Every layout (§2 wrappers included) names the page and its icon from the project settings.
  useEffect(() => {
    document.title = `${environmentPrefix(env)}${project.projectTitle}`;
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = assetUrl(project.projectIcon);
  }, [env, project.projectTitle, project.projectIcon]);
  // §2: the Thai and Burmese faces are declared on the document, once (see app-look.ts).
  useEffect(() => adoptSheets(document, [DOCUMENT_FONTS]), []);
  useEffect(() => installZoomBlock(), []);
  useEffect(
    () =>
      installRefreshListener(flags.postMessageHost, () => {
        if (!stayLatestPage) navigateHash(firstPage(apiId, flags, gameId), { replace: true });
        location.reload();
      }),
    [flags, stayLatestPage, apiId, gameId],
  );
  const [path] = useAppLocation();
  const { style, base } = stylePrefix(path);
  const theme = contentTheme(project.webId, style);
  const bare = BARE.test(path.slice(base.length) || '/');
  const layout = bare ? 'bare' : flags.useHeaderOnly ? 'headeronly' : flags.useMenu ? 'menu' : 'nomenu';
  const { zoomStyle } = useAtomValue(entryAtom);
  const routes = useRouteChanges();
  // §2/§9 zoomstyle presets set the base font size the whole shell scales from.
  const zoom = zoomStyle ? { fontSize: `${ZOOM_PRESETS[zoomStyle].fontSize}px` } : undefined;
  return (
    <Router hook={useAppLocation} base={base}>
      <div className={`app app--${layout} app--theme-${theme}`} part="app" data-layout={layout} data-style={style} data-theme={theme} data-zoom={zoomStyle ?? 'web'} style={zoom}>
        {layout === 'menu' || layout === 'headeronly' ? <Header showAccount={ready} routes={routes} /> : null}
        {layout === 'menu' ? <Marquee /> : null}
        <main className="app__main" part="main">
          {ready ? <Pages /> : null}
          {/* §2 loading overlay: full-screen, fading in and out over 0.5 s. */}
          <div className={ready ? 'overlay overlay--hidden' : 'overlay'} aria-hidden={ready}>
            <Spinner />
          </div>
        </main>
        {layout === 'menu' ? <Menu /> : null}
      </div>
    </Router>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function App() {
  return (
    <FeatureScope css={css} catalog={appCatalog}>
      <AppView  />
    </FeatureScope>
  );
}
