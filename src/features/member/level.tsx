/**
 * <ingame-level> and its part of the app's member page (#/ingame/member, §3, §9): the player's LV
 * and EXP with progress, the LV rules and the operator's LV inactivity rule, and the LV ranking
 * (the operator's top players by LV, with the player's own place). LV exists on every operator,
 * also those without a VIP programme.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LvRankEntry, LvRanking, VipStatus } from '../../api/contract';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import { lvRankingFamily, vipStatusFamily } from './member.api';
import {
  MemberCard,
  LvResetText,
  ProgressBar,
  RulesCard,
  MemberSignIn,
  useMemberSession,
  useNumbers,
} from './member-parts';
import { Loaded } from '../../ui/loaded';
import { lvProgress } from './member-rules';
import css from './member.css?inline';
import { memberCatalog } from './member.catalog';

export interface LevelProps {
  /** `mobileapp` or `webapp`: the app-style variant (default: the page's `device` entry parameter). */
  device?: string;
}

export function LevelCard({ status }: { status: VipStatus }) {
  const { t } = useLingui();
  const n = useNumbers();
  const bar = lvProgress(status);
  const lv = status.Lv;
  const next = lv + 1;
  const exp = n.exp(status.LvExp);
  const max = n.exp(status.NextLvExp);
  const more = n.exp(bar.toNext);
  const count = bar.toNext;
  const text = t({ id: 'member.lv.progress', message: `${exp} / ${max} EXP` });
  return (
    <MemberCard id="lv-title" title={t({ id: 'member.lv.title', message: 'My LV' })} variant="hero">
      <p className="member-hero">
        <span className="member-badge member-badge--lv" part="lv-level">
          {t({ id: 'member.lv.level', message: `LV ${lv}` })}
        </span>
      </p>
      <ProgressBar bar={bar} label={t({ id: 'member.lv.progressLabel', message: 'LV EXP' })} text={text} />
      <p className="member-note">
        {t({
          id: 'member.lv.toNext',
          message: plural(count, {
            one: `${more} EXP more to reach LV ${next}.`,
            other: `${more} EXP more to reach LV ${next}.`,
          }),
        })}
      </p>
    </MemberCard>
  );
}

export function LevelRulesCard({ status, appStyle }: { status: VipStatus; appStyle: boolean }) {
  const { t } = useLingui();
  const title = t({ id: 'member.lv.rulesTitle', message: 'LV rules' });
  const body = (
    <ul className="member-rules">
      <li>
        {t({
          id: 'member.lv.rule.exp',
          message: 'Every 1 coin bet earns 1 LV EXP. When the bar is full you reach the next LV.',
        })}
      </li>
      <li>
        <strong>{t({ id: 'member.lv.resetTitle', message: 'LV reset' })}:</strong>{' '}
        <LvResetText reset={status.LvReset} />
      </li>
    </ul>
  );
  return (
    <RulesCard title={title} appStyle={appStyle}>
      {body}
    </RulesCard>
  );
}

function RankRow({ entry }: { entry: LvRankEntry }) {
  const { t } = useLingui();
  const lv = entry.Lv;
  return (
    <tr className={entry.IsMine ? 'is-mine' : undefined} aria-current={entry.IsMine ? 'true' : undefined}>
      <td>{entry.Rank}</td>
      <td>
        {entry.Nickname || entry.Account}
        {entry.IsMine ? <span className="member-you"> {t({ id: 'member.ranking.you', message: '(you)' })}</span> : null}
      </td>
      <td>{t({ id: 'member.lv.level', message: `LV ${lv}` })}</td>
    </tr>
  );
}

export function LvRankingCard({ ranking }: { ranking: LvRanking }) {
  const { t } = useLingui();
  const mineOutside = ranking.Mine && !ranking.Top.some((e) => e.IsMine) ? ranking.Mine : null;
  const place = ranking.Mine?.Rank;
  return (
    <MemberCard id="lvrank-title" title={t({ id: 'member.ranking.title', message: 'LV ranking' })} variant="wide">
      {place ? (
        <p className="member-note">{t({ id: 'member.ranking.mine', message: `Your place: #${place}` })}</p>
      ) : null}
      {ranking.Top.length === 0 ? (
        <p className="member-empty">{t({ id: 'member.ranking.empty', message: 'No players ranked yet.' })}</p>
      ) : (
        <div
          className="member-table-wrap member-table-wrap--scroll"
          tabIndex={0}
          role="region"
          aria-labelledby="lvrank-title"
        >
          <table className="member-table">
            <thead>
              <tr>
                <th scope="col">{t({ id: 'member.ranking.rank', message: 'Rank' })}</th>
                <th scope="col">{t({ id: 'member.ranking.player', message: 'Player' })}</th>
                <th scope="col">{t({ id: 'member.ranking.lv', message: 'LV' })}</th>
              </tr>
            </thead>
            <tbody>
              {ranking.Top.map((e) => (
                <RankRow key={e.Rank} entry={e} />
              ))}
              {mineOutside ? <RankRow entry={mineOutside} /> : null}
            </tbody>
          </table>
        </div>
      )}
    </MemberCard>
  );
}

export function LevelContent({ token, appStyle }: { token: string; appStyle: boolean }) {
  const status = useResource(vipStatusFamily, token);
  const ranking = useResource(lvRankingFamily, token);
  return (
    <>
      <Loaded resource={status}>
        {(s) => (
          <>
            <LevelCard status={s} />
            <LevelRulesCard status={s} appStyle={appStyle} />
          </>
        )}
      </Loaded>
      <Loaded resource={ranking}>{(r) => <LvRankingCard ranking={r} />}</Loaded>
    </>
  );
}

function LevelView({ device }: LevelProps) {
  const session = useMemberSession(device);
  const className = session.appStyle ? 'member member--app' : 'member';
  return (
    <div className={className} part="base">
      {session.token ? (
        <div className="member-grid">
          <LevelContent token={session.token} appStyle={session.appStyle} />
        </div>
      ) : (
        <MemberSignIn ready={session.ready} />
      )}
    </div>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Level(props: LevelProps) {
  return (
    <FeatureScope css={css} catalog={memberCatalog}>
      <LevelView {...props} />
    </FeatureScope>
  );
}
