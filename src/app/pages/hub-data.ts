/**
 * The events hub's data, asked for as soon as the session is ready when the hub is the app's first
 * page (pages.tsx prefetchPage, issue 30): the tournaments and the running one's board, the events,
 * the promotions, the game entrances with their switch-off status and the support contacts start
 * beside the banners, not after the hub's code arrived and rendered. The keys are the ones the
 * hub's sections use, so each section finds its answer (or its request) in the shared store.
 * Only the hub's page imports this, so it travels in the hub's chunk and no other page pays for it.
 */
import { isFeatureEnabled } from '../../core/brands';
import { agentInfoFamily, entrancesFamily, promotionsFamily, switchOffFamily } from '../../features/news/news.api';
import {
  accountAtom,
  boardFamily,
  boardKeyOf,
  eventListFamily,
  settingsFamily,
  type SettingsKey,
} from '../../features/rankings/rankings.api';
import { hubPick } from '../../features/rankings/rankings-rules';
import type { Locale } from '../../i18n/locales';
import { apiIdAtom, entryAtom, operatorTypeAtom, projectAtom } from '../../state/session';
import { whenSessionReady } from '../../state/resource';
import type { SessionStore } from '../../state/store';

/**
 * Asks for the hub's data once the session is ready. Resolves once the running tournament's board
 * has been asked for (it waits for the tournaments' answer), or once it is known there is none:
 * the app's page holds the shell's code until then (elements/app-early.ts).
 */
export function prefetchHub(store: SessionStore, locale: Locale): Promise<void> {
  return new Promise<void>((boardAsked) => {
    whenSessionReady(store, () => {
      const apiId = store.get(apiIdAtom);
      if (apiId <= 0) return boardAsked();
      // Tournaments (rankings.tsx HubView): the list, then the running one's board; the events.
      const viewer = { apiId, locale, account: store.get(accountAtom) };
      const settings: SettingsKey = { ...viewer, type: null, sac: store.get(entryAtom).sac };
      // News (news.tsx, news-hub.tsx): promotions, game entrances behind their §5/§6 gate, contacts.
      // Shown under the tournaments once those are in, so asked once the running board is: on
      // HTTP/1.1 (six connections) asked beside the tournaments they took the connections and the
      // main thread the board waited for (issue 45).
      const news = () => {
        void promotionsFamily.load(store, { apiId, locale });
        const enabled = isFeatureEnabled('gameEntrance', store.get(projectAtom).webId, store.get(operatorTypeAtom));
        if (enabled) {
          void entrancesFamily.load(store, { apiId });
          void switchOffFamily.load(store, { apiId });
        }
        void agentInfoFamily.load(store, { apiId });
      };
      void settingsFamily
        .load(store, settings)
        .then(() => {
          const loaded = store.get(settingsFamily.atomFor(settings));
          const open = loaded.status === 'ready' ? hubPick(loaded.data, Date.now()).open : null;
          const board = open ? boardKeyOf(open.RankingId, viewer) : null;
          void (board ? boardFamily.load(store, board) : Promise.resolve()).then(news);
        })
        .finally(boardAsked);
      void eventListFamily.load(store, { apiId, locale });
    });
  });
}
