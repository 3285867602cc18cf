/**
 * `#/ingame/blocked`: where `GET /game-setting/block-info-web-url` sends a blocked player (§7). It
 * says so plainly and offers nothing to retry: the operator decides when the block ends.
 */
import { useLingui } from '@lingui/react/macro';
import { FeatureScope } from '../../ui/feature-scope';
import css from './intro.css?inline';
import { introCatalog } from './intro.catalog';

function BlockedView() {
  const { t } = useLingui();
  return (
    <section className="blocked" aria-labelledby="page-title">
      <svg className="blocked__icon" viewBox="0 0 24 24" aria-hidden="true" width="40" height="40">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 0 1 6.3 12.9L7.1 5.7A8 8 0 0 1 12 4ZM4 12c0-1.8.6-3.5 1.7-4.9l11.2 11.2A8 8 0 0 1 4 12Z"
        />
      </svg>
      <h1 id="page-title">{t({ id: 'intro.blocked.title', message: 'Access restricted' })}</h1>
      <p>
        {t({
          id: 'intro.blocked.text',
          message: 'This service is not available in your area or for your account. Please return to the Game Lobby.',
        })}
      </p>
    </section>
  );
}

export function BlockedPage() {
  return (
    <FeatureScope css={css} catalog={introCatalog}>
      <BlockedView />
    </FeatureScope>
  );
}
