/**
 * <ingame-app>: the full-page shell of §2 — the default / header-only / no-menu / bare layouts
 * around the route table (pages/pages.tsx), with the header, the marquee strip, the menu and the
 * loading overlay. Pages, header and menu live in their own modules.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { Router } from 'wouter';
import { isFeatureEnabled } from '../core/brands';
import { ZOOM_PRESETS } from '../core/entry-params';
import { Marquee } from '../features/marquee/marquee';
import {
  apiIdAtom,
  configAtom,
  entryAtom,
  localeAtom,
  operatorTypeAtom,
  projectAtom,
  sessionReadyAtom,
} from '../state/session';
import { FeatureScope } from '../ui/feature-scope';
import { Spinner } from '../ui/spinner';
import { installRefreshListener, installZoomBlock } from './app-behaviour';
import { contentTheme, stylePrefix } from './app-look';
import { firstPage, isBareRoute, isIntroRoute, ROUTES, shellLink } from './app-routes';
import { FirstContentContext, type FirstContent } from './first-content';
import { canGoBack, hashHref, navigateHash, trackHistoryDepth, useAppLocation } from './hash-location';
import { Header, type RouteChanges } from './header';
import { Menu } from './menu';
import { Pages } from './pages/pages';
import { useDocumentHead } from './use-document-head';
import { useFlags } from './use-flags';
import css from './app.css?inline';
import { appCatalog } from './app.catalog';

/**
 * §2: every route change scrolls to the top; back goes back only while the player is deeper than
 * the entry the app opened on (hash-location records the depth in each history entry), otherwise
 * the header closes the web view. The redirect from `/` to the first page is a replace, so the
 * first back on any entry closes.
 */
function useShellHistory(path: string): RouteChanges {
  trackHistoryDepth();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [path]);
  return {
    wentBack() {
      if (!canGoBack()) return false;
      history.back();
      return true;
    },
  };
}

/** The loading overlay's look here: the shell shows through it (issue 41). */
const CLEAR_OVERLAY = { background: 'transparent', pointerEvents: 'none' } as const;

/** A plain left click that the browser would follow in this tab. */
const isPlainClick = (e: MouseEvent) =>
  !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function AppView() {
  const flags = useFlags();
  const ready = useAtomValue(sessionReadyAtom);
  const project = useAtomValue(projectAtom);
  const apiId = useAtomValue(apiIdAtom);
  // The strip holds its place until the session knows the operator; one whose marquee is switched
  // off (§6: ROAR, DONUT, PS) then gets no empty band (issue 24).
  const operatorType = useAtomValue(operatorTypeAtom);
  const marqueeOff = ready && !isFeatureEnabled('marquee', project.webId, operatorType);
  const { gameId, zoomStyle } = useAtomValue(entryAtom);
  const { stayLatestPage } = useAtomValue(configAtom);
  useDocumentHead();
  // The full-page app owns its document: `<html lang>` follows the active language (screen
  // readers' voice, hyphenation, the browser's font choice for CJK), not the page's `en`.
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
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
  const here = path.slice(base.length) || '/';
  const bare = isBareRoute(here);
  // The shell's second parts wait for the events hub's first content; on any other page, and once
  // shown, they render at once (first-content.ts).
  const onHub = here === '/' || here === ROUTES.action;
  const [contentShown, setContentShown] = useState(!onHub);
  if (!onHub && !contentShown) setContentShown(true);
  const showContent = useCallback(() => setContentShown(true), []);
  const firstContent = useMemo<FirstContent>(
    () => ({ shown: contentShown, show: showContent }),
    [contentShown, showContent],
  );
  const layout = bare
    ? 'bare'
    : isIntroRoute(here)
      ? 'intro'
      : flags.useHeaderOnly
        ? 'headeronly'
        : flags.useMenu
          ? 'menu'
          : 'nomenu';
  const routes = useShellHistory(path);
  const shell = useRef<HTMLDivElement>(null);
  const linkTarget = useRef({ base, inShell: !bare });
  linkTarget.current = { base, inShell: !bare };
  // Links written by features and the platform (`#/ingame/…`, `#/action/{id}`) become routes of
  // this shell: the style prefix kept, bare wrappers opened inside the shell (app-routes shellLink).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(e)) return;
    const anchor = (e.target as Element | null)?.closest?.('a[href]');
    if (!anchor || (anchor.getAttribute('target') ?? '_self') !== '_self' || anchor.hasAttribute('download')) return;
    const to = shellLink(anchor.getAttribute('href')!, base, !bare);
    if (to === null) return;
    e.preventDefault();
    navigateHash(to);
  };
  // A feature's `ingame-navigate` (the rankings' event links) is handled here: the shell opens it.
  useEffect(() => {
    const root = shell.current;
    if (!root) return;
    const onNavigate = (event: Event) => {
      const href = (event as CustomEvent<{ href?: unknown }>).detail?.href;
      const to = typeof href === 'string' ? shellLink(href, linkTarget.current.base, linkTarget.current.inShell) : null;
      if (to === null) return;
      event.preventDefault();
      navigateHash(to);
    };
    root.addEventListener('ingame-navigate', onNavigate);
    return () => root.removeEventListener('ingame-navigate', onNavigate);
  }, []);
  // §2/§9 zoomstyle presets: the base font size the whole shell scales from, as far as the screen
  // has room for it (app.css). Set on the element's root, not only the shell: the page's toasts
  // live beside the shell there (ui/toast-host) and grow with it.
  useLayoutEffect(() => {
    const root = shell.current?.closest<HTMLElement>('.ingame-root');
    if (!root || !zoomStyle) return;
    root.dataset.zoom = zoomStyle;
    root.style.setProperty('--_zoom-font', `${ZOOM_PRESETS[zoomStyle].fontSize}px`);
    return () => {
      delete root.dataset.zoom;
      root.style.removeProperty('--_zoom-font');
    };
  }, [zoomStyle]);
  return (
    <Router hook={useAppLocation} base={base} hrefs={hashHref}>
      <FirstContentContext.Provider value={firstContent}>
        <div
          ref={shell}
          onClick={onClick}
          className={`app app--${layout} app--theme-${theme}`}
          part="app"
          data-layout={layout}
          data-style={style}
          data-theme={theme}
          data-zoom={zoomStyle ?? undefined}
        >
          {layout === 'menu' || layout === 'headeronly' || layout === 'intro' ? (
            <Header showAccount={ready} routes={routes} />
          ) : null}
          {layout === 'menu' && !marqueeOff ? (
            <div className="app__marquee">{firstContent.shown ? <Marquee /> : null}</div>
          ) : null}
          <main className="app__main" part="main">
            {ready ? <Pages /> : null}
            {/* §2 loading overlay: full-screen, fading in and out over 0.5 s — clear, and letting taps
              through, so the header and menu are on screen from the first frame (issue 41); after
              WAIT_MS without the session its spinner says §8's connection text (ui/spinner). */}
            <div className={ready ? 'overlay overlay--hidden' : 'overlay'} aria-hidden={ready} style={CLEAR_OVERLAY}>
              {ready ? null : <Spinner />}
            </div>
          </main>
          {layout === 'menu' ? <Menu /> : null}
        </div>
      </FirstContentContext.Provider>
    </Router>
  );
}

/** The app's root: its stylesheet and texts come with it (ui/feature-scope). */
export function App() {
  return (
    // Until its texts are in, the page's own skeleton of the shell shows through (its children).
    <FeatureScope css={css} catalog={appCatalog} fallback={<slot />}>
      <AppView />
    </FeatureScope>
  );
}
