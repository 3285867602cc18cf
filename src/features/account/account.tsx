/**
 * <ingame-account> (§2 header, §4): the player's account and nickname, and the way to create
 * the nickname. Anonymous visitors see "Guest". A nickname created here shows at once in every
 * element on the page (one shared store).
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { identityAtom, isAuthenticatedAtom, sessionReadyAtom, tokenAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { nicknameFamily } from './account.api';
import { NicknameDialog } from './nickname-dialog';
import css from './account.css?inline';
import { accountCatalog } from './account.catalog';
import { FeatureScope } from '../../ui/feature-scope';

function AccountView() {
  const { t } = useLingui();
  const ready = useAtomValue(sessionReadyAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const identity = useAtomValue(identityAtom);
  const token = useAtomValue(tokenAtom);
  const nickname = useResource(nicknameFamily, ready && authenticated && token ? token : null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (!ready) return <div className="account account--loading" part="base" aria-busy="true" />;
  if (!authenticated || !identity) {
    return (
      <div className="account" part="base">
        <span className="account__name">{t({ id: 'account.guest', message: 'Guest' })}</span>
      </div>
    );
  }
  // A failed load shows no create button (the failure reached the host as `ingame-error`).
  const state =
    nickname.status === 'ready'
      ? nickname.data
      : nickname.status === 'error'
        ? { enabled: true, nickname: '', has: false, error: nickname.error }
        : null;
  return (
    <div className="account" part="base">
      <span className="account__avatar" aria-hidden="true">
        {(state?.nickname || identity.account).slice(0, 1).toUpperCase()}
      </span>
      <span className="account__text">
        {state?.has ? (
          <span className="account__nickname" part="nickname" title={state.nickname}>
            {state.nickname}
          </span>
        ) : null}
        {/* Ellipsized in a narrow header: the title keeps the whole name. */}
        <span className="account__name" part="account" title={identity.account}>
          {identity.account}
        </span>
      </span>
      {state && state.enabled && !state.has && !state.error ? (
        <button type="button" className="account__create" part="create" onClick={() => setDialogOpen(true)}>
          {/* On a phone the label is read by assistive tech only and the pencil shows (the
              account's name keeps the room: issue 24); wider, both show. */}
          <svg className="account__create-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path
              d="M3 14.5V17h2.5l8.1-8.1-2.5-2.5L3 14.5zm13.7-7.3a.7.7 0 0 0 0-1l-1.9-1.9a.7.7 0 0 0-1 0l-1.3 1.3 2.9 2.9 1.3-1.3z"
              fill="currentColor"
            />
          </svg>
          <span className="account__create-label">
            {t({ id: 'account.nickname.open', message: 'Create nickname' })}
          </span>
        </button>
      ) : null}
      {token ? <NicknameDialog token={token} open={dialogOpen} onClose={() => setDialogOpen(false)} /> : null}
    </div>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Account() {
  return (
    <FeatureScope css={css} catalog={accountCatalog}>
      <AccountView />
    </FeatureScope>
  );
}
