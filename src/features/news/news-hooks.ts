/** What every news component reads from the session: operator, gates, platform origin, language. */
import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai/react';
import { isFeatureEnabled, type Feature } from '../../core/brands';
import { apiIdAtom, configAtom, operatorTypeAtom, projectAtom, sessionReadyAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { platformOrigin } from './news-rules';

export function usePlatform() {
  const { locale, emit } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const apiId = useAtomValue(apiIdAtom);
  const { apiBase } = useAtomValue(configAtom);
  const { webId } = useAtomValue(projectAtom);
  const operatorType = useAtomValue(operatorTypeAtom);
  const origin = platformOrigin(apiBase, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  /** §5 web-id gates and §6 operator toggles (the rule state/gates.ts applies to calls). */
  const gate = (feature: Feature) => isFeatureEnabled(feature, webId, operatorType);
  return { locale, emit, ready, apiId, origin, gate };
}

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReduced(onChange: () => void) {
  const query = typeof matchMedia === 'function' ? matchMedia(REDUCED) : null;
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** True under `prefers-reduced-motion: reduce`: no sliding and no autoplay. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => typeof matchMedia === 'function' && matchMedia(REDUCED).matches,
    () => false,
  );
}

/** How the page is left for a game (tests replace it; a game client's web view follows it). */
export const navigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};
