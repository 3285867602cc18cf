/**
 * The news feature's pieces of the events hub (`#/ingame/action`) and the promotion page
 * (`#/action/{id}`), for the app to compose: banners, then (rankings' tournaments), then news,
 * the game entrances and the agent-info footer. Each brings its own sheet and texts.
 */
import { useLingui } from '@lingui/react/macro';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import { Banner, type BannerProps } from './banner';
import { News, type NewsProps } from './news';
import { agentInfoFamily, entrancesFamily, switchOffFamily } from './news.api';
import { usePlatform } from './news-hooks';
import { isSwitchedOff, messengerHref, safeLink, usableMessengers } from './news-rules';
import { Picture } from './news-picture';
import { PromotionDetail } from './promotion';
import css from './news.css?inline';
import { newsCatalog } from './news.catalog';

export const BannerSection = (props: BannerProps) => <Banner {...props} />;

export const NewsSection = (props: NewsProps) => <News {...props} />;

/** The operator's game entrances (§5 gate: none, and no call, when switched off). */
function GameEntrancesView() {
  const { t } = useLingui();
  const { ready, apiId, origin, gate } = usePlatform();
  const enabled = gate('gameEntrance');
  const entrances = useResource(entrancesFamily, ready && enabled ? { apiId } : null);
  const status = useResource(switchOffFamily, ready && enabled ? { apiId } : null);
  if (!enabled || entrances.status !== 'ready' || entrances.data.length === 0) return null;
  const switchedOff = status.status === 'ready' ? status.data : null;
  return (
    <section className="entrances" aria-labelledby="entrances-title">
      <h2 className="section-title" id="entrances-title">
        {t({ id: 'news.entrances', message: 'Games' })}
      </h2>
      <ul className="entrances__grid">
        {entrances.data.map((game) => {
          const link = safeLink(game.Url, origin);
          const off = isSwitchedOff(switchedOff, game.GameNo);
          const body = (
            <>
              <Picture kind="entrance" image={game.Image} origin={origin} className="entrance__img" loading="lazy" />
              <span className="entrance__name">{game.Name}</span>
              {off ? (
                <span className="entrance__note">
                  {t({ id: 'news.game.maintenance', message: 'Under maintenance' })}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={game.GameNo}>
              {link && !off ? (
                <a className="entrance" part="game-entrance" href={link.href} data-game={game.GameNo}>
                  {body}
                </a>
              ) : (
                <span
                  className="entrance entrance--off"
                  part="game-entrance"
                  aria-disabled="true"
                  data-game={game.GameNo}
                >
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function GameEntranceSection() {
  return (
    <FeatureScope css={css} catalog={newsCatalog}>
      <GameEntrancesView />
    </FeatureScope>
  );
}

const MESSENGER_NAMES: Record<string, string> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  line: 'LINE',
  messenger: 'Messenger',
};

/** Agent info's messengers (support contacts), entries without Data dropped (§3). */
function AgentInfoView() {
  const { t } = useLingui();
  const { ready, apiId } = usePlatform();
  const info = useResource(agentInfoFamily, ready ? { apiId } : null);
  const messengers = info.status === 'ready' ? usableMessengers(info.data) : [];
  if (messengers.length === 0) return null;
  return (
    <footer className="agent" part="agent-info" aria-labelledby="agent-title">
      <h2 className="agent__title" id="agent-title">
        {t({ id: 'news.support', message: 'Customer support' })}
      </h2>
      <ul className="agent__list">
        {messengers.map((m, i) => {
          const href = messengerHref(m);
          const name =
            m.Type === 'email'
              ? t({ id: 'news.support.email', message: 'E-mail' })
              : (MESSENGER_NAMES[m.Type] ?? m.Type);
          return (
            <li key={i} className="agent__item" data-messenger={m.Type}>
              <span className="agent__type">{name}</span>{' '}
              {href ? (
                <a href={href} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {m.Data}
                </a>
              ) : (
                <span>{m.Data}</span>
              )}
            </li>
          );
        })}
      </ul>
    </footer>
  );
}

export function AgentInfoFooter() {
  return (
    <FeatureScope css={css} catalog={newsCatalog}>
      <AgentInfoView />
    </FeatureScope>
  );
}

/** `#/action/{id}` (bare) and the app's promotion route: the promotion with its full text. */
export function PromotionPage({ id, onBack }: { id: string | number | undefined; onBack?: () => void }) {
  const number = Number(id);
  return (
    <FeatureScope css={css} catalog={newsCatalog}>
      <div className="news news--page">
        <PromotionDetail id={Number.isInteger(number) && number > 0 ? number : 0} onBack={onBack} level={1} />
      </div>
    </FeatureScope>
  );
}
