/** Mission labels, for the missions card (missions-card.tsx). */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { VipMission } from '../../api/contract';

/** A mission's label from its kind and period (the platform sends no text). */
export function useMissionText(): (m: VipMission, target: string) => string {
  const { t } = useLingui();
  return (m, target) => {
    // The count picks the plural form; the text shows it in the page's §5 grouping (`target`).
    const count = m.Target;
    switch (`${m.Kind}.${m.Period}`) {
      case 'bet.day':
        return t({
          id: 'member.mission.bet.day',
          message: plural(count, { one: `Bet ${target} coin today`, other: `Bet ${target} coins today` }),
        });
      case 'bet.week':
        return t({
          id: 'member.mission.bet.week',
          message: plural(count, { one: `Bet ${target} coin this week`, other: `Bet ${target} coins this week` }),
        });
      case 'rounds.day':
        return t({
          id: 'member.mission.rounds.day',
          message: plural(count, { one: `Play ${target} round today`, other: `Play ${target} rounds today` }),
        });
      case 'rounds.week':
        return t({
          id: 'member.mission.rounds.week',
          message: plural(count, { one: `Play ${target} round this week`, other: `Play ${target} rounds this week` }),
        });
      case 'games.day':
        return t({
          id: 'member.mission.games.day',
          message: plural(count, {
            one: `Play ${target} different game today`,
            other: `Play ${target} different games today`,
          }),
        });
      case 'games.week':
        return t({
          id: 'member.mission.games.week',
          message: plural(count, {
            one: `Play ${target} different game this week`,
            other: `Play ${target} different games this week`,
          }),
        });
      case 'signIn.day':
        return t({ id: 'member.mission.signIn.day', message: `Sign in today` });
      default:
        return t({
          id: 'member.mission.signIn.week',
          message: plural(count, {
            one: `Sign in ${target} time this week`,
            other: `Sign in ${target} times this week`,
          }),
        });
    }
  };
}
