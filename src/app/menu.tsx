/** The menu (§2): 2, 3 or 4 items by the hidden pages; links keep the query; the current one is marked. */
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { entryAtom } from '../state/session';
import { menuItems, menuPath, ROUTES, type MenuKey } from './app-routes';
import { useFirstContent } from './first-content';
import { useFlags } from './use-flags';

// The Rewards badge (§3 last check prize time) comes with the rewards feature, loaded apart.
const PrizeBadge = lazy(() => import('../features/rewards/prize-badge'));

export function Menu() {
  const { t } = useLingui();
  const flags = useFlags();
  const { gameId } = useAtomValue(entryAtom);
  // Relative to the router's base (the style- prefix), like the links.
  const [location] = useLocation();
  // The prize badge once the first page's content is drawn (first-content.ts).
  const { shown } = useFirstContent();
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
          <Link
            key={key}
            href={path}
            className={active ? 'menu__item menu__item--active' : 'menu__item'}
            aria-current={active ? 'page' : undefined}
            data-menu={key}
          >
            {label[key]}
            {shown && key === 'prize' && !active ? (
              <Suspense fallback={null}>
                <PrizeBadge />
              </Suspense>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
