/**
 * The header (§2): back (closes the web view when there is no history), the project logo by the
 * jili rule, the title and the player's account. Also the route-change counter back relies on.
 */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { logoKind } from '../core/brands';
import { Account } from '../features/account/account';
import { projectAtom } from '../state/session';
import { useElement } from '../ui/element-context';
import { closeWebView } from './app-behaviour';
import { assetUrl } from './assets';
import { useAppLocation } from './hash-location';
import { useFirstContent } from './first-content';
import { useFlags } from './use-flags';

export interface RouteChanges {
  wentBack(): boolean;
}

/**
 * §2: every route change is counted and scrolls to the top, in every layout; back goes back only
 * when there is history (the count falls by two on back), otherwise it closes the web view.
 */
export function useRouteChanges(): RouteChanges {
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

export function Header({ showAccount, routes }: { showAccount: boolean; routes: RouteChanges }) {
  const { t } = useLingui();
  const { emit } = useElement();
  const flags = useFlags();
  const project = useAtomValue(projectAtom);
  // The player's account once the first page's content is drawn (first-content.ts).
  const { shown } = useFirstContent();
  const back = () => {
    if (routes.wentBack()) return;
    emit('ingame-close', { reason: 'back' });
    closeWebView(flags);
  };
  return (
    <header className="header" part="header">
      {flags.useBackButton ? (
        <button
          type="button"
          className="header__back"
          onClick={back}
          aria-label={t({ id: 'app.back', message: 'Back' })}
        >
          ‹
        </button>
      ) : null}
      {/* §2: the logo by the project's logo file name — any name with "jili" is the jili logo. */}
      <img
        className="header__logo"
        src={assetUrl(`logo-${logoKind(project.projectLogoFilename)}.svg`)}
        alt=""
        width="90"
        height="24"
        data-logo={logoKind(project.projectLogoFilename)}
      />
      <span className="header__title" title={project.projectTitle}>
        {project.projectTitle}
      </span>
      {showAccount && shown ? <Account /> : null}
    </header>
  );
}
