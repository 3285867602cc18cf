/**
 * The Rewards menu item's badge: how many rewards are newer than the "last check prize time"
 * cookie (§3). Opening the rewards page records the time (prize.tsx), which clears it. Loaded
 * lazily by the app's menu; shares the prize list (one request) with the page.
 */
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { isAuthenticatedAtom, sessionReadyAtom, tokenAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { useElement } from '../../ui/element-context';
import { FeatureScope } from '../../ui/feature-scope';
import { lastPrizeCheckAtom, prizesFamily } from './rewards.api';
import { unseenCount } from './rewards-rules';
import css from './prize-badge.css?inline';
import { rewardsCatalog } from './rewards.catalog';

function Badge() {
  const { t } = useLingui();
  const { locale } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const lastCheck = useAtomValue(lastPrizeCheckAtom);
  const prizes = useResource(prizesFamily, ready && authenticated && token ? { token, locale } : null);
  if (prizes.status !== 'ready') return null;
  const count = unseenCount(prizes.data, lastCheck);
  if (count === 0) return null;
  return (
    <span className="prize-badge" data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t({ id: 'rewards.badge', message: `${count} new` })}</span>
    </span>
  );
}

export default function PrizeBadge() {
  return (
    <FeatureScope css={css} catalog={rewardsCatalog}>
      <Badge />
    </FeatureScope>
  );
}
