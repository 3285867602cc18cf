/** The VIP missions (§9) with their progress. */
import { useLingui } from '@lingui/react/macro';
import type { VipMission } from '../../api/contract';
import { MemberCard, ProgressBar, useNumbers } from './member-parts';
import { useMissionText } from './mission-text';
import { progress } from './member-rules';

export function MissionsCard({ missions }: { missions: VipMission[] }) {
  const { t } = useLingui();
  const n = useNumbers();
  const missionText = useMissionText();
  return (
    <MemberCard id="missions-title" title={t({ id: 'member.missions.title', message: 'VIP missions' })}>
      {missions.length === 0 ? (
        <p className="member-empty">{t({ id: 'member.missions.empty', message: 'No missions right now.' })}</p>
      ) : (
        <ul className="member-missions">
          {missions.map((m) => {
            const label = missionText(m, n.whole(m.Target));
            const reward = n.whole(m.RewardExp);
            const value = n.whole(m.Progress);
            const target = n.whole(m.Target);
            return (
              <li key={m.Id} className={m.Done ? 'member-mission is-done' : 'member-mission'} part="mission">
                <span className="member-mission__label">{label}</span>
                <span className="member-mission__reward">
                  {t({ id: 'member.mission.reward', message: `+${reward} EXP` })}
                </span>
                <ProgressBar bar={progress(m.Progress, m.Target)} label={label} text={`${value} / ${target}`} />
                {m.Done ? (
                  <span className="member-mission__done">{t({ id: 'member.mission.done', message: 'Completed' })}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </MemberCard>
  );
}
