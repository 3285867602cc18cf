/**
 * The rankings' React glue: the session facts every board needs (who asks, in which currency; the
 * clock and the player's formatters are the shared ones in src/ui), and the self-refresh of a
 * running board at its next update time (a timer per board, never a fixed poll, held while the tab
 * is hidden).
 */
import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import type { RankingType } from '../../api/contract';
import { apiIdAtom, currencyDisplayAtom, entryAtom, identityAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { usePlayerFormat } from '../../ui/use-player-format';
import { accountAtom, boardFamily, type BoardKey } from './rankings.api';
import { boardCurrency, formatScore, refreshDelay } from './rankings-rules';

/** Who is asking: the operator, and the signed-in player's `apiId:accountId` (null: anonymous). */
export function useViewer() {
  const { locale } = useElement();
  const apiId = useAtomValue(apiIdAtom);
  const account = useAtomValue(accountAtom);
  const { sac } = useAtomValue(entryAtom);
  return { locale, apiId, account, sac };
}

/** Scores and dates the way §5 wants them, for a board of `currencyNo`. */
export function useBoardFormat(currencyNo: number, type: RankingType) {
  const player = usePlayerFormat();
  const apiId = useAtomValue(apiIdAtom);
  const identity = useAtomValue(identityAtom);
  const display = useAtomValue(currencyDisplayAtom);
  const own = identity ? { ...player.currency, currencyNo: identity.currencyNo } : null;
  const currency = boardCurrency(currencyNo, apiId, display, own);
  return {
    score: (value: number) => formatScore(value, type, currency, player.locale),
    date: player.dateTime,
  };
}

/** A failed self-refresh keeps the board on screen and tries again after this long. */
export const RETRY_REFRESH_MS = 60_000;

/**
 * Refresh a running board when the platform says it updates next. The new board (with its own next
 * update) replaces the old one without a loading state; a failure keeps the old board and retries
 * later. While the tab is hidden nothing is fetched: a refresh that fell due then happens when the
 * tab shows again.
 */
export function useBoardRefresh(key: BoardKey | null, nextUpdate: string | null): void {
  const store = useStore();
  const keyRef = useRef(key);
  keyRef.current = key;
  const id = key ? JSON.stringify(key) : null;
  useEffect(() => {
    if (!id) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let due = false;
    let stopped = false;
    // The board is the data layer's query: marked stale, it is asked again in the background and
    // the answer replaces the shown one (a failure keeps it).
    const refresh = async () => {
      const k = keyRef.current!;
      const same = JSON.stringify(k);
      boardFamily.invalidate(store, (other) => JSON.stringify(other) === same);
      await boardFamily.load(store, k);
      if (stopped) return;
      const shown = store.get(boardFamily.atomFor(k));
      // A failure, or the same next update (a platform running late): the effect would not re-run, so wait a while.
      if (shown.status !== 'ready' || shown.data.NextUpdate === nextUpdate) schedule(RETRY_REFRESH_MS);
    };
    const fire = () => {
      if (typeof document !== 'undefined' && document.hidden) {
        due = true;
        return;
      }
      void refresh();
    };
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(fire, ms);
    };
    const onVisibility = () => {
      if (!document.hidden && due) {
        due = false;
        void refresh();
      }
    };
    const delay = refreshDelay(nextUpdate, Date.now());
    if (delay == null) return;
    schedule(delay);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, id, nextUpdate]);
}
