/**
 * How <ingame-app> starts the session (§4): it alone reads the page's entry query parameters (a
 * lobby page's parameters belong to the host), skips the token exchange on the repair route (§2),
 * and sends 9100/9101 on a global call to /error with where the player was (§8).
 */
import { parseEntryParams } from '../core/entry-params';
import type { StartOptions } from '../state/startup';
import { errorRoute, isErrorRoute, isRepairRoute } from './app-routes';
import { currentPath, navigateHash } from './hash-location';

export function appSession(): StartOptions {
  return {
    entry: parseEntryParams(location.search),
    skipTokenExchange: isRepairRoute(currentPath()),
    onSessionExpired: (error) => {
      if (!isErrorRoute(currentPath())) navigateHash(errorRoute(error.Code, error.trace, location.pathname + location.search + location.hash));
    },
  };
}
