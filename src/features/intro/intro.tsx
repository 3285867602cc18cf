/**
 * The intro page (§2, `#/ingame/intro/{gameId}`): a sticky title bar naming the game (as the
 * operator names it), the game's rules (a bullet list for §3 introBullet games), and the RTP where
 * the operator shows it (§5 rtp gate). The app puts it in the intro layout: header, title bar,
 * content, no menu.
 */
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { apiIdAtom, gameSettingsAtom, sessionReadyAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import { usePageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';
import { useExactFormat } from '../../ui/use-exact-format';
import { rtpFamily } from './intro.api';
import { introGame, introTitle, rulesLayout, shownRtp } from './intro-rules';
import { useFamilyRules } from './family-rules';
import css from './intro.css?inline';
import { introCatalog } from './intro.catalog';

export interface IntroPageProps {
  /** The game: the route's id (upper-cased) or number, else the `game` query (app-routes.introGameId). */
  gameId: string | null;
}

function Rtp({ gameNo }: { gameNo: number }) {
  const { t } = useLingui();
  const apiId = useAtomValue(apiIdAtom);
  const ready = useAtomValue(sessionReadyAtom);
  const exact = useExactFormat();
  const rtp = useResource(rtpFamily, ready ? { apiId, gameNo } : null);
  // A failed RTP call hides the line: the rules are the page, the RTP an extra.
  const value = rtp.status === 'ready' ? shownRtp(rtp.data) : null;
  if (!value) return null;
  // The operator's digits kept ("96.50" stays two decimals), in the page's §5 separators.
  const shown = exact(Number(value), value.split('.')[1]?.length ?? 0);
  return (
    <p className="intro__rtp" data-part="rtp">
      {t({ id: 'intro.rtp', message: `Return to player (RTP): ${{ rtp: shown }}%` })}
    </p>
  );
}

function IntroView({ gameId }: IntroPageProps) {
  const { t } = useLingui();
  const ready = useAtomValue(sessionReadyAtom);
  const games = useAtomValue(gameSettingsAtom);
  const rulesOf = useFamilyRules();
  // The game list arrives after start-up (§4); until then a number would name no family.
  const game = games.length ? introGame(gameId, games) : null;
  const label = t({ id: 'intro.label', message: 'Introduction' });
  // §2 the page title appends the intro label to the game's name.
  const title = introTitle(game?.Name ?? gameId, label);
  usePageTitle(title);

  const rules = game ? rulesOf(game.Family) : [];
  const layout = game ? rulesLayout(game.No) : 'paragraphs';
  return (
    <article className="intro" aria-labelledby="page-title">
      <h1 id="page-title" className="intro__bar" part="intro-bar">
        {(game?.Name ?? gameId) ? (
          <>
            <span className="intro__game">{game?.Name ?? gameId}</span>{' '}
          </>
        ) : null}
        <span className="intro__label">{label}</span>
      </h1>
      <div className="intro__content">
        {!ready || (gameId && games.length === 0) ? (
          <Spinner />
        ) : !game ? (
          <p role="status">{t({ id: 'intro.unknown', message: 'This game has no introduction.' })}</p>
        ) : (
          <>
            <h2>{t({ id: 'intro.rules', message: 'Game rules' })}</h2>
            {layout === 'bullets' ? (
              <ul className="intro__rules intro__rules--bullets" part="intro-rules" data-layout="bullets">
                {rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            ) : (
              <div className="intro__rules" part="intro-rules" data-layout="paragraphs">
                {rules.map((rule) => (
                  <p key={rule}>{rule}</p>
                ))}
              </div>
            )}
            <Rtp gameNo={game.No} />
          </>
        )}
      </div>
    </article>
  );
}

export function IntroPage(props: IntroPageProps) {
  return (
    <FeatureScope css={css} catalog={introCatalog}>
      <IntroView {...props} />
    </FeatureScope>
  );
}
